import { ORDER_MESSAGES } from './messages';

/** Statuses before production: an order's items may still change (sizes, colours, quantities). */
export const EDITABLE_STATUSES: readonly string[] = ['new', 'to_be_paid', 'paid'];

/** Statuses before dispatch, whose delivery address may still change. Packing and later are too late. */
export const ADDRESS_CHANGE_STATUSES: readonly string[] = [
  'new',
  'to_be_paid',
  'paid',
  'processing',
  'label_printed',
  'printed',
  'quote',
  'bespoke_idle',
  'bespoke_requested_terms',
  'bespoke_authorised_terms',
  'bespoke_mockup',
  'bespoke_approved',
  'bespoke_paid',
  'po_confirmed',
  'bespoke_production',
  'bespoke_documents_printed',
  'bespoke_sorted',
  'bespoke_printing',
];

/** Days after dispatch (the first complete or bespoke_shipped) during which items may be returned. */
export const RETURN_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

export type Verdict = { allowed: true } | { allowed: false; reason: string };
const allowed: Verdict = { allowed: true };
const refused = (reason: string): Verdict => ({ allowed: false, reason });

export function canEditItems(status: string): Verdict {
  return EDITABLE_STATUSES.includes(status) ? allowed : refused(ORDER_MESSAGES.editClosed);
}

export function canChangeAddress(status: string): Verdict {
  return ADDRESS_CHANGE_STATUSES.includes(status) ? allowed : refused(ORDER_MESSAGES.addressClosed);
}

/** The last moment a return may be requested, from the dispatch time. */
export function returnDeadline(dispatchedAt: Date): Date {
  return new Date(dispatchedAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

/**
 * Returns are open from dispatch for RETURN_WINDOW_DAYS days (the deadline itself included), never for a
 * refunded order and never before dispatch.
 */
export function canReturn(order: { status: string; dispatchedAt: Date | null }, now: Date): Verdict {
  if (order.status === 'refunded' || order.status === 'bespoke_refunded')
    return refused(ORDER_MESSAGES.returnRefunded);
  if (!order.dispatchedAt) return refused(ORDER_MESSAGES.returnNotShipped);
  if (now.getTime() > returnDeadline(order.dispatchedAt).getTime())
    return refused(ORDER_MESSAGES.returnWindowClosed);
  return allowed;
}

/** §3: active quantity = quantity - returned - cancelled. */
export function activeQuantity(item: {
  quantity: number;
  returnedQuantity: number;
  cancelledQuantity: number;
}): number {
  return Math.max(0, item.quantity - item.returnedQuantity - item.cancelledQuantity);
}

/** What may still be asked back: the active quantity less what open return requests already ask for. */
export function returnableQuantity(
  item: { quantity: number; returnedQuantity: number; cancelledQuantity: number },
  alreadyRequested: number,
): number {
  return Math.max(0, activeQuantity(item) - alreadyRequested);
}

/** A paid order may only lower its quantities (there is no way to pay for more here). */
export function checkQuantityChange(status: string, before: number, after: number): Verdict {
  if (!Number.isInteger(after) || after < 1 || after > 999) return refused(ORDER_MESSAGES.quantityRange);
  if (status === 'paid' && after > before) return refused(ORDER_MESSAGES.paidQuantityUp);
  return allowed;
}
