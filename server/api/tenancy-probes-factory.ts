import { expect } from 'vitest';
import { factoryLabels, labelPretreatLogs } from '../../domain/factory';
import { API_PREFIX } from '.';
import { HOST_B as B, type Probe } from './tenancy-probe';

/**
 * Tests only: the atlas factory routes from a store's host. They are the operator's, on the platform host
 * only: from any store's host they answer 404 and write nothing (no labels, no logs).
 */
const nothingWritten = async (database: Parameters<Probe['verify']>[1]) => {
  expect(await database.db.select().from(factoryLabels)).toEqual([]);
  expect(await database.db.select().from(labelPretreatLogs)).toEqual([]);
};

const offPlatform = (attack: Probe['attack']): Probe => ({
  attack,
  async verify(response, database) {
    expect(response.statusCode).toBe(404);
    await nothingWritten(database);
  },
});

export const factoryProbes: Record<string, Probe> = {
  'GET /atlas/factory/queue/': offPlatform((client) => client.get(`${API_PREFIX}/atlas/factory/queue/`, B)),
  'GET /atlas/orders/:order/labels/': offPlatform((client) =>
    client.get(`${API_PREFIX}/atlas/orders/1/labels/`, B),
  ),
  'POST /atlas/factory/labels/print/': offPlatform((client) =>
    client.send('POST', `${API_PREFIX}/atlas/factory/labels/print/`, B, { orderIds: [1] }),
  ),
  'POST /atlas/factory/scan/': offPlatform((client) =>
    client.send('POST', `${API_PREFIX}/atlas/factory/scan/`, B, { code: 'L00000001' }),
  ),
  'POST /atlas/factory/pretreat/': offPlatform((client) =>
    client.send('POST', `${API_PREFIX}/atlas/factory/pretreat/`, B, { code: 'L00000001' }),
  ),
  'POST /atlas/factory/labels/:label/cancel/': offPlatform((client) =>
    client.send('POST', `${API_PREFIX}/atlas/factory/labels/1/cancel/`, B, { reason: 'probe' }),
  ),
  'POST /atlas/factory/ship/': offPlatform((client) =>
    client.send('POST', `${API_PREFIX}/atlas/factory/ship/`, B, {
      order: '1',
      trackingCode: 'RM123456789GB',
    }),
  ),
};
