import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outboxEmails } from '../../domain/accounts';
import {
  addFavourite,
  addItemToBasket,
  basketItems,
  createFavouritesRecovery,
  favourites,
} from '../../domain/basket';
import { createSellableProduct } from '../../domain/basket/testing';
import type { DatabaseHandle } from '../../domain/db';
import { loadStore } from '../../domain/stores';
import type { ApiClient } from '../testing';
import { HOST_B as B, type Probe, type TenancyIds } from './tenancy-probe';

/**
 * Tests only: tenancy probes for the basket and favourites routes, in the shape of the `probes` map of
 * server/api/tenancy.test.ts (merge them into it). Call prepareBasketProbes(database, ids) in its
 * beforeAll, after the two stores exist: it gives store A a product, and a visitor of store A (the browser
 * whose pf_visitor cookie the probes send) a basket line, a favourite and an emailed favourites link. The
 * probes then use that same browser on store B's host.
 */
const API = '/omnis/v3';
/** The one browser that shops in store A, then visits store B. */
const VISITOR = 'basketprobevisitor0001';
const A_PRODUCT = 'basket-probe-tee';
const target = { lineKey: '', favouriteKey: '', variantId: '', productUuid: '', recoveryToken: '' };

const asVisitor = { cookie: `pf_visitor=${VISITOR}` };
const post = (client: ApiClient, url: string, body: unknown) =>
  client.send('POST', `${API}${url}`, B, body, asVisitor);

export async function prepareBasketProbes(database: DatabaseHandle, ids: TenancyIds) {
  const store = await loadStore(database.db, { id: ids.a });
  if (!store) throw new Error('basket probes: store A not found');
  const ctx = { db: database.db, store, actor: { kind: 'visitor' as const, sessionId: VISITOR } };
  const tee = await createSellableProduct(database.db, ids.a, {
    urlName: A_PRODUCT,
    name: 'A basket probe tee',
  });
  target.variantId = tee.variant('White', 'M');
  target.productUuid = tee.product.uuid;
  const { items } = await addItemToBasket(ctx, { item: { variantId: target.variantId, quantity: 2 } });
  target.lineKey = items[0]?.key ?? '';
  const { favourites: kept } = await addFavourite(ctx, { productUrl: A_PRODUCT });
  target.favouriteKey = kept[0]?.key ?? '';
  target.recoveryToken = (await createFavouritesRecovery(ctx, 'probe.keeper@example.com')).token;
}

async function lineOfA(database: DatabaseHandle) {
  const [row] = await database.db.select().from(basketItems).where(eq(basketItems.key, target.lineKey));
  return row;
}

async function favouritesOf(database: DatabaseHandle, divisionId: number) {
  return database.db.select().from(favourites).where(eq(favourites.divisionId, divisionId));
}

export const basketProbes: Record<string, Probe> = {
  'POST /frontend/product/addItemToCart/': {
    attack: (client) =>
      post(client, '/frontend/product/addItemToCart/', { item: { variantId: target.variantId } }),
    async verify(response, database, ids) {
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('Oops... Looks like this product is no longer available');
      const lines = await database.db.select().from(basketItems).where(eq(basketItems.divisionId, ids.b));
      expect(lines).toHaveLength(0);
      expect((await lineOfA(database))?.quantity).toBe(2);
    },
  },
  'POST /frontend/product/bulkAddItemsToCart/': {
    attack: (client) =>
      post(client, '/frontend/product/bulkAddItemsToCart/', {
        items: [{ productId: target.productUuid, productColor: 'White', productSize: 'M' }],
      }),
    async verify(response, database, ids) {
      expect(response.statusCode).toBe(400);
      const lines = await database.db.select().from(basketItems).where(eq(basketItems.divisionId, ids.b));
      expect(lines).toHaveLength(0);
    },
  },
  'POST /basket/remove/': {
    attack: (client) => post(client, '/basket/remove/', { key: target.lineKey, name: 'main' }),
    async verify(response, database) {
      expect(response.statusCode).toBe(404);
      expect(await lineOfA(database)).toBeDefined();
    },
  },
  'POST /basket/update/': {
    attack: (client) => post(client, '/basket/update/', { key: target.lineKey, quantity: 99 }),
    async verify(response, database) {
      expect(response.statusCode).toBe(404);
      expect((await lineOfA(database))?.quantity).toBe(2);
    },
  },
  'GET /basket/:name/list/': {
    attack: (client) => client.get(`${API}/basket/main/list/`, B, asVisitor),
    async verify(response) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ items: [] });
      expect(response.body).not.toContain(target.lineKey);
    },
  },
  'GET /basket/favourites/list/': {
    attack: (client) => client.get(`${API}/basket/favourites/list/`, B, asVisitor),
    async verify(response) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ favourites: [] });
    },
  },
  'POST /basket/favourites/add/': {
    attack: (client) => post(client, '/basket/favourites/add/', { productId: target.productUuid }),
    async verify(response, database, ids) {
      expect(response.statusCode).toBe(422);
      expect(await favouritesOf(database, ids.b)).toHaveLength(0);
    },
  },
  'POST /basket/favourites/remove/': {
    attack: (client) => post(client, '/basket/favourites/remove/', { key: target.favouriteKey }),
    async verify(response, database, ids) {
      expect(response.statusCode).toBe(404);
      expect(await favouritesOf(database, ids.a)).toHaveLength(1);
    },
  },
  'POST /basket/favourites/recover/': {
    attack: (client) => post(client, '/basket/favourites/recover/', { br: target.recoveryToken }),
    async verify(response, database, ids) {
      expect(response.statusCode).toBe(422);
      expect(await favouritesOf(database, ids.b)).toHaveLength(0);
    },
  },
  'POST /basket/favourites/email-for-later': {
    attack: (client) =>
      post(client, '/basket/favourites/email-for-later', { email: 'probe.thief@example.com' }),
    async verify(response, database) {
      // The visitor has no favourites in store B: nothing of store A's is sent.
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('Add something to your favourites first');
      const sent = await database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, 'probe.thief@example.com'));
      expect(sent).toHaveLength(0);
    },
  },
};
