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
import { divisions } from '../stores/tables';

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
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_division_idx').on(t.divisionId, t.createdAt),
    index('orders_customer_idx').on(t.customerId),
    uniqueIndex('orders_division_idempotency_unique').on(t.divisionId, t.idempotencyKey),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    quantity: integer('quantity').notNull(),
    printedCount: integer('printed_count').notNull().default(0),
    returnedQuantity: integer('returned_quantity').notNull().default(0),
    cancelledQuantity: integer('cancelled_quantity').notNull().default(0),
    parentItemId: integer('parent_item_id'),
    masterBundleItemId: integer('master_bundle_item_id'),
    price: integer('price').notNull(),
    tax: integer('tax').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    priceTaxIncluded: boolean('price_tax_included').notNull().default(true),
    discountTaxIncluded: boolean('discount_tax_included').notNull().default(true),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const orderStatusLogs = pgTable(
  'order_status_logs',
  {
    id: serial('id').primaryKey(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    statusId: integer('status_id')
      .notNull()
      .references(() => orderStatuses.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_logs_order_idx').on(t.orderId)],
);

export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    isSuccessful: boolean('is_successful').notNull(),
    paymentMethodName: text('payment_method_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_attempts_order_idx').on(t.orderId)],
);
