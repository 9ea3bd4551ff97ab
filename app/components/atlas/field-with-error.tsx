import type { InputHTMLAttributes } from 'react';
import { FieldErrorText } from '../forms/field-error';

interface FieldWithErrorProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** The action's first message for this field, if any. */
  error: string | undefined;
  className?: string;
}

/** A labelled input of a back-office form and its error, wired with aria-invalid and aria-describedby. */
export function FieldWithError({
  id,
  label,
  error,
  className = 'factory-field',
  ...input
}: FieldWithErrorProps) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <FieldErrorText id={`${id}-error`} error={error} />
    </div>
  );
}
