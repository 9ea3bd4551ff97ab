import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useState } from 'react';
import { HexColorPicker } from 'react-colorful';
import { fieldId, useAnswerValue } from '../../forms/form';
import { type FieldErrors, firstError } from '../../forms/form-data';

interface BaseProps {
  formId: string;
  name: string;
  label: string;
  errors: FieldErrors | undefined;
  hint?: ReactNode;
}

function described(id: string, hint: ReactNode, error: string | undefined) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

function Hint({ id, hint }: { id: string; hint: ReactNode }) {
  return hint ? (
    <p id={`${id}-hint`} className="field-hint">
      {hint}
    </p>
  ) : null;
}

function ErrorLine({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  ) : null;
}

/** A labelled checkbox; it posts 'on' when ticked and nothing otherwise. */
export function CheckboxField({
  formId,
  name,
  label,
  defaultChecked,
  hint,
}: {
  formId: string;
  name: string;
  label: string;
  defaultChecked: boolean;
  hint?: ReactNode;
}) {
  const id = fieldId(formId, name);
  return (
    <div className="form-field form-checkbox">
      <input
        id={id}
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      <Hint id={id} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  formId,
  name,
  label,
  errors,
  hint,
  defaultValue,
  ...textarea
}: BaseProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'>) {
  const id = fieldId(formId, name);
  const error = firstError(errors, name);
  const echoed = useAnswerValue(name);
  return (
    <div className={`form-field${error ? ' form-field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <Hint id={id} hint={hint} />
      <textarea
        id={id}
        name={name}
        defaultValue={echoed ?? defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, hint, error)}
        {...textarea}
      />
      <ErrorLine id={id} error={error} />
    </div>
  );
}

export function SelectField({
  formId,
  name,
  label,
  errors,
  hint,
  options,
  defaultValue,
  ...select
}: BaseProps & { options: { value: string; label: string }[] } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'id' | 'name'
  >) {
  const id = fieldId(formId, name);
  const error = firstError(errors, name);
  const echoed = useAnswerValue(name);
  return (
    <div className={`form-field${error ? ' form-field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <Hint id={id} hint={hint} />
      <select
        id={id}
        name={name}
        defaultValue={echoed ?? defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, hint, error)}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorLine id={id} error={error} />
    </div>
  );
}

/**
 * A colour as hex text (what the form posts), with a picker beside it once JavaScript runs; either one
 * changes the other. Empty means the theme's colour.
 */
export function ColourField({
  formId,
  name,
  label,
  errors,
  hint,
  defaultValue,
}: BaseProps & { defaultValue: string }) {
  const id = fieldId(formId, name);
  const error = firstError(errors, name);
  const echoed = useAnswerValue(name);
  const [value, setValue] = useState(echoed ?? defaultValue);
  const valid = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value);
  return (
    <div className={`form-field settings-colour${error ? ' form-field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <Hint id={id} hint={hint ?? 'A hex colour like #1a2b3c; empty for the theme colour.'} />
      <div className="settings-colour-row">
        <span
          className="settings-swatch"
          aria-hidden="true"
          style={{ background: valid ? value : 'transparent' }}
        />
        <input
          id={id}
          name={name}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described(id, hint ?? true, error)}
          spellCheck={false}
          autoComplete="off"
        />
      </div>
      <details className="settings-picker">
        <summary>Pick {label.toLowerCase()}</summary>
        <HexColorPicker color={valid ? value : '#ffffff'} onChange={setValue} />
      </details>
      <ErrorLine id={id} error={error} />
    </div>
  );
}
