import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from './currencies';
import { add, compare, equals, money, multiply, subtract, sum } from './money';

const safeAmount = fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 });

describe('money', () => {
  it('creates a frozen value', () => {
    const value = money(1234, 'GBP');
    expect(value).toEqual({ amount: 1234, currency: 'GBP' });
    expect(Object.isFrozen(value)).toBe(true);
  });

  it('normalises -0 to 0', () => {
    expect(Object.is(money(-0, 'GBP').amount, 0)).toBe(true);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    'refuses amount %s',
    (amount) => {
      expect(() => money(amount, 'GBP')).toThrow(RangeError);
    },
  );

  it('refuses unknown currencies', () => {
    expect(() => money(1, 'XXX' as CurrencyCode)).toThrow('unknown currency: XXX');
  });
});

describe('add and subtract', () => {
  it('add amounts of one currency', () => {
    expect(add(money(150, 'GBP'), money(275, 'GBP'))).toEqual({ amount: 425, currency: 'GBP' });
    expect(add(money(-500, 'USD'), money(200, 'USD'))).toEqual({ amount: -300, currency: 'USD' });
  });

  it('subtract amounts of one currency', () => {
    expect(subtract(money(150, 'GBP'), money(275, 'GBP'))).toEqual({ amount: -125, currency: 'GBP' });
    expect(subtract(money(1000, 'JPY'), money(1, 'JPY'))).toEqual({ amount: 999, currency: 'JPY' });
  });

  it('refuse mixed currencies', () => {
    expect(() => add(money(1, 'GBP'), money(1, 'USD'))).toThrow('currency mismatch: GBP vs USD');
    expect(() => subtract(money(1, 'EUR'), money(1, 'GBP'))).toThrow('currency mismatch: EUR vs GBP');
  });

  it('refuse results beyond the safe integer range', () => {
    expect(() => add(money(Number.MAX_SAFE_INTEGER, 'GBP'), money(1, 'GBP'))).toThrow(RangeError);
  });

  it('are inverse operations', () => {
    fc.assert(
      fc.property(safeAmount, safeAmount, (a, b) => {
        const result = subtract(add(money(a, 'GBP'), money(b, 'GBP')), money(b, 'GBP'));
        expect(result.amount).toBe(a);
      }),
    );
  });
});

describe('multiply', () => {
  it('multiplies by an integer quantity', () => {
    expect(multiply(money(1999, 'GBP'), 3)).toEqual({ amount: 5997, currency: 'GBP' });
    expect(multiply(money(1999, 'GBP'), 0)).toEqual({ amount: 0, currency: 'GBP' });
    expect(multiply(money(250, 'EUR'), -2)).toEqual({ amount: -500, currency: 'EUR' });
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses quantity %s', (quantity) => {
    expect(() => multiply(money(100, 'GBP'), quantity)).toThrow(RangeError);
  });

  it('refuses products beyond the safe integer range', () => {
    expect(() => multiply(money(Number.MAX_SAFE_INTEGER, 'GBP'), 2)).toThrow(RangeError);
  });

  it('equals repeated addition', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000, max: 100_000 }),
        fc.integer({ min: 0, max: 50 }),
        (amount, qty) => {
          const repeated = sum(
            Array.from({ length: qty }, () => money(amount, 'USD')),
            'USD',
          );
          expect(multiply(money(amount, 'USD'), qty)).toEqual(repeated);
        },
      ),
    );
  });
});

describe('sum', () => {
  it('adds a list', () => {
    expect(sum([money(100, 'GBP'), money(250, 'GBP'), money(-50, 'GBP')])).toEqual({
      amount: 300,
      currency: 'GBP',
    });
  });

  it('gives zero in the given currency for an empty list', () => {
    expect(sum([], 'SEK')).toEqual({ amount: 0, currency: 'SEK' });
  });

  it('needs a currency for an empty list', () => {
    expect(() => sum([])).toThrow('sum of an empty list needs a currency');
  });

  it('refuses items outside the given or first currency', () => {
    expect(() => sum([money(1, 'GBP')], 'USD')).toThrow('currency mismatch: USD vs GBP');
    expect(() => sum([money(1, 'GBP'), money(1, 'EUR')])).toThrow('currency mismatch: GBP vs EUR');
  });
});

describe('compare and equals', () => {
  it('orders amounts', () => {
    expect(compare(money(1, 'GBP'), money(2, 'GBP'))).toBe(-1);
    expect(compare(money(2, 'GBP'), money(2, 'GBP'))).toBe(0);
    expect(compare(money(3, 'GBP'), money(-2, 'GBP'))).toBe(1);
  });

  it('refuses to compare mixed currencies', () => {
    expect(() => compare(money(1, 'GBP'), money(1, 'USD'))).toThrow('currency mismatch');
  });

  it('equals needs the same amount and currency', () => {
    expect(equals(money(5, 'GBP'), money(5, 'GBP'))).toBe(true);
    expect(equals(money(5, 'GBP'), money(5, 'USD'))).toBe(false);
    expect(equals(money(5, 'GBP'), money(6, 'GBP'))).toBe(false);
  });

  it('compare is antisymmetric and agrees with the numbers', () => {
    fc.assert(
      fc.property(safeAmount, safeAmount, (a, b) => {
        const result = compare(money(a, 'EUR'), money(b, 'EUR'));
        expect(result).toBe(-compare(money(b, 'EUR'), money(a, 'EUR')) || 0);
        expect(result).toBe(Math.sign(a - b) || 0);
      }),
    );
  });
});
