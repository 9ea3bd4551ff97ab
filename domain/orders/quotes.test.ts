import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isAppError } from '../../core/errors';
import { ORDER_MESSAGES, todayIso } from '../../core/orders';
import { PAYMENT_MESSAGES, tokeniseTestCard } from '../../core/payments';
import { outboxEmails } from '../accounts';
import { createTestCustomer, customerContext } from '../accounts/testing';
import { applyStripeEvent } from '../checkout';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import {
  PaymentGateway,
  type PaymentProvider,
  PaymentProviderError,
  StripePaymentProvider,
  TestPaymentProvider,
} from '../payments';
import { type FakeStripe, startFakeStripe } from '../payments/testing';
import type { Store } from '../stores';
import { divisions } from '../stores/tables';
import { failure } from '../testing/failure';
import { createTestStore, visitorContext } from '../testing/fixtures';
import {
  acceptQuote,
  confirmQuotePayment,
  loadOrder,
  loadQuote,
  payQuote,
  priceQuote,
  type QuotePaymentDeps,
  requestQuote,
} from '.';
import { orders, paymentAttempts, quoteDetails } from './tables';
import { createTestOrder, createTestProductWithVariants, ensureOrderStatuses } from './testing';

const ORIGIN = 'http://quotes.localhost:3000';
const TOMORROW = () => todayIso(new Date(Date.now() + 86_400_000));

