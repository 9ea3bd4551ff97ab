import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NORMAL_FLOW } from '../orders';
import {
  activeQuantity,
  alreadyPickedMessage,
  cancelLabelSchema,
  counterText,
  FACTORY_MESSAGES,
  firstFreePigeonhole,
  labelCode,
  labelIdOf,
  notAllPickedMessage,
  optionsText,
  orderNumberOf,
  PIGEONHOLE_COUNT,
  pickedProgress,
  pickfaceOf,
  pigeonholeMessage,
  printLabelsSchema,
  reprintReasonSchema,
  scanSchema,
  shippingPath,
  shipSchema,
} from '.';

const errorsOf = (
  schema: { safeParse(value: unknown): { success: boolean; error?: unknown } },
  value: unknown,
) => {
  const result = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  return result.success ? null : result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('label codes', () => {
  it("are 'L' and the id padded to 8 digits, and read back from any case and padding", () => {
    expect(labelCode(42)).toBe('L00000042');
    expect(labelIdOf('L00000042')).toBe(42);
    expect(labelIdOf(' l42 ')).toBe(42);
    expect(labelIdOf('L 0000 0042')).toBe(42);
    for (const bad of ['', 'L', 'L0', 'X00000042', '42', 'L-1', 'L1.5', 'L12345678901'])
      expect(labelIdOf(bad)).toBeNull();
  });

  it('round-trip for every id', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 999_999_999 }), (id) => labelIdOf(labelCode(id)) === id));
  });

  it('order numbers are typed with or without #', () => {
    expect(orderNumberOf('#1234')).toBe(1234);
    expect(orderNumberOf(' 77 ')).toBe(77);
    expect(orderNumberOf('0')).toBeNull();
    expect(orderNumberOf('L00000001')).toBeNull();
    expect(orderNumberOf('abc')).toBeNull();
  });
});

describe('active quantity (§3)', () => {
  it('is quantity − returned − cancelled, never below zero', () => {
    expect(activeQuantity({ quantity: 3, returnedQuantity: 1, cancelledQuantity: 1 })).toBe(1);
    expect(activeQuantity({ quantity: 1, returnedQuantity: 1, cancelledQuantity: 1 })).toBe(0);
    fc.assert(
      fc.property(fc.nat(50), fc.nat(50), fc.nat(50), (quantity, returnedQuantity, cancelledQuantity) => {
        const active = activeQuantity({ quantity, returnedQuantity, cancelledQuantity });
        return (
          active >= 0 &&
          active <= quantity &&
          active === Math.max(0, quantity - returnedQuantity - cancelledQuantity)
        );
      }),
    );
  });
});

describe('pickfaces', () => {
  it('are aisle-bay-shelf, the same for a sku every time and for every colour and size of a product', () => {
    expect(pickfaceOf('SUMMIT-TEE-NAVY-M')).toMatch(/^[A-H]-(0[1-9]|1\d|2[0-4])-[1-4]$/);
    expect(pickfaceOf('SUMMIT-TEE-NAVY-M')).toBe(pickfaceOf('summit-tee-white-xl'));
    expect(pickfaceOf('SUMMIT-TEE-NAVY-M')).toBe(pickfaceOf('SUMMIT-TEE-NAVY-M'));
    expect(pickfaceOf('')).toMatch(/^[A-H]-\d{2}-[1-4]$/);
    const faces = new Set(['A-TEE', 'B-HOODIE', 'C-MUG', 'D-BAG', 'E-CAP', 'F-SOCK'].map(pickfaceOf));
    expect(faces.size).toBeGreaterThan(1);
    fc.assert(fc.property(fc.string(), (sku) => /^[A-H]-\d{2}-[1-4]$/.test(pickfaceOf(sku))));
  });
});

describe('pigeonholes', () => {
  it('hands out the first free one of 1..60, or none when all are in use', () => {
    expect(firstFreePigeonhole([])).toBe(1);
    expect(firstFreePigeonhole([1, 2, 4])).toBe(3);
    expect(firstFreePigeonhole(Array.from({ length: PIGEONHOLE_COUNT }, (_, i) => i + 1))).toBeNull();
    expect(firstFreePigeonhole([2], 2)).toBe(1);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: PIGEONHOLE_COUNT })), (taken) => {
        const hole = firstFreePigeonhole(taken);
        if (hole === null) return new Set(taken).size === PIGEONHOLE_COUNT;
        return (
          !taken.includes(hole) &&
          Array.from({ length: hole - 1 }, (_, i) => i + 1).every((h) => taken.includes(h))
        );
      }),
    );
  });
});

