import type { z } from 'zod';
import { invalid } from '../../core/errors';

/** A form parsed by its shared schema, or 422 with the messages at their fields. */
export function parsed<S extends z.ZodType>(schema: S, form: unknown): z.output<S> {
  const result = schema.safeParse(form ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  throw invalid(errors);
}
