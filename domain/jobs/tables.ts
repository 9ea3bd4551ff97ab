import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A server process's claim on a pg-boss job it is working (server/jobs/leases.ts, decision 0022): renewed
 * every few seconds while the job runs. A job still active whose lease has not been renewed for the stale
 * window belongs to a process that died, and any process fails it back to its queue. The job table is
 * pg-boss's own (schema pgboss), so there is no foreign key.
 */
export const jobLeases = pgTable('job_leases', {
  jobId: uuid('job_id').primaryKey(),
  queue: text('queue').notNull(),
  /** The process holding it: host, pid and a random suffix. */
  holder: text('holder').notNull(),
  renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull().defaultNow(),
});
