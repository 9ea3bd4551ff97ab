import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../core/payments';
import { outboxEmails } from '../accounts';
import { addItemToBasket, listBasketItems, removeBasketLine, updateBasketLine } from '../basket';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { editOrderItems, loadEditPage, orderStatuses, orders, paymentAttempts } from '../orders';
import {
  type ChargeRequest,
  type ChargeResult,
  PaymentGateway,
  type PaymentProvider,
  type RefundResult,
  type RetrievedCharge,
} from '../payments';
import { applyStripeEvent, placeOrder } from '.';
import { checkoutForm, createCheckoutStore, fillBasket, shopperContext } from './testing';

const ORIGIN = 'http://pending.localhost';

/** Stripe with a card that needs the bank: the bank's answer, and the amount it confirmed, are the test's. */
class BankProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  charges: ChargeRequest[] = [];
  outcome: 'waiting' | 'authenticated' | 'failed' = 'waiting';
  /** What the bank confirmed, when not what was asked (a payment for the order as it was). */
  confirmed: { amount: number; currency: string } | null = null;
  async charge(request: ChargeRequest): Promise<ChargeResult> {
    this.charges.push(request);
    return { status: 'requires_action', reference: 'pi_bank', clientSecret: 'pi_bank_secret' };
  }
  async retrieve(): Promise<RetrievedCharge> {
    const asked = this.charges.at(-1);
    const charged = this.confirmed ?? { amount: asked?.amount ?? 0, currency: asked?.currency ?? '' };
    if (this.outcome === 'authenticated') return { status: 'succeeded', reference: 'pi_bank', ...charged };
    if (this.outcome === 'failed')
      return {
        status: 'declined',
        reference: 'pi_bank',
        code: 'authentication_failed',
        message: 'We are unable to authenticate your payment method.',
        ...charged,
      };
    return { status: 'requires_action', reference: 'pi_bank', clientSecret: 'pi_bank_secret', ...charged };
  }
  clientConfig() {
    return { provider: 'stripe' as const, publishableKey: 'pk_test', stripeAccount: null };
  }
  async refund(): Promise<RefundResult> {
    return { status: 'failed', reference: null, code: 'unused', message: 'Not refunded in this test' };
  }
}