describe.each(testEngines)('quotes and paying them (%s)', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;
  let owner: ServiceContext;
  // Each test pays as a visitor of its own: card attempts are limited per visitor (automation-limits.ts).
  let payer = 0;
  beforeEach(() => {
    payer += 1;
  });
  const ctx = (): ServiceContext => ({
    ...visitorContext(database.db, store),
    actor: { kind: 'visitor', sessionId: `quote-payer-${payer}` },
  });
  const emailsTo = (to: string) => database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));

  const newQuote = (email: string) =>
    requestQuote(
      ctx(),
      {
        lines: [
          { product: 'organic-tee', colour: 'Navy', quantity: 150 },
          { product: 'organic-tee', colour: null, quantity: 50 },
        ],
        deadline: TOMORROW(),
        name: 'Sam Buyer',
        email,
        phone: '07700 900123',
        company: 'Buyer Ltd',
        notes: 'Logo on the front',
      },
      { origin: ORIGIN },
    );

  const priced = async (email: string) => {
    const quote = await newQuote(email);
    const order = await loadOrder(ctx(), quote.hash);
    const items = await database.db.query.orderItems.findMany({
      where: (item, { eq: is }) => is(item.orderId, order.id),
    });
    await priceQuote(
      owner,
      quote.hash,
      { lines: items.map((item) => ({ itemId: item.id, price: 1200 })), shipping: 1000 },
      { origin: ORIGIN },
    );
    return quote;
  };

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await ensureOrderStatuses(database.db);
    store = await createTestStore(database.db, { companyName: 'Quote Store' });
    other = await createTestStore(database.db);
    await database.db
      .update(divisions)
      .set({ companyInfo: { email: 'sales@quote.test' } })
      .where(eq(divisions.id, store.id));
    await createTestProductWithVariants(database.db, store.id, {
      name: 'Organic tee',
      urlName: 'organic-tee',
    });
    owner = customerContext(
      database.db,
      store,
      await createTestCustomer(database.db, { stores: [{ divisionId: store.id }] }),
    );
  });
  afterAll(async () => {
    await database.close();
  });

  it('turns a quote request into an order in the quote status, and emails the shopper and the store', async () => {
    const result = await newQuote('buyer@example.com');
    expect(result.message).toBe(ORDER_MESSAGES.quoteRequested);
    const order = await loadOrder(ctx(), result.hash);
    expect(order).toMatchObject({
      number: result.number,
      status: { code: 'quote' },
      isBespoke: true,
      flow: 'bespoke',
      total: 0,
    });
    const [details] = await database.db.select().from(quoteDetails).where(eq(quoteDetails.orderId, order.id));
    expect(details).toMatchObject({
      contactName: 'Sam Buyer',
      company: 'Buyer Ltd',
      deadline: TOMORROW(),
      notes: 'Logo on the front',
    });
    const page = await loadQuote(ctx(), result.hash);
    expect(page.state).toBe('preparing');
    expect(page.items.map((item) => [item.name, item.colour, item.quantity, item.unitPrice])).toEqual([
      ['Organic tee', 'Navy', 150, 0],
      ['Organic tee', null, 50, 0],
    ]);
    const [toShopper] = await emailsTo('buyer@example.com');
    expect(toShopper).toMatchObject({
      kind: 'quote-request',
      subject: `We have your quote request #${result.number}`,
    });
    expect(toShopper?.text).toContain(`${ORIGIN}/advanced-quote/${result.hash}/`);
    const [toStore] = await emailsTo('sales@quote.test');
    expect(toStore?.text).toContain('150 × Organic tee (Navy)');
    expect(toStore?.text).toContain('Phone: 07700 900123');
  });

  it('refuses unknown products, colours and past deadlines, writing nothing', async () => {
    const count = async () =>
      (await database.db.select().from(orders).where(eq(orders.divisionId, store.id))).length;
    const before = await count();
    const base = { name: 'Sam', email: 'refused@example.com', deadline: null };
    const unknown = await failure(
      requestQuote(ctx(), { ...base, lines: [{ product: 'nope', quantity: 1 }] }, { origin: ORIGIN }),
    );
    expect(isAppError(unknown) && unknown.errors).toEqual({ 'product.0': ['Please choose a product'] });
    const colour = await failure(
      requestQuote(
        ctx(),
        { ...base, lines: [{ product: 'organic-tee', colour: 'Gold', quantity: 1 }] },
        { origin: ORIGIN },
      ),
    );
    expect(isAppError(colour) && colour.errors).toEqual({
      'colour.0': ['Please choose a colour of this product'],
    });
    const past = await failure(
      requestQuote(
        ctx(),
        { ...base, deadline: todayIso(), lines: [{ product: 'organic-tee', quantity: 1 }] },
        { origin: ORIGIN },
      ),
    );
    expect(isAppError(past) && past.errors).toEqual({ deadline: [ORDER_MESSAGES.deadlinePast] });
    const product = await createTestProductWithVariants(database.db, other.id, { urlName: 'their-tee' });
    expect(product.divisionId).toBe(other.id);
    const theirs = await failure(
      requestQuote(ctx(), { ...base, lines: [{ product: 'their-tee', quantity: 1 }] }, { origin: ORIGIN }),
    );
    expect(isAppError(theirs) && theirs.status).toBe(422);
    expect(await count()).toBe(before);
    expect(await emailsTo('refused@example.com')).toEqual([]);
  });

  it('lets only the store’s people price a quote, which emails the shopper', async () => {
    const quote = await newQuote('priced@example.com');
    const denied = await failure(priceQuote(ctx(), quote.hash, { lines: [] }, { origin: ORIGIN }));
    expect(isAppError(denied) && denied.status).toBe(403);
    const stranger = customerContext(database.db, store, await createTestCustomer(database.db));
    expect(
      isAppError(await failure(priceQuote(stranger, quote.hash, { lines: [] }, { origin: ORIGIN }))),
    ).toBe(true);
    const order = await loadOrder(ctx(), quote.hash);
    const items = await database.db.query.orderItems.findMany({
      where: (item, { eq: is }) => is(item.orderId, order.id),
    });
    await priceQuote(
      owner,
      quote.hash,
      { lines: items.map((item) => ({ itemId: item.id, price: 1200 })), shipping: 1000 },
      { origin: ORIGIN },
    );
    const page = await loadQuote(ctx(), quote.hash);
    expect(page.state).toBe('ready');
    expect(page.order).toMatchObject({
      status: { code: 'bespoke_requested_terms' },
      subtotal: 200 * 1200,
      total: 200 * 1200 + 1000,
    });
    expect(page.details.validUntil).toBeInstanceOf(Date);
    const ready = (await emailsTo('priced@example.com')).find((email) => email.kind === 'quote-ready');
    expect(ready?.text).toContain('£2,410.00');
  });

  it('accepts a priced quote’s terms only when ticked and only when ready', async () => {
    const unpriced = await newQuote('early@example.com');
    const early = await failure(acceptQuote(ctx(), unpriced.hash, { terms: 'on' }, { origin: ORIGIN }));
    expect((early as Error).message).toBe(ORDER_MESSAGES.quoteNotReady);
    const quote = await priced('accepter@example.com');
    const unticked = await failure(acceptQuote(ctx(), quote.hash, {}, { origin: ORIGIN }));
    expect(isAppError(unticked) && unticked.errors).toEqual({ terms: [ORDER_MESSAGES.quoteTermsRequired] });
    expect((await loadQuote(ctx(), quote.hash)).state).toBe('ready');
    expect(await acceptQuote(ctx(), quote.hash, { terms: 'on' }, { origin: ORIGIN })).toEqual({
      message: ORDER_MESSAGES.quoteAccepted,
    });
    const page = await loadQuote(ctx(), quote.hash);
    expect(page.state).toBe('accepted');
    expect(page.details.termsAcceptedAt).toBeInstanceOf(Date);
    const accepted = (await emailsTo('accepter@example.com')).find(
      (email) => email.kind === 'quote-accepted',
    );
    expect(accepted?.text).toContain(`${ORIGIN}/pay/${quote.hash}/`);
  });

  it('refuses an expired quote', async () => {
    const quote = await priced('expired@example.com');
    const later = new Date(Date.now() + 31 * 86_400_000);
    expect((await loadQuote(ctx(), quote.hash, later)).state).toBe('expired');
    const error = await failure(
      acceptQuote(ctx(), quote.hash, { terms: 'on' }, { origin: ORIGIN, now: later }),
    );
    expect((error as Error).message).toBe(ORDER_MESSAGES.quoteNotPayable);
  });

  describe('paying an accepted quote', () => {
    const card = (number: string) => {
      const { token, brand, last4 } = tokeniseTestCard(number);
      return { paymentToken: token, cardBrand: brand, cardLast4: last4 };
    };
    const SUCCEEDS = '4242 4242 4242 4242';
    const DECLINED = '4000 0000 0000 0002';
    let provider: TestPaymentProvider;
    const deps = (paymentProvider: PaymentProvider = provider): QuotePaymentDeps => {
      const gateway = new PaymentGateway({ stripe: null }, paymentProvider);
      return {
        provider: gateway.provider,
        account: gateway.accountFor(store.settings.paymentProcessor),
        origin: ORIGIN,
      };
    };
    const accepted = async (email: string) => {
      const quote = await priced(email);
      await acceptQuote(ctx(), quote.hash, { terms: 'on' }, { origin: ORIGIN });
      return loadOrder(ctx(), quote.hash);
    };
    const attemptsOf = (orderId: number) =>
      database.db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.orderId, orderId))
        .orderBy(asc(paymentAttempts.id));

    beforeEach(() => {
      provider = new TestPaymentProvider();
    });

    it('charges the quote’s own total once and moves the order to bespoke_paid', async () => {
      const order = await accepted('payer@example.com');
      expect(order.total).toBe(200 * 1200 + 1000);
      const result = await payQuote(ctx(), order.hash, card(SUCCEEDS), deps());
      expect(result).toEqual({ status: 'paid', message: ORDER_MESSAGES.quotePaid, duplicate: false });
      expect(provider.allCharges().map((charge) => [charge.amount, charge.currency])).toEqual([
        [order.total, 'GBP'],
      ]);
      const paid = await loadOrder(ctx(), order.hash);
      expect(paid.status.code).toBe('bespoke_paid');
      expect(paid.paymentMethod).toBe('Visa ending 4242');
      expect((await loadQuote(ctx(), order.hash)).state).toBe('paid');
      expect(
        (await attemptsOf(order.id)).map((attempt) => ({
          message: attempt.message,
          isSuccessful: attempt.isSuccessful,
          paymentMethodName: attempt.paymentMethodName,
          amount: attempt.amount,
          status: attempt.status,
        })),
      ).toEqual([
        {
          message: 'Payment accepted',
          isSuccessful: true,
          paymentMethodName: 'Visa ending 4242',
          amount: order.total,
          status: 'succeeded',
        },
      ]);
      const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row).toMatchObject({ paidDivisionId: store.id, paymentProvider: 'test' });
      expect(row?.paymentTransaction).toBe(provider.allCharges()[0]?.reference);
      expect(row?.paidAt).toBeInstanceOf(Date);
      const again = await failure(payQuote(ctx(), order.hash, card(SUCCEEDS), deps()));
      expect(isAppError(again) && again.errors).toEqual({ payment: [ORDER_MESSAGES.quoteAlreadyPaid] });
      expect(provider.allCharges()).toHaveLength(1);
    });

    it('keeps a declined quote unpaid, records the failed attempt, and takes another card after', async () => {
      const order = await accepted('declined@example.com');
      const declined = await payQuote(ctx(), order.hash, card(DECLINED), deps());
      expect(declined).toEqual({
        status: 'declined',
        message: 'Your card was declined.',
        code: 'generic_decline',
      });
      const unpaid = await loadOrder(ctx(), order.hash);
      expect(unpaid.status.code).toBe('bespoke_authorised_terms');
      expect(unpaid.paymentMethod).toBeNull();
      expect((await attemptsOf(order.id)).map((attempt) => [attempt.message, attempt.isSuccessful])).toEqual([
        ['Your card was declined.', false],
      ]);
      const [attempt] = await attemptsOf(order.id);
      expect(attempt).toMatchObject({
        paymentMethodName: 'Visa ending 0002',
        declineCode: 'generic_decline',
      });

      expect((await payQuote(ctx(), order.hash, card(SUCCEEDS), deps())).status).toBe('paid');
      expect((await attemptsOf(order.id)).map((row) => [row.paymentMethodName, row.isSuccessful])).toEqual([
        ['Visa ending 0002', false],
        ['Visa ending 4242', true],
      ]);
      expect(provider.successfulCharges()).toHaveLength(1);
    });

    it('charges a double submit once and answers both as paid', async () => {
      const order = await accepted('double@example.com');
      const submitted = card(SUCCEEDS);
      const results = await Promise.all([
        payQuote(ctx(), order.hash, submitted, deps()),
        payQuote(ctx(), order.hash, submitted, deps()),
      ]);
      expect(results.map((result) => result.status)).toEqual(['paid', 'paid']);
      expect(results.filter((result) => result.status === 'paid' && !result.duplicate)).toHaveLength(1);
      expect(provider.allCharges()).toHaveLength(1);
      expect((await attemptsOf(order.id)).map((attempt) => attempt.isSuccessful)).toEqual([true]);
      // The same declined card sent twice is one decline, not two charges.
      const other = await accepted('double-declined@example.com');
      const declinedCard = card(DECLINED);
      await payQuote(ctx(), other.hash, declinedCard, deps());
      expect((await payQuote(ctx(), other.hash, declinedCard, deps())).status).toBe('declined');
      expect(provider.allCharges()).toHaveLength(2);
      expect(await attemptsOf(other.id)).toHaveLength(1);
    });

    it('refuses a quote that is not accepted with its message, and charges nothing', async () => {
      const quote = await priced('not-accepted@example.com');
      const error = await failure(payQuote(ctx(), quote.hash, card(SUCCEEDS), deps()));
      expect(isAppError(error) && error.status).toBe(422);
      expect(isAppError(error) && error.errors).toEqual({ payment: ['This quote cannot be paid yet.'] });
      expect((error as Error).message).toBe(ORDER_MESSAGES.quoteNotPayable);
      expect(provider.allCharges()).toEqual([]);
      const order = await loadOrder(ctx(), quote.hash);
      expect(order.status.code).toBe('bespoke_requested_terms');
      expect(await attemptsOf(order.id)).toEqual([]);
    });

    it('refuses card data that is not a token (422, nothing charged or written)', async () => {
      const order = await accepted('bad-card@example.com');
      const error = await failure(
        payQuote(
          ctx(),
          order.hash,
          { paymentToken: '4242 4242 4242 4242', cardBrand: 'visa', cardLast4: '4242' },
          deps(),
        ),
      );
      expect(isAppError(error) && error.status).toBe(422);
      expect(isAppError(error) && error.errors).toEqual({ paymentToken: ['Please enter your card details'] });
      expect(provider.allCharges()).toEqual([]);
      expect(await attemptsOf(order.id)).toEqual([]);
    });

    it('says the provider could not be reached and writes nothing', async () => {
      const order = await accepted('unreachable@example.com');
      const unreachable: PaymentProvider = {
        name: 'test',
        charge: async () => {
          throw new PaymentProviderError('down');
        },
        retrieve: async () => {
          throw new PaymentProviderError('down');
        },
        clientConfig: () => ({ provider: 'test' }),
        refund: async () => {
          throw new PaymentProviderError('down');
        },
      };
      const error = await failure(payQuote(ctx(), order.hash, card(SUCCEEDS), deps(unreachable)));
      expect(isAppError(error) && error.errors).toEqual({ payment: [PAYMENT_MESSAGES.providerUnavailable] });
      expect((await loadOrder(ctx(), order.hash)).status.code).toBe('bespoke_authorised_terms');
      expect(await attemptsOf(order.id)).toEqual([]);
    });

    it('denies another store’s accepted quote and leaves it as it was', async () => {
      const theirProduct = await createTestProductWithVariants(database.db, other.id);
      const theirs = await createTestOrder(database.db, other.id, {
        history: [
          { status: 'quote' },
          { status: 'bespoke_requested_terms' },
          { status: 'bespoke_authorised_terms' },
        ],
        items: [{ product: theirProduct, price: 5000 }],
      });
      const error = await failure(payQuote(ctx(), theirs.hash, card(SUCCEEDS), deps()));
      expect(isAppError(error) && error.status).toBe(404);
      expect(provider.allCharges()).toEqual([]);
      expect(await attemptsOf(theirs.id)).toEqual([]);
      const theirCtx = visitorContext(database.db, other);
      expect((await loadQuote(theirCtx, theirs.hash)).state).toBe('accepted');
    });

    describe('when the bank must authenticate the card (Stripe 3-D Secure)', () => {
      let fake: FakeStripe;
      let stripe: StripePaymentProvider;
      const stripeCard = {
        paymentToken: 'pm_card_threeDSecureRequired',
        cardBrand: 'visa',
        cardLast4: '3184',
      };

      beforeAll(async () => {
        fake = await startFakeStripe();
        stripe = new StripePaymentProvider({
          secretKey: fake.secretKey,
          publishableKey: 'pk_test_123',
          webhookSecret: null,
          host: fake.host,
          port: fake.port,
          protocol: 'http',
        });
      });
      afterAll(async () => {
        await fake.close();
      });

      it('answers the client secret, then settles the same card once the shopper has authenticated', async () => {
        const order = await accepted('three-d@example.com');
        const first = await payQuote(ctx(), order.hash, stripeCard, deps(stripe));
        expect(first.status).toBe('requires_action');
        expect(first.status === 'requires_action' && first.clientSecret).toMatch(/_secret_/);
        expect((await loadOrder(ctx(), order.hash)).status.code).toBe('bespoke_authorised_terms');
        const [intent] = [...fake.intents.values()].filter((entry) => entry.receipt_email === order.email);
        expect(intent).toMatchObject({ amount: order.total, currency: 'gbp' });
        const confirm = fake.requests.find((entry) => entry.path.includes(`${intent?.id}/confirm`));
        expect(confirm).toBeDefined();

        fake.authenticate(intent?.id ?? '', true);
        const settled = await payQuote(ctx(), order.hash, stripeCard, deps(stripe));
        expect(settled).toEqual({ status: 'paid', message: ORDER_MESSAGES.quotePaid, duplicate: false });
        expect((await loadOrder(ctx(), order.hash)).status.code).toBe('bespoke_paid');
        expect((await attemptsOf(order.id)).map((attempt) => [attempt.status, attempt.reference])).toEqual([
          ['requires_action', intent?.id],
          ['succeeded', intent?.id],
        ]);
        expect(
          [...fake.intents.values()].filter((entry) => entry.receipt_email === order.email),
        ).toHaveLength(1);
      });

      it('is not paid when the bank confirms another amount or currency than the quote’s total', async () => {
        for (const [email, change] of [
          ['three-d-amount@example.com', { amount: -100 }],
          ['three-d-currency@example.com', { currency: 'usd' }],
        ] as const) {
          const order = await accepted(email);
          await payQuote(ctx(), order.hash, stripeCard, deps(stripe));
          const [intent] = [...fake.intents.values()].filter((entry) => entry.receipt_email === order.email);
          if (!intent) throw new Error('no PaymentIntent was made');
          if ('amount' in change) intent.amount += change.amount;
          else intent.currency = change.currency;
          fake.authenticate(intent.id, true);

          expect(await payQuote(ctx(), order.hash, stripeCard, deps(stripe))).toEqual({
            status: 'declined',
            message: PAYMENT_MESSAGES.amountMismatch,
            code: 'amount_mismatch',
          });
          expect((await loadOrder(ctx(), order.hash)).status.code).toBe('bespoke_authorised_terms');
          expect(
            (await attemptsOf(order.id)).map((attempt) => [attempt.status, attempt.isSuccessful]),
          ).toEqual([
            ['requires_action', false],
            ['mismatched', false],
          ]);
        }
      });

      it("is paid by Stripe's event when the shopper never comes back from the bank, in its own store only", async () => {
        const order = await accepted('three-d-gone@example.com');
        await payQuote(ctx(), order.hash, stripeCard, deps(stripe));
        const [intent] = [...fake.intents.values()].filter((entry) => entry.receipt_email === order.email);
        fake.authenticate(intent?.id ?? '', true);
        const event = {
          type: 'payment_intent.succeeded',
          data: {
            object: {
              id: intent?.id,
              amount: order.total,
              currency: 'gbp',
              metadata: intent?.metadata,
              last_payment_error: null,
            },
          },
        } as unknown as Parameters<typeof applyStripeEvent>[1]; // only the fields the webhook reads
        const webhook = { originFor: () => ORIGIN, quotePaymentFor: () => deps(stripe) };
        expect(intent?.metadata).toMatchObject({ kind: 'quote', divisionId: String(store.id) });
        expect(await applyStripeEvent(visitorContext(database.db, other), event, webhook)).toEqual({
          applied: false,
        });
        expect((await loadOrder(ctx(), order.hash)).status.code).toBe('bespoke_authorised_terms');
        expect(await applyStripeEvent(ctx(), event, webhook)).toEqual({ applied: true });
        expect((await loadOrder(ctx(), order.hash)).status.code).toBe('bespoke_paid');
        expect((await attemptsOf(order.id)).map((attempt) => attempt.status)).toEqual([
          'requires_action',
          'succeeded',
        ]);
      });

      it('confirms the payment by its reference when the shopper comes back to /pay/{order}/', async () => {
        const order = await accepted('three-d-return@example.com');
        await payQuote(ctx(), order.hash, stripeCard, deps(stripe));
        const [intent] = [...fake.intents.values()].filter((entry) => entry.receipt_email === order.email);
        const reference = intent?.id ?? '';
        expect(await confirmQuotePayment(ctx(), order.hash, 'pi_unknown', deps(stripe))).toBeNull();
        expect((await confirmQuotePayment(ctx(), order.hash, reference, deps(stripe)))?.status).toBe(
          'requires_action',
        );
        fake.authenticate(reference, false);
        expect(await confirmQuotePayment(ctx(), order.hash, reference, deps(stripe))).toEqual({
          status: 'declined',
          message: 'We are unable to authenticate your payment method.',
          code: 'payment_intent_authentication_failure',
        });
        expect((await loadOrder(ctx(), order.hash)).status.code).toBe('bespoke_authorised_terms');
        expect(await confirmQuotePayment(ctx(), order.hash, reference, deps(stripe))).toMatchObject({
          status: 'declined',
        });

        const retry = await accepted('three-d-return-ok@example.com');
        await payQuote(ctx(), retry.hash, stripeCard, deps(stripe));
        const [retryIntent] = [...fake.intents.values()].filter(
          (entry) => entry.receipt_email === retry.email,
        );
        fake.authenticate(retryIntent?.id ?? '', true);
        expect(
          await confirmQuotePayment(ctx(), retry.hash, retryIntent?.id ?? '', deps(stripe)),
        ).toMatchObject({
          status: 'paid',
        });
        expect((await loadOrder(ctx(), retry.hash)).status.code).toBe('bespoke_paid');
        expect(
          await confirmQuotePayment(ctx(), retry.hash, retryIntent?.id ?? '', deps(stripe)),
        ).toMatchObject({
          status: 'paid',
          duplicate: true,
        });
      });
    });
  });

  it('shows no quote of another store, and is no quote page for a normal order', async () => {
    const theirProduct = await createTestProductWithVariants(database.db, other.id);
    const theirs = await createTestOrder(database.db, other.id, {
      history: [{ status: 'quote' }],
      items: [{ product: theirProduct }],
    });
    // Each call starts only when awaited: a rejection left waiting would be unhandled.
    for (const attempt of [
      () => loadQuote(ctx(), theirs.hash),
      () => acceptQuote(ctx(), theirs.hash, { terms: 'on' }, { origin: ORIGIN }),
    ]) {
      const error = await failure(attempt());
      expect(isAppError(error) && error.status).toBe(404);
    }
    const normal = await createTestOrder(database.db, store.id, { status: 'paid' });
    expect(isAppError(await failure(loadQuote(ctx(), normal.hash)))).toBe(true);
  });
});
