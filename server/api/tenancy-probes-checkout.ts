import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { addItemToBasket } from '../../domain/basket';
import { productOptions, productVariants } from '../../domain/catalog';
import { placeOrder } from '../../domain/checkout';
import { checkoutForm } from '../../domain/checkout/testing';
import type { DatabaseHandle } from '../../domain/db';
import { seedDemoCoupons } from '../../domain/marketing';
import { orders } from '../../domain/orders';
import { PaymentGateway } from '../../domain/payments';
import { seedShippingMethods } from '../../domain/shipping';
import { loadStore } from '../../domain/stores';
import { createTestProduct } from '../../domain/testing/fixtures';
import type { ApiClient } from '../testing';

/**
 * Tests only: tenancy probes for the checkout routes, in the shape of the `probes` map of
 * server/api/tenancy.test.ts (merge them into it). Call prepareCheckoutProbes(database, ids) in its
 * beforeAll once the two stores exist: it gives store A a product, shipping, coupons, a visitor's basket and
 * a paid order for the probes to aim at from store B's host.
 */
interface Probe {
  attack(client: ApiClient, ids: { a: number; b: number }): Promise<LightMyRequestResponse>;
  verify(
    response: LightMyRequestResponse,
    database: DatabaseHandle,
    ids: { a: number; b: number },
  ): Promise<void>;
}

const API = '/omnis/v3';
const B = 'tenant-b.localhost';
const A_VISITOR = 'probeVisitorOfStoreA00';

/** Store A's data the probes aim at. */
const target = { orderHash: '', orders: 0 };

const ordersOf = (database: DatabaseHandle, divisionId: number) =>
  database.db.select().from(orders).where(eq(orders.divisionId, divisionId));

export async function prepareCheckoutProbes(
  database: DatabaseHandle,
  ids: { a: number; b: number },
): Promise<void> {
  const store = await loadStore(database.db, { id: ids.a });
  if (!store) throw new Error('store A is missing');
  const product = await createTestProduct(database.db, ids.a, {
    urlName: 'a-probe-tee',
    name: 'A probe tee',
  });
  const [option] = await database.db
    .select()
    .from(productOptions)
    .where(eq(productOptions.productId, product.id));
  await database.db.insert(productVariants).values({
    uuid: randomUUID(),
    divisionId: ids.a,
    productId: product.id,
    optionId: option?.id ?? 0,
    size: 'M',
    sku: 'A-PROBE-TEE-M',
  });
  for (const id of [ids.a, ids.b]) await seedShippingMethods(database.db, id);
  await seedDemoCoupons(database.db, ids.a);
  const ctx = { db: database.db, store, actor: { kind: 'visitor' as const, sessionId: A_VISITOR } };
  await addItemToBasket(ctx, {
    item: { productUrl: 'a-probe-tee', productColor: 'White', productSize: 'M' },
  });
  const paid = await placeOrder(ctx, checkoutForm(2899), {
    payments: new PaymentGateway({ stripe: null }),
    origin: 'http://tenant-a.localhost',
  });
  target.orderHash = paid.orderHash;
  // A's visitor fills the basket again, for the probes that try to order it from B's host.
  await addItemToBasket(ctx, {
    item: { productUrl: 'a-probe-tee', productColor: 'White', productSize: 'M' },
  });
  target.orders = (await ordersOf(database, ids.a)).length;
}

const asAVisitor = { cookie: `pf_visitor=${A_VISITOR}` };

export const checkoutProbes: Record<string, Probe> = {
  'POST /checkout/quote/': {
    attack: (client) => client.send('POST', `${API}/checkout/quote/`, B, { country: 'GB' }, asAVisitor),
    async verify(response) {
      expect(response.statusCode).toBe(200);
      expect(response.json().lines).toEqual([]);
      expect(response.body).not.toContain('A probe tee');
    },
  },
  'POST /checkout/coupon/': {
    // Store A has the demo coupons; store B has none.
    attack: (client) =>
      client.send(
        'POST',
        `${API}/checkout/coupon/`,
        B,
        { couponCode: 'WELCOME10', country: 'GB' },
        asAVisitor,
      ),
    async verify(response) {
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('This coupon code is not valid');
    },
  },
  'POST /checkout/place-order/': {
    attack: (client) =>
      client.send('POST', `${API}/checkout/place-order/`, B, checkoutForm(2899), asAVisitor),
    async verify(response, database, ids) {
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('Your basket is empty');
      expect(await ordersOf(database, ids.a)).toHaveLength(target.orders);
      expect(await ordersOf(database, ids.b)).toHaveLength(0);
    },
  },
  'GET /checkout/receipt/:hash/': {
    attack: (client) => client.get(`${API}/checkout/receipt/${target.orderHash}/`, B),
    async verify(response) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('A probe tee');
    },
  },
  'POST /checkout/stripe/webhook/': {
    attack: (client) => {
      const event = JSON.stringify({
        type: 'payment_intent.succeeded',
        data: { object: { id: 'pi_probe', metadata: { divisionId: '0', orderUuid: 'x' } } },
      });
      return client.send('POST', `${API}/checkout/stripe/webhook/`, B, event, {
        'content-type': 'application/json',
        'stripe-signature': 't=1,v1=forged',
      });
    },
    async verify(response, database, ids) {
      // Stripe is not configured in the tenancy test server: nothing listens, nothing changes.
      expect(response.statusCode).toBe(404);
      const paid = await database.db
        .select()
        .from(orders)
        .where(and(eq(orders.divisionId, ids.a), eq(orders.hash, target.orderHash)));
      expect(paid).toHaveLength(1);
    },
  },
};
