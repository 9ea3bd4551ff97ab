import { describe, expect, it } from 'vitest';
import { messages } from '../validation';
import { ORDER_MESSAGES } from './messages';
import {
  parseQuoteAmount,
  quoteAmountText,
  quotePreview,
  quotePricingFormSchema,
  quotePricingSchema,
} from './quote-pricing';

const form = (values: Record<string, string>) => quotePricingFormSchema('GBP').safeParse(values);
const errorsOf = (values: Record<string, string>) => {
  const result = form(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};
const valid = {
  'price.7': '12.50',
  'price.8': '3',
  shipping: '10',
  terms: 'Paid up front.',
  validDays: '30',
};

describe('parseQuoteAmount', () => {
  it('reads plain amounts in major units as minor units of the currency', () => {
    expect(parseQuoteAmount('12.50', 'GBP')).toBe(1250);
    expect(parseQuoteAmount(' 12.5 ', 'GBP')).toBe(1250);
    expect(parseQuoteAmount('0', 'GBP')).toBe(0);
    expect(parseQuoteAmount('1500', 'JPY')).toBe(1500);
  });

  it('refuses negatives, separators, symbols, too many decimals and amounts too large', () => {
    for (const text of ['-1', '1,200.00', '£12', '12.345', 'abc', '', '1e3', '1000000.01'])
      expect(parseQuoteAmount(text, 'GBP')).toBeNull();
    expect(parseQuoteAmount('12.5', 'JPY')).toBeNull();
  });

  it('shows minor units back as the form takes them', () => {
    expect(quoteAmountText(1250, 'GBP')).toBe('12.50');
    expect(parseQuoteAmount(quoteAmountText(99, 'GBP'), 'GBP')).toBe(99);
  });
});

describe('the pricing form schema', () => {
  it('answers the structured pricing priceQuote takes', () => {
    const result = form(valid);
    expect(result.success && result.data).toEqual({
      lines: [
        { itemId: 7, price: 1250 },
        { itemId: 8, price: 300 },
      ],
      shipping: 1000,
      terms: 'Paid up front.',
      validDays: 30,
    });
    expect(quotePricingSchema.safeParse(result.success && result.data).success).toBe(true);
    const free = form({ ...valid, shipping: '' });
    expect(free.success && free.data.shipping).toBe(0);
  });

  it('says what is wrong next to each field', () => {
    expect(errorsOf({ ...valid, 'price.7': 'twelve' })).toEqual({
      'price.7': ORDER_MESSAGES.quoteAmountInvalid,
    });
    expect(errorsOf({ ...valid, 'price.8': ' ' })).toEqual({ 'price.8': ORDER_MESSAGES.quotePriceRequired });
    expect(errorsOf({ ...valid, shipping: '-3' })).toEqual({ shipping: ORDER_MESSAGES.quoteAmountInvalid });
    expect(errorsOf({ ...valid, terms: '  ' })).toEqual({ terms: messages.required });
    for (const days of ['0', '366', '2.5', ''])
      expect(errorsOf({ ...valid, validDays: days })).toEqual({ validDays: ORDER_MESSAGES.quoteValidDays });
    expect(errorsOf({ shipping: '1', terms: 'x', validDays: '3' })).toEqual({
      price: ORDER_MESSAGES.quotePriceRequired,
    });
  });

  it('keeps the structured schema to whole, non-negative minor units', () => {
    const issues = quotePricingSchema.safeParse({ lines: [{ itemId: 1, price: -1 }], shipping: 1.5 });
    expect(issues.success).toBe(false);
    expect(issues.error?.issues.map((issue) => issue.message)).toEqual([
      ORDER_MESSAGES.quoteAmountInvalid,
      ORDER_MESSAGES.quoteAmountInvalid,
    ]);
  });
});

describe('the live total', () => {
  const lines = [
    { id: 7, quantity: 120 },
    { id: 8, quantity: 2 },
  ];
  it('adds the lines and delivery as they are typed, and knows no total until every price reads', () => {
    expect(quotePreview(lines, { 'price.7': '12.50', 'price.8': '1', shipping: '10' }, 'GBP')).toEqual({
      goods: 150_200,
      shipping: 1000,
      total: 151_200,
    });
    expect(quotePreview(lines, { 'price.7': '12.50', 'price.8': 'x' }, 'GBP')).toEqual({
      goods: null,
      shipping: 0,
      total: null,
    });
  });
});