describe.each(testEngines)('a payment awaiting the bank on %s', (engine) => {
  let database: DatabaseHandle;
  let shop: Awaited<ReturnType<typeof createCheckoutStore>>;
  let ctx: ServiceContext;
  let bank: BankProvider;
  let form: ReturnType<typeof checkoutForm>;
  let orderHash: string;
  const pay = () =>
    placeOrder(ctx, form, { payments: new PaymentGateway({ stripe: null }, bank), origin: ORIGIN });
  const orderNow = async () => {
    const [row] = await database.db
      .select({ id: orders.id, uuid: orders.uuid, paidAt: orders.paidAt, status: orderStatuses.code })
      .from(orders)
      .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
      .where(eq(orders.hash, orderHash));
    if (!row) throw new Error('the order is missing');
    return row;
  };
  const latestAttempt = async () => {
    const { id } = await orderNow();
    const [attempt] = await database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, id))
      .orderBy(desc(paymentAttempts.id))
      .limit(1);
    return attempt;
  };
  const confirmations = async () =>
    database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.kind, 'order-confirmation'), eq(outboxEmails.divisionId, shop.store.id)));
  const mismatch = {
    status: 'declined',
    code: 'amount_mismatch',
    message: PAYMENT_MESSAGES.amountMismatch,
  };

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    shop = await createCheckoutStore(database.db, 'pending');
  });
  beforeEach(async () => {
    bank = new BankProvider();
    ctx = shopperContext(database.db, shop.store);
    await fillBasket(ctx, [{ productUrl: 'pending-tee', colour: 'Navy' }]);
    form = checkoutForm(2899);
    const pending = await pay();
    expect(pending).toMatchObject({ status: 'requires_action' });
    orderHash = pending.orderHash;
  });
  afterAll(async () => {
    await database.close();
  });

  describe('checks what the bank confirmed against the order before marking it paid', () => {
    it.each([
      ['another amount', { amount: 1000, currency: 'GBP' }],
      ['another currency', { amount: 2899, currency: 'USD' }],
    ])(
      'when the shopper comes back: %s is not paid, recorded as mismatched, and said so',
      async (_, confirmed) => {
        bank.outcome = 'authenticated';
        bank.confirmed = confirmed;

        expect(await pay()).toMatchObject(mismatch);

        expect(await orderNow()).toMatchObject({ status: 'to_be_paid', paidAt: null });
        expect(await latestAttempt()).toMatchObject({
          status: 'mismatched',
          isSuccessful: false,
          amount: confirmed.amount,
          currency: confirmed.currency,
          message: PAYMENT_MESSAGES.amountMismatch,
        });
        expect(await confirmations()).toHaveLength(0);
        expect(await listBasketItems(ctx)).toHaveLength(1);
        // The same card again gets the same answer, without a second charge.
        expect(await pay()).toMatchObject(mismatch);
        expect(bank.charges).toHaveLength(1);
      },
    );

    it.each([
      ['another amount', 1000, 'gbp'],
      ['another currency', 2899, 'usd'],
    ])(
      'from the Stripe webhook: %s is not paid and is recorded as mismatched',
      async (_, amount, currency) => {
        const { uuid } = await orderNow();
        const before = (await confirmations()).length;
        const event = {
          id: 'evt_pending',
          object: 'event',
          type: 'payment_intent.succeeded',
          data: {
            object: {
              id: 'pi_bank',
              amount,
              currency,
              metadata: { divisionId: String(shop.store.id), orderUuid: uuid },
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

        expect(await applyStripeEvent(ctx, event, webhook)).toEqual({ applied: true });

        expect(await orderNow()).toMatchObject({ status: 'to_be_paid', paidAt: null });
        expect(await latestAttempt()).toMatchObject({
          status: 'mismatched',
          isSuccessful: false,
          amount,
          currency: currency.toUpperCase(),
        });
        expect(await confirmations()).toHaveLength(before);
        // The shopper, back at checkout with the same card, is told why.
        bank.outcome = 'authenticated';
        expect(await pay()).toMatchObject(mismatch);
        expect(await orderNow()).toMatchObject({ status: 'to_be_paid', paidAt: null });
      },
    );
  });

  describe('freezes the items priced into it', () => {
    it('refuses to change, remove or add to a basket line while the bank is asked, then pays', async () => {
      const [line] = await listBasketItems(ctx);
      const refused = { status: 422, message: PAYMENT_MESSAGES.itemsAwaitingAuthentication };

      await expect(updateBasketLine(ctx, { key: line?.key ?? '', quantity: 3 })).rejects.toMatchObject(
        refused,
      );
      await expect(removeBasketLine(ctx, { key: line?.key ?? '' })).rejects.toMatchObject(refused);
      await expect(
        addItemToBasket(ctx, {
          item: { productUrl: 'pending-tee', productColor: 'Navy', productSize: 'M', quantity: 2 },
        }),
      ).rejects.toMatchObject(refused);
      expect((await listBasketItems(ctx)).map((item) => item.quantity)).toEqual([1]);
      // Another product is no part of the payment.
      await fillBasket(ctx, [{ productUrl: 'pending-kids', colour: 'Red' }]);

      bank.outcome = 'authenticated';
      expect(await pay()).toMatchObject({ status: 'paid' });
      expect((await listBasketItems(ctx)).map((item) => item.name)).toEqual(['Kids Tee']);
    });

    it('lets the basket change again once the bank refuses the payment', async () => {
      bank.outcome = 'failed';
      expect(await pay()).toMatchObject({ status: 'declined' });
      const [line] = await listBasketItems(ctx);
      await updateBasketLine(ctx, { key: line?.key ?? '', quantity: 3 });
      expect((await listBasketItems(ctx)).map((item) => item.quantity)).toEqual([3]);
    });

    it('refuses to edit the order’s items while the bank is asked', async () => {
      const page = await loadEditPage(ctx, orderHash);
      const [item] = page.items;
      const raise = [
        { itemId: item?.id ?? 0, colour: item?.colour ?? '', size: item?.size ?? '', quantity: 3 },
      ];

      await expect(
        editOrderItems(ctx, orderHash, { items: raise }, { origin: ORIGIN }),
      ).rejects.toMatchObject({
        status: 422,
        errors: { items: [PAYMENT_MESSAGES.itemsAwaitingAuthentication] },
      });

      bank.outcome = 'authenticated';
      expect(await pay()).toMatchObject({ status: 'paid' });
      expect(bank.charges.map((charge) => charge.amount)).toEqual([2899]);
    });
  });
});
