import { type CurrencyCode, isCurrencyCode } from './currencies';

/** An amount of money in integer minor units (pence, cents; yen for JPY). */
export interface Money {
  readonly amount: number;
  readonly currency: CurrencyCode;
}

function assertAmount(amount: number, what: string): void {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`${what} must be a safe integer number of minor units, got ${String(amount)}`);
  }
}

function assertSameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new Error(`currency mismatch: ${a.currency} vs ${b.currency}`);
}

/** Creates a frozen Money value. Throws a RangeError unless `amount` is a safe integer. */
export function money(amount: number, currency: CurrencyCode): Money {
  assertAmount(amount, 'amount');
  if (!isCurrencyCode(currency)) throw new Error(`unknown currency: ${String(currency)}`);
  // `+ 0` turns -0 into 0 so equal amounts look equal.
  return Object.freeze({ amount: amount + 0, currency });
}

export function add(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return money(a.amount + b.amount, a.currency);
}

export function subtract(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return money(a.amount - b.amount, a.currency);
}

/** Multiplies by an integer quantity (e.g. a unit price by a basket line quantity). */
export function multiply(value: Money, quantity: number): Money {
  if (!Number.isSafeInteger(quantity)) {
    throw new RangeError(`quantity must be an integer, got ${String(quantity)}`);
  }
  return money(value.amount * quantity, value.currency);
}

/**
 * Adds up amounts of one currency. The currency of an empty list is `currency`, which is required
 * then; when given, every item must be in it.
 */
export function sum(items: readonly Money[], currency?: CurrencyCode): Money {
  const code = currency ?? items[0]?.currency;
  if (code === undefined) throw new Error('sum of an empty list needs a currency');
  let total = money(0, code);
  for (const item of items) total = add(total, item);
  return total;
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. Both must share a currency. */
export function compare(a: Money, b: Money): -1 | 0 | 1 {
  assertSameCurrency(a, b);
  if (a.amount === b.amount) return 0;
  return a.amount < b.amount ? -1 : 1;
}

export function equals(a: Money, b: Money): boolean {
  return a.currency === b.currency && a.amount === b.amount;
}
