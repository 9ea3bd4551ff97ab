import { sql } from 'drizzle-orm';
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
import { customers, users } from '../accounts/tables';
import { products, productVariants } from '../catalog/tables';
import { divisionRef, divisions } from '../stores/tables';

export interface PostalAddress {
  name: string;
  company?: string | null;
  line1: string;
  line2?: string | null;
  city: string;
  county?: string | null;
  postcode: string;
  country: string;
  eoriNumber?: string | null;
}

export const orderStatuses = pgTable('order_statuses', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  color: text('color').notNull(),
});

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull().unique(),
    /** The shopper's links (receipt, invoice, returns) use this unguessable hash. */
    hash: text('hash').notNull().unique(),
    divisionId: divisionRef(),
    paidDivisionId: integer('paid_division_id').references(() => divisions.id),
    createdDivisionId: integer('created_division_id').references(() => divisions.id),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    statusId: integer('status_id')
      .notNull()
      .references(() => orderStatuses.id),
    currency: text('currency').notNull().default('GBP'),
    subtotal: integer('subtotal').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    goodsTax: integer('goods_tax').notNull().default(0),
    shippingTax: integer('shipping_tax').notNull().default(0),
    taxDiscount: integer('tax_discount').notNull().default(0),
    shippingTotal: integer('shipping_total').notNull().default(0),
    total: integer('total').notNull().default(0),
    coupon: text('coupon'),
    priority: integer('priority').notNull().default(0),
    pigeonhole: text('pigeonhole'),
    paymentMethod: text('payment_method'),
    shippingMethod: text('shipping_method'),
    shippingQuote: jsonb('shipping_quote').$type<Record<string, unknown> | null>(),
    trackingCodes: jsonb('tracking_codes').$type<string[]>().notNull().default([]),
    childOrderType: text('child_order_type'),
    integrationType: text('integration_type'),
    reprintReasonId: integer('reprint_reason_id'),
    parentOrderId: integer('parent_order_id'),
    fulfillmentFactory: text('fulfillment_factory'),
    billing: jsonb('billing').$type<PostalAddress | null>(),
    shipping: jsonb('shipping').$type<PostalAddress | null>(),
    styles: jsonb('styles').$type<Record<string, unknown>>().notNull().default({}),
    idempotencyKey: text('idempotency_key'),
    /** The shopper's order-history link (/order-history/{customerHash}): one per store and email address. */
    customerHash: text('customer_hash'),
    /** The basket the order was placed from, emptied once it is paid. */
    basketId: integer('basket_id'),
    /** Whose account takes the money: the platform's ('teemill') or the store's own ('direct'). */
    paymentProcessor: text('payment_processor').$type<'teemill' | 'direct'>(),
    /** Which provider charged it ('test', 'stripe') and its id for the charge. */
    paymentProvider: text('payment_provider'),
    paymentTransaction: text('payment_transaction'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_division_idx').on(t.divisionId, t.createdAt),
    index('orders_customer_idx').on(t.customerId),
    index('orders_customer_hash_idx').on(t.divisionId, t.customerHash),
    uniqueIndex('orders_division_idempotency_unique').on(t.divisionId, t.idempotencyKey),
    // The operator's list across every store (domain/operator-orders): newest first, by status, store and
    // status, factory and priority, and prefix searches on the email and the billing and shipping names
    // (text_pattern_ops serves LIKE 'prefix%'; pg_trgm is not on PGlite) and exact tracking codes.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.statusId, t.createdAt),
    index('orders_division_status_created_idx').on(t.divisionId, t.statusId, t.createdAt),
    index('orders_factory_created_idx').on(t.fulfillmentFactory, t.createdAt),
    index('orders_priority_created_idx').on(t.priority, t.createdAt),
    index('orders_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('orders_shipping_name_prefix_idx').on(sql`lower(${t.shipping}->>'name') text_pattern_ops`),
    index('orders_billing_name_prefix_idx').on(sql`lower(${t.billing}->>'name') text_pattern_ops`),
    index('orders_tracking_codes_idx').using('gin', sql`${t.trackingCodes} jsonb_path_ops`),
  ],
);

