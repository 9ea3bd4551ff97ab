import type { ArtworkSpec, Motif } from '../data/types';
import { bestContrast, contrast } from './colour';
import type { MotifContext, MotifDefinition } from './motif-types';
import { flower, geometric, halftone, leaf, stripes, text } from './motifs-graphic';
import { mountains, pines, sun, waves } from './motifs-landscape';
import { constellation, moon, planet, skateboard } from './motifs-night';
import { createRng } from './random';
import { n, type Rect, svgDocument } from './svg';

/** Every motif the generator can draw. */
export const MOTIFS: Readonly<Record<Motif, MotifDefinition>> = Object.freeze({
  mountains,
  waves,
  sun,
  geometric,
  leaf,
  moon,
  text,
  stripes,
  skateboard,
  planet,
  pines,
  flower,
  constellation,
  halftone,
});

export const MOTIF_NAMES = Object.keys(MOTIFS) as Motif[];

export interface ArtworkOptions {
  width: number;
  height: number;
  /** 'full' fills the rectangle (posters, banners); 'badge' prints a centred motif on `ground`. */
  mode: 'full' | 'badge';
  /** Colour the artwork is printed on; decides which palette colours stay readable. */
  ground?: string;
  /** Prefix for ids, unique within the SVG document the fragment is placed in. */
  id?: string;
  /** Full mode only: fraction of the shorter side kept clear around graphic motifs (e.g. round stickers). */
  padding?: number;
  /** Full mode only: draw graphic motifs inside this box instead of the whole rectangle. */
  box?: Rect;
}

/** ArtworkSpec with any motif name; unknown motifs fall back to 'geometric'. */
export type ArtworkInput = Omit<ArtworkSpec, 'motif'> & { motif: string };

const MIN_INK_CONTRAST = 1.8;

function motifFor(name: string): MotifDefinition {
  return (MOTIFS as Record<string, MotifDefinition>)[name] ?? MOTIFS.geometric;
}

/** Palette colours that read on `ground`, in palette order (accents first), never empty. */
export function inksFor(palette: readonly string[], ground: string): string[] {
  const ordered = [...palette.slice(1), ...palette.slice(0, 1)];
  const readable = ordered.filter((c) => contrast(c, ground) >= MIN_INK_CONTRAST);
  if (readable.length >= 2) return readable;
  const fallback = bestContrast(ground, ['#ffffff', '#1b1b1b']);
  return [...readable, fallback, ...ordered.filter((c) => !readable.includes(c) && c !== fallback)].slice(
    0,
    Math.max(2, readable.length + 1),
  );
}

/**
 * Draws the artwork as an SVG fragment in the box 0 0 width height.
 * Deterministic: the same spec and options always give the same markup.
 */
export function artworkSvg(spec: ArtworkInput, opts: ArtworkOptions): string {
  const palette = spec.palette.length > 0 ? spec.palette : ['#1f2a44', '#f2c14e', '#e85d3a'];
  const def = motifFor(spec.motif);
  const prefix = opts.id ?? 'art';
  const seed = `${spec.motif}|${palette.join(',')}|${spec.text ?? ''}|${spec.seed ?? 0}`;
  const rng = createRng(seed);
  const full = opts.mode === 'full';
  const ground = full ? (palette[0] ?? '#ffffff') : (opts.ground ?? '#ffffff');
  const inks = inksFor(palette, ground);
  const context = (w: number, h: number): MotifContext => ({
    w,
    h,
    u: Math.min(w, h),
    c: (i) => palette[i % palette.length] ?? '#000000',
    inks,
    ink: (i) => inks[i % inks.length] ?? '#000000',
    rng,
    id: (name) => `${prefix}-${name}`,
    text: spec.text ?? '',
    mode: opts.mode,
  });

  if (full) {
    if (def.style === 'scene') return def.draw(context(opts.width, opts.height));
    const background = `<rect width="${n(opts.width)}" height="${n(opts.height)}" fill="${ground}"/>`;
    const box = opts.box ?? { x: 0, y: 0, width: opts.width, height: opts.height };
    const pad = Math.min(box.width, box.height) * (opts.padding ?? 0);
    const inner = def.draw(context(box.width - 2 * pad, box.height - 2 * pad));
    const dx = box.x + pad;
    const dy = box.y + pad;
    return dx || dy
      ? `${background}<g transform="translate(${n(dx)} ${n(dy)})">${inner}</g>`
      : background + inner;
  }

  // Badge: a centred square; scenes are cropped to a circle with a printed ring.
  const s = Math.min(opts.width, opts.height);
  const x = (opts.width - s) / 2;
  const y = (opts.height - s) / 2;
  const body = def.draw(context(s, s));
  if (def.style === 'graphic') return `<g transform="translate(${n(x)} ${n(y)})">${body}</g>`;
  const clip = `${prefix}-badge`;
  const ring = bestContrast(ground, palette);
  return [
    `<g transform="translate(${n(x)} ${n(y)})">`,
    `<defs><clipPath id="${clip}"><circle cx="${n(s / 2)}" cy="${n(s / 2)}" r="${n(s * 0.47)}"/></clipPath></defs>`,
    `<g clip-path="url(#${clip})">${body}</g>`,
    `<circle cx="${n(s / 2)}" cy="${n(s / 2)}" r="${n(s * 0.485)}" fill="none" stroke="${ring}" stroke-width="${n(s * 0.018)}"/>`,
    '</g>',
  ].join('');
}

/** Standalone SVG document of an artwork, handy for previews and design files. */
export function artworkDocument(spec: ArtworkInput, width: number, height: number): string {
  return svgDocument(width, height, artworkSvg(spec, { width, height, mode: 'full', id: 'art' }));
}
