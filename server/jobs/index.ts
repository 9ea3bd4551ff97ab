import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../domain/db';
import { type MailTransport, mailTransport } from '../../domain/emails';
import { bossConnection } from './boss-database';
import { startCleanUp } from './clean-up';
import { type EmailDelivery, type EmailDeliveryOptions, startEmailDelivery } from './email-delivery';

export { EMAIL_QUEUE } from './email-delivery';

export interface JobsOptions {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** SMTP_URL; without it emails are delivered to the outbox. */
  smtpUrl?: string | undefined;
  /** Log each email kept in the outbox with its link (config.emailLinksInLog). */
  emailLinksInLog?: boolean;
  mailFrom: string;
  /** Tests choose their own transport and quicker timings. */
  transport?: MailTransport;
  email?: Partial<Omit<EmailDeliveryOptions, 'transport' | 'fromAddress'>>;
}

export interface Jobs {
  boss: PgBoss;
  email: EmailDelivery;
  /** Graceful: stops taking work, lets the jobs under way finish (up to timeoutMs), then closes. */
  stop(timeoutMs?: number): Promise<void>;
}

/** Starts the job queue (pg-boss on either engine) and its workers. */
export async function startJobs(options: JobsOptions): Promise<Jobs> {
  const { database, log } = options;
  const boss = new PgBoss({
    ...bossConnection(database),
    schema: 'pgboss',
    // Cron schedules (the hourly clean-up) run on whichever process holds pg-boss's schedule lock.
    schedule: true,
    supervise: true,
    migrate: true,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  // Without SMTP (the demo), each email's link is logged, so a new account can be verified from the terminal.
  const announce = options.emailLinksInLog ? (notice: string) => log.info(notice) : undefined;
  const transport = options.transport ?? mailTransport(options.smtpUrl, announce);
  const email = await startEmailDelivery(boss, database.db, log, {
    ...options.email,
    transport,
    fromAddress: options.mailFrom,
  });
  await startCleanUp(boss, database.db, log);
  log.info(
    { transport: transport.kind },
    transport.kind === 'smtp'
      ? 'job queue started; emails go out over SMTP'
      : 'job queue started; emails are delivered to the outbox',
  );
  let stopping: Promise<void> | null = null;
  return {
    boss,
    email,
    stop(timeoutMs = 10_000) {
      stopping ??= (async () => {
        await email.stop();
        await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: true });
        transport.close();
        log.info('job queue stopped');
      })();
      return stopping;
    },
  };
}
