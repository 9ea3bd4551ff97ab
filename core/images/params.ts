import { IMAGES } from '../constants';

export const IMAGE_FORMATS = ['webp', 'jpeg', 'png', 'avif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Bounds of the image endpoint's parameters; anything outside is clamped. */
export const IMAGE_LIMITS = Object.freeze({
  minDimension: 16,
  maxDimension: 2400,
  minZoom: IMAGES.zoom.min,
  maxZoom: IMAGES.zoom.max,
  defaultZoom: 1,
  defaultFocus: 0.5,
  defaultFormat: 'webp' as ImageFormat,
});

/** A requested transformation: a target box, a zoom into it and the point it centres on. */
export interface ImageTransform {
  width?: number;
  height?: number;
  /** 1 shows the whole (cover-cropped) field of view, 2 half of it. */
  zoom?: number;
  /** Focal point as a fraction of the source (0 left/top, 1 right/bottom). */
  focusX?: number;
  focusY?: number;
  format?: ImageFormat;
}

/** The canonical form of a transformation: equal requests normalise to equal values. */
export interface NormalisedTransform {
  width?: number;
  height?: number;
  zoom: number;
  focusX: number;
  focusY: number;
  format: ImageFormat;
}

export function isImageFormat(value: unknown): value is ImageFormat {
  return typeof value === 'string' && (IMAGE_FORMATS as readonly string[]).includes(value);
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const positive = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) && value > 0 ? value : undefined;

/**
 * Canonicalises a transformation: dimensions become whole pixels within 16..2400 (both scaled together when
 * one is too large, so the aspect ratio holds), zoom is clamped to 1..2 (2 decimals), the focal point to 0..1
 * (3 decimals), and an unknown format becomes webp. Missing, non-finite or non-positive values take defaults.
 */
export function normaliseTransform(transform: ImageTransform): NormalisedTransform {
  const { minDimension, maxDimension } = IMAGE_LIMITS;
  let width = positive(transform.width);
  let height = positive(transform.height);
  const largest = Math.max(width ?? 0, height ?? 0);
  if (largest > maxDimension) {
    const scale = maxDimension / largest;
    if (width !== undefined) width *= scale;
    if (height !== undefined) height *= scale;
  }
  const dimension = (value: number | undefined) =>
    value === undefined ? undefined : clamp(Math.round(value), minDimension, maxDimension);
  const fraction = (
    value: number | undefined,
    fallback: number,
    min: number,
    max: number,
    places: number,
  ) => {
    if (value === undefined || !Number.isFinite(value)) return fallback;
    const factor = 10 ** places;
    return Math.round(clamp(value, min, max) * factor) / factor;
  };
  const normalised: NormalisedTransform = {
    zoom: fraction(transform.zoom, IMAGE_LIMITS.defaultZoom, IMAGE_LIMITS.minZoom, IMAGE_LIMITS.maxZoom, 2),
    focusX: fraction(transform.focusX, IMAGE_LIMITS.defaultFocus, 0, 1, 3),
    focusY: fraction(transform.focusY, IMAGE_LIMITS.defaultFocus, 0, 1, 3),
    format: isImageFormat(transform.format) ? transform.format : IMAGE_LIMITS.defaultFormat,
  };
  const w = dimension(width);
  const h = dimension(height);
  if (w !== undefined) normalised.width = w;
  if (h !== undefined) normalised.height = h;
  return normalised;
}
