import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { fulfilmentFactoryFor } from '../../core/bespoke';
import {
  CHECKOUT_MESSAGES,
  type CheckoutSubmission,
  type CheckoutSubmissionInput,
  checkoutSchema,
  couponProblemMessage,
  normalisePostcode,
} from '../../core/checkout';
import { invalid, parseOrThrow } from '../../core/errors';
import { type CurrencyCode, formatMoney, money } from '../../core/money';
import { orderLineColumns } from '../../core/orders';
import { PAYMENT_MESSAGES, paymentMethodName } from '../../core/payments';
import { guardAttempt, queueEmail } from '../accounts';
import { basketItems } from '../basket';
import type { ServiceContext } from '../context';
import type { Database } from '../db';
import { redeemCoupon, releaseCoupon } from '../marketing';
import {
  amountCharged,
  checkAgainstOrder,
  getReceipt,
  logInitialStatus,
  MISMATCH_CODE,
  moveOrderStatus,
  orderHistoryHash,
  orderItems,
  orderStatusesByCode,
  orders,
  type PaymentOutcome,
  type PostalAddress,
  paymentAttempts,
  recordPaymentAttempt,
  statusIdOf,
} from '../orders';
import { type ChargeResult, type PaymentGateway, PaymentProviderError } from '../payments';
import { orderConfirmationEmail } from './confirmation-email';
import { holdOrderedLines, releaseOrderedLines } from './payment-hold';
import { orderCurrency, type PricedCheckout, priceCheckout } from './quote';

export const PLACE_ORDER_MESSAGES = {
  providerUnavailable: PAYMENT_MESSAGES.providerUnavailable,
  paymentAccepted: PAYMENT_MESSAGES.paymentAccepted,
  awaitingAuthentication: PAYMENT_MESSAGES.awaitingAuthentication,
  noPaymentNeeded: 'No payment needed',
} as const;

export type PlaceOrderResult =
  | { status: 'paid'; orderHash: string; orderNumber: number; duplicate: boolean }
  | { status: 'declined'; orderHash: string; message: string; code: string }
  | { status: 'requires_action'; orderHash: string; clientSecret: string };

export interface PlaceOrderDeps {
  payments: PaymentGateway;
  /** The store's origin as the shopper sees it, for the links in the confirmation email. */
  origin: string;
  now?: () => Date;
}

type Order = typeof orders.$inferSelect;

const OPEN_STATUSES = new Set(['new', 'to_be_paid']);

/** A declined charge leaves the savepoint it was made in, taking the coupon use with it. */
class Declined extends Error {
  constructor(readonly result: Extract<ChargeResult, { status: 'declined' }>) {
    super(result.message);
  }
}

function addressesOf(submission: CheckoutSubmission): { shipping: PostalAddress; billing: PostalAddress } {
  const shipping: PostalAddress = {
    name: submission.name,
    company: submission.company || null,
    line1: submission.line1,
    line2: submission.line2 || null,
    city: submission.city,
    county: submission.county || null,
    postcode: normalisePostcode(submission.postcode, submission.country),
    country: submission.country,
  };
  if (submission.billingAddress !== 'different') return { shipping, billing: shipping };
  const country = submission.billingCountry.toUpperCase();
  return {
    shipping,
    billing: {
      name: submission.billingName,
      company: submission.billingCompany || null,
      line1: submission.billingLine1,
      line2: submission.billingLine2 || null,
      city: submission.billingCity,
      county: submission.billingCounty || null,
      postcode: normalisePostcode(submission.billingPostcode, country),
      country,
    },
  };
}

/**
 * Places and pays for the visitor's basket, idempotently and in one transaction.
 *
 * The checkout key claims one order row (unique per store); the row is then locked, so a double submit or a
 * retry waits for the first and answers what it did: one order, one charge. Prices, shipping and the coupon
 * are recomputed from the store's own data; a total other than the one the shopper agreed to is not charged.
 * The charge runs under the lock inside a savepoint: a decline rolls back the coupon use and keeps the
 * basket, and only the order (awaiting payment) and the failed attempt are kept. A success marks the order
 * paid, logs it, empties the basket and queues the confirmation email, all in the same commit.
 */
