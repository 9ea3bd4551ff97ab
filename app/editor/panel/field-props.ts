import type { FieldDescriptor } from '../../../core/page-editor/fields';

/** What the panel gives every field control. */
export interface FieldProps {
  field: FieldDescriptor;
  /** The control's element id. */
  id: string;
  /** The full dotted path from the block's properties ('actions.0.href'): the schema's check and errors. */
  path: string;
  value: unknown;
  /** The save path's message for this field, if any. */
  error: string | undefined;
  onChange(value: unknown): void;
}

export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
