import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../domain/accounts';
import { checkoutForm, createCheckoutStore } from '../../domain/checkout/testing';
import type { DatabaseHandle } from '../../domain/db';
import { openTestDatabase, testEngines } from '../../domain/db/testing';
import { orderItems, orders, paymentAttempts } from '../../domain/orders';
import { PaymentGateway, StripePaymentProvider, TestPaymentProvider } from '../../domain/payments';
import { type FakeStripe, startFakeStripe } from '../../domain/payments/testing';
import { type ApiClient, apiClient } from '../testing';
import { STRIPE_WEBHOOK_PATH } from './checkout';
import { buildCheckoutTestServer, visitorWithBasket } from './checkout.testing';

const API = '/omnis/v3';
const A = 'api-shop.localhost';
const B = 'api-other.localhost';

describe.each(testEngines)('the checkout API on %s', (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let client: ApiClient;
  let shop: Awaited<ReturnType<typeof createCheckoutStore>>;
  let provider: TestPaymentProvider;

  const written = async () => ({
    orders: (await database.db.select().from(orders)).length,
    items: (await database.db.select().from(orderItems)).length,
    attempts: (await database.db.select().from(paymentAttempts)).length,
    emails: (await database.db.select().from(outboxEmails)).length,
  });
  const basket = () =>
    visitorWithBasket(database, shop.store, [{ productUrl: 'api-shop-tee', colour: 'Navy' }]);

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    shop = await createCheckoutStore(database.db, 'api-shop');
    await createCheckoutStore(database.db, 'api-other');
    provider = new TestPaymentProvider();
    app = await buildCheckoutTestServer(database, new PaymentGateway({ stripe: null }, provider));
    client = await apiClient(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  describe('POST /checkout/quote/', () => {
    it('prices the basket for the country, in the shopper’s currency', async () => {
      const { headers } = await basket();
      const response = await client.send('POST', `${API}/checkout/quote/`, A, { country: 'gb' }, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toMatchObject({
        currency: 'GBP',
        country: 'GB',
        shippingMethod: 'standard',
        lines: [{ name: 'Summit Tee', quantity: 1, unitPrice: 2500 }],
        summary: { subtotal: 2500, shipping: 399, total: 2899 },
      });
      const euros = await client.send(
        'POST',
        `${API}/checkout/quote/`,
        A,
        { country: 'DE', shippingMethod: 'express', currency: 'EUR' },
        headers,
      );
      expect(euros.json()).toMatchObject({ currency: 'EUR', summary: { shipping: 1299, total: 3799 } });
      const cookieCurrency = await client.send(
        'POST',
        `${API}/checkout/quote/`,
        A,
        { country: 'GB' },
        {
          cookie: `${headers.cookie}; currency=USD`,
        },
      );
      expect(cookieCurrency.json()).toMatchObject({ currency: 'USD', summary: { total: 5798 } });
    });

    it.each([
      [{ country: 'XX' }, 'Please choose a country from the list'],
      [{}, 'Please choose a country'],
      [{ country: 'GB', currency: 'JPY' }, 'This currency is not available in this store'],
    ])('refuses %o with 422 and writes nothing', async (body, message) => {
      const { headers } = await basket();
      const before = await written();
      const response = await client.send('POST', `${API}/checkout/quote/`, A, body, headers);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(message);
      expect(await written()).toEqual(before);
    });

    it("does not show one store's basket on another store's host", async () => {
      const { headers } = await basket();
      const response = await client.send('POST', `${API}/checkout/quote/`, B, { country: 'GB' }, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ lines: [], summary: { subtotal: 0 } });
    });
  });

  describe('POST /checkout/coupon/', () => {
    it('applies a coupon', async () => {
      const { headers } = await basket();
      const response = await client.send(
        'POST',
        `${API}/checkout/coupon/`,
        A,
        { couponCode: 'welcome10' },
        headers,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().summary).toMatchObject({
        discount: 250,
        coupon: { code: 'WELCOME10' },
        total: 2649,
      });
    });

    it.each([
      ['', 'Please enter a coupon code'],
      ['NOPE', 'This coupon code is not valid'],
      ['SUMMER24', 'This coupon code has expired'],
    ])('refuses %j with its exact reason and writes nothing', async (couponCode, message) => {
      const { headers } = await basket();
      const before = await written();
      const response = await client.send('POST', `${API}/checkout/coupon/`, A, { couponCode }, headers);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message, errors: { couponCode: [message] } });
      expect(await written()).toEqual(before);
    });
  });

  describe('POST /checkout/place-order/', () => {
    it('places and pays for the order once, however often it is sent', async () => {
      const { headers } = await basket();
      const body = checkoutForm(2899);
      const response = await client.send('POST', `${API}/checkout/place-order/`, A, body, headers);
      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(answer).toMatchObject({ status: 'paid', receiptUrl: `/receipt/${answer.orderHash}` });
      const again = await client.send('POST', `${API}/checkout/place-order/`, A, body, headers);
      expect(again.json()).toEqual(answer);
      const [order] = await database.db.select().from(orders).where(eq(orders.hash, answer.orderHash));
      expect(order).toMatchObject({ divisionId: shop.store.id, total: 2899 });
      expect(provider.successfulCharges().filter((charge) => charge.amount === 2899).length).toBeGreaterThan(
        0,
      );

      const receipt = await client.get(`${API}/checkout/receipt/${answer.orderHash}/`, A);
      expect(receipt.statusCode).toBe(200);
      expect(receipt.json()).toMatchObject({ number: order?.id, status: { code: 'paid' }, total: 2899 });
      expect((await client.get(`${API}/checkout/receipt/${answer.orderHash}/`, B)).statusCode).toBe(404);
    });

    it('answers a declined card with 422 and the reason, keeping the failed attempt', async () => {
      const { headers } = await basket();
      const before = await written();
      const response = await client.send(
        'POST',
        `${API}/checkout/place-order/`,
        A,
        checkoutForm(2899, { card: '4000 0000 0000 0002' }),
        headers,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Your card was declined.',
        errors: { payment: ['Your card was declined.'] },
      });
      const after = await written();
      expect(after.attempts - before.attempts).toBe(1);
      expect(after.emails).toBe(before.emails);
    });

    it.each([
      [{ postcode: 'NOT A CODE' }, 'Please enter a valid postcode'],
      [
        { expectedTotal: '100' },
        'The prices in your basket have changed. Please check your order and pay again.',
      ],
      [{ currency: 'JPY' }, 'This currency is not available in this store'],
      [{ paymentToken: '' }, 'Please enter your card details'],
    ])('refuses %o with 422 and writes nothing', async (change, message) => {
      const { headers } = await basket();
      const before = await written();
      const response = await client.send(
        'POST',
        `${API}/checkout/place-order/`,
        A,
        { ...checkoutForm(2899), ...change },
        headers,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(message);
      expect(await written()).toEqual(before);
    });

    it("cannot order one store's basket from another store's host", async () => {
      const { headers } = await basket();
      const before = await written();
      const response = await client.send(
        'POST',
        `${API}/checkout/place-order/`,
        B,
        checkoutForm(2899),
        headers,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('Your basket is empty');
      expect(await written()).toEqual(before);
    });

    it('needs the XSRF header', async () => {
      const response = await app.inject({
        method: 'POST',
        url: `${API}/checkout/place-order/`,
        headers: { host: A, 'content-type': 'application/json' },
        payload: JSON.stringify(checkoutForm(2899)),
      });
      expect(response.statusCode).toBe(419);
    });
  });

  it('has no Stripe webhook when Stripe is not configured', async () => {
    const response = await client.send('POST', `${API}${STRIPE_WEBHOOK_PATH}`, A, { type: 'ping' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Stripe is not configured');
  });
});

describe.each(testEngines)('the Stripe webhook on %s', (engine) => {
  const SECRET = 'whsec_test_checkout';
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let client: ApiClient;
  let fake: FakeStripe;
  let shop: Awaited<ReturnType<typeof createCheckoutStore>>;

  const signed = (payload: string, secret = SECRET) => ({
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    'content-type': 'application/json',
  });

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    shop = await createCheckoutStore(database.db, 'api-shop');
    await createCheckoutStore(database.db, 'api-other');
    fake = await startFakeStripe();
    const stripe = new StripePaymentProvider({
      secretKey: fake.secretKey,
      publishableKey: 'pk_test_checkout',
      webhookSecret: SECRET,
      host: fake.host,
      port: fake.port,
      protocol: 'http',
    });
    app = await buildCheckoutTestServer(database, new PaymentGateway({ stripe: null }, stripe));
    client = await apiClient(app);
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
    await database.close();
  });

  it('pays an order whose bank authentication finished after the shopper left, once', async () => {
    const { headers } = await visitorWithBasket(database, shop.store, [
      { productUrl: 'api-shop-tee', colour: 'Navy' },
    ]);
    const pending = await client.send(
      'POST',
      `${API}/checkout/place-order/`,
      A,
      {
        ...checkoutForm(2899),
        paymentToken: 'pm_card_threeDSecureRequired',
        cardBrand: 'visa',
        cardLast4: '3184',
      },
      headers,
    );
    expect(pending.statusCode).toBe(202);
    expect(pending.json()).toMatchObject({
      status: 'requires_action',
      clientSecret: expect.stringMatching(/_secret_/),
    });
    const [order] = await database.db.select().from(orders).where(eq(orders.hash, pending.json().orderHash));
    const intent = [...fake.intents.values()].find((entry) => entry.metadata.orderUuid === order?.uuid);
    expect(intent).toMatchObject({ amount: 2899, currency: 'gbp', status: 'requires_action' });
    fake.authenticate(intent?.id ?? '', true);
    const event = JSON.stringify({
      id: 'evt_paid',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: fake.intents.get(intent?.id ?? '') },
    });

    const forged = await client.send(
      'POST',
      `${API}${STRIPE_WEBHOOK_PATH}`,
      A,
      event,
      signed(event, 'whsec_wrong'),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'The webhook signature does not match' });
    const elsewhere = await client.send('POST', `${API}${STRIPE_WEBHOOK_PATH}`, B, event, signed(event));
    expect(elsewhere.json()).toEqual({ received: true, applied: false });
    const [still] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.id, order?.id ?? 0));
    expect(still?.paidAt).toBeNull();

    const delivered = await app.inject({
      method: 'POST',
      url: `${API}${STRIPE_WEBHOOK_PATH}`,
      headers: { host: A, ...signed(event) },
      payload: event,
    });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toEqual({ received: true, applied: true });
    const [paid] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.id, order?.id ?? 0));
    expect(paid?.paidAt).not.toBeNull();
    expect(paid).toMatchObject({ paymentProvider: 'stripe', paymentTransaction: intent?.id });
    const repeat = await client.send('POST', `${API}${STRIPE_WEBHOOK_PATH}`, A, event, signed(event));
    expect(repeat.json()).toEqual({ received: true, applied: false });
  });

  it('answers a declined card with Stripe’s message', async () => {
    const { headers } = await visitorWithBasket(database, shop.store, [
      { productUrl: 'api-shop-tee', colour: 'Navy' },
    ]);
    const response = await client.send(
      'POST',
      `${API}/checkout/place-order/`,
      A,
      { ...checkoutForm(2899), paymentToken: 'pm_card_chargeDeclinedInsufficientFunds' },
      headers,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Your card has insufficient funds.');
  });
});