export async function placeOrder(
  ctx: ServiceContext,
  input: CheckoutSubmissionInput,
  deps: PlaceOrderDeps,
): Promise<PlaceOrderResult> {
  const submission = parseOrThrow(checkoutSchema, input);
  const currency = orderCurrency(ctx, submission.currency);
  if (ctx.actor.kind === 'system' || !ctx.actor.sessionId)
    throw invalid({ basket: [CHECKOUT_MESSAGES.basketEmpty] });
  const now = deps.now?.() ?? new Date();
  const rootDb = ctx.db;
  const statuses = await orderStatusesByCode(rootDb);
  const codeOf = (statusId: number) =>
    [...statuses.values()].find((row) => row.id === statusId)?.code ?? 'new';

  return rootDb.transaction(async (tx) => {
    const txCtx: ServiceContext = { ...ctx, db: tx };
    const claimed = await tx
      .insert(orders)
      .values({
        uuid: randomUUID(),
        hash: randomBytes(16).toString('hex'),
        divisionId: ctx.store.id,
        createdDivisionId: ctx.store.id,
        email: submission.email,
        statusId: await statusIdOf(rootDb, 'new'),
        currency,
        idempotencyKey: submission.idempotencyKey,
      })
      .onConflictDoNothing({ target: [orders.divisionId, orders.idempotencyKey] })
      .returning({ id: orders.id });
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.divisionId, ctx.store.id), eq(orders.idempotencyKey, submission.idempotencyKey)))
      .for('update');
    if (!order) throw new Error('the claimed order is missing');
    if (claimed.length > 0) await logInitialStatus(txCtx, rootDb, order.id, 'new');

    const priced = await priceCheckout(
      txCtx,
      {
        country: submission.country,
        shippingMethod: submission.shippingMethod,
        couponCode: submission.couponCode,
      },
      { currency, now, lock: true, ignoreCouponUsage: true },
    );
    // A key that belongs to another visitor's basket is refused; it is never guessable anyway.
    if (claimed.length === 0 && order.basketId !== null && order.basketId !== priced.basketId)
      throw invalid({ idempotencyKey: [CHECKOUT_MESSAGES.checkoutKeyInvalid] });

    if (!OPEN_STATUSES.has(codeOf(order.statusId)))
      return { status: 'paid' as const, orderHash: order.hash, orderNumber: order.id, duplicate: true };

    const fresh = claimed.length > 0;
    // A new order has no attempts yet; an unpaid one may have: the same card again gets the same answer.
    const earlier = fresh
      ? []
      : await tx
          .select()
          .from(paymentAttempts)
          .where(eq(paymentAttempts.orderId, order.id))
          .orderBy(desc(paymentAttempts.id));
    const [lastAttempt] = earlier;
    if (lastAttempt && lastAttempt.paymentToken === submission.paymentToken) {
      if (lastAttempt.status === 'declined' || lastAttempt.status === 'mismatched')
        return {
          status: 'declined' as const,
          orderHash: order.hash,
          message: lastAttempt.message,
          code: lastAttempt.declineCode ?? 'card_declined',
        };
      if (lastAttempt.status === 'requires_action' && lastAttempt.reference) {
        const account = deps.payments.accountFor(ctx.store.settings.paymentProcessor);
        const retrieved = await deps.payments.provider.retrieve(lastAttempt.reference, account);
        const result = checkAgainstOrder(retrieved, order);
        const charged = amountCharged(retrieved, lastAttempt);
        return settle(txCtx, rootDb, order, charged, submission, result, deps, now);
      }
    }

    checkPriced(priced, submission, currency);
    await writeOrder(txCtx, order, priced, submission, fresh);
    return charge(txCtx, rootDb, order, priced, submission, deps, now, earlier.length + 1);
  });
}

function checkPriced(priced: PricedCheckout, submission: CheckoutSubmission, currency: CurrencyCode): void {
  const { summary } = priced;
  if (priced.lines.length === 0) throw invalid({ basket: [CHECKOUT_MESSAGES.basketEmpty] });
  if (priced.lines.some((line) => !line.available))
    throw invalid({ basket: [CHECKOUT_MESSAGES.productUnavailable] });
  if (!priced.rate) throw invalid({ shippingMethod: [CHECKOUT_MESSAGES.shippingMethodUnavailable] });
  if (summary.couponProblem) {
    const format = (amount: number) => formatMoney(money(amount, currency));
    throw invalid({ couponCode: [couponProblemMessage(summary.couponProblem, format)] });
  }
  if (summary.total !== submission.expectedTotal)
    throw invalid({ expectedTotal: [CHECKOUT_MESSAGES.pricesChanged] });
}

