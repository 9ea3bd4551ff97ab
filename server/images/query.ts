import { z } from 'zod';
import {
  IMAGE_FORMATS,
  IMAGE_LIMITS,
  type NormalisedTransform,
  normaliseTransform,
  POD_WIDTHS,
  SRCSET_MIN_STEP,
} from '../../core/images';

/** A value that fails its schema is treated as absent, never as an error. */
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

const integer = z
  .string()
  .regex(/^\d{1,6}$/)
  .transform(Number);
const decimal = z
  .string()
  .max(12)
  .regex(/^(?:\d+(?:\.\d*)?|\.\d+)$/)
  .transform(Number);

/** Image endpoint query: w, h (whole pixels), z (zoom), fx, fy (focal point), f (format). */
export const imageQuerySchema = z.object({
  w: lenient(integer),
  h: lenient(integer),
  z: lenient(decimal),
  fx: lenient(decimal),
  fy: lenient(decimal),
  f: lenient(z.enum(IMAGE_FORMATS)),
});

/**
 * The sizes the endpoint renders: §9's srcset widths (480 … 1920), the widths between them that the
 * storefront's srcsets reach (§7: five steps, at least 256 apart, up to the 2400 limit), and halvings of the
 * minimum step for icons and thumbnails. Any other size is served at the next one up.
 */
export const SERVED_SIZES: readonly number[] = [
  ...new Set([
    IMAGE_LIMITS.minDimension,
    32,
    64,
    SRCSET_MIN_STEP / 2,
    SRCSET_MIN_STEP,
    (SRCSET_MIN_STEP * 3) / 2,
    ...POD_WIDTHS,
    800,
    1200,
    1440,
    1600,
    IMAGE_LIMITS.maxDimension,
  ]),
].sort((a, b) => a - b);

const snapUp = (size: number) => SERVED_SIZES.find((served) => served >= size) ?? IMAGE_LIMITS.maxDimension;
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/**
 * Snaps a transformation to the sizes the endpoint renders, so that odd sizes cannot each make a file: the
 * width (or a lone height) goes up to the next served size, a height with it keeps the aspect ratio to two
 * decimals, zoom moves in the editor's 0.1 steps and the focal point in hundredths.
 */
export function snapTransform(transform: NormalisedTransform): NormalisedTransform {
  const { width, height } = transform;
  let size: { width?: number; height?: number } = {};
  if (width !== undefined && height !== undefined) {
    const snapped = snapUp(width);
    size = { width: snapped, height: snapped * roundTo(height / width, 0.01) };
  } else if (width !== undefined) size = { width: snapUp(width) };
  else if (height !== undefined) size = { height: snapUp(height) };
  return normaliseTransform({
    ...size,
    zoom: roundTo(transform.zoom, 0.1),
    focusX: roundTo(transform.focusX, 0.01),
    focusY: roundTo(transform.focusY, 0.01),
    format: transform.format,
  });
}

/** Parses a query into a canonical transformation; malformed values take defaults, numbers are clamped. */
export function parseImageQuery(query: unknown): NormalisedTransform {
  const parsed = imageQuerySchema.safeParse(query ?? {});
  const q: Partial<z.infer<typeof imageQuerySchema>> = parsed.success ? parsed.data : {};
  return normaliseTransform({
    width: q.w,
    height: q.h,
    zoom: q.z,
    focusX: q.fx,
    focusY: q.fy,
    format: q.f,
  });
}
