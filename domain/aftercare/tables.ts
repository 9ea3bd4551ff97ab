import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { coupons } from '../marketing/tables';
import { orders, returnRequests } from '../orders/tables';
import { divisionRef } from '../stores/tables';

/** Why an order was printed again (reference data: misprint, damaged in transit, lost in post, wrong item). */
export const reprintReasons = pgTable('reprint_reasons', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type RefundStatus = 'pending' | 'succeeded' | 'failed';

export interface RefundLine {
  itemId: number;
  quantity: number;
  amount: number;
}

/**
 * One refund asked of the payment gateway for an order. Written 'pending' before the gateway is called (so it
 * counts against what is left to refund while in flight), then 'succeeded' with the gateway's reference and
 * its refund order, or 'failed'. The idempotency key is derived from the staff member's request: the same
 * request again finds this row and asks the gateway again under the same key, so it refunds once. Amounts
 * are positive minor units: money given back. Never deleted.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The refund order (childOrderType 'refund') once the gateway refunded. */
    refundOrderId: integer('refund_order_id').references(() => orders.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** What was asked (items, shipping): the same key with another ask is refused. */
    fingerprint: text('fingerprint').notNull(),
    amount: integer('amount').notNull(),
    shippingAmount: integer('shipping_amount').notNull().default(0),
    lines: jsonb('lines').$type<RefundLine[]>().notNull().default([]),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    chargeReference: text('charge_reference').notNull(),
    gatewayReference: text('gateway_reference'),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    failureMessage: text('failure_message'),
    reason: text('reason').notNull().default(''),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_division_key_unique').on(t.divisionId, t.idempotencyKey),
    index('refunds_order_idx').on(t.orderId),
  ],
);

/** Staff received a shopper's return (return_requests requested → received): who, when, remill and its coupon. */
export const returnReceipts = pgTable(
  'return_receipts',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    returnRequestId: integer('return_request_id')
      .notNull()
      .references(() => returnRequests.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Returned 100% cotton clothing to be remade (§1): the shopper gets a coupon for the next purchase. */
    remill: boolean('remill').notNull().default(false),
    couponId: integer('coupon_id').references(() => coupons.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('return_receipts_request_unique').on(t.returnRequestId),
    index('return_receipts_order_idx').on(t.orderId),
  ],
);
