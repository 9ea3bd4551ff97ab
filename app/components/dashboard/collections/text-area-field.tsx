import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { fieldId } from '../../forms/form';
import { type FieldErrors, firstError } from '../../forms/form-data';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> {
  formId: string;
  name: string;
  label: string;
  errors: FieldErrors | undefined;
  hint?: ReactNode;
}

/** A labelled textarea wired like the form kit's Field: hint, first error, aria-invalid and aria-describedby. */
export function TextAreaField({ formId, name, label, errors, hint, ...textarea }: TextAreaFieldProps) {
  const id = fieldId(formId, name);
  const error = firstError(errors, name);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`form-field${error ? ' form-field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...textarea}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
