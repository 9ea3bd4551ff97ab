import { lineMoney, type OrderLineAmounts } from '../orders/line-money';

/**
 * After-care money, pure. A refund order's amounts are POSITIVE: they are the money given back to the shopper
 * (its childOrderType 'refund' says which way it goes). What may be refunded is what was paid (the order's
 * total) minus every refund so far, so the refunded total never exceeds the paid total and what is left never
 * goes below zero. A line is refunded by the unit: the units' share of the line's total (after its discount),
 * cut so that refunding every unit, in any steps, gives back exactly the line's total.
 */

export interface RefundableLine extends OrderLineAmounts {
  id: number;
  /** Units of this line refunded so far. */
  refundedQuantity: number;
}

export interface RefundableOrder {
  /** What the shopper paid (minor units). */
  paid: number;
  shippingTotal: number;
  /** Refunded so far, goods and shipping (minor units). */
  refunded: number;
  shippingRefunded: number;
  lines: RefundableLine[];
}

export interface RefundAsk {
  items: { itemId: number; quantity: number }[];
  shipping: boolean;
}

export interface RefundQuote {
  lines: { itemId: number; quantity: number; amount: number }[];
  shipping: number;
  total: number;
}

export type RefundProblem =
  | { kind: 'nothing' }
  | { kind: 'unknown-item'; itemId: number }
  | { kind: 'too-many'; itemId: number; left: number }
  | { kind: 'shipping-refunded' }
  | { kind: 'exceeds-paid'; left: number };

/** The refund of `units` more units of a line of `lineTotal` for `quantity`, `already` refunded before. */
export function unitsRefund(lineTotal: number, quantity: number, already: number, units: number): number {
  if (quantity <= 0 || units <= 0) return 0;
  const upTo = (count: number) => Math.floor((lineTotal * Math.min(count, quantity)) / quantity);
  return Math.max(0, upTo(already + units) - upTo(already));
}

/** What is left to refund on the order: never below zero. */
export function leftToRefund(order: Pick<RefundableOrder, 'paid' | 'refunded'>): number {
  return Math.max(0, order.paid - order.refunded);
}

/** Units of a line still refundable. */
export const unitsLeft = (line: Pick<RefundableLine, 'quantity' | 'refundedQuantity'>) =>
  Math.max(0, line.quantity - line.refundedQuantity);

/** Prices a refund against the order, or says what is wrong with it. */
export function quoteRefund(
  order: RefundableOrder,
  ask: RefundAsk,
): { ok: true; quote: RefundQuote } | { ok: false; problems: RefundProblem[] } {
  const problems: RefundProblem[] = [];
  const wanted = new Map<number, number>();
  for (const item of ask.items) {
    if (item.quantity <= 0) continue;
    wanted.set(item.itemId, (wanted.get(item.itemId) ?? 0) + item.quantity);
  }
  const lines: RefundQuote['lines'] = [];
  for (const [itemId, quantity] of wanted) {
    const line = order.lines.find((candidate) => candidate.id === itemId);
    if (!line) {
      problems.push({ kind: 'unknown-item', itemId });
      continue;
    }
    const left = unitsLeft(line);
    if (quantity > left) {
      problems.push({ kind: 'too-many', itemId, left });
      continue;
    }
    const amount = unitsRefund(lineMoney(line).total, line.quantity, line.refundedQuantity, quantity);
    lines.push({ itemId, quantity, amount });
  }
  let shipping = 0;
  if (ask.shipping) {
    shipping = Math.max(0, order.shippingTotal - order.shippingRefunded);
    if (shipping === 0) problems.push({ kind: 'shipping-refunded' });
  }
  if (lines.length === 0 && !ask.shipping && problems.length === 0) problems.push({ kind: 'nothing' });
  if (problems.length > 0) return { ok: false, problems };
  const total = lines.reduce((sum, line) => sum + line.amount, 0) + shipping;
  if (total <= 0) return { ok: false, problems: [{ kind: 'nothing' }] };
  const left = leftToRefund(order);
  if (total > left) return { ok: false, problems: [{ kind: 'exceeds-paid', left }] };
  return { ok: true, quote: { lines, shipping, total } };
}

/** The order after a refund is recorded: what the next refund is priced against. */
export function afterRefund(order: RefundableOrder, quote: RefundQuote): RefundableOrder {
  return {
    ...order,
    refunded: order.refunded + quote.total,
    shippingRefunded: order.shippingRefunded + quote.shipping,
    lines: order.lines.map((line) => ({
      ...line,
      refundedQuantity:
        line.refundedQuantity +
        quote.lines
          .filter((entry) => entry.itemId === line.id)
          .reduce((sum, entry) => sum + entry.quantity, 0),
    })),
  };
}

/** Everything refunded: the order may move to 'refunded'. */
export const fullyRefunded = (order: Pick<RefundableOrder, 'paid' | 'refunded'>) =>
  order.paid > 0 && leftToRefund(order) === 0;
