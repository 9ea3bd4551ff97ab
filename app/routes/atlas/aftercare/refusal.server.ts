import { data, redirect } from 'react-router';
import { FORBIDDEN_PATH } from '../../../../core/auth';

/** A page's read was refused: staff without 'refunds' see the 403 page, an order of no store the 404 page. */
export function refusePage(failure: { status: number; message: string }): never {
  if (failure.status === 403) throw redirect(FORBIDDEN_PATH);
  throw data(failure.message, { status: failure.status === 404 ? 404 : failure.status });
}

/** The order id of the address, or the 404 page. */
export function orderIdOf(value: string | undefined): number {
  if (!/^\d{1,9}$/.test(value ?? '')) throw data('Order not found', { status: 404 });
  return Number(value);
}
