import { ERROR_MESSAGES, TRANSPORT_MESSAGES } from './messages';

/** The kinds of failure the domain reports; one handler maps each to an HTTP status. */
export type AppErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'pro_required'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited';

export type FieldErrors = Record<string, string[]>;

export const STATUS_BY_KIND: Record<AppErrorKind, number> = {
  invalid: 422,
  unauthenticated: 401,
  pro_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
};

/** A typed, expected failure: safe to show its message to the user. */
export class AppError extends Error {
  readonly kind: AppErrorKind;
  readonly errors: FieldErrors | undefined;
  /** rate_limited only: how long until the caller may try again (the Retry-After header). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    kind: AppErrorKind,
    message: string,
    errors?: FieldErrors,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.errors = errors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return STATUS_BY_KIND[this.kind];
  }
}

/**
 * Structural, not instanceof: the server and the React Router build are separate module graphs, so an
 * AppError thrown by the domain is not an instance of the build's copy of the class.
 */
export function isAppError(value: unknown): value is AppError {
  if (value instanceof AppError) return true;
  if (!(value instanceof Error) || value.name !== 'AppError') return false;
  const kind = (value as { kind?: unknown }).kind;
  return typeof kind === 'string' && Object.hasOwn(STATUS_BY_KIND, kind);
}

export const notFound = (message: string = TRANSPORT_MESSAGES.notFound) => new AppError('not_found', message);
export const forbidden = (message: string = ERROR_MESSAGES.muteForbidden) =>
  new AppError('forbidden', message);
export const conflict = (message: string) => new AppError('conflict', message);
export const proRequired = (message: string = ERROR_MESSAGES.proRequired) =>
  new AppError('pro_required', message);
export const unauthenticated = (message = 'Please log in to continue.') =>
  new AppError('unauthenticated', message);

/** Too many attempts: 429, and Retry-After says when to try again (whole seconds, at least 1). */
export function rateLimited(retryAfterSeconds: number, message: string): AppError {
  return new AppError('rate_limited', message, undefined, {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
  });
}

/** A validation failure: the message is the first field message unless one is given. */
export function invalid(errors: FieldErrors, message?: string): AppError {
  const first = Object.values(errors).find((list) => list.length > 0)?.[0];
  return new AppError('invalid', message ?? first ?? TRANSPORT_MESSAGES.validationFailed, errors);
}
