import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CouponTerms, includedTax, type PricingLine, priceOrder } from '../checkout';
import { invoiceFigures } from './invoice-figures';
import { changeQuantity, lineMoney, type OrderLineAmounts, orderMoneyOf, withQuantity } from './line-money';
import { checkQuantityChange } from './rules';

const NOW = new Date('2026-11-25T12:00:00Z');

function coupon(kind: CouponTerms['kind'], value: number, minimumSpend = 0): CouponTerms {
  return {
    code: 'TEST',
    kind,
    value,
    minimumSpend,
    startsAt: null,
    expiresAt: null,
    usageLimit: null,
    usedCount: 0,
    enabled: true,
  };
}

/** What an order line keeps of a priced line. */
const amountsOf = (line: OrderLineAmounts): OrderLineAmounts => ({
  unitPrice: line.unitPrice,
  quantity: line.quantity,
  discount: line.discount,
  vatPercent: line.vatPercent,
});

function price(lines: PricingLine[], terms: CouponTerms | null, shipping: number | null = 399) {
  return priceOrder({
    lines,
    storeCurrency: 'GBP',
    currency: 'GBP',
    shipping: shipping === null ? null : { price: shipping, freeOver: 5000 },
    coupon: terms,
    now: NOW,
  });
}

describe('an order line’s money', () => {
  it('invoices a £26 tee with a 10% coupon at 20% VAT, to the penny of the receipt', () => {
    const summary = price(
      [{ key: 'tee', unitPrice: 2600, quantity: 1, vatRate: 1 }],
      coupon('percentage', 10),
    );
    expect(summary).toMatchObject({ subtotal: 2600, discount: 260, shipping: 399, total: 2739 });
    expect(summary.goodsTax + summary.shippingTax).toBe(457);
    const { rows, totals } = invoiceFigures(summary.lines.map(amountsOf), {
      total: summary.shipping ?? 0,
      tax: summary.shippingTax,
    });
    expect(rows).toEqual([
      { quantity: 1, unitPrice: 2600, discount: 260, vatRate: 20, vat: 390, net: 1950, total: 2340 },
    ]);
    expect(totals).toEqual({
      goods: 2600,
      discount: 260,
      shipping: 399,
      vat: [
        { label: 'VAT on goods at 20%', amount: 390 },
        { label: 'VAT on delivery', amount: 67 },
      ],
      vatTotal: 457,
      net: 2739 - 457,
      total: 2739,
    });
  });

  it('refunds £50, not £125, when a paid 3 × £25 is lowered to 1, and keeps the total what is kept', () => {
    const line = { unitPrice: 2500, quantity: 3, discount: 0, vatPercent: 20 };
    const changed = changeQuantity(line, 1, true);
    expect(changed).toEqual({ line: { ...line, quantity: 1 }, refund: 5000 });
    expect(orderMoneyOf([changed.line], { total: 0, tax: 0 })).toMatchObject({
      subtotal: 2500,
      goodsTax: 417,
      total: 2500,
    });
  });

  it('takes the units’ share of the discount with them, and owes nothing back on an unpaid order', () => {
    const line = { unitPrice: 2500, quantity: 3, discount: 750, vatPercent: 20 };
    expect(changeQuantity(line, 1, true)).toEqual({
      line: { ...line, quantity: 1, discount: 250 },
      refund: 4500,
    });
    expect(changeQuantity(line, 1, false).refund).toBe(0);
    // Units added to an unpaid order were not in the coupon's price: they get no discount.
    expect(withQuantity(line, 5).discount).toBe(750);
  });

  it('keeps §3’s total = price + tax − discount', () => {
    expect(lineMoney({ unitPrice: 2600, quantity: 1, discount: 260, vatPercent: 20 })).toEqual({
      gross: 2600,
      discount: 260,
      total: 2340,
      vat: 390,
      net: 1950,
      price: 2167,
      tax: 433,
    });
  });
});

const pricingLine = fc.record({
  unitPrice: fc.integer({ min: 0, max: 50_000 }),
  quantity: fc.integer({ min: 1, max: 60 }),
  vatRate: fc.constantFrom(0, 1, 5, 20),
});
const basket = fc
  .array(pricingLine, { minLength: 1, maxLength: 6 })
  .map((lines) => lines.map((line, index): PricingLine => ({ ...line, key: `line-${index}` })));
const couponTerms = fc.option(
  fc.oneof(
    fc
      .tuple(fc.integer({ min: 1, max: 100 }), fc.constantFrom(0, 2500, 10_000))
      .map(([value, minimum]) => coupon('percentage', value, minimum)),
    fc
      .tuple(fc.integer({ min: 1, max: 40_000 }), fc.constantFrom(0, 2500, 10_000))
      .map(([value, minimum]) => coupon('fixed', value, minimum)),
  ),
  { nil: null },
);
const shippingRate = fc.option(
  fc.record({
    price: fc.integer({ min: 0, max: 1500 }),
    freeOver: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
  }),
  { nil: null },
);

