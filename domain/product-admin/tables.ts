import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { productRef } from '../catalog/tables';
import { divisionRef } from '../stores/tables';

/**
 * A url name a product had before it was renamed: /product/{old}/ answers 301 to the product's address.
 * An old name is kept until another product of the store takes it (or the product is deleted).
 */
export const productUrlRedirects = pgTable(
  'product_url_redirects',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    productId: productRef(),
    urlName: text('url_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_url_redirects_division_url_name_unique').on(t.divisionId, t.urlName),
    index('product_url_redirects_product_idx').on(t.productId),
  ],
);
