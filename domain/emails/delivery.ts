import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { outboxEmails } from '../accounts/tables';
import type { Database } from '../db';
import { divisions } from '../stores/tables';
import type { MailTransport } from './transport';

/** How long a worker may take to send one email before another may try it. */
export const DELIVERY_LEASE_MS = 2 * 60_000;
/** A pending email handed to the queue this long ago, and still pending, lost its job: hand it over again. */
export const REQUEUE_AFTER_MS = 30 * 60_000;

export type DeliveryResult = 'sent' | 'outbox' | 'skipped';

export interface DeliveryOptions {
  /** The address emails come from; the store's company name is its display name. */
  fromAddress: string;
  /** The queue's last try: a failure now marks the email failed instead of pending. */
  finalAttempt: boolean;
  /**
   * The attempt that claimed the email is known to be dead (its job's lease went stale and the job was
   * failed back to the queue): its claim no longer keeps this attempt from sending.
   */
  claimHolderDead?: boolean;
  now?: () => Date;
}

/**
 * Pending outbox emails not yet handed to the job queue (or handed over so long ago that their job was lost),
 * marked as handed over now. Several processes may relay at once: each row goes to one of them.
 */
export async function claimPendingEmails(db: Database, limit = 100, now = new Date()): Promise<number[]> {
  const stale = new Date(now.getTime() - REQUEUE_AFTER_MS);
  // db.execute's result type differs between the node-postgres and PGlite drivers; both carry rows.
  const result = (await db.execute(sql`
    update ${outboxEmails} set enqueued_at = ${now.toISOString()}::timestamptz
    where id in (
      select id from ${outboxEmails}
      where status = 'pending' and (enqueued_at is null or enqueued_at < ${stale.toISOString()}::timestamptz)
      order by id
      limit ${limit}
      for update skip locked
    )
    returning id`)) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/**
 * Sends one outbox email through the transport and records the outcome. A lease keeps two workers from
 * sending the same email; an email already delivered or failed is skipped. A failure is recorded (attempts,
 * last error) and thrown again, so the queue retries it with backoff; after the final attempt the email is
 * marked failed.
 */
export async function deliverOutboxEmail(
  db: Database,
  id: number,
  transport: MailTransport,
  options: DeliveryOptions,
): Promise<DeliveryResult> {
  const now = options.now?.() ?? new Date();
  const [email] = await db
    .update(outboxEmails)
    .set({
      claimedUntil: new Date(now.getTime() + DELIVERY_LEASE_MS),
      attempts: sql`${outboxEmails.attempts} + 1`,
    })
    .where(
      and(
        eq(outboxEmails.id, id),
        eq(outboxEmails.status, 'pending'),
        options.claimHolderDead
          ? undefined
          : or(isNull(outboxEmails.claimedUntil), lt(outboxEmails.claimedUntil, now)),
      ),
    )
    .returning();
  if (!email) return 'skipped';
  const [store] = await db
    .select({ companyName: divisions.companyName, companyInfo: divisions.companyInfo })
    .from(divisions)
    .where(eq(divisions.id, email.divisionId))
    .limit(1);
  try {
    const { messageId } = await transport.send({
      from: { name: store?.companyName ?? 'Printfront', address: options.fromAddress },
      replyTo: store?.companyInfo.email ?? null,
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
    });
    await db
      .update(outboxEmails)
      .set({
        status: transport.kind === 'smtp' ? 'sent' : 'outbox',
        sentAt: new Date(),
        claimedUntil: null,
        lastError: null,
        messageId,
      })
      .where(eq(outboxEmails.id, id));
    return transport.kind === 'smtp' ? 'sent' : 'outbox';
  } catch (error) {
    await db
      .update(outboxEmails)
      .set({
        claimedUntil: null,
        lastError: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
        status: options.finalAttempt ? 'failed' : 'pending',
      })
      .where(eq(outboxEmails.id, id));
    throw error;
  }
}
