import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { MockupState } from '../../core/bespoke';
import { users } from '../accounts/tables';
import { orders } from '../orders/tables';
import { divisionRef } from '../stores/tables';

/**
 * Every mockup staff send for a bespoke order and the shopper's answer to it (decision 0014): approved, or
 * changes requested with a comment. Rows are never deleted; a newer mockup marks an unanswered one superseded.
 */
export const mockupApprovals = pgTable(
  'mockup_approvals',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The image under the media directory, as served: /media/mockups/{store}/{hash}.webp */
    image: text('image').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The staff member (operator users row) who sent it. */
    uploadedBy: integer('uploaded_by').references(() => users.id),
    state: text('state').$type<MockupState>().notNull().default('pending'),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [index('mockup_approvals_order_idx').on(t.orderId, t.id)],
);
