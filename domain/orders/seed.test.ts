import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db';
import { openTestDatabase } from '../db/testing';
import { seedDemo } from '../seed';
import { loadStore } from '../stores/directory';
import { divisions } from '../stores/tables';
import { visitorContext } from '../testing/fixtures';
import { loadInvoice, loadOrderHistory, loadQuote } from '.';
import { orderHistoryLinks } from './tables';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$ZxTquE0EsYM2ykF34JPiE7nKu3dUlX+RgfmsXJ3ZGWc';

describe('the demo orders', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await seedDemo(database.db, { media: null, passwordHash: HASH });
  });
  afterAll(async () => {
    await database.close();
  });

  it('give the demo shopper an order for each thing a shopper can do', async () => {
    const [division] = await database.db.select().from(divisions).where(eq(divisions.subdomain, 'demo'));
    const store = await loadStore(database.db, { id: division?.id ?? 0 });
    if (!store) throw new Error('no demo store');
    const ctx = visitorContext(database.db, store);
    const [link] = await database.db
      .select()
      .from(orderHistoryLinks)
      .where(eq(orderHistoryLinks.divisionId, store.id));
    const history = await loadOrderHistory(ctx, link?.hash ?? '');
    expect(
      history.orders.map((order) => [order.status.code, order.canReturn, order.canEdit, order.isQuote]),
    ).toEqual([
      ['paid', false, true, false],
      ['processing', false, false, false],
      ['bespoke_requested_terms', false, false, true],
      ['complete', true, false, false],
    ]);
    const invoice = await loadInvoice(ctx, history.orders[3]?.hash ?? '');
    expect(invoice.seller.vatNumber).toBe('GB 123 4567 89');
    expect(invoice.lines).toHaveLength(2);
    expect((await loadQuote(ctx, history.orders[2]?.hash ?? '')).state).toBe('ready');
  });
});
