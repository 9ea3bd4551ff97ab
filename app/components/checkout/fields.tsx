import type { FieldErrors } from '../forms/form-data';

export const FORM_ID = 'checkout';
export const fieldId = (name: string) => `${FORM_ID}-${name}`;

export function firstError(errors: FieldErrors | undefined, name: string): string | undefined {
  return errors?.[name]?.[0];
}
