import { describe, expect, it } from 'vitest';
import {
  PAID_STATUSES,
  REFUNDED_STATUSES,
  salesRangeOf,
  storeOrdersQuerySchema,
  UNPAID_STATUSES,
} from './sales';

describe('the sales and order-list queries', () => {
  it('offers 7, 30 and 90 days, 30 for anything else', () => {
    expect([salesRangeOf('7'), salesRangeOf(90), salesRangeOf('30')]).toEqual([7, 90, 30]);
    expect([salesRangeOf('12'), salesRangeOf(null), salesRangeOf('7days')]).toEqual([30, 30, 30]);
  });

  it('reads the order list query, anything unreadable as not given', () => {
    expect(storeOrdersQuerySchema.parse({ q: '  #12 ', status: 'paid', page: '3' })).toEqual({
      q: '#12',
      status: 'paid',
      page: 3,
    });
    expect(storeOrdersQuerySchema.parse({ q: 5, status: 'shipped', page: '-1' })).toEqual({
      q: '',
      status: null,
      page: 1,
    });
    expect(storeOrdersQuerySchema.parse({})).toEqual({ q: '', status: null, page: 1 });
  });

  it('counts a sale from the first paid status, never from a quote or an unpaid one', () => {
    expect(PAID_STATUSES).toContain('paid');
    expect(PAID_STATUSES).toContain('bespoke_paid');
    expect(PAID_STATUSES.some((code) => UNPAID_STATUSES.includes(code))).toBe(false);
    expect(REFUNDED_STATUSES.every((code) => PAID_STATUSES.includes(code))).toBe(true);
  });
});