/** The order's details and items as they are priced now (a retry after a decline re-prices the basket). */
async function writeOrder(
  ctx: ServiceContext,
  order: Order,
  priced: PricedCheckout,
  submission: CheckoutSubmission,
  fresh: boolean,
): Promise<void> {
  const { summary, rate } = priced;
  const { shipping, billing } = addressesOf(submission);
  await ctx.db
    .update(orders)
    .set({
      email: submission.email,
      customerId: ctx.actor.kind === 'customer' ? ctx.actor.customerId : null,
      customerHash: await orderHistoryHash(ctx, submission.email),
      basketId: priced.basketId,
      currency: summary.currency,
      subtotal: summary.subtotal,
      discount: summary.discount,
      coupon: summary.coupon?.code ?? null,
      goodsTax: summary.goodsTax,
      shippingTax: summary.shippingTax,
      taxDiscount: summary.taxDiscount,
      shippingTotal: summary.shipping ?? 0,
      total: summary.total,
      shippingMethod: rate?.method ?? null,
      shippingQuote: rate
        ? {
            method: rate.method,
            name: rate.name,
            region: rate.region,
            price: summary.shipping,
            minDays: rate.minDays,
            maxDays: rate.maxDays,
          }
        : null,
      shipping,
      billing,
      paymentProcessor: ctx.store.settings.paymentProcessor.type,
      // §4: an order of paper goods only is made at newport and follows the paper flow (decision 0014).
      fulfillmentFactory: fulfilmentFactoryFor(priced.lines.map((line) => line.productType)),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id));
  if (!fresh) await ctx.db.delete(orderItems).where(eq(orderItems.orderId, order.id));
  const pricedLines = new Map(summary.lines.map((line) => [line.key, line]));
  await ctx.db.insert(orderItems).values(
    priced.lines.map((line) => {
      const pricedLine = pricedLines.get(line.key);
      if (!pricedLine) throw new Error(`line ${line.key} was not priced`);
      return {
        divisionId: ctx.store.id,
        orderId: order.id,
        productId: line.productId,
        variantId: line.variantId,
        sku: line.sku,
        name: line.name,
        productUrl: line.productUrl,
        image: line.image,
        options: line.options,
        ...orderLineColumns(pricedLine),
      };
    }),
  );
  // A retry gives back the coupon use an earlier attempt held, then takes it again below if still wanted.
  if (!fresh) await releaseCoupon(ctx, order.id);
}

function providerKey(order: Order, attempt: number, submission: CheckoutSubmission, amount: number): string {
  const fingerprint = createHash('sha256')
    .update(`${submission.paymentToken}|${amount}|${order.currency}`)
    .digest('hex')
    .slice(0, 16);
  return `${order.uuid}:${attempt}:${fingerprint}`;
}

async function charge(
  ctx: ServiceContext,
  rootDb: Database,
  order: Order,
  priced: PricedCheckout,
  submission: CheckoutSubmission,
  deps: PlaceOrderDeps,
  now: Date,
  attemptNumber: number,
): Promise<PlaceOrderResult> {
  const { summary } = priced;
  const charged = { amount: summary.total, currency: summary.currency };
  const account = deps.payments.accountFor(ctx.store.settings.paymentProcessor);
  // Card testing: every try at a card is counted (per order, shopper, address and store) before it is made.
  if (summary.total > 0) await guardAttempt(ctx, 'card-attempt', { order: order.uuid });
  try {
    return await ctx.db.transaction(async (savepoint) => {
      const spCtx: ServiceContext = { ...ctx, db: savepoint };
      if (priced.coupon && summary.coupon) {
        const redeemed = await redeemCoupon(spCtx, {
          couponId: priced.coupon.id,
          orderId: order.id,
          discount: summary.discount,
        });
        if (!redeemed) throw invalid({ couponCode: [CHECKOUT_MESSAGES.couponUsedUp] });
      }
      let result: ChargeResult;
      if (summary.total === 0) {
        result = { status: 'succeeded', reference: `free_${order.uuid}` };
      } else {
        try {
          result = await deps.payments.provider.charge({
            amount: summary.total,
            currency: summary.currency,
            paymentToken: submission.paymentToken,
            idempotencyKey: providerKey(order, attemptNumber, submission, summary.total),
            account,
            description: `Order ${order.id} at ${ctx.store.companyName}`,
            metadata: {
              divisionId: String(ctx.store.id),
              orderUuid: order.uuid,
              orderNumber: String(order.id),
            },
            receiptEmail: submission.email,
            returnUrl: `${deps.origin}/checkout/`,
          });
        } catch (error) {
          if (error instanceof PaymentProviderError)
            throw invalid({ payment: [PLACE_ORDER_MESSAGES.providerUnavailable] });
          throw error;
        }
      }
      if (result.status === 'declined') throw new Declined(result);
      return settle(spCtx, rootDb, order, charged, submission, result, deps, now);
    });
  } catch (error) {
    if (!(error instanceof Declined)) throw error;
    return settle(ctx, rootDb, order, charged, submission, error.result, deps, now);
  }
}

