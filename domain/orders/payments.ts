import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { invalid, parseOrThrow } from '../../core/errors';
import { ORDER_MESSAGES, orderMoney } from '../../core/orders';
import {
  type CardPaymentInput,
  cardPaymentSchema,
  PAYMENT_MESSAGES,
  paymentMethodName,
} from '../../core/payments';
import { guardAttempt } from '../accounts';
import type { ServiceContext } from '../context';
import {
  type ChargeResult,
  type PaymentAccount,
  type PaymentProvider,
  PaymentProviderError,
} from '../payments';
import { loadOrder, moveOrderTo, type OrderRecord } from './lookup';
import {
  amountCharged,
  checkAgainstOrder,
  MISMATCH_CODE,
  type PaymentOutcome,
  recordPaymentAttempt,
} from './payment-attempts';
import { loadQuote } from './quotes';
import { orders, paymentAttempts } from './tables';

/** How a quote is paid: the gateway's provider and the store's account with it (`PaymentGateway.accountFor`). */
export interface QuotePaymentDeps {
  provider: PaymentProvider;
  account: PaymentAccount;
  /** The store's origin as the shopper sees it: the bank's authentication step comes back to /pay/{order}/. */
  origin: string;
  now?: () => Date;
}

export type QuotePaymentResult =
  | { status: 'paid'; message: string; duplicate: boolean }
  | { status: 'declined'; message: string; code: string }
  | { status: 'requires_action'; clientSecret: string };

type Attempt = typeof paymentAttempts.$inferSelect;

/** What was charged and with what, for the attempt a provider's answer is recorded as. */
interface Charged {
  amount: number;
  currency: string;
  methodName: string;
  paymentToken: string | null;
}

const paid = (duplicate: boolean): QuotePaymentResult => ({
  status: 'paid',
  message: ORDER_MESSAGES.quotePaid,
  duplicate,
});

async function attemptsOf(ctx: ServiceContext, orderId: number): Promise<Attempt[]> {
  return ctx.db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.divisionId, ctx.store.id)))
    .orderBy(desc(paymentAttempts.id));
}

/**
 * The provider's key for one try at paying this order: the order, which try it is, and the card and amount.
 * A double submit of the same card is the same try (answered from the attempts before it reaches here); a
 * new card after a decline is a new try, which the provider must not answer with the old decline.
 */
function providerKey(
  orderUuid: string,
  attemptNumber: number,
  token: string,
  amount: number,
  currency: string,
) {
  const fingerprint = createHash('sha256')
    .update(`${token}|${amount}|${currency}`)
    .digest('hex')
    .slice(0, 16);
  return `${orderUuid}:quote:${attemptNumber}:${fingerprint}`;
}

/** Asks the provider, turning "could not reach it" into the message the shopper sees (nothing is charged). */
async function ask<Result extends ChargeResult>(call: () => Promise<Result>): Promise<Result> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderError)
      throw invalid({ payment: [PAYMENT_MESSAGES.providerUnavailable] });
    throw error;
  }
}

/**
 * Records the provider's answer as a payment attempt (§3) and, when it is paid, marks the order paid and moves
 * it to 'bespoke_paid', in the caller's transaction. A decline or a pending authentication leaves the order
 * as it was.
 */
async function settle(
  ctx: ServiceContext,
  order: OrderRecord,
  charged: Charged,
  result: PaymentOutcome,
  deps: QuotePaymentDeps,
  now: Date,
): Promise<QuotePaymentResult> {
  const attempt = {
    divisionId: ctx.store.id,
    orderId: order.id,
    paymentMethodName: charged.methodName,
    amount: charged.amount,
    currency: charged.currency,
    provider: deps.provider.name,
    reference: result.reference,
    paymentToken: charged.paymentToken,
    createdAt: now,
  };
  await recordPaymentAttempt(ctx, attempt, result);
  if (result.status === 'declined') return { status: 'declined', message: result.message, code: result.code };
  if (result.status === 'mismatched')
    return { status: 'declined', message: PAYMENT_MESSAGES.amountMismatch, code: MISMATCH_CODE };
  if (result.status === 'requires_action')
    return { status: 'requires_action', clientSecret: result.clientSecret };
  await ctx.db
    .update(orders)
    .set({
      paidAt: now,
      paidDivisionId: ctx.store.id,
      paymentProvider: deps.provider.name,
      paymentTransaction: result.reference,
      paymentMethod: charged.methodName,
      updatedAt: now,
    })
    .where(and(eq(orders.id, order.id), eq(orders.divisionId, ctx.store.id)));
  await moveOrderTo(ctx, order.id, 'bespoke_paid');
  return paid(false);
}

/**
 * An earlier attempt answers again: a decline as it was, a success as paid, and a pending authentication by
 * asking the provider how it ended (the bank's step happened in the browser meanwhile).
 */
