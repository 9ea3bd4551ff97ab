import { type FieldErrors, isAppError } from '../../core/errors';

/** What to tell the person when a call failed in an expected way (422, 401, 403, 404, 409, 429...). */
export interface Failure {
  ok: false;
  status: number;
  message: string;
  errors: FieldErrors;
  /** Seconds to wait before trying again, for a 429; becomes the Retry-After header. */
  retryAfterSeconds?: number;
}

/** A domain call's answer as a page needs it: the value, or what to tell the person. */
export type Outcome<T> = { ok: true; value: T } | Failure;

function retryAfterOf(error: unknown): number | undefined {
  const seconds = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** The Failure an expected error stands for, or null for a real error that must surface as a 500. */
export function failureOf(error: unknown): Failure | null {
  if (!isAppError(error)) return null;
  const retryAfterSeconds = retryAfterOf(error);
  const retry = retryAfterSeconds === undefined ? {} : { retryAfterSeconds };
  return { ok: false, status: error.status, message: error.message, errors: error.errors ?? {}, ...retry };
}

/** Runs a domain call: its value, or the Failure of an expected error; anything else is thrown on. */
export async function attempt<T>(call: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    const failure = failureOf(error);
    if (failure) return failure;
    throw error;
  }
}
