import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from './messages';
import {
  activeQuantity,
  canChangeAddress,
  canEditItems,
  canReturn,
  checkQuantityChange,
  RETURN_WINDOW_DAYS,
  returnableQuantity,
  returnDeadline,
} from './rules';

const DAY = 86_400_000;

describe('edit window', () => {
  it.each(['new', 'to_be_paid', 'paid'])('lets %s orders change their items', (status) => {
    expect(canEditItems(status)).toEqual({ allowed: true });
  });

  it.each(['processing', 'printed', 'packing', 'complete', 'quote', 'bespoke_paid'])(
    'refuses %s orders: they are in production or later',
    (status) => {
      expect(canEditItems(status)).toEqual({ allowed: false, reason: ORDER_MESSAGES.editClosed });
    },
  );

  it('lets a paid order lower its quantities only; every order stays within 1 to 999', () => {
    expect(checkQuantityChange('new', 2, 5)).toEqual({ allowed: true });
    expect(checkQuantityChange('paid', 2, 1)).toEqual({ allowed: true });
    expect(checkQuantityChange('paid', 2, 2)).toEqual({ allowed: true });
    expect(checkQuantityChange('paid', 2, 3)).toEqual({
      allowed: false,
      reason: ORDER_MESSAGES.paidQuantityUp,
    });
    expect(checkQuantityChange('new', 2, 0)).toEqual({
      allowed: false,
      reason: ORDER_MESSAGES.quantityRange,
    });
    expect(checkQuantityChange('new', 2, 1000)).toEqual({
      allowed: false,
      reason: ORDER_MESSAGES.quantityRange,
    });
    expect(checkQuantityChange('new', 2, 1.5)).toEqual({
      allowed: false,
      reason: ORDER_MESSAGES.quantityRange,
    });
  });
});

describe('address window', () => {
  it.each(['new', 'paid', 'processing', 'printed', 'bespoke_printing'])('is open while %s', (status) => {
    expect(canChangeAddress(status).allowed).toBe(true);
  });

  it.each(['packing', 'consolidated', 'complete', 'bespoke_packing', 'bespoke_shipped', 'issue', 'refunded'])(
    'is closed once %s',
    (status) => {
      expect(canChangeAddress(status)).toEqual({ allowed: false, reason: ORDER_MESSAGES.addressClosed });
    },
  );
});

describe('return window', () => {
  const dispatchedAt = new Date('2025-09-01T10:00:00Z');

  it('lasts 30 days from dispatch, the deadline included', () => {
    expect(RETURN_WINDOW_DAYS).toBe(30);
    const deadline = returnDeadline(dispatchedAt);
    expect(deadline.toISOString()).toBe('2025-10-01T10:00:00.000Z');
    expect(canReturn({ status: 'complete', dispatchedAt }, new Date(dispatchedAt.getTime() + DAY))).toEqual({
      allowed: true,
    });
    expect(canReturn({ status: 'complete', dispatchedAt }, deadline)).toEqual({ allowed: true });
    expect(canReturn({ status: 'complete', dispatchedAt }, new Date(deadline.getTime() + 1))).toEqual({
      allowed: false,
      reason: ORDER_MESSAGES.returnWindowClosed,
    });
  });

  it('is not open before dispatch or for a refunded order', () => {
    expect(canReturn({ status: 'paid', dispatchedAt: null }, dispatchedAt)).toEqual({
      allowed: false,
      reason: ORDER_MESSAGES.returnNotShipped,
    });
    expect(canReturn({ status: 'refunded', dispatchedAt }, dispatchedAt)).toEqual({
      allowed: false,
      reason: ORDER_MESSAGES.returnRefunded,
    });
  });

  it('returns at most the active quantity less what is already asked back', () => {
    const item = { quantity: 5, returnedQuantity: 1, cancelledQuantity: 1 };
    expect(activeQuantity(item)).toBe(3);
    expect(returnableQuantity(item, 2)).toBe(1);
    expect(returnableQuantity(item, 9)).toBe(0);
    expect(activeQuantity({ quantity: 1, returnedQuantity: 2, cancelledQuantity: 0 })).toBe(0);
  });
});
