import { and, desc, eq } from 'drizzle-orm';
import { isAppError } from '../../core/errors';
import { type ServiceContext, SYSTEM_ACTOR } from '../context';
import {
  checkAgainstOrder,
  confirmQuotePayment,
  orderStatusesByCode,
  orders,
  paymentAttempts,
  type QuotePaymentDeps,
  recordPaymentAttempt,
} from '../orders';
import type { StripeEvent } from '../payments';
import { loadStore, type Store } from '../stores';
import { releaseOrderedLines } from './payment-hold';
import { markPaid } from './place-order';

interface IntentFields {
  id: string;
  amount: number;
  currency: string;
  metadata: Record<string, string> | null;
  last_payment_error: { message?: string; code?: string; decline_code?: string } | null;
}

export interface StripeWebhookDeps {
  /** The store's own origin, for the links in the confirmation email. */
  originFor(store: Store): string;
  /** How a store's quote payments are charged and confirmed (an event of kind 'quote'). */
  quotePaymentFor(store: Store): QuotePaymentDeps;
  now?: () => Date;
}

/**
 * Applies a Stripe event whose signature was already checked: a PaymentIntent that succeeded later (after
 * the bank's authentication) pays its order; one that failed records the failed attempt. An event for
 * another store's order is ignored, unless it arrives at the platform's own host, which serves every store.
 */
export async function applyStripeEvent(
  ctx: ServiceContext,
  event: StripeEvent,
  deps: StripeWebhookDeps,
): Promise<{ applied: boolean }> {
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed')
    return { applied: false };
  // Stripe types data.object as every object an event may carry; both event types above carry a PaymentIntent.
  const intent = event.data.object as unknown as IntentFields;
  const divisionId = Number(intent.metadata?.divisionId);
  const orderUuid = intent.metadata?.orderUuid;
  if (!Number.isInteger(divisionId) || !orderUuid) return { applied: false };
  let store: Store | null = ctx.store;
  if (divisionId !== ctx.store.id)
    store = ctx.store.isPlatform ? await loadStore(ctx.db, { id: divisionId }) : null;
  if (!store) return { applied: false };
  const rootDb = ctx.db;
  if (intent.metadata?.kind === 'quote') return applyToQuote({ ...ctx, store }, orderUuid, intent.id, deps);
  const statuses = await orderStatusesByCode(rootDb);
  const now = deps.now?.() ?? new Date();

  return rootDb.transaction(async (tx) => {
    const storeCtx: ServiceContext = { store, actor: SYSTEM_ACTOR, db: tx };
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.uuid, orderUuid), eq(orders.divisionId, store.id)))
      .for('update');
    if (!order) return { applied: false };
    const code = [...statuses.values()].find((row) => row.id === order.statusId)?.code;
    if (code !== 'new' && code !== 'to_be_paid') return { applied: false };
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.reference, intent.id)))
      .orderBy(desc(paymentAttempts.id))
      .limit(1);
    const base = {
      divisionId: store.id,
      orderId: order.id,
      paymentMethodName: attempt?.paymentMethodName ?? 'Card',
      amount: intent.amount,
      currency: intent.currency.toUpperCase(),
      provider: 'stripe',
      reference: intent.id,
      paymentToken: attempt?.paymentToken ?? null,
      createdAt: now,
    };
    if (event.type === 'payment_intent.payment_failed') {
      if (attempt?.status !== 'requires_action') return { applied: false };
      const error = intent.last_payment_error;
      await tx.insert(paymentAttempts).values({
        ...base,
        isSuccessful: false,
        status: 'declined',
        message: error?.message ?? 'Your card was declined.',
        declineCode: error?.decline_code ?? error?.code ?? 'payment_failed',
      });
      await releaseOrderedLines(storeCtx, order.id);
      return { applied: true };
    }
    const outcome = checkAgainstOrder(
      { status: 'succeeded', reference: intent.id, amount: intent.amount, currency: intent.currency },
      order,
    );
    await recordPaymentAttempt(storeCtx, base, outcome);
    if (outcome.status === 'mismatched') {
      await releaseOrderedLines(storeCtx, order.id);
      return { applied: true };
    }
    await markPaid(
      storeCtx,
      rootDb,
      order.id,
      { reference: intent.id, provider: 'stripe', methodName: base.paymentMethodName, now },
      deps.originFor(store),
    );
    return { applied: true };
  });
}

/**
 * A quote's payment that ended after the shopper left the bank's page: settled as /pay/{order}/ settles it
 * when they come back, by asking Stripe how the PaymentIntent ended (the event itself is only a prompt).
 */
async function applyToQuote(
  ctx: ServiceContext,
  orderUuid: string,
  reference: string,
  deps: StripeWebhookDeps,
): Promise<{ applied: boolean }> {
  const [order] = await ctx.db
    .select({ hash: orders.hash })
    .from(orders)
    .where(and(eq(orders.uuid, orderUuid), eq(orders.divisionId, ctx.store.id)))
    .limit(1);
  if (!order) return { applied: false };
  const quoteCtx: ServiceContext = { ...ctx, actor: SYSTEM_ACTOR };
  const result = await confirmQuotePayment(quoteCtx, order.hash, reference, {
    ...deps.quotePaymentFor(ctx.store),
    now: deps.now,
    // A quote that is no longer payable ignores the event; anything else fails it, and Stripe sends it again.
  }).catch((error: unknown) => {
    if (isAppError(error)) return null;
    throw error;
  });
  return { applied: result !== null && result.status !== 'requires_action' };
}
