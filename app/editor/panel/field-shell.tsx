import type { ReactNode } from 'react';

/** The ids a field's control points at: its error and hint. */
export function describedBy(
  id: string,
  error: string | null | undefined,
  hint?: string | null,
): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return ids || undefined;
}

/**
 * A field's label, control, hint and error, the error beside the field it is about. `as="fieldset"` for
 * controls of several inputs (a legend names them).
 */
export function FieldShell({
  id,
  label,
  error,
  hint,
  as = 'div',
  children,
}: {
  id: string;
  label: string;
  error?: string | null | undefined;
  hint?: string | null | undefined;
  as?: 'div' | 'fieldset';
  children: ReactNode;
}) {
  const className = `panel-field${error ? ' panel-field-invalid' : ''}`;
  const extras = (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="panel-field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="panel-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
  if (as === 'fieldset') {
    return (
      <fieldset className={className} aria-describedby={describedBy(id, error, hint)}>
        <legend id={`${id}-label`}>{label}</legend>
        {children}
        {extras}
      </fieldset>
    );
  }
  return (
    <div className={className}>
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      {children}
      {extras}
    </div>
  );
}
