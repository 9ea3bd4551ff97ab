import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { FieldErrors } from '../forms/form-data';

export const FORM_ID = 'checkout';
export const fieldId = (name: string) => `${FORM_ID}-${name}`;

export function firstError(errors: FieldErrors | undefined, name: string): string | undefined {
  return errors?.[name]?.[0];
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> {
  name: string;
  label: string;
  errors: FieldErrors | undefined;
  children: ReactNode;
}

/** A labelled select with its first error, wired like the text fields. */
export function SelectField({ name, label, errors, children, ...select }: SelectFieldProps) {
  const id = fieldId(name);
  const error = firstError(errors, name);
  return (
    <div className={`form-field${error ? ' form-field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
