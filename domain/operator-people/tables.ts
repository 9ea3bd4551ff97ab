import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { StaffActionKind } from '../../core/operator-people';
import { outboxEmails, users } from '../accounts/tables';
import { divisions } from '../stores/tables';

/**
 * The audit trail of what staff did in the stores and people screens (nothing is deleted): a store's
 * approvals, denials and flags (its approval history), users' status changes and resent emails.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<StaffActionKind>().notNull(),
    /** The operator user who acted. */
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => users.id),
    divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'cascade' }),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    emailId: integer('email_id').references(() => outboxEmails.id, { onDelete: 'set null' }),
    /** Why (denials, flags), or what changed (a user's new status, the resent copy's id). */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_actions_division_idx').on(t.divisionId, t.createdAt),
    index('staff_actions_target_user_idx').on(t.targetUserId),
  ],
);
