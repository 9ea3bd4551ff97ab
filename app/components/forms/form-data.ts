import type { z } from 'zod';
import type { FieldErrors } from '../../../core/errors';

export type { FieldErrors };

export type Parsed<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** A form's text fields as a plain object (files are never account data). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string' && !(name in values)) values[name] = value;
  return values;
}

/** Parses a form with the schema its page and its action share; the errors are keyed by field. */
export function parseForm<S extends z.ZodType>(schema: S, form: FormData): Parsed<z.output<S>> {
  const result = schema.safeParse(formValues(form));
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    const list = errors[field] ?? [];
    list.push(issue.message);
    errors[field] = list;
  }
  return { ok: false, errors };
}

/** The first message of a field, if any. */
export function firstError(errors: FieldErrors | undefined, field: string): string | undefined {
  return errors?.[field]?.[0];
}

export function hasFieldErrors(errors: FieldErrors | undefined): boolean {
  return Boolean(errors && Object.values(errors).some((list) => list && list.length > 0));
}

/** The one line a small form shows for a refused answer: its message, or else its first field error. */
export function answerMessage(answer: { message?: string; errors?: FieldErrors | undefined }): string {
  const first = Object.values(answer.errors ?? {}).find((list) => list && list.length > 0)?.[0];
  return answer.message ?? first ?? 'Please check the form';
}
