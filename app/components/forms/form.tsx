import {
  createContext,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Form, type FormProps } from 'react-router';
import type { z } from 'zod';
import { FieldErrorText } from './field-error';
import { type FieldErrors, firstError, hasFieldErrors, parseForm } from './form-data';
import { SubmitButton } from './submit-button';

/** What an account action answers when it does not redirect. */
export interface FormAnswer {
  /** Which form on the page answered (pages with several forms). */
  intent?: string;
  errors?: FieldErrors;
  /** A general message: an error when `ok` is false, else a confirmation. */
  message?: string;
  ok?: boolean;
  /** What was typed, echoed by a failed action (formAction) so a page rendered again loses nothing. */
  values?: Record<string, string>;
}

/** The typed values of the form's last answer: each Field starts from its own. */
const AnswerValues = createContext<Record<string, string>>({});

/** What was typed in a field before the form's last refusal, for controls other than Field. */
export const useAnswerValue = (name: string): string | undefined => useContext(AnswerValues)[name];

/** The id of a field's input, so error summaries can link to it. */
export const fieldId = (formId: string, name: string) => `${formId}-${name}`;

interface ErrorSummaryProps {
  formId: string;
  errors: FieldErrors | undefined;
  message?: string | undefined;
  /** The labels of the form's fields; errors of other fields are listed without a link. */
  labels: Record<string, string>;
}

/**
 * A summary line names its field: 'Email address: This field is required', so four "required" lines say which
 * four fields they are. A label's '(optional)' is dropped.
 */
export function summaryLine(label: string | undefined, message: string): string {
  const name = (label ?? '').replace(/\s*\(optional\)\s*$/i, '').trim();
  return name ? `${name}: ${message}` : message;
}

/** §5: the first message of each field, named and linked to its input; or the general message. Announced. */
export function ErrorSummary({ formId, errors, message, labels }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(errors ?? {}).flatMap(([field, list]) =>
    list?.[0] ? [{ field, text: list[0] }] : [],
  );
  const shown = entries.length > 0 || Boolean(message);
  const signature = `${message ?? ''}|${entries.map((entry) => entry.text).join('|')}`;
  useEffect(() => {
    if (shown && signature) ref.current?.focus();
  }, [shown, signature]);
  if (!shown) return null;
  const listed = entries.filter((entry) => entry.text !== message);
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby={`${formId}-problem`}>
      <h2 id={`${formId}-problem`} className="error-summary-title">
        There is a problem
      </h2>
      {message ? <p className="error-summary-message">{message}</p> : null}
      {listed.length > 0 ? (
        <ul>
          {listed.map((entry) => (
            <li key={entry.field}>
              {labels[entry.field] ? (
                <a href={`#${fieldId(formId, entry.field)}`}>
                  {summaryLine(labels[entry.field], entry.text)}
                </a>
              ) : (
                entry.text
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  formId: string;
  name: string;
  label: string;
  errors: FieldErrors | undefined;
  hint?: ReactNode;
}

/** A labelled input with its hint and its first error, wired with aria-invalid and aria-describedby. */
export function Field({ formId, name, label, errors, hint, ...input }: FieldProps) {
  const echoed = useContext(AnswerValues)[name];
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
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        defaultValue={input.value === undefined && input.type !== 'password' ? echoed : undefined}
        {...input}
      />
      <FieldErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

interface AccountFormProps extends Omit<FormProps, 'onSubmit' | 'children'> {
  /** The zod schema the action parses the same form with; checked here first once hydrated. */
  schema: z.ZodType;
  /** The action's answer, when it was for this form. */
  answer: FormAnswer | undefined;
  labels: Record<string, string>;
  submitLabel: string;
  /** What the submit button says while the form is on its way ('Saving…' unless given). */
  pendingLabel?: string;
  /** The `intent` of this form, on pages with several. */
  intent?: string;
  secondary?: boolean;
  children: (errors: FieldErrors | undefined, formId: string) => ReactNode;
  footer?: ReactNode;
}

/**
 * A plain POST form that works before hydration; once hydrated it checks the shared schema before
 * sending and shows the same messages the action would. Errors are summarised above the fields.
 */
export function AccountForm({
  schema,
  answer,
  labels,
  submitLabel,
  pendingLabel,
  intent,
  secondary,
  children,
  footer,
  ...formProps
}: AccountFormProps) {
  const formId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  const mine = answer && (!intent || answer.intent === intent) ? answer : undefined;
  // A new answer from the server replaces what the browser found.
  useEffect(() => {
    if (mine) setClientErrors(undefined);
  }, [mine]);
  const errors = clientErrors ?? mine?.errors;
  const message = clientErrors ? undefined : mine && mine.ok === false ? mine.message : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const parsed = parseForm(schema, new FormData(event.currentTarget));
    if (parsed.ok) {
      setClientErrors(undefined);
      return;
    }
    event.preventDefault();
    setClientErrors(parsed.errors);
  };

  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="account-form" {...formProps}>
      <ErrorSummary formId={formId} errors={errors} message={message} labels={labels} />
      {mine?.ok && mine.message ? (
        <p className="form-status form-status-success" role="status">
          {mine.message}
        </p>
      ) : null}
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <AnswerValues.Provider value={mine?.values ?? {}}>
        {children(hasFieldErrors(errors) ? errors : undefined, formId)}
      </AnswerValues.Provider>
      <SubmitButton
        className={`button ${secondary ? '' : 'button-primary '}button-block`}
        intent={intent}
        {...(pendingLabel ? { pendingLabel } : {})}
      >
        {submitLabel}
      </SubmitButton>
      {footer}
    </Form>
  );
}

/** The hidden field that carries a same-site return path through a form post. */
export function RedirectField({ value }: { value: string | null }) {
  return value ? <input type="hidden" name="redirect_uri" value={value} /> : null;
}

/** The email and password pair of the sign-in forms. */
export function CredentialFields({ formId, errors }: { formId: string; errors: FieldErrors | undefined }) {
  return (
    <>
      <Field
        formId={formId}
        name="email"
        type="email"
        label="Email address"
        errors={errors}
        autoComplete="username"
        required
      />
      <Field
        formId={formId}
        name="password"
        type="password"
        label="Password"
        errors={errors}
        autoComplete="current-password"
        required
      />
    </>
  );
}
