import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { divisionRef } from '../stores/tables';

export type SubscriberStatus = 'pending' | 'verified';

/**
 * A subscriber to one of the store's mailing lists ('' is the store's main list). Pending until the
 * emailed link is followed; the link's token is stored hashed.
 */
export const mailingListSubscribers = pgTable(
  'mailing_list_subscribers',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    mailingList: text('mailing_list').notNull().default(''),
    /** Lower case. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    status: text('status').$type<SubscriberStatus>().notNull().default('pending'),
    verifyTokenHash: text('verify_token_hash'),
    verifyExpiresAt: timestamp('verify_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mailing_list_subscribers_unique').on(t.divisionId, t.mailingList, t.email),
    index('mailing_list_subscribers_token_idx').on(t.verifyTokenHash),
  ],
);
