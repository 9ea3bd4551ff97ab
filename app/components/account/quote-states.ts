import type { QuoteState } from '../../../domain/orders';

/** What the quote desk calls each state of a quote. */
export const QUOTE_STATE_LABELS: Record<QuoteState, string> = {
  preparing: 'Awaiting prices',
  ready: 'Priced, awaiting the shopper',
  expired: 'Expired',
  accepted: 'Accepted',
  paid: 'Paid',
  closed: 'Refunded',
};
