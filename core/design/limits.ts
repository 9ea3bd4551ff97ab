import type { Medium } from './types';

/** Millimetres in an inch. */
export const MM_PER_INCH = 25.4;

/** Print files are rendered at 300 DPI. */
export const PRINT_DPI = 300;

/** The lowest resolution an image may print at before the preflight warns (§ issue 7). */
export const MIN_DPI: Readonly<Record<Medium, number>> = Object.freeze({ garment: 150, paper: 300 });

/** Bounds that keep documents small and renders cheap. */
export const DESIGN_LIMITS = Object.freeze({
  layersPerSide: 50,
  textLength: 500,
  nameLength: 80,
  srcLength: 500,
  idLength: 40,
  /** Smallest and largest layer box side, in mm. */
  minLayerMm: 1,
  maxLayerMm: 2000,
  /** How far a layer may sit outside its print area, in mm (it is then clipped). */
  maxOffsetMm: 2000,
  minFontSizeMm: 1,
  maxFontSizeMm: 500,
  minLineHeight: 0.5,
  maxLineHeight: 3,
  minLetterSpacing: -0.5,
  maxLetterSpacing: 2,
  /** A curve tighter than this radius (mm) is refused; flatter than maxCurveRadiusMm is as good as straight. */
  minCurveRadiusMm: 10,
  maxCurveRadiusMm: 10_000,
  /** Largest print area side, in mm (A1 is 594 x 841). */
  maxPrintAreaMm: 1200,
  maxImagePixels: 100_000,
});

/** Pixels for a length in mm at a resolution. */
export function mmToPixels(mm: number, dpi: number = PRINT_DPI): number {
  return Math.round((mm / MM_PER_INCH) * dpi);
}

/** The resolution an image of `pixels` reaches when printed `mm` long. */
export function effectiveDpi(pixels: number, mm: number): number {
  return mm <= 0 ? Number.POSITIVE_INFINITY : pixels / (mm / MM_PER_INCH);
}

/** Millimetres in a typographic point. */
export const MM_PER_POINT = MM_PER_INCH / 72;
