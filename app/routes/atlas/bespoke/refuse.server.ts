import { data } from 'react-router';

/** A failed read as the page the staff member gets: 403, 404... with its message. */
export function refuse(outcome: { status: number; message: string }): never {
  throw data(outcome.message, { status: outcome.status });
}

/** The order id in the path, or NaN (which the domain answers with 404). */
export const orderIdOf = (value: string | undefined) =>
  /^\d{1,10}$/.test(value ?? '') ? Number(value) : Number.NaN;
