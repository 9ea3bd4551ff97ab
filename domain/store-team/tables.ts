import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from '../accounts/tables';
import { divisionRef } from '../stores/tables';

/**
 * An emailed invitation to a store's team with the dashboard permissions it gives. Only the SHA-256 of its
 * token is kept; it expires, and it is spent by the first acceptance (accepted_at) or withdrawn.
 */
export const teamInvites = pgTable(
  'team_invites',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    email: text('email').notNull(),
    permissions: jsonb('permissions').$type<string[]>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => customers.id, { onDelete: 'set null' }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('team_invites_token_unique').on(t.tokenHash),
    index('team_invites_division_idx').on(t.divisionId, t.createdAt),
  ],
);