/** The order_id column of an order's row: required, and deleted with its order. */
const orderRef = () =>
  integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' });

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    orderId: orderRef(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    productUrl: text('product_url'),
    image: text('image'),
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    quantity: integer('quantity').notNull(),
    printedCount: integer('printed_count').notNull().default(0),
    returnedQuantity: integer('returned_quantity').notNull().default(0),
    cancelledQuantity: integer('cancelled_quantity').notNull().default(0),
    parentItemId: integer('parent_item_id'),
    masterBundleItemId: integer('master_bundle_item_id'),
    /**
     * The line's money (core/orders `OrderLineAmounts`): unit_price (one, VAT included, in the order's
     * currency), quantity, discount (the line's share of the order's discount, VAT included) and vat_percent.
     * price and tax are derived from them by `orderLineColumns`, never set apart: the goods without VAT and
     * their VAT, both before the discount, so §3's total = price + tax − discount (price_tax_included false).
     */
    unitPrice: integer('unit_price').notNull().default(0),
    vatPercent: integer('vat_percent').notNull().default(20),
    price: integer('price').notNull(),
    tax: integer('tax').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    priceTaxIncluded: boolean('price_tax_included').notNull().default(false),
    discountTaxIncluded: boolean('discount_tax_included').notNull().default(true),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // The operator's search by sku prefix (skus are upper case; the search is upper-cased too).
    index('order_items_sku_prefix_idx').on(sql`upper(${t.sku}) text_pattern_ops`),
  ],
);

export const orderStatusLogs = pgTable(
  'order_status_logs',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    orderId: orderRef(),
    statusId: integer('status_id')
      .notNull()
      .references(() => orderStatuses.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_status_logs_order_idx').on(t.orderId),
    // Which orders were ever in a status (the bespoke flow: ever in quote).
    index('order_status_logs_status_order_idx').on(t.statusId, t.orderId),
  ],
);

export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    orderId: orderRef(),
    message: text('message').notNull().default(''),
    isSuccessful: boolean('is_successful').notNull(),
    paymentMethodName: text('payment_method_name').notNull(),
    status: text('status')
      .$type<'succeeded' | 'declined' | 'requires_action' | 'mismatched'>()
      .notNull()
      .default('declined'),
    /** The provider's code for a decline (e.g. insufficient_funds). */
    declineCode: text('decline_code'),
    amount: integer('amount').notNull().default(0),
    currency: text('currency').notNull().default('GBP'),
    provider: text('provider').notNull().default('test'),
    /** The provider's id for the charge (a PaymentIntent for Stripe). */
    reference: text('reference'),
    /** The opaque payment-method token the browser sent; never card data. */
    paymentToken: text('payment_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_attempts_order_idx').on(t.orderId),
    index('payment_attempts_reference_idx').on(t.reference),
  ],
);

export type ReturnRequestStatus = 'requested' | 'received' | 'refunded' | 'rejected';

/** A shopper's request to send items of a shipped order back (§2 /returns/), within the return window. */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    orderId: orderRef(),
    reason: text('reason').notNull(),
    comments: text('comments'),
    status: text('status').$type<ReturnRequestStatus>().notNull().default('requested'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_requests_order_idx').on(t.orderId)],
);

export const returnRequestItems = pgTable(
  'return_request_items',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    returnRequestId: integer('return_request_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('return_request_items_request_idx').on(t.returnRequestId)],
);

/**
 * What a shopper changed on an order after placing it (items or delivery address), before and after,
 * and any amount now owed back to them: staff see it, and the confirmation email says it.
 */
export const orderAmendments = pgTable(
  'order_amendments',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    orderId: orderRef(),
    kind: text('kind').$type<'items' | 'address' | 'quote-terms'>().notNull(),
    before: jsonb('before').$type<unknown>().notNull(),
    after: jsonb('after').$type<unknown>().notNull(),
    refundDue: integer('refund_due').notNull().default(0),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_amendments_order_idx').on(t.orderId)],
);

/**
 * The unguessable link to a shopper's order history in one store (/order-history/{hash}): one per store and
 * email address, so guests have one too. Emails and receipts carry it.
 */
export const orderHistoryLinks = pgTable(
  'order_history_links',
  {
    hash: text('hash').primaryKey(),
    divisionId: divisionRef(),
    /** Lower-cased. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_history_links_division_email_unique').on(t.divisionId, t.email)],
);

/** A bespoke order's quote (§4 bespoke flow): what the shopper asked for and the terms they accepted. */
export const quoteDetails = pgTable('quote_details', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  divisionId: divisionRef(),
  contactName: text('contact_name').notNull(),
  phone: text('phone'),
  company: text('company'),
  /** YYYY-MM-DD, when the shopper needs the goods. */
  deadline: text('deadline'),
  notes: text('notes'),
  /** Set by staff with the line prices; the quote can then be accepted until it expires. */
  pricedAt: timestamp('priced_at', { withTimezone: true }),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  terms: text('terms'),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
});
