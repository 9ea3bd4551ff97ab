import { describe, expect, it } from 'vitest';
import { NORMAL_FLOW, PAPER_FLOW } from '../orders';
import {
  activeQuantity,
  bulkMoveSchema,
  likePrefix,
  STAFF_ORDER_MESSAGES,
  staffMoveSchema,
  staffOrdersQuerySchema,
} from './orders';
import { STAGE_EMAILS, stageEmail, stageSendsEmail, trackingUrl } from './stage-emails';

const input = { number: 42, trackingCodes: [] as string[], orderUrl: 'https://shop.test/receipt/abc' };

describe('stage emails', () => {
  it('emails the shopper at processing, complete, refunded, exchanged, issue and disputed, not at factory steps', () => {
    for (const code of [
      'processing',
      'complete',
      'refunded',
      'exchanged',
      'issue',
      'disputed',
      'bespoke_shipped',
    ])
      expect(stageSendsEmail(code), code).toBe(true);
    for (const code of ['paid', 'label_printed', 'printed', 'consolidated', 'packing', 'new'])
      expect(stageSendsEmail(code), code).toBe(false);
    expect(stageEmail('packing', input)).toBeNull();
  });

  it('says the order is being made at processing, with a link to the order', () => {
    const email = stageEmail('processing', input);
    expect(email?.kind).toBe('order-stage');
    expect(email?.message.subject).toBe('Your order #42 is being made');
    expect(email?.message.blocks).toContainEqual({
      kind: 'action',
      text: 'See your order',
      url: input.orderUrl,
    });
  });

  it('says a complete order is on its way, with each tracking code and its tracking link', () => {
    const email = stageEmail('complete', { ...input, trackingCodes: ['RM1GB', 'RM2 GB'] });
    expect(email?.kind).toBe('order-shipped');
    expect(email?.message.subject).toBe('Your order #42 is on its way');
    expect(email?.message.blocks).toContainEqual({
      kind: 'list',
      items: ['Tracking code: RM1GB', 'Tracking code: RM2 GB'],
    });
    expect(email?.message.blocks).toContainEqual({
      kind: 'action',
      text: 'Track parcel RM2 GB',
      url: 'https://www.royalmail.com/track-your-item#/tracking-results/RM2%20GB',
    });
    expect(trackingUrl('A/B')).toBe('https://www.royalmail.com/track-your-item#/tracking-results/A%2FB');
  });

  it('ships without tracking codes with no tracking block', () => {
    const email = stageEmail('complete', input);
    expect(email?.message.blocks.some((block) => block.kind === 'list')).toBe(false);
  });

  it('has a subject with the order number for every stage that emails, each a stage some flow reaches', () => {
    for (const [code, stage] of Object.entries(STAGE_EMAILS)) {
      expect(stage?.subject(7)).toContain('#7');
      const reached = [NORMAL_FLOW, PAPER_FLOW].some((flow) =>
        Object.values(flow.transitions).some((targets) => (targets as readonly string[]).includes(code)),
      );
      expect(reached || code.startsWith('bespoke_'), code).toBe(true);
    }
  });
});

describe('operator order schemas', () => {
  it('reads empty form fields as not given and defaults the page to 1', () => {
    expect(staffOrdersQuerySchema.parse({ q: '  ', status: '', store: '', page: '' })).toEqual({
      q: '',
      page: 1,
    });
    expect(
      staffOrdersQuerySchema.parse({ store: '3', priority: '0', page: '2', from: '2024-02-29' }),
    ).toMatchObject({ store: 3, priority: 0, page: 2, from: '2024-02-29' });
  });

  it('refuses impossible dates and a start after the end', () => {
    for (const from of ['2026-02-30', '2026-13-01', '26-01-01', 'yesterday']) {
      const result = staffOrdersQuerySchema.safeParse({ from });
      expect(
        result.error?.issues.map((issue) => issue.message),
        from,
      ).toEqual([STAFF_ORDER_MESSAGES.badDate]);
    }
    const reversed = staffOrdersQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' });
    expect(reversed.error?.issues[0]?.message).toBe(STAFF_ORDER_MESSAGES.dateOrder);
  });

  it('moves to a known status only, and bulk moves 1 to 100 orders', () => {
    expect(staffMoveSchema.parse({ to: 'processing', expected: '' })).toEqual({ to: 'processing' });
    expect(staffMoveSchema.safeParse({ to: 'shipped' }).error?.issues[0]?.message).toBe(
      STAFF_ORDER_MESSAGES.chooseStatus,
    );
    expect(bulkMoveSchema.parse({ ids: ['1', 2], to: 'issue' })).toEqual({ ids: [1, 2], to: 'issue' });
    expect(bulkMoveSchema.safeParse({ ids: ['x'], to: 'issue' }).error?.issues[0]?.message).toBe(
      STAFF_ORDER_MESSAGES.badOrder,
    );
    expect(bulkMoveSchema.safeParse({ to: 'issue' }).error?.issues[0]?.message).toBe(
      STAFF_ORDER_MESSAGES.chooseOrders,
    );
  });

  it('escapes LIKE wildcards in a search prefix', () => {
    expect(likePrefix('a_b%c\\')).toBe('a\\_b\\%c\\\\%');
  });

  it('counts the active quantity as ordered less returned less cancelled, never below zero', () => {
    expect(activeQuantity({ quantity: 5, returnedQuantity: 1, cancelledQuantity: 2 })).toBe(2);
    expect(activeQuantity({ quantity: 1, returnedQuantity: 1, cancelledQuantity: 1 })).toBe(0);
  });
});
