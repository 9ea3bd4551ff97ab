import { describe, expect, it } from 'vitest';
import {
  type CouponTerms,
  couponDiscount,
  couponProblem,
  couponProblemMessage,
  normaliseCouponCode,
} from './coupons';
import { allocate, priceOrder } from './pricing';
import { deliveryEstimate, shippingPrice } from './shipping';
import { includedTax, STANDARD_VAT_PERCENT, vatPercentFor } from './vat';

const NOW = new Date('2026-11-21T12:00:00Z');

const coupon = (terms: Partial<CouponTerms> = {}): CouponTerms => ({
  code: 'SAVE10',
  kind: 'percentage',
  value: 10,
  minimumSpend: 0,
  startsAt: null,
  expiresAt: null,
  usageLimit: null,
  usedCount: 0,
  enabled: true,
  ...terms,
});

describe('VAT', () => {
  it('reads vatRate 1 (the default) as the standard rate included in the price', () => {
    expect(STANDARD_VAT_PERCENT).toBe(20);
    expect(vatPercentFor(1)).toBe(20);
    expect(vatPercentFor(0)).toBe(0);
    expect(vatPercentFor(5)).toBe(5);
    expect(vatPercentFor(-3)).toBe(0);
    expect(vatPercentFor(Number.NaN)).toBe(0);
  });

  it('finds the VAT inside a tax-included amount, rounded half up', () => {
    expect(includedTax(2400, 20)).toBe(400);
    expect(includedTax(2500, 20)).toBe(417);
    expect(includedTax(1, 20)).toBe(0);
    expect(includedTax(3, 20)).toBe(1);
    expect(includedTax(2100, 5)).toBe(100);
    expect(includedTax(2500, 0)).toBe(0);
    expect(includedTax(-100, 20)).toBe(0);
  });
});

describe('shipping', () => {
  it('is free once the goods reach the threshold, and only then', () => {
    expect(shippingPrice({ price: 399, freeOver: 5000 }, 4999)).toBe(399);
    expect(shippingPrice({ price: 399, freeOver: 5000 }, 5000)).toBe(0);
    expect(shippingPrice({ price: 399, freeOver: null }, 100_000)).toBe(399);
  });

  it('describes the delivery time', () => {
    expect(deliveryEstimate({ minDays: 2, maxDays: 4 })).toBe('Delivered in 2-4 business days');
    expect(deliveryEstimate({ minDays: 1, maxDays: 1 })).toBe('Delivered in 1 business day');
  });
});

describe('coupons', () => {
  it('matches codes without regard to case or spaces', () => {
    expect(normaliseCouponCode('  save10 ')).toBe('SAVE10');
  });

  it.each([
    ['unknown', null, 1000, { kind: 'unknown' }],
    ['disabled', coupon({ enabled: false }), 1000, { kind: 'unknown' }],
    ['expired', coupon({ expiresAt: new Date('2026-11-21T11:59:59Z') }), 1000, { kind: 'expired' }],
    ['not started', coupon({ startsAt: new Date('2026-11-22T00:00:00Z') }), 1000, { kind: 'not_started' }],
    ['used up', coupon({ usageLimit: 3, usedCount: 3 }), 1000, { kind: 'used_up' }],
    [
      'under the minimum',
      coupon({ minimumSpend: 2000 }),
      1999,
      { kind: 'minimum_spend', minimumSpend: 2000 },
    ],
    ['good', coupon({ minimumSpend: 2000, usageLimit: 3, usedCount: 2 }), 2000, null],
  ] as const)('%s', (_label, terms, goods, problem) => {
    expect(couponProblem(terms, goods, NOW)).toEqual(problem);
  });

  it('ignores usage when asked (payment counts it under a lock)', () => {
    expect(
      couponProblem(coupon({ usageLimit: 1, usedCount: 1 }), 100, NOW, { ignoreUsage: true }),
    ).toBeNull();
  });

  it('has a message for every problem', () => {
    const format = (amount: number) => `£${(amount / 100).toFixed(2)}`;
    expect(couponProblemMessage({ kind: 'unknown' }, format)).toBe('This coupon code is not valid');
    expect(couponProblemMessage({ kind: 'expired' }, format)).toBe('This coupon code has expired');
    expect(couponProblemMessage({ kind: 'not_started' }, format)).toBe('This coupon code is not active yet');
    expect(couponProblemMessage({ kind: 'used_up' }, format)).toBe(
      'This coupon code has reached its usage limit',
    );
    expect(couponProblemMessage({ kind: 'minimum_spend', minimumSpend: 2500 }, format)).toBe(
      'Spend £25.00 or more to use this coupon code',
    );
  });

  it('takes a percentage (half up) or a fixed amount, never more than the goods', () => {
    expect(couponDiscount({ kind: 'percentage', value: 10 }, 2495)).toBe(250);
    expect(couponDiscount({ kind: 'percentage', value: 150 }, 2000)).toBe(2000);
    expect(couponDiscount({ kind: 'fixed', value: 500 }, 2000)).toBe(500);
    expect(couponDiscount({ kind: 'fixed', value: 5000 }, 2000)).toBe(2000);
    expect(couponDiscount({ kind: 'fixed', value: 500 }, 0)).toBe(0);
  });
});

