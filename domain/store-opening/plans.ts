import { and, eq } from 'drizzle-orm';
import { conflict, forbidden, invalid, parseOrThrow } from '../../core/errors';
import { PLAN_MESSAGES, PRO_PLAN, type ProUpgradeInput, proUpgradeSchema } from '../../core/store-opening';
import { customerDivisions, customers, requireCustomer } from '../accounts';
import type { ServiceContext } from '../context';
import type { PaymentGateway } from '../payments';
import { assertMayManage } from '../store-admin';
import { divisions, subdomains } from '../stores';

/**
 * Moves the context's store to the Pro plan (its owner, or an internal user): charges the plan's price
 * through the payment gateway (the test processor unless Stripe is configured) on the platform's account,
 * then sets the store pro; a declined card changes nothing and says why on the card field. Pro-only pages
 * and blocks unlock at once (the settings row's change reaches every cache).
 */
export async function upgradeToPro(
  ctx: ServiceContext,
  input: ProUpgradeInput,
  gateway: PaymentGateway,
  options: { returnUrl: string },
): Promise<{ message: string; reference: string }> {
  const manager = await assertMayManage(ctx);
  if (manager.role === 'staff') throw forbidden(PLAN_MESSAGES.ownerOnly);
  const actor = requireCustomer(ctx);
  const data = parseOrThrow(proUpgradeSchema, input);
  const [settings] = await ctx.db
    .select({ isPro: subdomains.isPro })
    .from(subdomains)
    .where(eq(subdomains.divisionId, ctx.store.id))
    .limit(1);
  if (settings?.isPro) throw conflict(PLAN_MESSAGES.alreadyPro);
  const [customer] = await ctx.db
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, actor.customerId))
    .limit(1);
  const result = await gateway.provider.charge({
    amount: PRO_PLAN.amount,
    currency: PRO_PLAN.currency,
    paymentToken: data.paymentToken,
    idempotencyKey: `pro-plan:${ctx.store.id}:${data.attempt}`,
    account: { processor: 'teemill', accountId: null },
    description: `Printfront Pro for ${ctx.store.companyName}`,
    metadata: { divisionId: String(ctx.store.id), plan: 'pro' },
    receiptEmail: customer?.email ?? '',
    returnUrl: options.returnUrl,
  });
  if (result.status === 'declined') throw invalid({ paymentToken: [result.message] });
  if (result.status === 'requires_action')
    throw invalid({ paymentToken: [PLAN_MESSAGES.needsAuthentication] });
  await ctx.db
    .update(subdomains)
    .set({ isPro: true, updatedAt: new Date() })
    .where(eq(subdomains.divisionId, ctx.store.id));
  return { message: PLAN_MESSAGES.upgraded, reference: result.reference };
}

export interface StorePlan {
  id: number;
  companyName: string;
  isPro: boolean;
}

/** The stores the signed-in customer owns, with their plan (for /teemill-plans/); none for anyone else. */
export async function ownedStorePlans(ctx: ServiceContext): Promise<StorePlan[]> {
  if (ctx.actor.kind !== 'customer') return [];
  return ctx.db
    .select({ id: divisions.id, companyName: divisions.companyName, isPro: subdomains.isPro })
    .from(customerDivisions)
    .innerJoin(divisions, eq(divisions.id, customerDivisions.divisionId))
    .innerJoin(subdomains, eq(subdomains.divisionId, divisions.id))
    .where(and(eq(customerDivisions.customerId, ctx.actor.customerId), eq(customerDivisions.role, 'owner')))
    .orderBy(divisions.id);
}
