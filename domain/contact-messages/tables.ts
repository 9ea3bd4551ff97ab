import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { divisionRef } from '../stores/tables';

/** A message sent through a page's contact form block (mailContactForm), kept and emailed to its address. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    /** The page and block the form was on. */
    pageUrl: text('page_url').notNull(),
    blockUid: text('block_uid').notNull(),
    /** The block's contactEmail at the time. */
    toEmail: text('to_email').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_division_idx').on(t.divisionId, t.createdAt)],
);
