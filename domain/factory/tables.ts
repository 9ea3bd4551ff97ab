import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { products } from '../catalog/tables';
import { orderItems, orders } from '../orders/tables';
import { divisionRef } from '../stores/tables';

/**
 * §3 Factory label: one per unit of an order item's active quantity, made when the order's labels are first
 * printed. Nothing here is ever deleted: a cancelled label keeps its row (cancelled, cancelledAt, reason).
 */
export const factoryLabels = pgTable(
  'factory_labels',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    /** 1..n within the order ("2 of 3"). */
    counter: integer('counter').notNull(),
    /** Where the product is picked from (core/factory pickfaceOf). */
    pickface: text('pickface').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    toBePicked: boolean('to_be_picked').notNull().default(true),
    timesPrinted: integer('times_printed').notNull().default(0),
    pickedUserId: integer('picked_user_id').references(() => users.id, { onDelete: 'set null' }),
    pickedAt: timestamp('picked_at', { withTimezone: true }),
    cancelled: boolean('cancelled').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledUserId: integer('cancelled_user_id').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    /** The label this one replaces (childLabels are the labels whose parent it is). */
    parentLabelId: integer('parent_label_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('factory_labels_order_counter_unique').on(t.orderId, t.counter),
    index('factory_labels_item_idx').on(t.orderItemId),
  ],
);

const labelRef = () =>
  integer('label_id')
    .notNull()
    .references(() => factoryLabels.id, { onDelete: 'cascade' });
const userRef = () => integer('user_id').references(() => users.id, { onDelete: 'set null' });

/** Every print of a label: who, when, and for a reprint why. */
export const labelPrintLogs = pgTable(
  'label_print_logs',
  {
    id: serial('id').primaryKey(),
    labelId: labelRef(),
    userId: userRef(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('label_print_logs_label_idx').on(t.labelId)],
);

/** Every pretreatment of a label's garment before printing. */
export const labelPretreatLogs = pgTable(
  'label_pretreat_logs',
  {
    id: serial('id').primaryKey(),
    labelId: labelRef(),
    userId: userRef(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('label_pretreat_logs_label_idx').on(t.labelId)],
);

/** A picked unit of a multi-item order put in a pigeonhole. */
export const pigeonholeLogs = pgTable(
  'pigeonhole_logs',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    labelId: labelRef(),
    pigeonhole: integer('pigeonhole').notNull(),
    userId: userRef(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pigeonhole_logs_order_idx').on(t.orderId)],
);
