import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../../domain/db';
import { claimPendingEmails, deliverOutboxEmail, type MailTransport } from '../../domain/emails';
import { type JobLeases, LEASE_LOST } from './leases';
import { transactionBossDatabase } from './transaction-database';

export const EMAIL_QUEUE = 'outbox-email';
/** How many emails a worker takes from the queue at a time. */
export const EMAIL_BATCH_SIZE = 20;

export interface EmailDeliveryOptions {
  transport: MailTransport;
  fromAddress: string;
  /** Tries after the first; each waits twice as long as the one before (retryDelaySeconds, then 2x, 4x...). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How often pending outbox emails are handed to the queue. */
  relayIntervalMs?: number;
  /** How often a worker asks the queue for work. */
  pollingIntervalSeconds?: number;
}

export interface EmailDelivery {
  /** Hands pending outbox emails to the queue now (the relay also runs on its own timer). */
  relay(): Promise<number>;
  /** Stops relaying; the queue's own stop() finishes the emails being sent. */
  stop(): Promise<void>;
}

interface EmailJob {
  outboxId: number;
}

/**
 * Outbox emails become jobs: a relay hands every pending outbox row to the 'outbox-email' queue, and a
 * worker sends each with the transport (SMTP, or delivered to the outbox), retrying with backoff.
 */
export async function startEmailDelivery(
  boss: PgBoss,
  leases: JobLeases,
  db: Database,
  log: FastifyBaseLogger,
  options: EmailDeliveryOptions,
): Promise<EmailDelivery> {
  const queue: PgBoss.Queue = {
    name: EMAIL_QUEUE,
    policy: 'standard',
    retryLimit: options.retryLimit ?? 5,
    retryDelay: options.retryDelaySeconds ?? 30,
    retryBackoff: true,
    // A job whose process died is failed once its lease goes stale (leases.ts), long before this.
    expireInSeconds: 5 * 60,
    retentionMinutes: 7 * 24 * 60,
  };
  await boss.createQueue(EMAIL_QUEUE, queue);
  await boss.updateQueue(EMAIL_QUEUE, queue);

  // pg-boss waits out the polling interval after every fetch, even one that found work, so the worker takes
  // a batch at a time: a burst of emails (a sale's order confirmations) goes out in seconds, not minutes.
  await boss.work<EmailJob>(
    EMAIL_QUEUE,
    {
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
      batchSize: EMAIL_BATCH_SIZE,
      includeMetadata: true,
    },
    leases.leased(EMAIL_QUEUE, async (jobs: PgBoss.JobWithMetadata<EmailJob>[]) => {
      for (const job of jobs) {
        const finalAttempt = job.retryCount >= job.retryLimit;
        try {
          const result = await deliverOutboxEmail(db, job.data.outboxId, options.transport, {
            fromAddress: options.fromAddress,
            finalAttempt,
            // A try swept from a dead process left its claim on the email (2 minutes): without this the
            // retry would skip the email and it would wait for the relay's requeue (30 minutes).
            claimHolderDead: (job.output as { message?: unknown } | null)?.message === LEASE_LOST,
          });
          log.info({ outboxId: job.data.outboxId, result }, 'email delivered');
        } catch (error) {
          log[finalAttempt ? 'error' : 'warn'](
            { err: error, outboxId: job.data.outboxId, attempt: job.retryCount + 1, finalAttempt },
            finalAttempt ? 'email delivery failed; no retries left' : 'email delivery failed; will retry',
          );
          // Failed on its own, so it is retried with backoff while the rest of the batch completes (pg-boss
          // completes only the batch's jobs that are still active).
          await boss.fail(EMAIL_QUEUE, job.id, {
            message: error instanceof Error ? error.message : String(error),
          });
        }
      }
    }),
  );

  // Claiming the rows and queueing their jobs is one transaction: a process killed between the two would
  // otherwise leave emails marked handed over with no job, waiting out REQUEUE_AFTER_MS.
  const relay = async (): Promise<number> => {
    const ids = await db.transaction(async (tx) => {
      const claimed = await claimPendingEmails(tx);
      if (claimed.length > 0) {
        await boss.insert(
          claimed.map((outboxId) => ({ name: EMAIL_QUEUE, data: { outboxId } })),
          { db: transactionBossDatabase(tx) },
        );
      }
      return claimed;
    });
    if (ids.length > 0) log.debug({ count: ids.length }, 'emails handed to the job queue');
    return ids.length;
  };

  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  const tick = () => {
    running = relay()
      .catch((error: unknown) => log.error({ err: error }, 'email relay failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.relayIntervalMs ?? 1_000);
      });
  };
  tick();

  return {
    relay,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
