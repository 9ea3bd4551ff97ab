/**
 * The design a range puts on each base product: the one uploaded image as an image layer of the studio's
 * design document, on the product's main side, where the seller placed it. The studio's renderer, preflight
 * and mockups then treat it like any studio design.
 */
import {
  type DesignDocument,
  fitCentred,
  type Medium,
  type PrintArea,
  roundMm,
  SIDES,
  type Side,
} from '../design';

/** Where the artwork sits in a print area: its width and centre as percentages of the area. */
export interface ArtworkPlacement {
  /** Width of the artwork as a percentage of the widest it can be without leaving the area (5 to 100). */
  scale: number;
  /** Centre of the artwork from the area's left and top edges, as percentages (0 to 100). */
  x: number;
  y: number;
}

export const PLACEMENT_LIMITS = Object.freeze({ minScale: 5, maxScale: 100, min: 0, max: 100 });
export const DEFAULT_PLACEMENT: ArtworkPlacement = Object.freeze({ scale: 80, x: 50, y: 45 });

export interface ArtworkImage {
  src: string;
  pixelWidth: number;
  pixelHeight: number;
}

export interface PrintableBase {
  medium: Medium;
  printAreas: Partial<Record<Side, PrintArea>>;
}

/** The side a range prints on: the front when the product has one, else its first printable side. */
export function mainSide(base: PrintableBase): Side | null {
  return SIDES.find((side) => base.printAreas[side]) ?? null;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A placement brought inside its limits (a stored draft or a typed number may stray). */
export function clampPlacement(placement: ArtworkPlacement): ArtworkPlacement {
  const { minScale, maxScale, min, max } = PLACEMENT_LIMITS;
  const finite = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);
  return {
    scale: clamp(finite(placement.scale, DEFAULT_PLACEMENT.scale), minScale, maxScale),
    x: clamp(finite(placement.x, DEFAULT_PLACEMENT.x), min, max),
    y: clamp(finite(placement.y, DEFAULT_PLACEMENT.y), min, max),
  };
}

/**
 * The design document of one range product: the artwork as the only layer of the main side, sized by
 * `scale` and centred at (x, y). `layerId` makes each published range its own design.
 */
export function rangeDocument(
  base: PrintableBase,
  image: ArtworkImage,
  placement: ArtworkPlacement,
  layerId = 'artwork',
): DesignDocument | null {
  const side = mainSide(base);
  const area = side ? base.printAreas[side] : undefined;
  if (!side || !area) return null;
  const { scale, x, y } = clampPlacement(placement);
  const fit = fitCentred(image.pixelWidth / image.pixelHeight, area, 1);
  const width = roundMm(Math.max(1, (fit.width * scale) / 100));
  const height = roundMm(Math.max(1, (fit.height * scale) / 100));
  return {
    version: 2,
    medium: base.medium,
    sides: {
      [side]: {
        printArea: { ...area },
        layers: [
          {
            kind: 'image',
            id: layerId,
            name: 'Artwork',
            x: roundMm((area.widthMm * x) / 100 - width / 2),
            y: roundMm((area.heightMm * y) / 100 - height / 2),
            width,
            height,
            rotation: 0,
            opacity: 1,
            locked: false,
            src: image.src,
            pixelWidth: image.pixelWidth,
            pixelHeight: image.pixelHeight,
            flipX: false,
            flipY: false,
          },
        ],
      },
    },
  };
}
