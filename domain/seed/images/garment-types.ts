import type { Rect } from './svg';

/** A product drawing split around the print so artwork can sit between the layers. */
export interface GarmentLayers {
  /** Contact shadow, garment body and anything the print sits on top of. */
  under: string;
  /** Shading, folds, seams and trims drawn over the print. */
  over: string;
}

export interface GarmentDrawOptions {
  /** Prefix for ids of gradients, clips and filters, unique within one SVG document. */
  id: string;
  colour: string;
  /** Cut of a t-shirt: 'fitted' draws a women's shape with a waist. */
  fit?: 'regular' | 'fitted';
  /** Fine canvas weave on totes (default true); skipped when drawn scaled down, where it is slow and invisible. */
  texture?: boolean;
}

/** Where artwork is placed, in the 0 0 1000 1000 viewBox of the product image. */
export interface PrintArea extends Rect {
  /** Shape the artwork is clipped to. */
  shape: 'rect' | 'circle';
}
