import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listOutbox, outboxEmails } from '../accounts';
import { basketItems, listBasketItems } from '../basket';
import { products, productVariants } from '../catalog';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { couponRedemptions, coupons } from '../marketing';
import { getReceipt, orderItems, orderStatuses, orderStatusLogs, orders, paymentAttempts } from '../orders';
import {
  type ChargeResult,
  PaymentGateway,
  type PaymentProvider,
  type RefundResult,
  type RetrievedCharge,
  TestPaymentProvider,
} from '../payments';
import { applyCoupon, applyStripeEvent, loadCheckoutLines, placeOrder, quoteCheckout } from '.';
import { checkoutForm, createCheckoutStore, fillBasket, shopperContext } from './testing';

const ORIGIN = 'http://shop.localhost';

describe.each(testEngines)('checkout on %s', (engine) => {
  let database: DatabaseHandle;
  let shop: Awaited<ReturnType<typeof createCheckoutStore>>;
  let other: Awaited<ReturnType<typeof createCheckoutStore>>;
  let provider: TestPaymentProvider;
  let payments: PaymentGateway;
  let ctx: ServiceContext;

  const counts = async () => ({
    orders: (await database.db.select().from(orders)).length,
    items: (await database.db.select().from(orderItems)).length,
    attempts: (await database.db.select().from(paymentAttempts)).length,
    emails: (await database.db.select().from(outboxEmails)).length,
  });
  const statusOf = async (hash: string) => {
    const [row] = await database.db
      .select({ code: orderStatuses.code })
      .from(orders)
      .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
      .where(eq(orders.hash, hash));
    return row?.code;
  };
  const place = (context: ServiceContext, form: Parameters<typeof placeOrder>[1]) =>
    placeOrder(context, form, { payments, origin: ORIGIN });

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    shop = await createCheckoutStore(database.db, 'shop');
    other = await createCheckoutStore(database.db, 'othershop');
  });
  beforeEach(async () => {
    provider = new TestPaymentProvider();
    payments = new PaymentGateway({ stripe: null }, provider);
    ctx = shopperContext(database.db, shop.store);
    await fillBasket(ctx, [{ productUrl: 'shop-tee', colour: 'Navy' }]);
  });
  afterAll(async () => {
    await database.close();
  });

  describe('quotes', () => {
    it('prices the basket from the store, with the shipping options of the country', async () => {
      const quote = await quoteCheckout(
        ctx,
        { country: 'GB', shippingMethod: null, couponCode: '' },
        { currency: 'GBP' },
      );
      expect(quote.lines.map((line) => [line.name, line.quantity, line.unitPrice])).toEqual([
        ['Summit Tee', 1, 2500],
      ]);
      expect(quote.shippingOptions.map((option) => [option.method, option.price, option.estimate])).toEqual([
        ['standard', 399, 'Delivered in 2-4 business days'],
        ['express', 799, 'Delivered in 1-2 business days'],
      ]);
      expect(quote.shippingMethod).toBe('standard');
      expect(quote.summary).toMatchObject({ subtotal: 2500, shipping: 399, total: 2899, goodsTax: 417 });

      const france = await quoteCheckout(
        ctx,
        { country: 'FR', shippingMethod: 'express', couponCode: '' },
        { currency: 'EUR' },
      );
      expect(france.currency).toBe('EUR');
      expect(france.summary).toMatchObject({ shipping: 1299, total: 3799 });
    });

    it("quotes in the shopper's currency, and refuses one the store does not offer", async () => {
      const dollars = await quoteCheckout(
        ctx,
        { country: 'US', shippingMethod: null, couponCode: '' },
        { currency: 'USD' },
      );
      expect(dollars.summary).toMatchObject({ currency: 'USD', subtotal: 5000, shipping: 1998, total: 6998 });
      await expect(
        quoteCheckout(ctx, { country: 'GB', shippingMethod: null, couponCode: '' }, { currency: 'JPY' }),
      ).rejects.toMatchObject({ status: 422, message: 'This currency is not available in this store' });
    });

    it('applies a coupon, or says exactly why not', async () => {
      const quote = await applyCoupon(
        ctx,
        { country: 'GB', shippingMethod: 'standard', couponCode: 'welcome10' },
        { currency: 'GBP' },
      );
      expect(quote.summary).toMatchObject({
        discount: 250,
        coupon: { code: 'WELCOME10', discount: 250 },
        total: 2649,
      });
      await expect(
        applyCoupon(ctx, { country: 'GB', shippingMethod: null, couponCode: 'NOPE' }, { currency: 'GBP' }),
      ).rejects.toMatchObject({
        message: 'This coupon code is not valid',
        errors: { couponCode: ['This coupon code is not valid'] },
      });
      await expect(
        applyCoupon(
          ctx,
          { country: 'GB', shippingMethod: null, couponCode: 'summer24' },
          { currency: 'GBP' },
        ),
      ).rejects.toMatchObject({ message: 'This coupon code has expired' });
      const kidsOnly = shopperContext(database.db, shop.store);
      await fillBasket(kidsOnly, [{ productUrl: 'shop-kids', colour: 'Red' }]);
      await expect(
        applyCoupon(
          kidsOnly,
          { country: 'GB', shippingMethod: null, couponCode: 'SAVE5' },
          { currency: 'GBP' },
        ),
      ).rejects.toMatchObject({ message: 'Spend £25.00 or more to use this coupon code' });
      // Another store's coupon does not exist here.
      await database.db
        .update(coupons)
        .set({ code: 'OTHERONLY' })
        .where(and(eq(coupons.divisionId, other.store.id), eq(coupons.code, 'SAVE5')));
      await expect(
        applyCoupon(
          ctx,
          { country: 'GB', shippingMethod: null, couponCode: 'OTHERONLY' },
          { currency: 'GBP' },
        ),
      ).rejects.toMatchObject({ message: 'This coupon code is not valid' });
    });
  });

  describe('placing an order', () => {
    it('charges once, marks the order paid, logs it, empties the basket and queues a real confirmation', async () => {
      const before = await counts();
      const result = await place(ctx, checkoutForm(2899));
      expect(result).toMatchObject({ status: 'paid', duplicate: false });
      if (result.status !== 'paid') return;
      expect(provider.successfulCharges().map((charge) => [charge.amount, charge.currency])).toEqual([
        [2899, 'GBP'],
      ]);

      const [order] = await database.db.select().from(orders).where(eq(orders.hash, result.orderHash));
      expect(order).toMatchObject({
        divisionId: shop.store.id,
        email: 'sam@example.com',
        currency: 'GBP',
        subtotal: 2500,
        shippingTotal: 399,
        goodsTax: 417,
        shippingTax: 67,
        total: 2899,
        shippingMethod: 'standard',
        paymentProvider: 'test',
        paymentProcessor: 'teemill',
        paymentMethod: 'Visa ending 4242',
      });
      expect(order?.shipping).toMatchObject({ name: 'Sam Shopper', postcode: 'SW1A 1AA', country: 'GB' });
      expect(order?.hash).toMatch(/^[0-9a-f]{32}$/);
      expect(order?.customerHash).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(await statusOf(result.orderHash)).toBe('paid');
      const logs = await database.db
        .select({ code: orderStatuses.code })
        .from(orderStatusLogs)
        .innerJoin(orderStatuses, eq(orderStatuses.id, orderStatusLogs.statusId))
        .where(eq(orderStatusLogs.orderId, order?.id ?? 0))
        .orderBy(orderStatusLogs.id);
      expect(logs.map((log) => log.code)).toEqual(['new', 'paid']);
      const [item] = await database.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order?.id ?? 0));
      expect(item).toMatchObject({
        name: 'Summit Tee',
        quantity: 1,
        unitPrice: 2500,
        price: 2083,
        tax: 417,
        discount: 0,
      });
      const attempts = await database.db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.orderId, order?.id ?? 0));
      expect(attempts.map((a) => [a.isSuccessful, a.paymentMethodName, a.message, a.amount])).toEqual([
        [true, 'Visa ending 4242', 'Payment accepted', 2899],
      ]);
      expect(attempts[0]?.paymentToken).not.toContain('4242424242424242');
      expect(await listBasketItems(ctx)).toEqual([]);

      const [email] = await listOutbox({ ...ctx, actor: { kind: 'system' } }, { kind: 'order-confirmation' });
      expect(email?.to).toBe('sam@example.com');
      expect(email?.subject).toBe(`Your Shop shop order #${order?.id} is confirmed`);
      expect(email?.text).toContain('1 × Summit Tee (Navy, M): £25.00');
      expect(email?.text).toContain('Total: £28.99');
      expect(email?.text).toContain('SW1A 1AA');
      expect(email?.text).toContain(`${ORIGIN}/receipt/${result.orderHash}`);
      expect(email?.text).toContain(`${ORIGIN}/order-history/${order?.customerHash}`);
      expect(email?.html).toContain('View your receipt');
      const after = await counts();
      expect(after.orders - before.orders).toBe(1);
      expect(after.emails - before.emails).toBe(1);

      const receipt = await getReceipt(ctx, result.orderHash);
      expect(receipt).toMatchObject({
        number: order?.id,
        status: { code: 'paid', name: 'Paid', percentComplete: 1 / 6, flow: 'normal' },
        shipped: false,
        total: 2899,
        paymentMethod: 'Visa ending 4242',
        links: { invoice: `/invoice/${result.orderHash}` },
      });
      expect(await getReceipt(shopperContext(database.db, other.store), result.orderHash)).toBeNull();
    });

    it('answers a second submit of the same checkout with the same order and no second charge', async () => {
      const form = checkoutForm(2899);
      const first = await place(ctx, form);
      const again = await place(ctx, form);
      expect(again).toEqual({ ...first, duplicate: true });
      expect(provider.successfulCharges()).toHaveLength(1);
    });

    it('keeps the basket and records the attempt when the card is declined; another card then pays', async () => {
      const form = checkoutForm(2899, { card: '4000 0000 0000 9995' });
      const emailsBefore = (await counts()).emails;
      const declined = await place(ctx, form);
      expect(declined).toMatchObject({
        status: 'declined',
        message: 'Your card has insufficient funds.',
        code: 'insufficient_funds',
      });
      if (declined.status !== 'declined') return;
      expect(await statusOf(declined.orderHash)).toBe('to_be_paid');
      expect((await listBasketItems(ctx)).map((line) => line.quantity)).toEqual([1]);
      const [order] = await database.db.select().from(orders).where(eq(orders.hash, declined.orderHash));
      const attempts = await database.db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.orderId, order?.id ?? 0));
      expect(attempts.map((a) => [a.isSuccessful, a.message, a.paymentMethodName, a.declineCode])).toEqual([
        [false, 'Your card has insufficient funds.', 'Visa ending 9995', 'insufficient_funds'],
      ]);
      expect((await counts()).emails).toBe(emailsBefore);

      // The same submission again is not tried again.
      expect(await place(ctx, form)).toEqual(declined);
      expect(provider.allCharges()).toHaveLength(1);

      const paid = await place(ctx, { ...checkoutForm(2899), idempotencyKey: form.idempotencyKey });
      expect(paid).toMatchObject({ status: 'paid', orderHash: declined.orderHash });
      expect(await statusOf(declined.orderHash)).toBe('paid');
      expect(provider.successfulCharges()).toHaveLength(1);
      const logs = await database.db
        .select({ code: orderStatuses.code })
        .from(orderStatusLogs)
        .innerJoin(orderStatuses, eq(orderStatuses.id, orderStatusLogs.statusId))
        .where(eq(orderStatusLogs.orderId, order?.id ?? 0))
        .orderBy(orderStatusLogs.id);
      expect(logs.map((log) => log.code)).toEqual(['new', 'to_be_paid', 'paid']);
      expect(await listBasketItems(ctx)).toEqual([]);
    });

    it('ignores the browser’s prices: a total other than the store’s is not charged and nothing is written', async () => {
      const before = await counts();
      await expect(place(ctx, checkoutForm(1))).rejects.toMatchObject({
        status: 422,
        message: 'The prices in your basket have changed. Please check your order and pay again.',
        errors: {
          expectedTotal: ['The prices in your basket have changed. Please check your order and pay again.'],
        },
      });
      expect(await counts()).toEqual(before);
      expect(provider.allCharges()).toHaveLength(0);
    });

    it('refuses a stale price after the store changes it', async () => {
      await database.db.update(products).set({ price: 2700 }).where(eq(products.id, shop.tee.id));
      try {
        const before = await counts();
        await expect(place(ctx, checkoutForm(2899))).rejects.toMatchObject({
          message: 'The prices in your basket have changed. Please check your order and pay again.',
        });
        expect(await counts()).toEqual(before);
        expect(await place(ctx, checkoutForm(3099))).toMatchObject({ status: 'paid' });
      } finally {
        await database.db.update(products).set({ price: 2500 }).where(eq(products.id, shop.tee.id));
      }
    });

    it('refuses a currency the store does not offer', async () => {
      const before = await counts();
      await expect(place(ctx, checkoutForm(2899, { currency: 'JPY' }))).rejects.toMatchObject({
        status: 422,
        message: 'This currency is not available in this store',
      });
      expect(await counts()).toEqual(before);
    });

    it('charges in the shopper’s currency when the store offers it', async () => {
      const result = await place(ctx, checkoutForm(5798, { currency: 'USD' }));
      expect(result.status).toBe('paid');
      expect(provider.successfulCharges().map((charge) => [charge.amount, charge.currency])).toEqual([
        [5798, 'USD'],
      ]);
    });

    it.each([
      [
        'a disabled product',
        async () => {
          await database.db.update(products).set({ enabled: false }).where(eq(products.id, shop.tee.id));
          return async () => {
            await database.db.update(products).set({ enabled: true }).where(eq(products.id, shop.tee.id));
          };
        },
      ],
      [
        'a variant of another store',
        async (context: ServiceContext) => {
          const [foreign] = await database.db
            .select()
            .from(productVariants)
            .where(eq(productVariants.divisionId, other.store.id));
          const { basketId } = await loadCheckoutLines(context);
          await database.db.insert(basketItems).values({
            key: randomUUID(),
            divisionId: context.store.id,
            basketId: basketId ?? 0,
            productId: foreign?.productId ?? 0,
            variantId: foreign?.id ?? 0,
            quantity: 1,
          });
          return async () => undefined;
        },
      ],
    ])('never lets %s reach an order', async (_label, arrange) => {
      const undo = await arrange(ctx);
      try {
        const before = await counts();
        await expect(place(ctx, checkoutForm(2899))).rejects.toMatchObject({
          status: 422,
          message: 'Oops... Looks like this product is no longer available',
          errors: { basket: ['Oops... Looks like this product is no longer available'] },
        });
        expect(await counts()).toEqual(before);
      } finally {
        await undo();
      }
    });

    it('refuses an empty basket', async () => {
      await expect(place(shopperContext(database.db, shop.store), checkoutForm(399))).rejects.toMatchObject({
        message: 'Your basket is empty',
      });
    });

    it('checks every field on the server with the form’s messages, writing nothing', async () => {
      const before = await counts();
      await expect(
        place(ctx, checkoutForm(2899, { postcode: 'NOT A CODE', email: 'nope' })),
      ).rejects.toMatchObject({
        status: 422,
        errors: {
          email: ['Please enter a valid email address'],
          postcode: ['Please enter a valid postcode'],
        },
      });
      await expect(place(ctx, checkoutForm(2899, { shippingMethod: 'teleport' }))).rejects.toMatchObject({
        message: 'This shipping method is not available for this address',
      });
      expect(await counts()).toEqual(before);
    });

    it("refuses another visitor's checkout key", async () => {
      const form = checkoutForm(2899);
      const paid = await place(ctx, form);
      expect(paid.status).toBe('paid');
      const stranger = shopperContext(database.db, shop.store);
      await fillBasket(stranger, [{ productUrl: 'shop-tee', colour: 'Navy' }]);
      await expect(
        place(stranger, { ...checkoutForm(2899), idempotencyKey: form.idempotencyKey }),
      ).rejects.toMatchObject({
        message: 'This checkout form has expired. Reload the page and try again.',
      });
    });

    it('uses a coupon and counts its use; a use past its limit is refused with nothing written', async () => {
      await database.db
        .update(coupons)
        .set({ usageLimit: 1, usedCount: 0 })
        .where(and(eq(coupons.divisionId, shop.store.id), eq(coupons.code, 'FIRST100')));
      const declined = await place(
        ctx,
        checkoutForm(2399, { couponCode: 'first100', card: '4000000000000002' }),
      );
      expect(declined.status).toBe('declined');
      const [unused] = await database.db
        .select()
        .from(coupons)
        .where(and(eq(coupons.divisionId, shop.store.id), eq(coupons.code, 'FIRST100')));
      expect(unused?.usedCount).toBe(0);

      const paid = await place(ctx, checkoutForm(2399, { couponCode: 'first100' }));
      expect(paid.status).toBe('paid');
      const [used] = await database.db
        .select()
        .from(coupons)
        .where(eq(coupons.id, unused?.id ?? 0));
      expect(used?.usedCount).toBe(1);
      const [order] = await database.db.select().from(orders).where(eq(orders.hash, paid.orderHash));
      expect(order).toMatchObject({ coupon: 'FIRST100', discount: 500, total: 2399 });
      expect(
        await database.db
          .select()
          .from(couponRedemptions)
          .where(eq(couponRedemptions.orderId, order?.id ?? 0)),
      ).toHaveLength(1);

      const next = shopperContext(database.db, shop.store);
      await fillBasket(next, [{ productUrl: 'shop-tee', colour: 'Navy' }]);
      const before = await counts();
      await expect(place(next, checkoutForm(2399, { couponCode: 'FIRST100' }))).rejects.toMatchObject({
        message: 'This coupon code has reached its usage limit',
        errors: { couponCode: ['This coupon code has reached its usage limit'] },
      });
      expect(await counts()).toEqual(before);
    });
  });

  describe('payments that need the bank’s authentication (Stripe)', () => {
    class AuthenticatingProvider implements PaymentProvider {
      readonly name = 'stripe' as const;
      charges = 0;
      authenticated = false;
      async charge(): Promise<ChargeResult> {
        this.charges += 1;
        return { status: 'requires_action', reference: 'pi_auth', clientSecret: 'pi_auth_secret' };
      }
      async retrieve(): Promise<RetrievedCharge> {
        const charged = { amount: 2899, currency: 'GBP' };
        return this.authenticated
          ? { status: 'succeeded', reference: 'pi_auth', ...charged }
          : { status: 'requires_action', reference: 'pi_auth', clientSecret: 'pi_auth_secret', ...charged };
      }
      clientConfig() {
        return { provider: 'stripe' as const, publishableKey: 'pk_test', stripeAccount: null };
      }
      async refund(): Promise<RefundResult> {
        return { status: 'failed', reference: null, code: 'unused', message: 'Not refunded in this test' };
      }
    }

    it('waits for authentication, then pays when the shopper comes back', async () => {
      const authenticating = new AuthenticatingProvider();
      const gateway = new PaymentGateway({ stripe: null }, authenticating);
      const form = checkoutForm(2899);
      const pending = await placeOrder(ctx, form, { payments: gateway, origin: ORIGIN });
      expect(pending).toMatchObject({ status: 'requires_action', clientSecret: 'pi_auth_secret' });
      expect(await statusOf(pending.orderHash)).toBe('to_be_paid');
      expect(await listBasketItems(ctx)).toHaveLength(1);
      expect(await placeOrder(ctx, form, { payments: gateway, origin: ORIGIN })).toMatchObject({
        status: 'requires_action',
      });
      authenticating.authenticated = true;
      expect(await placeOrder(ctx, form, { payments: gateway, origin: ORIGIN })).toMatchObject({
        status: 'paid',
      });
      expect(authenticating.charges).toBe(1);
      expect(await listBasketItems(ctx)).toEqual([]);
    });

    it('pays from the webhook when the shopper never comes back, and ignores another store’s host', async () => {
      const gateway = new PaymentGateway({ stripe: null }, new AuthenticatingProvider());
      const pending = await placeOrder(ctx, checkoutForm(2899), { payments: gateway, origin: ORIGIN });
      const [order] = await database.db.select().from(orders).where(eq(orders.hash, pending.orderHash));
      const event = {
        id: 'evt_1',
        object: 'event',
        type: 'payment_intent.succeeded',
        data: {
          object: {
            id: 'pi_auth',
            amount: 2899,
            currency: 'gbp',
            metadata: { divisionId: String(shop.store.id), orderUuid: order?.uuid ?? '' },
            last_payment_error: null,
          },
        },
      } as unknown as Parameters<typeof applyStripeEvent>[1]; // only the fields the webhook reads
      const webhook = {
        originFor: () => ORIGIN,
        quotePaymentFor: () => {
          throw new Error('a checkout payment is no quote');
        },
      };
      const elsewhere = shopperContext(database.db, other.store);
      expect(await applyStripeEvent(elsewhere, event, webhook)).toEqual({ applied: false });
      expect(await statusOf(pending.orderHash)).toBe('to_be_paid');
      expect(await applyStripeEvent(ctx, event, webhook)).toEqual({ applied: true });
      expect(await statusOf(pending.orderHash)).toBe('paid');
      expect(await applyStripeEvent(ctx, event, webhook)).toEqual({ applied: false });
      expect(await listBasketItems(ctx)).toEqual([]);
      const emails = await listOutbox({ ...ctx, actor: { kind: 'system' } }, { kind: 'order-confirmation' });
      expect(emails.filter((email) => email.text.includes(pending.orderHash))).toHaveLength(1);
    });
  });
});
