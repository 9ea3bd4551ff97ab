/** A colour as 0-255 red, green and blue channels and 0-1 alpha. */
export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

/** Input accepted where a colour is expected: a hex string or channels (alpha optional, default 1). */
export type ColourInput = string | { r: number; g: number; b: number; a?: number };
