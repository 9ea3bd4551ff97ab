import { isNotNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { refunds, returnReceipts } from '../../domain/aftercare';
import type { DatabaseHandle } from '../../domain/db';
import { orders } from '../../domain/orders';
import type { ApiClient } from '../testing';

/**
 * Tests only: tenancy probes for the atlas after-care routes, in the shape of the `probes` map of
 * server/api/tenancy.test.ts. Atlas is the platform host's alone: from a store's host every route is the
 * plain 404, and nothing is refunded, received or made.
 */
interface Probe {
  attack(client: ApiClient, ids: { a: number; b: number }): Promise<LightMyRequestResponse>;
  verify(response: LightMyRequestResponse, database: DatabaseHandle): Promise<void>;
}

const API = '/omnis/v3';
const B = 'tenant-b.localhost';

async function nothingWritten(response: LightMyRequestResponse, database: DatabaseHandle) {
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ message: '404 Not found' });
  expect(await database.db.select().from(refunds)).toEqual([]);
  expect(await database.db.select().from(returnReceipts)).toEqual([]);
}

const post = (path: string, body: unknown) => (client: ApiClient) =>
  client.send('POST', `${API}${path}`, B, body);

export const aftercareProbes: Record<string, Probe> = {
  'GET /atlas/returns/': {
    attack: (client) => client.get(`${API}/atlas/returns/?status=all`, B),
    verify: nothingWritten,
  },
  'GET /atlas/orders/:order/aftercare/': {
    attack: (client) => client.get(`${API}/atlas/orders/1/aftercare/`, B),
    verify: nothingWritten,
  },
  'POST /atlas/orders/:order/returns/receive/': {
    attack: post('/atlas/orders/1/returns/receive/', { returnId: 1, remill: true }),
    verify: nothingWritten,
  },
  'POST /atlas/orders/:order/refunds/': {
    attack: post('/atlas/orders/1/refunds/', { requestKey: 'tenancy-probe', shipping: true }),
    verify: nothingWritten,
  },
  'POST /atlas/orders/:order/exchanges/': {
    attack: post('/atlas/orders/1/exchanges/', {
      requestKey: 'tenancy-probe',
      itemId: 1,
      quantity: 1,
      variantId: 1,
    }),
    async verify(response, database) {
      await nothingWritten(response, database);
      const children = await database.db
        .select({ id: orders.id })
        .from(orders)
        .where(isNotNull(orders.parentOrderId));
      expect(children).toEqual([]);
    },
  },
  'POST /atlas/orders/:order/reprints/': {
    attack: post('/atlas/orders/1/reprints/', { requestKey: 'tenancy-probe', reasonId: 1, items: [] }),
    verify: nothingWritten,
  },
  'GET /atlas/test-processor/refunds/': {
    attack: (client) => client.get(`${API}/atlas/test-processor/refunds/?order=1`, B),
    verify: nothingWritten,
  },
};
