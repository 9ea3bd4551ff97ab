import type { FieldErrors } from '../forms/form-data';
import { settleWithin } from './settle-within';

/** The details check's code, fetched once: on the shopper's first focus in the form, or at the latest on submit. */
let loading: Promise<typeof import('./details-check')> | null = null;

export function loadDetailsCheck(): Promise<typeof import('./details-check')> {
  loading ??= import('./details-check').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** How long a payment waits for the check's code before it is posted unchecked. */
export const DETAILS_CHECK_WAIT_MS = 2000;

/**
 * The problems the browser finds in the checkout's own fields, or none when the check's code has not come
 * within DETAILS_CHECK_WAIT_MS or could not be loaded: the action checks the same schema and answers the
 * same messages, so a payment is never held up, or lost, by a slow or failed chunk.
 */
export async function detailsProblemsWithin(
  form: FormData,
  milliseconds = DETAILS_CHECK_WAIT_MS,
): Promise<FieldErrors> {
  const check = await settleWithin(loadDetailsCheck(), milliseconds);
  return check.status === 'fulfilled' ? check.value.detailsProblems(form) : {};
}
