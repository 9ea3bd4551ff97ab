import type { ProductKind } from '../data/types';
import { drawHoodie, HOODIE_PRINT_AREA } from './garment-hoodie';
import { ART_PRINT_PRINT_AREA, drawArtPrint } from './garment-print';
import { drawSticker, STICKER_PRINT_AREA } from './garment-sticker';
import { drawSweater, SWEATER_PRINT_AREA } from './garment-sweater';
import { drawTote, TOTE_PRINT_AREA } from './garment-tote';
import { drawTshirt, TSHIRT_PRINT_AREA } from './garment-tshirt';
import type { GarmentDrawOptions, GarmentLayers, PrintArea } from './garment-types';
import { studioBackdrop } from './studio';
import { svgDocument } from './svg';

export type { GarmentDrawOptions, GarmentLayers, PrintArea } from './garment-types';

/** Size of the square product image viewBox. */
export const PRODUCT_IMAGE_SIZE = 1000;

/** Where the front print sits on each product, in the 0 0 1000 1000 viewBox. Reused by mockups. */
export const PRINT_AREAS: Readonly<Record<ProductKind, Readonly<PrintArea>>> = Object.freeze({
  't-shirt': TSHIRT_PRINT_AREA,
  hoodie: HOODIE_PRINT_AREA,
  sweater: SWEATER_PRINT_AREA,
  'tote-bag': TOTE_PRINT_AREA,
  'art-print': ART_PRINT_PRINT_AREA,
  sticker: STICKER_PRINT_AREA,
});

export interface ProductScene extends GarmentLayers {
  /** Full-frame background (studio paper, wall or desk). */
  backdrop: string;
}

/** Draws a product in `colour`, split into backdrop / under-print / over-print layers. */
export function garmentScene(kind: ProductKind, opts: GarmentDrawOptions): ProductScene {
  const studio = () => studioBackdrop(`${opts.id}-studio`);
  switch (kind) {
    case 't-shirt':
      return { backdrop: studio(), ...drawTshirt(opts) };
    case 'hoodie':
      return { backdrop: studio(), ...drawHoodie(opts) };
    case 'sweater':
      return { backdrop: studio(), ...drawSweater(opts) };
    case 'tote-bag':
      return { backdrop: studio(), ...drawTote(opts) };
    case 'art-print':
      return drawArtPrint(opts);
    case 'sticker':
      return drawSticker(opts);
  }
}

/** A blank product photo (no artwork) as a standalone SVG document. */
export function garmentSvg(kind: ProductKind, colour: string, fit?: GarmentDrawOptions['fit']): string {
  const scene = garmentScene(kind, { id: 'g', colour, fit });
  return svgDocument(PRODUCT_IMAGE_SIZE, PRODUCT_IMAGE_SIZE, scene.backdrop + scene.under + scene.over);
}
