import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockupUploadMove } from '../../core/bespoke';
import { isPaperType } from '../../core/design/product';
import { flowFor } from '../../core/orders';
import { products } from '../catalog/tables';
import type { DatabaseHandle } from '../db';
import { openTestDatabase } from '../db/testing';
import { orderItems, orderStatuses, orders, statusHistory } from '../orders';
import { seedDemo } from '../seed';
import { loadStore } from '../stores/directory';
import { visitorContext } from '../testing/fixtures';
import { BESPOKE_DEMO_EMAIL, PAPER_DEMO_EMAIL } from './seed';
import { mockupApprovals } from './tables';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$ZxTquE0EsYM2ykF34JPiE7nKu3dUlX+RgfmsXJ3ZGWc';

describe('the demo bespoke and paper orders', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await seedDemo(database.db, { media: null, passwordHash: HASH });
  });
  afterAll(async () => {
    await database.close();
  });

  async function orderFor(email: string) {
    const [order] = await database.db
      .select({ order: orders, code: orderStatuses.code })
      .from(orders)
      .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
      .where(eq(orders.email, email));
    if (!order) throw new Error(`no demo order for ${email}`);
    const store = await loadStore(database.db, { id: order.order.divisionId });
    if (!store) throw new Error('no store');
    const history = await statusHistory(visitorContext(database.db, store), order.order.id);
    const items = await database.db
      .select({ type: products.type, quantity: orderItems.quantity })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, order.order.id));
    return {
      ...order,
      history,
      items,
      flow: flowFor({ history, fulfillmentFactory: order.order.fulfillmentFactory }),
    };
  }

  it('has a paid bespoke order waiting for its mockup', async () => {
    const { order, code, flow, items } = await orderFor(BESPOKE_DEMO_EMAIL);
    expect(code).toBe('bespoke_paid');
    expect(flow.name).toBe('bespoke');
    expect(mockupUploadMove(code)).toBe('bespoke_production');
    expect(order.paidAt).toBeInstanceOf(Date);
    expect(order.total).toBeGreaterThan(0);
    expect(items.length).toBeGreaterThan(0);
    expect(
      await database.db.select().from(mockupApprovals).where(eq(mockupApprovals.orderId, order.id)),
    ).toEqual([]);
  });

  it('has a paid order of paper goods at newport, in the paper flow', async () => {
    const { order, code, flow, items } = await orderFor(PAPER_DEMO_EMAIL);
    expect(code).toBe('paid');
    expect(order.fulfillmentFactory).toBe('newport');
    expect(flow.name).toBe('paper');
    expect(items.length).toBe(2);
    expect(items.every((item) => isPaperType(item.type))).toBe(true);
  });
});
