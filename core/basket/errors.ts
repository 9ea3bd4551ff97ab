import { ERROR_MESSAGES } from '../errors/messages';

/** §8: how a failed favourites call is classified: validation failure, other 4xx, 5xx. */
export type FavouritesErrorKind = 'validation' | 'api' | 'server';

export interface FavouritesError {
  kind: FavouritesErrorKind;
  message: string;
}

interface ErrorBody {
  message?: unknown;
  errors?: Record<string, unknown>;
}

function firstFieldMessage(errors: Record<string, unknown> | undefined): string | null {
  for (const list of Object.values(errors ?? {})) {
    if (Array.isArray(list) && typeof list[0] === 'string' && list[0]) return list[0];
  }
  return null;
}

/**
 * A failed favourites answer as the shopper sees it (§8: "Favourites: validation failure to validation
 * error, 4xx to api error, 5xx to server error"; "Favourite failure shows error message"). A 422 shows its
 * first field message; another 4xx the server's message or 'Api error'; a 5xx or no answer (status 0,
 * cancelled) 'Oops.. looks like something went wrong'.
 */
export function favouritesError(status: number, body: unknown): FavouritesError {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
  const message = typeof answer.message === 'string' && answer.message ? answer.message : null;
  if (status === 422)
    return {
      kind: 'validation',
      message: firstFieldMessage(answer.errors) ?? message ?? ERROR_MESSAGES.snackbarDefault,
    };
  if (status >= 400 && status < 500) return { kind: 'api', message: message ?? ERROR_MESSAGES.apiError };
  return { kind: 'server', message: ERROR_MESSAGES.serverError };
}

/**
 * §8 for the basket: a 422 shows its first field message, a bulk add answered 400 shows 'Oops... Looks like
 * this product is no longer available', any other failure the server's message or the snackbar default.
 */
export function basketErrorMessage(status: number, body: unknown): string {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
  const message = typeof answer.message === 'string' && answer.message ? answer.message : null;
  if (status === 422) return firstFieldMessage(answer.errors) ?? message ?? ERROR_MESSAGES.snackbarDefault;
  if (status === 400) return ERROR_MESSAGES.productNoLongerAvailable;
  if (status >= 500 || status === 0) return ERROR_MESSAGES.serverError;
  return message ?? ERROR_MESSAGES.snackbarDefault;
}
