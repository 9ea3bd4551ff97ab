import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mockupApprovals } from '../../domain/bespoke';
import type { DatabaseHandle } from '../../domain/db';
import { orderStatusLogs, orders } from '../../domain/orders';
import { createTestOrder } from '../../domain/orders/testing';
import { API_PREFIX } from '.';
import { HOST_B as B, type Probe, type TenancyIds } from './tenancy-probe';

/**
 * Tests only: the atlas order and bespoke routes, and the shopper's mockup routes. The atlas routes are the
 * operator's, on the platform host only: from a store's host they answer 404 and move nothing. The shopper's
 * mockup of store A's order, asked for by its hash from store B's host, is not found and stays unanswered.
 */
const A_ORDER_HASH = 'probe-bespoke-order-hash-of-store-a';
let aOrderId = 0;

export async function prepareOperatorProbes(database: DatabaseHandle, ids: TenancyIds): Promise<void> {
  const order = await createTestOrder(database.db, ids.a, {
    history: [{ status: 'quote' }, { status: 'bespoke_paid' }, { status: 'bespoke_production' }],
  });
  aOrderId = order.id;
  await database.db.update(orders).set({ hash: A_ORDER_HASH }).where(eq(orders.id, order.id));
  await database.db.insert(mockupApprovals).values({
    divisionId: ids.a,
    orderId: order.id,
    image: '/media/mockups/probe.webp',
    width: 10,
    height: 10,
  });
}

const logCount = async (database: DatabaseHandle) =>
  (await database.db.select().from(orderStatusLogs).where(eq(orderStatusLogs.orderId, aOrderId))).length;

const offPlatform = (attack: Probe['attack']): Probe => ({
  attack,
  async verify(response, database) {
    expect(response.statusCode).toBe(404);
    expect(await logCount(database)).toBe(3);
  },
});

const mockupUnanswered = async (database: DatabaseHandle) => {
  const [mockup] = await database.db
    .select()
    .from(mockupApprovals)
    .where(eq(mockupApprovals.orderId, aOrderId));
  expect(mockup?.state).toBe('pending');
  expect(mockup?.answeredAt).toBeNull();
};

export const operatorProbes: Record<string, Probe> = {
  'GET /atlas/orders/': offPlatform((client) => client.get(`${API_PREFIX}/atlas/orders/`, B)),
  'GET /atlas/orders/:id/': offPlatform((client) => client.get(`${API_PREFIX}/atlas/orders/${aOrderId}/`, B)),
  'POST /atlas/orders/:id/move/': offPlatform((client) =>
    client.send('POST', `${API_PREFIX}/atlas/orders/${aOrderId}/move/`, B, {
      to: 'bespoke_documents_printed',
      expected: 'bespoke_production',
    }),
  ),
  'POST /atlas/orders/bulk-move/': offPlatform((client) =>
    client.send('POST', `${API_PREFIX}/atlas/orders/bulk-move/`, B, {
      ids: [aOrderId],
      to: 'bespoke_documents_printed',
    }),
  ),
  'GET /atlas/bespoke/orders/:order/mockups/': offPlatform((client) =>
    client.get(`${API_PREFIX}/atlas/bespoke/orders/${aOrderId}/mockups/`, B),
  ),
  'POST /atlas/bespoke/orders/:order/mockups/': {
    attack: (client) => client.send('POST', `${API_PREFIX}/atlas/bespoke/orders/${aOrderId}/mockups/`, B, {}),
    async verify(response, database) {
      expect(response.statusCode).toBe(404);
      expect(
        await database.db.select().from(mockupApprovals).where(eq(mockupApprovals.orderId, aOrderId)),
      ).toHaveLength(1);
    },
  },
  'POST /atlas/bespoke/orders/:order/move/': offPlatform((client) =>
    client.send('POST', `${API_PREFIX}/atlas/bespoke/orders/${aOrderId}/move/`, B, {
      to: 'bespoke_documents_printed',
      expected: 'bespoke_production',
    }),
  ),
  'GET /mockups/:orderHash/': {
    attack: (client) => client.get(`${API_PREFIX}/mockups/${A_ORDER_HASH}/`, B),
    async verify(response, database) {
      expect(response.statusCode).toBe(404);
      await mockupUnanswered(database);
    },
  },
  'POST /mockups/:orderHash/answer/': {
    attack: (client) =>
      client.send('POST', `${API_PREFIX}/mockups/${A_ORDER_HASH}/answer/`, B, { answer: 'approve' }),
    async verify(response, database) {
      expect(response.statusCode).toBe(404);
      await mockupUnanswered(database);
      expect(await logCount(database)).toBe(3);
    },
  },
};
