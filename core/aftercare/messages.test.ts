import { describe, expect, it } from 'vitest';
import { AFTERCARE_MESSAGES } from './messages';
import { exchangeSchema, receiveReturnSchema, refundSchema, reprintSchema } from './schemas';

describe('after-care messages and forms', () => {
  it('words the outcomes as staff read them', () => {
    expect(AFTERCARE_MESSAGES.refundIssued('£12.50')).toBe('Refund of £12.50 issued.');
    expect(AFTERCARE_MESSAGES.returnReceived('RET-4')).toBe('Return RET-4 received.');
    expect(AFTERCARE_MESSAGES.exchangeCreated(12)).toBe('Exchange order #12 created.');
    expect(AFTERCARE_MESSAGES.reprintCreated(13)).toBe('Reprint order #13 created.');
    expect(AFTERCARE_MESSAGES.refundExceedsPaid).toBe(
      'A refund can never exceed what was paid minus what was refunded already.',
    );
    expect(AFTERCARE_MESSAGES.exchangeNeverRefunded).toBe(
      'An exchange is never refunded: refund the original order instead.',
    );
  });

  it('parses the forms with their exact messages', () => {
    const refund = refundSchema.safeParse({ requestKey: 'short', items: [{ itemId: 1, quantity: -1 }] });
    expect(refund.success).toBe(false);
    expect(refund.error?.issues.map((issue) => issue.message)).toEqual([
      AFTERCARE_MESSAGES.requestKeyRequired,
      AFTERCARE_MESSAGES.quantityTooMany,
    ]);
    expect(refundSchema.parse({ requestKey: 'abcdefgh-1' })).toEqual({
      requestKey: 'abcdefgh-1',
      items: [],
      shipping: false,
      reason: '',
    });
    expect(
      exchangeSchema.safeParse({ requestKey: 'abcdefgh', itemId: 3, quantity: 1, variantId: '' }).error
        ?.issues[0]?.message,
    ).toBe(AFTERCARE_MESSAGES.variantRequired);
    expect(
      exchangeSchema.safeParse({ requestKey: 'abcdefgh', itemId: 3, quantity: 0, variantId: 4 }).error
        ?.issues[0]?.message,
    ).toBe(AFTERCARE_MESSAGES.itemsRequired);
    expect(reprintSchema.safeParse({ requestKey: 'abcdefgh', reasonId: '' }).error?.issues[0]?.message).toBe(
      AFTERCARE_MESSAGES.reasonRequired,
    );
    expect(receiveReturnSchema.parse({ returnId: '5', remill: true })).toEqual({ returnId: 5, remill: true });
  });
});