function priced(
  lines: PricingLine[],
  terms: CouponTerms | null,
  shipping: typeof shippingRate extends fc.Arbitrary<infer T> ? T : never,
) {
  return priceOrder({ lines, storeCurrency: 'GBP', currency: 'GBP', shipping, coupon: terms, now: NOW });
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('order money, for any basket, coupon and delivery', () => {
  it('gives invoice rows that add up to the invoice totals and agree with the order', () => {
    fc.assert(
      fc.property(basket, couponTerms, shippingRate, (lines, terms, shipping) => {
        const summary = priced(lines, terms, shipping);
        const amounts = summary.lines.map(amountsOf);
        const delivery = { total: summary.shipping ?? 0, tax: summary.shippingTax };
        const { rows, totals } = invoiceFigures(amounts, delivery);
        for (const row of rows) {
          expect(row.unitPrice * row.quantity - row.discount).toBe(row.total);
          expect(row.net + row.vat).toBe(row.total);
          expect(row.vat).toBe(includedTax(row.total, row.vatRate));
          expect(row.total).toBeGreaterThanOrEqual(0);
        }
        expect(sum(rows.map((row) => row.total))).toBe(totals.goods - totals.discount);
        expect(sum(rows.map((row) => row.discount))).toBe(totals.discount);
        expect(sum(totals.vat.map((line) => line.amount))).toBe(totals.vatTotal);
        expect(totals.goods - totals.discount + totals.shipping).toBe(totals.total);
        expect(totals.net + totals.vatTotal).toBe(totals.total);
        // The invoice is the order (and so the receipt, which shows the order's totals).
        expect(totals).toMatchObject({
          goods: summary.subtotal,
          discount: summary.discount,
          shipping: summary.shipping ?? 0,
          vatTotal: summary.goodsTax + summary.shippingTax,
          total: summary.total,
        });
        expect(orderMoneyOf(amounts, delivery)).toEqual({
          subtotal: summary.subtotal,
          discount: summary.discount,
          goodsTax: summary.goodsTax,
          taxDiscount: summary.taxDiscount,
          shippingTotal: summary.shipping ?? 0,
          shippingTax: summary.shippingTax,
          total: summary.total,
        });
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the total at or above nothing and never refunds more than was paid, for any edits', () => {
    const edit = fc.record({ line: fc.nat(), quantity: fc.integer({ min: 1, max: 999 }) });
    fc.assert(
      fc.property(
        basket,
        couponTerms,
        shippingRate,
        fc.array(edit, { maxLength: 6 }),
        fc.array(edit, { maxLength: 8 }),
        (lines, terms, shipping, beforePayment, afterPayment) => {
          const summary = priced(lines, terms, shipping);
          const delivery = { total: summary.shipping ?? 0, tax: summary.shippingTax };
          let current = summary.lines.map(amountsOf);
          const apply = (change: { line: number; quantity: number }, status: 'new' | 'paid') => {
            const index = change.line % current.length;
            const line = current[index] as OrderLineAmounts;
            if (!checkQuantityChange(status, line.quantity, change.quantity).allowed) return 0;
            const changed = changeQuantity(line, change.quantity, status === 'paid');
            current = current.map((entry, at) => (at === index ? changed.line : entry));
            expect(changed.line.discount).toBeLessThanOrEqual(changed.line.unitPrice * changed.line.quantity);
            expect(orderMoneyOf(current, delivery).total).toBeGreaterThanOrEqual(0);
            return changed.refund;
          };
          for (const change of beforePayment) expect(apply(change, 'new')).toBe(0);
          const paidForLines = current.map((line) => lineMoney(line).total);
          const paid = orderMoneyOf(current, delivery).total;
          const refunded = current.map(() => 0);
          for (const change of afterPayment) {
            const index = change.line % current.length;
            const refund = apply(change, 'paid');
            expect(refund).toBeGreaterThanOrEqual(0);
            refunded[index] = (refunded[index] ?? 0) + refund;
          }
          refunded.forEach((refund, index) => {
            expect(refund).toBeLessThanOrEqual(paidForLines[index] ?? 0);
          });
          expect(sum(refunded)).toBeLessThanOrEqual(paid);
          // What was paid is what is kept plus what is refunded.
          expect(orderMoneyOf(current, delivery).total + sum(refunded)).toBe(paid);
        },
      ),
      { numRuns: 300 },
    );
  });
});
