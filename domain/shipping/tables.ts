import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Region } from '../../core/constants';
import { divisionRef } from '../stores/tables';

/** A way a store delivers (Standard, Express…). */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('shipping_methods_division_code_unique').on(t.divisionId, t.code)],
);

/** A method's price for a region (UK, EU, rest of world), in the store's currency. */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    methodId: integer('method_id')
      .notNull()
      .references(() => shippingMethods.id, { onDelete: 'cascade' }),
    region: text('region').$type<Region>().notNull(),
    price: integer('price').notNull(),
    /** Free when the goods cost at least this much; null: never free. */
    freeOver: integer('free_over'),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
  },
  (t) => [
    uniqueIndex('shipping_rates_method_region_unique').on(t.methodId, t.region),
    index('shipping_rates_division_idx').on(t.divisionId),
  ],
);
