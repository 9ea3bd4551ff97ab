import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { divisionRef } from '../stores/tables';

/** A visit that arrived with utm_* parameters, recorded by getStoreCoreData. */
export const utmVisits = pgTable(
  'utm_visits',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    source: text('source'),
    campaign: text('campaign'),
    medium: text('medium'),
    content: text('content'),
    term: text('term'),
    sessionId: text('session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('utm_visits_division_idx').on(t.divisionId, t.createdAt)],
);

/** Events logged through /omnis/v3/events/logEvent/ and the event collector. */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    name: text('name').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_division_idx').on(t.divisionId, t.createdAt)],
);
