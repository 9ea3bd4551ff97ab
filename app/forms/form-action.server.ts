import { type AppLoadContext, data } from 'react-router';
import type { z } from 'zod';
import { type FieldErrors, isAppError } from '../../core/errors';
import { formValues, parseForm } from '../components/forms/form-data';

/** What a form's action answers when it does not redirect: the form kit reads it (FormAnswer). */
export interface FormFailure {
  /** Which form of the page answered, on pages with several. */
  intent?: string;
  ok: false;
  errors: FieldErrors;
  /** A general message; none for a 422 whose message only repeats its first field error. */
  message?: string;
  /** What the person typed, so a page rendered again (no JavaScript) loses nothing; never secrets. */
  values: Record<string, string>;
}

/** A failed call as the load context's services answer it, or as an AppError carries it. */
export interface CallFailure {
  ok: false;
  status: number;
  message: string;
  errors: Record<string, string[]>;
  retryAfterSeconds?: number;
}

/** A service's answer: the value, or what to tell the person. */
export type CallOutcome<T> = { ok: true; value: T } | CallFailure;

export interface ActionArgs {
  request: Request;
  context: AppLoadContext;
  params: Record<string, string | undefined>;
}

/** The action's arguments with the posted form, for `run` and `onSuccess`. */
export interface FormArgs extends ActionArgs {
  form: FormData;
}

/** Fields never echoed back: passwords, codes and card data stay only where they were typed. */
const SECRET_FIELD = /password|^card|cvc|twoFactor|recovery|token|challenge|secret|idempotency/i;

/** The text fields of a form that may be shown again, secrets left out. */
export function echoedValues(form: FormData): Record<string, string> {
  const values = formValues(form);
  for (const name of Object.keys(values)) if (SECRET_FIELD.test(name)) delete values[name];
  return values;
}

function retryAfterOf(error: unknown): number | undefined {
  const seconds = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** An AppError (from any copy of core/errors) as a CallFailure; anything else is not ours to answer. */
export function callFailureOf(error: unknown): CallFailure | null {
  if (!isAppError(error)) return null;
  const retryAfterSeconds = retryAfterOf(error);
  return {
    ok: false,
    status: error.status,
    message: error.message,
    errors: error.errors ?? {},
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  };
}

/**
 * The one place a failed call becomes the form's answer: the call's status (422, 401, 403, 404, 409, 429...),
 * its field errors, its message unless a 422's message only repeats its first field error, what was typed,
 * and Retry-After when the failure says how long to wait.
 */
export function failureAnswer(
  failure: CallFailure,
  form: FormData,
  intent?: string,
  state: AnswerState = {},
) {
  const hasFieldErrors = Object.keys(failure.errors).length > 0;
  const answer: FormFailure = {
    ...(intent === undefined ? {} : { intent }),
    ok: false,
    errors: failure.errors,
    ...(failure.status === 422 && hasFieldErrors ? {} : { message: failure.message }),
    values: echoedValues(form),
    ...state,
  };
  const headers: HeadersInit =
    failure.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(failure.retryAfterSeconds) };
  return data(answer, { status: failure.status, headers });
}

/** The 422 of a form its schema refused: the field errors and what was typed. */
export function invalidAnswer(errors: FieldErrors, form: FormData, intent?: string, state: AnswerState = {}) {
  return data<FormFailure>(
    { ...(intent === undefined ? {} : { intent }), ok: false, errors, values: echoedValues(form), ...state },
    { status: 422 },
  );
}

/** What a refused form's answer carries besides its errors: the step a multi-step form is on, say. */
export type AnswerState = Partial<Omit<FormFailure, 'ok'>> & Record<string, unknown>;

export interface FormActionSpec<S extends z.ZodType, T, R> {
  /** The one schema the page's form and this action share. */
  schema: S;
  /** Stamped on every answer, so a page with several forms knows whose answer it is. */
  intent?: string;
  /** Runs before the form is read: a route guard, or the 404 of a page only a store has. */
  guard?(args: ActionArgs): unknown;
  /** Calls the service with the parsed input. A thrown AppError is answered like a failed outcome. */
  run(input: z.output<S>, args: FormArgs): Promise<CallOutcome<T>>;
  /**
   * What a refused form's answer adds, given the failed call (null when the schema refused the form): the
   * step a multi-step form stays on, another intent when the failure sends the person back a step, or
   * what the page must show again next to the reason (checkout's fresh prices).
   */
  failureState?(
    form: FormData,
    failure: CallFailure | null,
    args: FormArgs,
  ): AnswerState | Promise<AnswerState>;
  /** What a success answers: a redirect (returned or thrown) or data. */
  onSuccess(value: T, args: FormArgs & { input: z.output<S> }): R | Promise<R>;
}

/** One form of a multi-intent page, typed by its own schema. */
export const intentForm = <S extends z.ZodType, T, R>(spec: FormActionSpec<S, T, R>) => spec;

/**
 * A form's action in one line of each step: guard → parse with the form's schema (422 with the field errors
 * and what was typed) → call the service → its failure answered with its status, or `onSuccess`.
 */
export function formAction<S extends z.ZodType, T, R>(spec: FormActionSpec<S, T, R>) {
  return async (args: ActionArgs) => {
    await spec.guard?.(args);
    return submitForm(spec, { ...args, form: await args.request.formData() });
  };
}

/** One form's answer to a form already read (an action that chose among its forms itself). */
export async function submitForm<S extends z.ZodType, T, R>(spec: FormActionSpec<S, T, R>, args: FormArgs) {
  const parsed = parseForm(spec.schema, args.form);
  if (!parsed.ok)
    return invalidAnswer(
      parsed.errors as FieldErrors,
      args.form,
      spec.intent,
      await spec.failureState?.(args.form, null, args),
    );
  let outcome: CallOutcome<T>;
  try {
    outcome = await spec.run(parsed.data, args);
  } catch (error) {
    const failure = callFailureOf(error);
    if (!failure) throw error;
    outcome = failure;
  }
  if (!outcome.ok)
    return failureAnswer(
      outcome,
      args.form,
      spec.intent,
      await spec.failureState?.(args.form, outcome, args),
    );
  return spec.onSuccess(outcome.value, { ...args, input: parsed.data });
}

type IntentSpecs = Record<string, FormActionSpec<z.ZodType, unknown, unknown>>;

/**
 * The action of a page with several forms, keyed by the posted `intent` field: each intent has its own
 * schema, call and success; a missing intent is `fallback`'s, an unknown one is a 422.
 */
export function multiIntentFormAction<Specs extends IntentSpecs>(options: {
  guard?: (args: ActionArgs) => unknown;
  intents: Specs;
  fallback?: keyof Specs & string;
}) {
  return async (args: ActionArgs) => {
    await options.guard?.(args);
    const form = await args.request.formData();
    const posted = form.get('intent');
    const intent = typeof posted === 'string' && posted ? posted : options.fallback;
    const spec = intent && Object.hasOwn(options.intents, intent) ? options.intents[intent] : undefined;
    if (!intent || !spec)
      return invalidAnswer({ intent: ['This form is not one this page knows.'] }, form, intent);
    return submitForm({ intent, ...spec }, { ...args, form }) as Promise<
      Awaited<ReturnType<Specs[keyof Specs]['onSuccess']>> | ReturnType<typeof failureAnswer>
    >;
  };
}

/** Wraps a value a route's call answers directly (no Outcome) as a success. */
export const succeeded = <T>(value: T): CallOutcome<T> => ({ ok: true, value });
