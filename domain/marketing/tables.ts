import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CouponKind } from '../../core/checkout';
import { orders } from '../orders/tables';
import { divisionRef } from '../stores/tables';

/** A store's coupon code: a percentage or a fixed amount off the goods. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull().unique(),
    divisionId: divisionRef(),
    /** Stored in capitals; matched without regard to case. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').$type<CouponKind>().notNull(),
    /** Percent off (1-100), or minor units off in the store's currency. */
    value: integer('value').notNull(),
    minimumSpend: integer('minimum_spend').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** How many paid orders may use it; null for no limit. */
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupons_division_code_unique').on(t.divisionId, sql`upper(${t.code})`)],
);

/** One use of a coupon by an order; an order uses a coupon at most once. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    discount: integer('discount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_unique').on(t.orderId),
    index('coupon_redemptions_coupon_idx').on(t.couponId),
  ],
);
