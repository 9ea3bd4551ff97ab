import { expect } from 'vitest';
import type { DatabaseHandle } from '../../domain/db';
import { createTestProduct } from '../../domain/testing/fixtures';
import { HOST_B as B, type Probe, type TenancyIds } from './tenancy-probe';

/**
 * Tests only: tenancy probes for the catalogue fetch routes (models, products, base product), in the shape
 * of the `probes` map of server/api/tenancy.test.ts. prepareCatalogueFetchProbes gives store A a product
 * and a base product for them to aim at from store B's host.
 */
const API = '/omnis/v3';
const A_PRODUCT = 'A fetch probe product';
const A_BASE_SKU = 'A-FETCH-PROBE-BASE';

const target = { productId: 0 };

export async function prepareCatalogueFetchProbes(database: DatabaseHandle, ids: TenancyIds): Promise<void> {
  const base = await createTestProduct(database.db, ids.a, {
    name: 'A fetch probe blank',
    sku: A_BASE_SKU,
    isBaseProduct: true,
  });
  target.productId = (
    await createTestProduct(database.db, ids.a, {
      name: A_PRODUCT,
      baseProductId: base.id,
      baseSku: A_BASE_SKU,
    })
  ).id;
}

export const catalogueFetchProbes: Record<string, Probe> = {
  'POST /models/fetch/': {
    attack: (client) =>
      client.send('POST', `${API}/models/fetch/`, B, {
        type: 'product',
        ids: [target.productId],
        relations: ['options'],
      }),
    async verify(response) {
      expect([response.statusCode, response.json()]).toEqual([200, []]);
    },
  },
  'POST /products/fetch/': {
    attack: (client) => client.send('POST', `${API}/products/fetch/`, B, { product_ids: [target.productId] }),
    async verify(response) {
      expect([response.statusCode, response.json()]).toEqual([200, []]);
      expect(response.body).not.toContain(A_PRODUCT);
    },
  },
  'GET /products/fetch-base-product/': {
    attack: (client) => client.get(`${API}/products/fetch-base-product/?sku=${A_BASE_SKU}`, B),
    async verify(response) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(A_BASE_SKU);
    },
  },
};