describe('what a label shows', () => {
  it('counts "2 of 3" and lists colour, then size, then the rest', () => {
    expect(counterText(2, 3)).toBe('2 of 3');
    expect(optionsText({ Size: 'M', Colour: 'Navy' })).toBe('Navy / M');
    expect(optionsText({ Print: 'Back', size: 'XL', color: 'Red' })).toBe('Red / XL / Back');
    expect(optionsText({ Size: ' ' })).toBe('');
  });
});

describe('messages', () => {
  it('are the words staff see', () => {
    expect(FACTORY_MESSAGES.reprintReason).toBe('Please give a reason for the reprint');
    expect(FACTORY_MESSAGES.singleItem).toBe('Single item: take it to packing');
    expect(pigeonholeMessage(14)).toBe('Put it in pigeonhole 14');
    expect(alreadyPickedMessage('26/11/26 07:10 am')).toBe(
      'This label was already picked on 26/11/26 07:10 am.',
    );
    expect(pickedProgress(1, 3)).toBe('1 of 3 picked: 2 to go.');
    expect(pickedProgress(3, 3)).toBe('All 3 picked: the order is ready for packing.');
    expect(notAllPickedMessage(1, 3)).toBe(
      'Pick every label of this order before shipping it: 1 of 3 picked.',
    );
  });
});

describe('the way out (§4 normal flow)', () => {
  it('goes printed, consolidated for several units, packing, complete', () => {
    expect(shippingPath('label_printed', 3)).toEqual(['printed', 'consolidated', 'packing', 'complete']);
    expect(shippingPath('label_printed', 1)).toEqual(['printed', 'packing', 'complete']);
    expect(shippingPath('printed', 2)).toEqual(['consolidated', 'packing', 'complete']);
    expect(shippingPath('consolidated', 2)).toEqual(['packing', 'complete']);
    expect(shippingPath('packing', 1)).toEqual(['complete']);
    expect(shippingPath('paid', 1)).toEqual([]);
  });

  it('only takes moves the normal flow allows', () => {
    for (const from of ['label_printed', 'printed', 'consolidated', 'packing'] as const)
      for (const units of [1, 2]) {
        let at: string = from;
        for (const to of shippingPath(from, units)) {
          expect(NORMAL_FLOW.transitions[at as keyof typeof NORMAL_FLOW.transitions]).toContain(to);
          at = to;
        }
        expect(at).toBe('complete');
      }
  });
});

describe('schemas', () => {
  it('need a reason for a reprint and a cancel, trimmed, at most 500 characters', () => {
    expect(errorsOf(reprintReasonSchema, {})).toEqual([['reason', 'Please give a reason for the reprint']]);
    expect(errorsOf(reprintReasonSchema, { reason: '   ' })).toEqual([
      ['reason', 'Please give a reason for the reprint'],
    ]);
    expect(reprintReasonSchema.parse({ reason: ' smudged ' })).toEqual({ reason: 'smudged' });
    expect(errorsOf(cancelLabelSchema, { reason: '' })).toEqual([
      ['reason', 'Please give a reason for cancelling the label'],
    ]);
    expect(errorsOf(cancelLabelSchema, { reason: 'x'.repeat(501) })).toEqual([
      ['reason', 'Please keep the reason under 500 characters'],
    ]);
  });

  it('print at least one and at most 100 orders', () => {
    expect(errorsOf(printLabelsSchema, { orderIds: [] })).toEqual([
      ['orderIds', 'Choose at least one order to print'],
    ]);
    expect(errorsOf(printLabelsSchema, {})).toEqual([['orderIds', 'Choose at least one order to print']]);
    expect(errorsOf(printLabelsSchema, { orderIds: Array.from({ length: 101 }, (_, i) => i + 1) })).toEqual([
      ['orderIds', 'Print at most 100 orders at a time'],
    ]);
    expect(printLabelsSchema.parse({ orderIds: ['3'], reason: '  ' })).toEqual({ orderIds: [3] });
  });

  it('a scan needs a code; shipping needs the order and a tracking code', () => {
    expect(errorsOf(scanSchema, { code: ' ' })).toEqual([['code', 'Scan or type a label code']]);
    expect(scanSchema.parse({ code: ' L00000001 ' })).toEqual({ code: 'L00000001' });
    expect(errorsOf(shipSchema, { order: '', trackingCode: '' })?.slice(0, 2)).toEqual([
      ['order', 'Scan a label or type the order number'],
      ['trackingCode', 'Enter or scan the tracking code'],
    ]);
    expect(errorsOf(shipSchema, { order: '12', trackingCode: 'abc' })).toEqual([
      ['trackingCode', 'Please enter a valid tracking code (6 to 40 letters, digits or dashes)'],
    ]);
    expect(shipSchema.parse({ order: '#12', trackingCode: ' rm123456789gb ' })).toEqual({
      order: '#12',
      trackingCode: 'RM123456789GB',
    });
  });
});
