import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineMoney } from '../orders/line-money';
import {
  afterRefund,
  fullyRefunded,
  leftToRefund,
  quoteRefund,
  type RefundableOrder,
  unitsRefund,
} from './money';

const lineArb = fc
  .record({
    unitPrice: fc.integer({ min: 0, max: 50_000 }),
    quantity: fc.integer({ min: 1, max: 12 }),
    discountShare: fc.integer({ min: 0, max: 100 }),
    vatPercent: fc.constantFrom(0, 5, 20),
  })
  .map(({ unitPrice, quantity, discountShare, vatPercent }) => ({
    unitPrice,
    quantity,
    vatPercent,
    discount: Math.floor((unitPrice * quantity * discountShare) / 400),
  }));

const orderArb = fc
  .record({
    lines: fc.array(lineArb, { minLength: 1, maxLength: 5 }),
    shippingTotal: fc.integer({ min: 0, max: 2000 }),
  })
  .map(({ lines, shippingTotal }): RefundableOrder => {
    const withIds = lines.map((line, index) => ({ ...line, id: index + 1, refundedQuantity: 0 }));
    const paid = withIds.reduce((sum, line) => sum + lineMoney(line).total, 0) + shippingTotal;
    return { paid, shippingTotal, refunded: 0, shippingRefunded: 0, lines: withIds };
  });

/** A sequence of refund asks: some units of some lines, sometimes the shipping. */
const asksArb = fc.array(
  fc.record({
    items: fc.array(
      fc.record({ itemId: fc.integer({ min: 1, max: 6 }), quantity: fc.integer({ min: 0, max: 14 }) }),
      {
        maxLength: 4,
      },
    ),
    shipping: fc.boolean(),
  }),
  { maxLength: 12 },
);

describe('after-care money', () => {
  it('refunds every unit of a line, in any steps, for exactly its total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 50 }),
        (lineTotal, quantity, steps) => {
          let already = 0;
          let sum = 0;
          for (const step of steps) {
            const units = Math.min(step, quantity - already);
            if (units <= 0) break;
            const amount = unitsRefund(lineTotal, quantity, already, units);
            expect(amount).toBeGreaterThanOrEqual(0);
            sum += amount;
            already += units;
          }
          sum += unitsRefund(lineTotal, quantity, already, quantity - already);
          expect(sum).toBe(lineTotal);
        },
      ),
    );
  });

  it('never refunds more than was paid, never leaves less than zero, and the totals add up', () => {
    fc.assert(
      fc.property(orderArb, asksArb, (start, asks) => {
        let order = start;
        let issued = 0;
        for (const ask of asks) {
          const result = quoteRefund(order, ask);
          if (!result.ok) continue;
          const { quote } = result;
          expect(quote.total).toBeGreaterThan(0);
          expect(quote.total).toBe(quote.lines.reduce((sum, line) => sum + line.amount, 0) + quote.shipping);
          expect(quote.lines.every((line) => line.amount >= 0 && line.quantity > 0)).toBe(true);
          order = afterRefund(order, quote);
          issued += quote.total;
          expect(order.refunded).toBe(issued);
          expect(order.refunded).toBeLessThanOrEqual(order.paid);
          expect(leftToRefund(order)).toBe(order.paid - order.refunded);
          expect(leftToRefund(order)).toBeGreaterThanOrEqual(0);
          for (const line of order.lines) expect(line.refundedQuantity).toBeLessThanOrEqual(line.quantity);
        }
        // Refunding everything left gives back exactly what was paid.
        const rest = quoteRefund(order, {
          items: order.lines.map((line) => ({
            itemId: line.id,
            quantity: line.quantity - line.refundedQuantity,
          })),
          shipping: order.shippingRefunded < order.shippingTotal,
        });
        if (rest.ok) order = afterRefund(order, rest.quote);
        expect(order.refunded).toBe(start.paid);
        expect(leftToRefund(order)).toBe(0);
        expect(fullyRefunded(order)).toBe(start.paid > 0);
      }),
    );
  });

  it('refuses a refund over what is left, even when the lines allow it (paid less than the lines)', () => {
    fc.assert(
      fc.property(orderArb, fc.integer({ min: 1, max: 1000 }), (order, shortfall) => {
        const all = {
          items: order.lines.map((line) => ({ itemId: line.id, quantity: line.quantity })),
          shipping: order.shippingTotal > 0,
        };
        const full = quoteRefund(order, all);
        if (!full.ok) return;
        const partlyRefunded = { ...order, refunded: Math.min(order.paid, shortfall) };
        const result = quoteRefund(partlyRefunded, all);
        expect(result.ok).toBe(false);
        if (!result.ok)
          expect(result.problems).toEqual([{ kind: 'exceeds-paid', left: leftToRefund(partlyRefunded) }]);
      }),
    );
  });

  it('says what is wrong: nothing chosen, too many units, an unknown item, shipping twice', () => {
    const order: RefundableOrder = {
      paid: 5399,
      shippingTotal: 399,
      refunded: 0,
      shippingRefunded: 399,
      lines: [{ id: 7, unitPrice: 2500, quantity: 2, discount: 0, vatPercent: 20, refundedQuantity: 1 }],
    };
    expect(quoteRefund(order, { items: [], shipping: false })).toEqual({
      ok: false,
      problems: [{ kind: 'nothing' }],
    });
    expect(quoteRefund(order, { items: [{ itemId: 7, quantity: 2 }], shipping: false })).toEqual({
      ok: false,
      problems: [{ kind: 'too-many', itemId: 7, left: 1 }],
    });
    expect(quoteRefund(order, { items: [{ itemId: 8, quantity: 1 }], shipping: true })).toEqual({
      ok: false,
      problems: [{ kind: 'unknown-item', itemId: 8 }, { kind: 'shipping-refunded' }],
    });
    expect(quoteRefund(order, { items: [{ itemId: 7, quantity: 1 }], shipping: false })).toEqual({
      ok: true,
      quote: { lines: [{ itemId: 7, quantity: 1, amount: 2500 }], shipping: 0, total: 2500 },
    });
  });

  it('leftToRefund is never below zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 7 }),
        fc.integer({ min: 0, max: 10 ** 7 }),
        (paid, refunded) => {
          expect(leftToRefund({ paid, refunded })).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
