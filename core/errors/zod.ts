import type { ZodError } from 'zod';
import { type FieldErrors, invalid } from './app-error';

/** A zod failure as the spec's errors map: field path → messages. */
export function zodFieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    errors[field] ??= [];
    errors[field].push(issue.message);
  }
  return errors;
}

/** Parses with a zod schema, or throws the 'invalid' AppError that becomes a 422. */
export function parseOrThrow<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: ZodError } },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(zodFieldErrors(result.error));
  return result.data;
}
