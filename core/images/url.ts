import { memoised } from '../memo';
import { IMAGE_LIMITS, type ImageTransform, normaliseTransform } from './params';

export const MEDIA_PREFIX = '/media/';
export const IMAGE_ENDPOINT_PREFIX = '/images/';

const MEDIA_PATH = /^\/media\/[^?#\\\0]+$/;

/** True for an SVG path or URL (query and fragment ignored). */
export function isSvgSource(src: string): boolean {
  return /\.svg$/i.test(src.split(/[?#]/, 1)[0] ?? '');
}

function encodeSegment(segment: string): string {
  try {
    return encodeURIComponent(decodeURIComponent(segment));
  } catch {
    return encodeURIComponent(segment);
  }
}

/**
 * The encoded path after /media/ of a source the image endpoint can transform, else null. Remembered: a page
 * names the same few images many times (srcsets of five widths, two formats), and so does every render.
 */
const transformablePath = memoised(2_000, (src: string): string | null => {
  if (!MEDIA_PATH.test(src) || isSvgSource(src)) return null;
  const segments = src.slice(MEDIA_PREFIX.length).split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  return segments.map(encodeSegment).join('/');
});

/** True when the image endpoint can transform `src`: a raster file under /media/ without dot segments. */
export function isTransformableSource(src: string): boolean {
  return transformablePath(src) !== null;
}

/**
 * The image endpoint URL for a '/media/...' source: '/images/...' with w, h, z, fx, fy and f, defaults
 * (zoom 1, focus 0.5, webp) omitted and values normalised as the server does. Other sources (external URLs,
 * data: URIs, SVG files) come back unchanged.
 */
export function imageUrl(src: string, options: ImageTransform = {}): string {
  const path = transformablePath(src);
  if (path === null) return src;
  const t = normaliseTransform(options);
  const params: string[] = [];
  if (t.width !== undefined) params.push(`w=${t.width}`);
  if (t.height !== undefined) params.push(`h=${t.height}`);
  if (t.zoom !== IMAGE_LIMITS.defaultZoom) params.push(`z=${t.zoom}`);
  if (t.focusX !== IMAGE_LIMITS.defaultFocus) params.push(`fx=${t.focusX}`);
  if (t.focusY !== IMAGE_LIMITS.defaultFocus) params.push(`fy=${t.focusY}`);
  if (t.format !== IMAGE_LIMITS.defaultFormat) params.push(`f=${t.format}`);
  return `${IMAGE_ENDPOINT_PREFIX}${path}${params.length > 0 ? `?${params.join('&')}` : ''}`;
}
