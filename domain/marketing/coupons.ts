import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type CouponTerms, normaliseCouponCode } from '../../core/checkout';
import { conflict, forbidden, parseOrThrow } from '../../core/errors';
import { messages } from '../../core/validation';
import { storeRoleOf } from '../accounts';
import type { ServiceContext } from '../context';
import { couponRedemptions, coupons } from './tables';

export type StoreCoupon = CouponTerms & { id: number };

function toTerms(row: typeof coupons.$inferSelect): StoreCoupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    minimumSpend: row.minimumSpend,
    startsAt: row.startsAt,
    expiresAt: row.expiresAt,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    enabled: row.enabled,
  };
}

/** The store's coupon with this code (any case), or null. */
export async function findCoupon(ctx: ServiceContext, code: string): Promise<StoreCoupon | null> {
  const wanted = normaliseCouponCode(code);
  if (!wanted) return null;
  const [row] = await ctx.db
    .select()
    .from(coupons)
    .where(and(eq(coupons.divisionId, ctx.store.id), sql`upper(${coupons.code}) = ${wanted}`))
    .limit(1);
  return row ? toTerms(row) : null;
}

/**
 * Counts one use of a coupon by an order, atomically: the update only matches while uses are left, so N
 * concurrent orders can never take more than the limit. Answers false when none are left. Call it inside
 * the order's transaction: a payment that fails rolls the use back with it.
 */
export async function redeemCoupon(
  ctx: ServiceContext,
  redemption: { couponId: number; orderId: number; discount: number },
): Promise<boolean> {
  const [counted] = await ctx.db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, redemption.couponId),
        eq(coupons.divisionId, ctx.store.id),
        or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit)),
      ),
    )
    .returning({ id: coupons.id });
  if (!counted) return false;
  await ctx.db.insert(couponRedemptions).values({ divisionId: ctx.store.id, ...redemption });
  return true;
}

/** Gives back the use an order holds, if any (an unpaid order trying again). */
export async function releaseCoupon(ctx: ServiceContext, orderId: number): Promise<void> {
  const [released] = await ctx.db
    .delete(couponRedemptions)
    .where(and(eq(couponRedemptions.orderId, orderId), eq(couponRedemptions.divisionId, ctx.store.id)))
    .returning({ couponId: couponRedemptions.couponId });
  if (!released) return;
  await ctx.db
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(and(eq(coupons.id, released.couponId), eq(coupons.divisionId, ctx.store.id)));
}

export const couponSchema = z
  .object({
    code: z
      .string({ error: messages.required })
      .trim()
      .min(3, messages.minLength(3))
      .max(30, messages.maxLength(30))
      .regex(/^[A-Za-z0-9_-]+$/, messages.alphaDash),
    description: z.string().trim().max(200, messages.maxLength(200)).optional().default(''),
    kind: z.enum(['percentage', 'fixed'], { error: 'Choose a percentage or a fixed amount' }),
    value: z.coerce
      .number({ error: messages.positiveNumber })
      .int(messages.positiveNumber)
      .min(1, messages.minValue(1)),
    minimumSpend: z.coerce.number().int().min(0, messages.minValue(0)).optional().default(0),
    startsAt: z.coerce.date().nullable().optional().default(null),
    expiresAt: z.coerce.date().nullable().optional().default(null),
    usageLimit: z.coerce.number().int().min(1, messages.minValue(1)).nullable().optional().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'percentage' && value.value > 100)
      ctx.addIssue({ code: 'custom', path: ['value'], message: messages.maxValue(100) });
  });
export type CouponInput = z.input<typeof couponSchema>;

/** The store's owner and staff, platform staff, and the system may manage its coupons. */
async function requireCouponManager(ctx: ServiceContext): Promise<void> {
  if (ctx.actor.kind === 'system') return;
  if (ctx.actor.kind !== 'customer') throw forbidden();
  if (ctx.actor.internal) return;
  if ((await storeRoleOf(ctx)) === null) throw forbidden();
}

/** A new coupon for the store (its owner, staff, or the system). Codes are unique per store, any case. */
export async function createCoupon(ctx: ServiceContext, input: CouponInput): Promise<StoreCoupon> {
  await requireCouponManager(ctx);
  const coupon = parseOrThrow(couponSchema, input);
  const [row] = await ctx.db
    .insert(coupons)
    .values({
      uuid: randomUUID(),
      divisionId: ctx.store.id,
      ...coupon,
      code: normaliseCouponCode(coupon.code),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('A coupon with this code already exists');
  return toTerms(row);
}
