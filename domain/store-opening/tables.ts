import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../accounts/tables';
import { divisionRef } from '../stores/tables';

/** Staff's last word on a store's review: the reason a store was denied, who decided and when. */
export const storeApprovals = pgTable('store_approvals', {
  divisionId: divisionRef().primaryKey(),
  reason: text('reason'),
  decidedBy: integer('decided_by').references(() => customers.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-time tokens that hand a dashboard user over to a store's own origin (preview, page editing): the id is
 * the SHA-256 (hex) of the token in the link, which is never stored. Two minutes, single use, one store.
 */
export const storeHandoffTokens = pgTable(
  'store_handoff_tokens',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    divisionId: divisionRef(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('store_handoff_tokens_expires_idx').on(t.expiresAt)],
);
