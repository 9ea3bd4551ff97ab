import { CHECKOUT_MESSAGES, couponMinimumSpend } from './messages';

export type CouponKind = 'percentage' | 'fixed';

/** What pricing needs to know of a coupon; amounts in the store's currency. */
export interface CouponTerms {
  code: string;
  kind: CouponKind;
  /** Percent off (1-100) for percentage coupons; minor units off for fixed ones. */
  value: number;
  /** Goods must cost at least this much (minor units); 0 for no minimum. */
  minimumSpend: number;
  startsAt: Date | null;
  expiresAt: Date | null;
  /** How many orders may use it; null: no limit. */
  usageLimit: number | null;
  usedCount: number;
  enabled: boolean;
}

export type CouponProblem =
  | { kind: 'unknown' }
  | { kind: 'expired' }
  | { kind: 'not_started' }
  | { kind: 'used_up' }
  | { kind: 'minimum_spend'; minimumSpend: number };

/** Coupon codes are matched without regard to case or surrounding space. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Why a coupon cannot be used on goods worth `goods` at `now`, or null when it can. */
export function couponProblem(
  coupon: CouponTerms | null,
  goods: number,
  now: Date,
  options: { ignoreUsage?: boolean } = {},
): CouponProblem | null {
  if (!coupon?.enabled) return { kind: 'unknown' };
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
  if (coupon.startsAt && coupon.startsAt.getTime() > now.getTime()) return { kind: 'not_started' };
  if (!options.ignoreUsage && coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit)
    return { kind: 'used_up' };
  if (goods < coupon.minimumSpend) return { kind: 'minimum_spend', minimumSpend: coupon.minimumSpend };
  return null;
}

/** The shopper's message for a problem; `format` writes an amount in the shopper's currency. */
export function couponProblemMessage(problem: CouponProblem, format: (amount: number) => string): string {
  switch (problem.kind) {
    case 'unknown':
      return CHECKOUT_MESSAGES.couponUnknown;
    case 'expired':
      return CHECKOUT_MESSAGES.couponExpired;
    case 'not_started':
      return CHECKOUT_MESSAGES.couponNotStarted;
    case 'used_up':
      return CHECKOUT_MESSAGES.couponUsedUp;
    case 'minimum_spend':
      return couponMinimumSpend(format(problem.minimumSpend));
  }
}

/** The discount on goods worth `goods`: a percentage rounded half up, or a fixed amount, never above the goods. */
export function couponDiscount(coupon: Pick<CouponTerms, 'kind' | 'value'>, goods: number): number {
  if (goods <= 0) return 0;
  if (coupon.kind === 'percentage') {
    const percent = Math.min(Math.max(coupon.value, 0), 100);
    return Math.min(goods, Math.floor((goods * percent * 2 + 100) / 200));
  }
  return Math.min(goods, Math.max(coupon.value, 0));
}
