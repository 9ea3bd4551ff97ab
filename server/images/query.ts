import { z } from 'zod';
import { IMAGE_FORMATS, type NormalisedTransform, normaliseTransform } from '../../core/images';

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
