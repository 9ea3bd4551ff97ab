import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from '../accounts/tables';
import { productRef, productVariants } from '../catalog/tables';
import { divisionRef } from '../stores/tables';

/**
 * Baskets and favourites belong to one owner in one store: an anonymous visitor (the httpOnly pf_visitor
 * cookie) or, once signed in, the customer. Exactly one of visitor_id and customer_id is set; at sign-in the
 * visitor's rows join the customer's (see merge.ts).
 */
const ownerCheck = (name: string, t: { visitorId: unknown; customerId: unknown }) =>
  check(name, sql`(${t.visitorId} is null) <> (${t.customerId} is null)`);

/** A named cart ('main' by default) of one owner in one store. */
export const baskets = pgTable(
  'baskets',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull().unique(),
    divisionId: divisionRef(),
    visitorId: text('visitor_id'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default('main'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('baskets_division_visitor_name_unique').on(t.divisionId, t.visitorId, t.name),
    uniqueIndex('baskets_division_customer_name_unique').on(t.divisionId, t.customerId, t.name),
    ownerCheck('baskets_one_owner', t),
  ],
);

export const basketItems = pgTable(
  'basket_items',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    divisionId: divisionRef(),
    basketId: integer('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    productId: productRef(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    /** Until then the line is priced into a payment awaiting the bank's authentication: it may not change. */
    heldUntil: timestamp('held_until', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('basket_items_basket_variant_unique').on(t.basketId, t.variantId),
    index('basket_items_division_idx').on(t.divisionId),
    check('basket_items_quantity_range', sql`${t.quantity} between 1 and 999`),
  ],
);

/** §3 Favourite item: a product the shopper keeps, with the colour and size they were looking at. */
export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    divisionId: divisionRef(),
    visitorId: text('visitor_id'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    productId: productRef(),
    colour: text('colour'),
    size: text('size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favourites_division_visitor_product_unique').on(t.divisionId, t.visitorId, t.productId),
    uniqueIndex('favourites_division_customer_product_unique').on(t.divisionId, t.customerId, t.productId),
    ownerCheck('favourites_one_owner', t),
  ],
);

/** A favourites list as it was when emailed for later: the link's token restores it (§7 recover, br). */
export interface RecoveredFavourite {
  productUuid: string;
  colour: string | null;
  size: string | null;
}

export const favouriteRecoveries = pgTable(
  'favourite_recoveries',
  {
    /** SHA-256 of the token in the emailed link; the token itself is never stored. */
    id: text('id').primaryKey(),
    divisionId: divisionRef(),
    items: jsonb('items').$type<RecoveredFavourite[]>().notNull(),
    /** Who asked and where it went, for the per-shopper and per-address limits. */
    requestedBy: text('requested_by').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('favourite_recoveries_requester_idx').on(t.divisionId, t.requestedBy, t.createdAt),
    index('favourite_recoveries_email_idx').on(t.divisionId, t.email, t.createdAt),
  ],
);
