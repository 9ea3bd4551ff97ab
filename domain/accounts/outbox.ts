import { and, desc, eq, sql } from 'drizzle-orm';
import { type MailBrand, type MailMessage, mailBrand, renderMail } from '../../core/mail';
import type { ServiceContext } from '../context';
import type { Database } from '../db';
import { storeOrigin } from '../stores/public-urls';
import { divisions } from '../stores/tables';
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

/** The store's brand for its emails: logo, theme colours, company name and address. */
export async function storeMailBrand(ctx: ServiceContext, origin?: string): Promise<MailBrand> {
  const [division] = await ctx.db
    .select({ companyInfo: divisions.companyInfo })
    .from(divisions)
    .where(eq(divisions.id, ctx.store.id))
    .limit(1);
  return mailBrand(
    {
      companyName: ctx.store.companyName,
      logo: ctx.store.logo,
      theme: ctx.store.settings.theme,
      themeOverrides: ctx.store.settings.themeOverrides,
      address: division?.companyInfo.address ?? null,
    },
    origin ?? storeOrigin(ctx.store),
  );
}

/**
 * Renders a message in the mail layout with the store's brand and records it in the outbox; the job queue
 * delivers it. `origin` is the host the shopper used (links and logo), else the store's public origin.
 */
export async function queueMail(
  ctx: ServiceContext,
  email: { to: string; kind: OutboxEmailKind; message: MailMessage; origin?: string },
): Promise<void> {
  const rendered = renderMail(email.message, await storeMailBrand(ctx, email.origin));
  await queueEmail(ctx.db, ctx.store.id, { to: email.to, kind: email.kind, ...rendered });
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
