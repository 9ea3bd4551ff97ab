import { darken, isDark, lighten, luminance } from './colour';

/**
 * Shared "photo studio" pieces: backdrop, floor shadow and the fabric shading
 * that sits on top of a garment (and its print) so it reads as cloth, not a flat shape.
 */

/** Light seamless paper backdrop, brighter behind the product and falling off towards the floor. */
export function studioBackdrop(id: string, tone = '#f1f0ed'): string {
  return [
    `<defs><linearGradient id="${id}-bg" x1="0" x2="0" y1="0" y2="1">`,
    `<stop offset="0" stop-color="${darken(tone, 0.02)}"/>`,
    `<stop offset="0.4" stop-color="${lighten(tone, 0.45)}"/>`,
    `<stop offset="0.8" stop-color="${tone}"/>`,
    `<stop offset="1" stop-color="${darken(tone, 0.06)}"/>`,
    '</linearGradient></defs>',
    `<rect width="1000" height="1000" fill="url(#${id}-bg)"/>`,
  ].join('');
}

/**
 * A soft contact shadow under a product: `shape` (filled black) is stacked at a few
 * stroke widths with low opacity, which reads as a blur without the cost of a filter.
 */
export function dropShadow(_id: string, shape: string, dx = 0, dy = 8, opacity = 0.2, blur = 14): string {
  const steps = [2.4, 1.9, 1.4, 0.95, 0.5, 0.1];
  const layers = steps.map(
    (spread) =>
      `<g stroke="#000" stroke-width="${(blur * spread).toFixed(1)}" stroke-linejoin="round" fill-opacity="${(opacity / (steps.length + 1)).toFixed(3)}" stroke-opacity="${(opacity / (steps.length + 1)).toFixed(3)}">${shape}</g>`,
  );
  return `<g transform="translate(${dx} ${dy})">${layers.join('')}</g>`;
}

export interface FabricShadingOptions {
  /** Silhouette path data the shading is clipped to. */
  clip: string;
  colour: string;
  /** Soft shadow folds (path data, drawn as blurred strokes). */
  folds: readonly string[];
  /** Soft highlights (path data, drawn as blurred strokes). */
  highlights?: readonly string[];
  /** Centre of the key light in viewBox units. */
  light?: { x: number; y: number };
}

/** Lighting and soft folds, clipped to the garment silhouette. */
export function fabricShading(id: string, opts: FabricShadingOptions): string {
  const dark = isDark(opts.colour);
  const veryLight = luminance(opts.colour) > 0.75;
  const shadowAlpha = dark ? 0.35 : veryLight ? 0.1 : 0.2;
  const highlightAlpha = dark ? 0.09 : veryLight ? 0.12 : 0.14;
  const light = opts.light ?? { x: 420, y: 360 };
  const folds = softStrokes(opts.folds, '#000', 40, shadowAlpha * 0.6);
  const highlights = softStrokes(opts.highlights ?? [], '#fff', 30, highlightAlpha * 0.8);
  return [
    '<defs>',
    `<clipPath id="${id}-clip"><path d="${opts.clip}"/></clipPath>`,
    `<linearGradient id="${id}-side" x1="0" x2="1" y1="0" y2="0">`,
    `<stop offset="0" stop-color="#000" stop-opacity="${shadowAlpha * 1.3}"/>`,
    `<stop offset="0.22" stop-color="#000" stop-opacity="0"/>`,
    `<stop offset="0.78" stop-color="#000" stop-opacity="0"/>`,
    `<stop offset="1" stop-color="#000" stop-opacity="${shadowAlpha * 1.5}"/>`,
    '</linearGradient>',
    `<linearGradient id="${id}-fall" x1="0" x2="0" y1="0" y2="1">`,
    `<stop offset="0" stop-color="#fff" stop-opacity="${highlightAlpha * 0.6}"/>`,
    `<stop offset="0.45" stop-color="#fff" stop-opacity="0"/>`,
    `<stop offset="1" stop-color="#000" stop-opacity="${shadowAlpha * 0.9}"/>`,
    '</linearGradient>',
    `<radialGradient id="${id}-key" cx="${light.x}" cy="${light.y}" r="360" gradientUnits="userSpaceOnUse">`,
    `<stop offset="0" stop-color="#fff" stop-opacity="${highlightAlpha}"/>`,
    `<stop offset="1" stop-color="#fff" stop-opacity="0"/>`,
    '</radialGradient>',
    '</defs>',
    // Gradients fill the silhouette itself (cheaper than clipped full-frame rects).
    `<path d="${opts.clip}" fill="url(#${id}-side)"/>`,
    `<path d="${opts.clip}" fill="url(#${id}-fall)"/>`,
    `<path d="${opts.clip}" fill="url(#${id}-key)"/>`,
    `<g clip-path="url(#${id}-clip)">`,
    folds,
    highlights,
    '</g>',
  ].join('');
}

/** Wide-to-narrow translucent strokes along each path: a soft crease without a blur filter. */
function softStrokes(paths: readonly string[], colour: string, width: number, alpha: number): string {
  if (paths.length === 0) return '';
  const d = paths.join(' ');
  const steps = [1, 0.82, 0.64, 0.47, 0.3, 0.14];
  return steps
    .map(
      (k) =>
        `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${(width * k).toFixed(1)}" stroke-linecap="round" stroke-opacity="${(alpha / 4).toFixed(3)}"/>`,
    )
    .join('');
}

/** Colours for seams and stitching that stay visible on any garment colour. */
export function seamColours(colour: string): { seam: string; stitch: string; inside: string } {
  const dark = isDark(colour);
  return {
    seam: dark ? lighten(colour, 0.12) : darken(colour, 0.18),
    stitch: dark ? lighten(colour, 0.22) : darken(colour, 0.28),
    inside: dark ? darken(colour, 0.45) : darken(colour, 0.3),
  };
}