describe('allocate', () => {
  it('splits an amount in proportion so the parts add up exactly', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(250, [2000, 500])).toEqual([200, 50]);
    expect(allocate(0, [1, 2])).toEqual([0, 0]);
    expect(allocate(10, [0, 0])).toEqual([0, 0]);
    const parts = allocate(997, [333, 333, 334, 1]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(997);
  });
});

describe('priceOrder', () => {
  const lines = [
    { key: 'tee', unitPrice: 2500, quantity: 2, vatRate: 1 },
    { key: 'kids', unitPrice: 1200, quantity: 1, vatRate: 0 },
  ];

  it('prices goods, VAT and shipping from the store’s prices', () => {
    const summary = priceOrder({
      lines,
      storeCurrency: 'GBP',
      currency: 'GBP',
      shipping: { price: 399, freeOver: null },
      coupon: null,
      now: NOW,
    });
    expect(summary).toMatchObject({
      currency: 'GBP',
      itemCount: 3,
      subtotal: 6200,
      discount: 0,
      shipping: 399,
      goodsTax: 833,
      shippingTax: 67,
      taxDiscount: 0,
      total: 6599,
      coupon: null,
      couponProblem: null,
    });
    expect(summary.lines[0]).toEqual({
      key: 'tee',
      quantity: 2,
      unitPrice: 2500,
      lineTotal: 5000,
      price: 4167,
      tax: 833,
      discount: 0,
      vatPercent: 20,
      total: 5000,
      vat: 833,
    });
    for (const line of summary.lines) expect(line.price + line.tax - line.discount).toBe(line.total);
  });

  it('leaves shipping out until a method is chosen', () => {
    const summary = priceOrder({
      lines,
      storeCurrency: 'GBP',
      currency: 'GBP',
      shipping: null,
      coupon: null,
      now: NOW,
    });
    expect(summary.shipping).toBeNull();
    expect(summary.total).toBe(6200);
  });

  it('applies a coupon to the goods, spreads it over the lines and takes its VAT off', () => {
    const summary = priceOrder({
      lines,
      storeCurrency: 'GBP',
      currency: 'GBP',
      shipping: { price: 399, freeOver: 5000 },
      coupon: coupon({ value: 25 }),
      now: NOW,
    });
    expect(summary.discount).toBe(1550);
    expect(summary.lines.map((line) => line.discount)).toEqual([1250, 300]);
    expect(summary.coupon).toEqual({ code: 'SAVE10', discount: 1550 });
    // 4650 of goods is under the 5000 threshold once discounted: shipping is charged.
    expect(summary.shipping).toBe(399);
    expect(summary.goodsTax).toBe(625);
    expect(summary.taxDiscount).toBe(833 - 625);
    expect(summary.total).toBe(6200 - 1550 + 399);
    const paid = summary.lines.reduce((sum, line) => sum + line.price + line.tax - line.discount, 0);
    expect(paid).toBe(summary.subtotal - summary.discount);
  });

  it('makes shipping free over the threshold', () => {
    const summary = priceOrder({
      lines,
      storeCurrency: 'GBP',
      currency: 'GBP',
      shipping: { price: 399, freeOver: 5000 },
      coupon: null,
      now: NOW,
    });
    expect(summary.shipping).toBe(0);
    expect(summary.shippingTax).toBe(0);
    expect(summary.total).toBe(6200);
  });

  it('reports a coupon that does not apply and prices without it', () => {
    const summary = priceOrder({
      lines,
      storeCurrency: 'GBP',
      currency: 'GBP',
      shipping: null,
      coupon: coupon({ minimumSpend: 10_000 }),
      now: NOW,
    });
    expect(summary.couponProblem).toEqual({ kind: 'minimum_spend', minimumSpend: 10_000 });
    expect(summary.discount).toBe(0);
    expect(summary.coupon).toBeNull();
  });

  it("prices in the shopper's currency, converting each unit price and every threshold", () => {
    const summary = priceOrder({
      lines,
      storeCurrency: 'GBP',
      currency: 'USD',
      shipping: { price: 399, freeOver: 5000 },
      coupon: coupon({ kind: 'fixed', value: 500, minimumSpend: 3000 }),
      now: NOW,
    });
    // USD's conversion rate is 2.
    expect(summary.currency).toBe('USD');
    expect(summary.lines.map((line) => line.unitPrice)).toEqual([5000, 2400]);
    expect(summary.subtotal).toBe(12_400);
    expect(summary.discount).toBe(1000);
    expect(summary.shipping).toBe(0);
    expect(summary.total).toBe(11_400);
  });

  it('reports the minimum spend in the shopper’s currency', () => {
    const summary = priceOrder({
      lines: [{ key: 'a', unitPrice: 1000, quantity: 1, vatRate: 1 }],
      storeCurrency: 'GBP',
      currency: 'USD',
      shipping: null,
      coupon: coupon({ minimumSpend: 3000 }),
      now: NOW,
    });
    expect(summary.couponProblem).toEqual({ kind: 'minimum_spend', minimumSpend: 6000 });
  });
});