/** Records what the provider answered and moves the order on: paid, declined or awaiting authentication. */
async function settle(
  ctx: ServiceContext,
  rootDb: Database,
  order: Order,
  charged: { amount: number; currency: string },
  submission: CheckoutSubmission,
  result: PaymentOutcome,
  deps: PlaceOrderDeps,
  now: Date,
): Promise<PlaceOrderResult> {
  const statuses = await orderStatusesByCode(rootDb);
  const code = [...statuses.values()].find((row) => row.id === order.statusId)?.code ?? 'new';
  const free = charged.amount === 0;
  const methodName = free
    ? PLACE_ORDER_MESSAGES.noPaymentNeeded
    : paymentMethodName(submission.cardBrand, submission.cardLast4);
  const attempt = {
    divisionId: ctx.store.id,
    orderId: order.id,
    paymentMethodName: methodName,
    amount: charged.amount,
    currency: charged.currency,
    provider: free ? 'none' : deps.payments.provider.name,
    reference: result.reference,
    paymentToken: submission.paymentToken,
    createdAt: now,
  };
  await recordPaymentAttempt(ctx, attempt, result);
  if (result.status !== 'succeeded' && result.status !== 'requires_action')
    await releaseOrderedLines(ctx, order.id);
  if (result.status === 'declined') {
    if (code === 'new') await moveOrderStatus(ctx, rootDb, order, 'to_be_paid');
    return { status: 'declined', orderHash: order.hash, message: result.message, code: result.code };
  }
  if (result.status === 'mismatched')
    return {
      status: 'declined',
      orderHash: order.hash,
      message: PAYMENT_MESSAGES.amountMismatch,
      code: MISMATCH_CODE,
    };
  if (result.status === 'requires_action') {
    await holdOrderedLines(ctx, order.id, now);
    if (code === 'new') await moveOrderStatus(ctx, rootDb, order, 'to_be_paid');
    return { status: 'requires_action', orderHash: order.hash, clientSecret: result.clientSecret };
  }
  await markPaid(
    ctx,
    rootDb,
    order.id,
    { reference: result.reference, provider: attempt.provider, methodName, now },
    deps.origin,
  );
  return { status: 'paid', orderHash: order.hash, orderNumber: order.id, duplicate: false };
}

/**
 * The order is paid: status, log, the basket lines it took, and the confirmation email, in the caller's
 * transaction. Also used when a payment completes later (a Stripe webhook).
 */
export async function markPaid(
  ctx: ServiceContext,
  rootDb: Database,
  orderId: number,
  payment: { reference: string; provider: string; methodName: string; now: Date },
  origin: string,
): Promise<void> {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.divisionId, ctx.store.id)));
  if (!order) throw new Error(`order ${orderId} is missing`);
  await moveOrderStatus(ctx, rootDb, order, 'paid', null, {
    paidAt: payment.now,
    paidDivisionId: ctx.store.id,
    paymentProvider: payment.provider,
    paymentTransaction: payment.reference,
    paymentMethod: payment.methodName,
  });
  if (order.basketId !== null) {
    const variants = await ctx.db
      .select({ variantId: orderItems.variantId })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    const ids = variants.map((row) => row.variantId).filter((id): id is number => id !== null);
    if (ids.length > 0)
      await ctx.db
        .delete(basketItems)
        .where(
          and(
            eq(basketItems.basketId, order.basketId),
            eq(basketItems.divisionId, ctx.store.id),
            inArray(basketItems.variantId, ids),
          ),
        );
  }
  const receipt = await getReceipt(ctx, order.hash, rootDb, 'addressee');
  if (!receipt) throw new Error('the paid order has no receipt');
  await queueEmail(ctx.db, ctx.store.id, {
    to: order.email,
    kind: 'order-confirmation',
    ...orderConfirmationEmail(receipt, { name: ctx.store.companyName, origin }),
  });
}
