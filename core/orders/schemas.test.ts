import { describe, expect, it } from 'vitest';
import { zodFieldErrors } from '../errors';
import { ORDER_MESSAGES } from './messages';
import {
  acceptQuoteSchema,
  addressSchema,
  editOrderFormSchema,
  orderLookupSchema,
  quoteFormSchema,
  returnFormSchema,
  todayIso,
} from './schemas';

function errorsOf(result: { success: boolean; error?: unknown }) {
  if (result.success) return {};
  return zodFieldErrors(result.error as Parameters<typeof zodFieldErrors>[0]);
}

describe('order lookup', () => {
  it('takes the number with or without # and a valid email', () => {
    expect(orderLookupSchema.parse({ orderNumber: ' #1042 ', email: 'a@b.co' })).toEqual({
      orderNumber: 1042,
      email: 'a@b.co',
    });
  });

  it('says what is wrong with each field', () => {
    expect(errorsOf(orderLookupSchema.safeParse({ orderNumber: 'abc', email: 'nope' }))).toEqual({
      orderNumber: ['Please enter the number of your order, e.g. 1042'],
      email: ['Please enter a valid email address'],
    });
    expect(errorsOf(orderLookupSchema.safeParse({}))).toMatchObject({
      orderNumber: ['This field is required'],
      email: ['This field is required'],
    });
  });
});

describe('returns form', () => {
  it('keeps the items with a quantity, with the reason and comments', () => {
    expect(
      returnFormSchema.parse({
        'quantity.4': '2',
        'quantity.5': '0',
        'quantity.6': '',
        reason: 'too-small',
        comments: '  Lovely but small ',
      }),
    ).toEqual({ items: [{ itemId: 4, quantity: 2 }], reason: 'too-small', comments: 'Lovely but small' });
  });

  it('asks for at least one item and a reason', () => {
    expect(errorsOf(returnFormSchema.safeParse({ 'quantity.4': '0' }))).toEqual({
      items: [ORDER_MESSAGES.returnNothingChosen],
      reason: ['Please choose a reason'],
    });
    expect(errorsOf(returnFormSchema.safeParse({ 'quantity.4': '-1', reason: 'faulty' }))).toEqual({
      'quantity.4': ['Must be a positive number'],
    });
  });
});

describe('edit-order form', () => {
  it('groups colour, size and quantity by item', () => {
    expect(
      editOrderFormSchema.parse({ 'colour.3': 'Navy', 'size.3': 'L', 'quantity.3': '2', other: 'x' }),
    ).toEqual({ items: [{ itemId: 3, colour: 'Navy', size: 'L', quantity: 2 }] });
  });

  it('names the field of each problem', () => {
    expect(
      errorsOf(editOrderFormSchema.safeParse({ 'colour.3': '', 'size.3': 'L', 'quantity.3': '1000' })),
    ).toEqual({ 'quantity.3': [ORDER_MESSAGES.quantityRange], 'colour.3': ['Please choose a colour'] });
  });
});

describe('address', () => {
  const valid = {
    name: 'Sasha Shopper',
    line1: '1 High Street',
    city: 'Bristol',
    postcode: 'bs1 4dj',
    country: 'gb',
  };

  it('normalises a valid UK address', () => {
    expect(addressSchema.parse(valid)).toEqual({
      ...valid,
      company: null,
      line2: null,
      county: null,
      postcode: 'BS1 4DJ',
      country: 'GB',
      eoriNumber: null,
    });
  });

  it('checks UK postcodes, countries and EORI numbers', () => {
    expect(errorsOf(addressSchema.safeParse({ ...valid, postcode: '12345' }))).toEqual({
      postcode: ['Please enter a valid postcode'],
    });
    expect(addressSchema.parse({ ...valid, postcode: '75001', country: 'FR' }).postcode).toBe('75001');
    expect(errorsOf(addressSchema.safeParse({ ...valid, country: 'XX' }))).toEqual({
      country: ['Please choose a country we deliver to'],
    });
    expect(errorsOf(addressSchema.safeParse({ ...valid, eoriNumber: 'not one!' }))).toEqual({
      eoriNumber: ['Please enter a valid EORI number'],
    });
    expect(addressSchema.parse({ ...valid, eoriNumber: 'gb 123456789000' }).eoriNumber).toBe(
      'GB123456789000',
    );
    expect(errorsOf(addressSchema.safeParse({ ...valid, name: ' ', line1: 'x'.repeat(101) }))).toEqual({
      name: ['This field is required'],
      line1: ['Must contain no more than 100 characters'],
    });
  });
});

describe('quote form', () => {
  const contact = { name: 'Sam', email: 'sam@example.com' };

  it('collects the filled lines, deadline and contact', () => {
    const tomorrow = todayIso(new Date(Date.now() + 86_400_000));
    expect(
      quoteFormSchema.parse({
        'product.0': 'organic-tee',
        'quantity.0': '150',
        'colour.0': 'Navy',
        'product.1': '',
        'quantity.1': '',
        deadline: tomorrow,
        ...contact,
      }),
    ).toEqual({
      lines: [{ product: 'organic-tee', colour: 'Navy', quantity: 150 }],
      deadline: tomorrow,
      name: 'Sam',
      email: 'sam@example.com',
      phone: null,
      company: null,
      notes: null,
    });
  });

  it('refuses no products, bad quantities, past deadlines and bad contacts', () => {
    expect(errorsOf(quoteFormSchema.safeParse({ ...contact }))).toEqual({
      'product.0': ['Please add at least one product'],
    });
    expect(
      errorsOf(
        quoteFormSchema.safeParse({
          'product.0': 'tee',
          'quantity.0': '0',
          deadline: todayIso(),
          name: '',
          email: 'x',
        }),
      ),
    ).toEqual({
      'quantity.0': ['Please enter a quantity from 1 to 100,000'],
      deadline: [ORDER_MESSAGES.deadlinePast],
      name: ['This field is required'],
      email: ['Please enter a valid email address'],
    });
  });
});

describe('accepting a quote', () => {
  it('needs the terms ticked', () => {
    expect(acceptQuoteSchema.safeParse({ terms: 'on' }).success).toBe(true);
    expect(errorsOf(acceptQuoteSchema.safeParse({}))).toEqual({ terms: [ORDER_MESSAGES.quoteTermsRequired] });
  });
});
