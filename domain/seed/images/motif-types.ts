import type { Rng } from './random';

/** Everything a motif needs to draw itself into the rectangle 0 0 w h. */
export interface MotifContext {
  w: number;
  h: number;
  /** min(w, h): the unit motifs size their elements by. */
  u: number;
  /** Palette colour `i`, cycling when the palette is shorter. */
  c(i: number): string;
  /** Colours that stand out on the ground the motif is printed on, best first (at least one). */
  inks: readonly string[];
  /** Ink `i`, cycling. */
  ink(i: number): string;
  rng: Rng;
  /** A document-unique id for gradients, clips and masks. */
  id(name: string): string;
  text: string;
  /** 'full' paints every pixel (posters, banners); 'badge' leaves the ground visible (garments). */
  mode: 'full' | 'badge';
}

export interface MotifDefinition {
  /**
   * 'scene' motifs paint their own sky/background and are cropped to a circle on garments;
   * 'graphic' motifs are free-standing shapes printed straight onto the garment colour.
   */
  style: 'scene' | 'graphic';
  draw(ctx: MotifContext): string;
}
