import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from '../accounts/tables';
import { products, productVariants } from '../catalog/tables';
import { divisions } from '../stores/tables';

/** A named cart ('main' by default) of one visitor in one store. */
export const baskets = pgTable(
  'baskets',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull().unique(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    name: text('name').notNull().default('main'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('baskets_division_visitor_name_unique').on(t.divisionId, t.visitorId, t.name)],
);

export const basketItems = pgTable(
  'basket_items',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    basketId: integer('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('basket_items_basket_variant_unique').on(t.basketId, t.variantId),
    index('basket_items_division_idx').on(t.divisionId),
  ],
);
