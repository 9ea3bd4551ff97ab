import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../domain/db';
import { type MailTransport, mailTransport } from '../../domain/emails';
import type { RenderDependencies } from '../../domain/studio';
import { bossConnection } from './boss-database';
import { startCleanUp } from './clean-up';
import {
  EMAIL_QUEUE,
  type EmailDelivery,
  type EmailDeliveryOptions,
  startEmailDelivery,
} from './email-delivery';
import { createJobLeases, type JobLeases, type LeaseOptions } from './leases';
import { STUDIO_RENDER_QUEUE, type StudioRenderOptions, startStudioRenders } from './studio-renders';

export { EMAIL_QUEUE } from './email-delivery';
export { STUDIO_RENDER_QUEUE, studioRenderJobs } from './studio-renders';

/**
 * The job queue (pg-boss on either engine), not yet started: the server queues studio renders on it
 * before startJobs starts it, which happens before the server takes requests.
 */
export function createJobQueue(
  database: DatabaseHandle,
  options: { maintenanceIntervalSeconds?: number } = {},
): PgBoss {
  return new PgBoss({
    ...bossConnection(database),
    schema: 'pgboss',
    // Cron schedules (the hourly clean-up) run on whichever process holds pg-boss's schedule lock.
    schedule: true,
    // Maintenance (on one process at a time) fails jobs held past their expiry (a hung job). A process that
    // died is found sooner, by its stale job leases (leases.ts).
    supervise: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
    migrate: true,
  });
}

export interface JobsOptions {
  /** From createJobQueue. */
  boss: PgBoss;
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
  /** What the studio's render worker renders with (the server's StudioRuntime.render). */
  studio: RenderDependencies;
  renders?: StudioRenderOptions;
  /** Timings of the job leases that hand a dead process's jobs to the others (tests make them quick). */
  leases?: LeaseOptions;
}

export interface Jobs {
  boss: PgBoss;
  email: EmailDelivery;
  leases: JobLeases;
  /**
   * Graceful: stops taking work, lets the jobs under way (an email, a design's render) finish up to
   * timeoutMs (their leases renewed meanwhile), hands back any still running (failed, so another process
   * retries it), gives up its leases, then closes.
   */
  stop(timeoutMs?: number): Promise<void>;
}

/** Starts the job queue and its workers: email delivery, the hourly clean-up and studio renders. */
export async function startJobs(options: JobsOptions): Promise<Jobs> {
  const { boss, database, log } = options;
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  // Without SMTP (the demo), each email's link is logged, so a new account can be verified from the terminal.
  const announce = options.emailLinksInLog ? (notice: string) => log.info(notice) : undefined;
  const transport = options.transport ?? mailTransport(options.smtpUrl, announce);
  // One set of leases per process, for the queues whose jobs a dead process would otherwise hold for minutes.
  const leases = createJobLeases(database.db, boss, log, [EMAIL_QUEUE, STUDIO_RENDER_QUEUE], options.leases);
  leases.start();
  const email = await startEmailDelivery(boss, leases, database.db, log, {
    ...options.email,
    transport,
    fromAddress: options.mailFrom,
  });
  await startCleanUp(boss, database.db, log);
  await startStudioRenders(boss, leases, options.studio, log, options.renders);
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
    leases,
    stop(timeoutMs = 10_000) {
      stopping ??= (async () => {
        await email.stop();
        await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: true });
        await leases.stop();
        transport.close();
        log.info('job queue stopped');
      })();
      return stopping;
    },
  };
}
