import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { login } from '../accounts';
import { createTestCustomer, customerContext, TEST_PASSWORD, testClient } from '../accounts/testing';
import { listBasketItems } from '../basket';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { orders } from '../orders';
import { PaymentGateway, TestPaymentProvider } from '../payments';
import { loadCheckoutLines, placeOrder, quoteCheckout } from '.';
import { checkoutForm, createCheckoutStore, fillBasket, shopperContext } from './testing';

const ORIGIN = 'http://signedin.localhost';
const GB = { country: 'GB', shippingMethod: null, couponCode: '' };

describe.each(testEngines)('checkout for a signed-in customer on %s', (engine) => {
  let database: DatabaseHandle;
  let shop: Awaited<ReturnType<typeof createCheckoutStore>>;
  let payments: PaymentGateway;

  const place = (ctx: ServiceContext, total: number, email: string) =>
    placeOrder(ctx, checkoutForm(total, { email }), { payments, origin: ORIGIN });

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    shop = await createCheckoutStore(database.db, 'signedin');
  });
  beforeEach(() => {
    payments = new PaymentGateway({ stripe: null }, new TestPaymentProvider());
  });
  afterAll(async () => {
    await database.close();
  });

  it('prices and places the basket the customer filled while signed in', async () => {
    const customer = await createTestCustomer(database.db);
    const ctx = customerContext(database.db, shop.store, customer);
    await fillBasket(ctx, [{ productUrl: 'signedin-tee', colour: 'Navy', quantity: 2 }]);
    expect(await listBasketItems(ctx)).toHaveLength(1);

    const quote = await quoteCheckout(ctx, GB, { currency: 'GBP' });
    expect(quote.lines.map((line) => [line.name, line.quantity])).toEqual([['Summit Tee', 2]]);

    const result = await place(ctx, quote.summary.total, customer.email);
    expect(result.status).toBe('paid');
    const [order] = await database.db.select().from(orders).where(eq(orders.hash, result.orderHash));
    expect(order?.customerId).toBe(customer.id);
    expect(await listBasketItems(ctx)).toEqual([]);
    expect((await loadCheckoutLines(ctx)).lines).toEqual([]);
  });

  it('checks out the guest basket that joined the account at login', async () => {
    const customer = await createTestCustomer(database.db);
    const visitor = shopperContext(database.db, shop.store);
    await fillBasket(visitor, [{ productUrl: 'signedin-kids', colour: 'Red', size: 'L' }]);
    const signedIn = await login(
      visitor,
      { email: customer.email, password: TEST_PASSWORD },
      { client: testClient },
    );
    expect(signedIn.session).toBeTruthy();
    const ctx: ServiceContext = {
      ...visitor,
      actor: {
        kind: 'customer',
        customerId: customer.id,
        sessionId: visitor.actor.kind === 'visitor' ? (visitor.actor.sessionId ?? '') : '',
        internal: false,
      },
    };
    const quote = await quoteCheckout(ctx, GB, { currency: 'GBP' });
    expect(quote.lines.map((line) => [line.name, line.options.Size])).toEqual([['Kids Tee', 'L']]);
    expect((await place(ctx, quote.summary.total, customer.email)).status).toBe('paid');
    expect(await listBasketItems(ctx)).toEqual([]);
  });

  it("never reads another customer's basket, nor the browser's visitor basket once signed in", async () => {
    const owner = await createTestCustomer(database.db);
    const someoneElse = await createTestCustomer(database.db);
    await fillBasket(customerContext(database.db, shop.store, owner), [
      { productUrl: 'signedin-tee', colour: 'Navy' },
    ]);
    const other = customerContext(database.db, shop.store, someoneElse);
    expect((await quoteCheckout(other, GB, { currency: 'GBP' })).lines).toEqual([]);
  });
});
