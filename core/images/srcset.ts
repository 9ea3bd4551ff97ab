import { RecentlyUsedMap } from '../memo';
import { type ImageFormat, normaliseTransform } from './params';
import { SRCSET_MIN_STEP, SRCSET_STEPS } from './presets';
import { imageUrl, isTransformableSource } from './url';

/**
 * Up to `steps` widths, ascending and evenly spaced, from max(minStep, maxWidth / steps) to maxWidth, rounded
 * to whole pixels, with consecutive widths at least `minStep` apart (fewer widths when the range is narrow;
 * just [maxWidth] when it is narrower than one step). Empty for a non-positive or non-finite maxWidth.
 */
export function srcsetWidths(maxWidth: number, steps = SRCSET_STEPS, minStep = SRCSET_MIN_STEP): number[] {
  const max = Math.round(maxWidth);
  if (!Number.isFinite(max) || max < 1) return [];
  const count = Number.isFinite(steps) ? Math.max(1, Math.floor(steps)) : 1;
  const step = Number.isFinite(minStep) ? Math.max(1, Math.round(minStep)) : 1;
  const start = Math.max(step, Math.round(max / count));
  if (start >= max || count === 1) return [max];
  const n = Math.min(count, Math.floor((max - start) / step) + 1);
  if (n === 1) return [max];
  const spacing = (max - start) / (n - 1);
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? max : Math.round(start + i * spacing)));
}

export interface SrcsetOptions {
  widths: readonly number[];
  /** Height / width of every candidate (e.g. 1 for square, 0.4 for a banner). */
  ratio?: number;
  /** Height at the largest width; gives the ratio when `ratio` is absent. */
  height?: number;
  format?: ImageFormat;
  zoom?: number;
  focus?: { x: number; y: number };
}

/** Srcsets already written: every render of a page writes the same ones again. */
const written = new RecentlyUsedMap<string, string>(2_000);

/** 'url 480w, url 640w, ...' for a transformable source; '' for anything else (external, data:, SVG). */
export function srcset(src: string, options: SrcsetOptions): string {
  const { widths, ratio, height, format, zoom, focus } = options;
  const key = `${src}\u0000${widths.join()}\u0000${ratio}\u0000${height}\u0000${format}\u0000${zoom}\u0000${focus?.x},${focus?.y}`;
  let value = written.get(key);
  if (value === undefined) {
    value = writeSrcset(src, options);
    written.set(key, value);
  }
  return value;
}

function writeSrcset(src: string, options: SrcsetOptions): string {
  if (!isTransformableSource(src)) return '';
  const largest = Math.max(0, ...options.widths.filter(Number.isFinite));
  const ratio =
    options.ratio !== undefined && options.ratio > 0
      ? options.ratio
      : options.height !== undefined && options.height > 0 && largest > 0
        ? options.height / largest
        : undefined;
  const seen = new Set<number>();
  const entries: string[] = [];
  for (const requested of [...options.widths].sort((a, b) => a - b)) {
    const { width } = normaliseTransform({ width: requested });
    if (width === undefined || seen.has(width)) continue;
    seen.add(width);
    // imageUrl takes an undefined option as left out (the default).
    const url = imageUrl(src, {
      width,
      height: ratio === undefined ? undefined : width * ratio,
      format: options.format,
      zoom: options.zoom,
      focusX: options.focus?.x,
      focusY: options.focus?.y,
    });
    entries.push(`${url} ${width}w`);
  }
  return entries.join(', ');
}
