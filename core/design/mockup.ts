/**
 * Where a design sits on a product photo: mockupParams of §3. Pixel boxes in the garment images, one per
 * printable side, and the images of each colour (a blank photo, and the base and shading layers the mockup
 * renderer puts the design between).
 */
import * as z from 'zod/mini';
import type { PrintArea, Side } from './types';

export type MockupView = 'front' | 'back';

export interface MockupPlacement {
  /** Which photo the side is seen on (sleeves are seen on the front). */
  view: MockupView;
  /** The print area's box in the photo, in pixels; its aspect ratio is the print area's. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** 'circle' clips the design to the inscribed ellipse (round stickers). */
  shape: 'rect' | 'circle';
}

export interface MockupImages {
  /** The blank product photo (base with shading), shown before a mockup is ready. */
  photo: string;
  /** Backdrop and garment body: the design is drawn over this. */
  base: string;
  /** Shading, folds and seams with transparency: drawn over the design so it reads as printed cloth. */
  overlay: string;
}

export interface MockupParams {
  /** Size of every image, in pixels. */
  width: number;
  height: number;
  placements: Partial<Record<Side, MockupPlacement>>;
  /** Colour name → view → images (media paths, '/media/...'). */
  images: Record<string, Partial<Record<MockupView, MockupImages>>>;
}

const placement = z.object({
  view: z.enum(['front', 'back']),
  x: z.number(),
  y: z.number(),
  width: z.number().check(z.positive()),
  height: z.number().check(z.positive()),
  shape: z.enum(['rect', 'circle']),
});
const images = z.object({ photo: z.string(), base: z.string(), overlay: z.string() });

export const mockupParamsSchema = z.object({
  width: z.number().check(z.positive()),
  height: z.number().check(z.positive()),
  placements: z.partialRecord(z.enum(['front', 'back', 'left', 'right']), placement),
  images: z.record(z.string(), z.partialRecord(z.enum(['front', 'back']), images)),
});

/** mockupParams as stored, or null when they are missing or malformed (the product has no mockups). */
export function readMockupParams(value: unknown): MockupParams | null {
  const parsed = mockupParamsSchema.safeParse(value);
  return parsed.success ? (parsed.data as MockupParams) : null;
}

/**
 * A placement for a print area centred on a point of the photo at a scale: its pixel box keeps the print
 * area's proportions exactly.
 */
export function placementFor(
  area: PrintArea,
  options: { view: MockupView; centreX: number; top: number; pixelsPerMm: number; shape?: 'rect' | 'circle' },
): MockupPlacement {
  const width = area.widthMm * options.pixelsPerMm;
  const height = area.heightMm * options.pixelsPerMm;
  return {
    view: options.view,
    x: Math.round((options.centreX - width / 2) * 10) / 10,
    y: options.top,
    width: Math.round(width * 10) / 10,
    height: Math.round(height * 10) / 10,
    shape: options.shape ?? 'rect',
  };
}
