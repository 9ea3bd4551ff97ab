import { data, redirect } from 'react-router';
import type { CallOutcome as Outcome } from '../../../forms/form-action.server';

/** A read's value, or the page for its failure: 403 sends staff without the permission to /403/. */
export function loaded<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  if (outcome.status === 403) throw redirect('/403/');
  throw data(outcome.message, { status: outcome.status });
}

/** A path id ('12') as a number; anything else is an id no row has (the domain answers 404). */
export const idParam = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
};
