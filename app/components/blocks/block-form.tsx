import { type FormEvent, useEffect, useId, useState } from 'react';
import { email, required } from '../../../core/validation/rules/identity';

export type FieldRule = 'required' | 'email';

export interface FieldSpec {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'textarea';
  autoComplete?: string;
  rules: readonly FieldRule[];
}

const RULES = { required, email } as const;

/** The first failing rule's message per field (the spec's wording: 'This field is required', ...). */
export function validateForm(
  values: Readonly<Record<string, string>>,
  fields: readonly FieldSpec[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name] ?? '';
    const failed = field.rules.find((rule) => !RULES[rule].test(value, undefined));
    if (failed) errors[field.name] = RULES[failed].message(undefined);
  }
  return errors;
}

export interface SubmitResult {
  ok: boolean;
  /** Shown instead of the form's failure message (e.g. the server's validation message). */
  message?: string;
}

type Status = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * The fields' values as the form holds them when sent. The inputs are uncontrolled, so whatever was typed
 * before the block hydrated is still there and is what gets sent.
 */
function fieldValues(form: FormData, fields: readonly FieldSpec[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = form.get(field.name);
    values[field.name] = typeof value === 'string' ? value : '';
  }
  return values;
}

/**
 * A block's form: labelled fields with their errors (aria-invalid, aria-describedby), a submit button with
 * a loading state, and a status message. Submitting does nothing while a submission is under way or a field
 * is invalid. With `action` it also works before hydration (a plain post); without, its button waits for
 * the page to be interactive.
 */
export function BlockForm({
  fields,
  submitText,
  successMessage,
  failureMessage,
  onSubmit,
  action,
  hidden = {},
  className = 'block-form',
  onSent,
}: {
  fields: readonly FieldSpec[];
  submitText: string;
  successMessage: string;
  failureMessage: string;
  onSubmit: (values: Record<string, string>) => Promise<SubmitResult>;
  action?: string;
  hidden?: Readonly<Record<string, string>>;
  className?: string;
  /** Told the success message once a submission succeeded (a popup closes itself and shows it). */
  onSent?: (message: string) => void;
}) {
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState('');
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const values = fieldValues(new FormData(event.currentTarget), fields);
    const found = validateForm(values, fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus('sending');
    try {
      const result = await onSubmit({ ...hidden, ...values });
      setStatus(result.ok ? 'sent' : 'failed');
      setMessage(result.ok ? successMessage : (result.message ?? failureMessage));
      if (result.ok) onSent?.(successMessage);
    } catch {
      setStatus('failed');
      setMessage(failureMessage);
    }
  };

  if (status === 'sent') {
    return (
      <p className="block-form-status form-success" role="status">
        {message}
      </p>
    );
  }
  const sending = status === 'sending';
  return (
    <form
      className={className}
      method="post"
      action={action}
      noValidate={interactive}
      onSubmit={submit}
      aria-busy={sending || undefined}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const error = errors[field.name];
        const common = {
          id: fieldId,
          name: field.name,
          required: field.rules.includes('required'),
          autoComplete: field.autoComplete,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${fieldId}-error` : undefined,
        };
        return (
          <div className="block-field" key={field.name}>
            <label htmlFor={fieldId}>{field.label}</label>
            {field.type === 'textarea' ? (
              <textarea rows={5} {...common} />
            ) : (
              <input type={field.type ?? 'text'} {...common} />
            )}
            {error ? (
              <p className="field-error" id={`${fieldId}-error`}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <button
        type="submit"
        className="button button-primary"
        disabled={!action && !interactive}
        aria-disabled={sending || undefined}
      >
        {sending ? 'Sending…' : submitText}
      </button>
      {status === 'failed' ? (
        <p className="block-form-status form-failure" role="alert">
          {message}
        </p>
      ) : null}
    </form>
  );
}
