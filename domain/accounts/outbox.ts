import { and, desc, eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import type { Database } from '../db';
import { type OutboxEmailKind, outboxEmails } from './tables';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export type OutboxEmail = typeof outboxEmails.$inferSelect;

/** Records an email in the outbox, for the store of the context; a job sends it later. */
export async function queueEmail(
  db: Database,
  divisionId: number,
  email: EmailContent & { to: string; kind: OutboxEmailKind },
): Promise<void> {
  await db.insert(outboxEmails).values({ divisionId, ...email });
}

/** The store's outbox, newest first, optionally for one address and kind (staff views, e2e tests). */
export async function listOutbox(
  ctx: ServiceContext,
  filter: { to?: string; kind?: OutboxEmailKind; limit?: number } = {},
): Promise<OutboxEmail[]> {
  const conditions = [eq(outboxEmails.divisionId, ctx.store.id)];
  if (filter.to) conditions.push(sql`lower(${outboxEmails.to}) = ${filter.to.trim().toLowerCase()}`);
  if (filter.kind) conditions.push(eq(outboxEmails.kind, filter.kind));
  return ctx.db
    .select()
    .from(outboxEmails)
    .where(and(...conditions))
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(Math.min(filter.limit ?? 50, 500));
}

/** The first link in an email's text that contains `path` (e.g. '/sign-up/verify/'). */
export function linkFromEmail(email: Pick<OutboxEmail, 'text'>, path: string): string | null {
  const match = email.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(path));
  return match ?? null;
}