async function resume(
  ctx: ServiceContext,
  order: OrderRecord,
  attempt: Attempt,
  deps: QuotePaymentDeps,
  now: Date,
): Promise<QuotePaymentResult> {
  if (attempt.status === 'succeeded') return paid(true);
  if (attempt.status === 'requires_action' && attempt.reference) {
    const { reference } = attempt;
    const retrieved = await ask(() => deps.provider.retrieve(reference, deps.account));
    const result = checkAgainstOrder(retrieved, order);
    const charged = {
      ...amountCharged(retrieved, attempt),
      methodName: attempt.paymentMethodName,
      paymentToken: attempt.paymentToken,
    };
    return settle(ctx, order, charged, result, deps, now);
  }
  return { status: 'declined', message: attempt.message, code: attempt.declineCode ?? 'card_declined' };
}

/** The quote and its attempts (newest first) under its order's lock; refused unless it is accepted or paid. */
async function lockPayableQuote(ctx: ServiceContext, hash: string, now: Date) {
  await loadOrder(ctx, hash, { lock: true });
  const quote = await loadQuote(ctx, hash, now);
  const attempts = await attemptsOf(ctx, quote.order.id);
  if (quote.state === 'paid') return { quote, attempts, alreadyPaid: true };
  if (quote.state !== 'accepted' || quote.order.total <= 0)
    throw invalid({ payment: [ORDER_MESSAGES.quoteNotPayable] });
  return { quote, attempts, alreadyPaid: false };
}

/**
 * /pay/{order}/: pays an accepted quote's total, as the server has it, with the card the browser tokenised.
 *
 * The order row is locked for the whole payment, so a double submit waits for the first and gets its answer:
 * the same card again is answered from the attempt it made (one charge), and the provider's idempotency key
 * is per order and try. Every answer is recorded as a payment attempt. A success moves the order to
 * 'bespoke_paid' in the same commit; a decline keeps the order as it was and answers the provider's message;
 * a card that needs the bank's authentication answers its client secret, and the same card sent again once
 * the shopper has authenticated settles it.
 */
export async function payQuote(
  ctx: ServiceContext,
  hash: string,
  input: CardPaymentInput,
  deps: QuotePaymentDeps,
): Promise<QuotePaymentResult> {
  const card = parseOrThrow(cardPaymentSchema, input);
  const now = deps.now?.() ?? new Date();
  return ctx.db.transaction(async (db) => {
    const tx: ServiceContext = { ...ctx, db };
    const { quote, attempts, alreadyPaid } = await lockPayableQuote(tx, hash, now);
    const sameCard = attempts.find((attempt) => attempt.paymentToken === card.paymentToken);
    if (alreadyPaid) {
      if (sameCard?.status === 'succeeded') return paid(true);
      throw invalid({ payment: [ORDER_MESSAGES.quoteAlreadyPaid] });
    }
    const [last] = attempts;
    if (last && last === sameCard) return resume(tx, quote.order, last, deps, now);

    const { order } = quote;
    await guardAttempt(tx, 'card-attempt', { order: order.hash });
    const [row] = await db
      .select({ uuid: orders.uuid })
      .from(orders)
      .where(and(eq(orders.id, order.id), eq(orders.divisionId, ctx.store.id)));
    if (!row) throw new Error(`order ${order.id} is missing`);
    const result = await ask(() =>
      deps.provider.charge({
        amount: order.total,
        currency: order.currency,
        paymentToken: card.paymentToken,
        idempotencyKey: providerKey(
          row.uuid,
          attempts.length + 1,
          card.paymentToken,
          order.total,
          order.currency,
        ),
        account: deps.account,
        description: `Order ${order.number} at ${ctx.store.companyName} (${orderMoney(order.total, order.currency)})`,
        metadata: {
          divisionId: String(ctx.store.id),
          orderUuid: row.uuid,
          orderNumber: String(order.number),
          kind: 'quote',
        },
        receiptEmail: order.email,
        returnUrl: `${deps.origin}/pay/${order.hash}/`,
      }),
    );
    const charged = {
      amount: order.total,
      currency: order.currency,
      methodName: paymentMethodName(card.cardBrand, card.cardLast4),
      paymentToken: card.paymentToken,
    };
    return settle(tx, order, charged, result, deps, now);
  });
}

/**
 * The shopper is back at /pay/{order}/ from the bank's authentication page with the provider's reference:
 * asks the provider how the payment ended and records it. Null when the reference is no pending payment of
 * this order (nothing to confirm).
 */
export async function confirmQuotePayment(
  ctx: ServiceContext,
  hash: string,
  reference: string,
  deps: QuotePaymentDeps,
): Promise<QuotePaymentResult | null> {
  const now = deps.now?.() ?? new Date();
  return ctx.db.transaction(async (db) => {
    const tx: ServiceContext = { ...ctx, db };
    const { quote, attempts, alreadyPaid } = await lockPayableQuote(tx, hash, now);
    const [latest] = attempts.filter((attempt) => attempt.reference === reference);
    if (!latest) return null;
    if (alreadyPaid) return latest.status === 'succeeded' ? paid(true) : null;
    return resume(tx, quote.order, latest, deps, now);
  });
}
