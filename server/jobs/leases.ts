import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../../domain/db';
import { jobLeases } from '../../domain/jobs/tables';
import { transactionBossDatabase } from './transaction-database';

export interface LeaseOptions {
  /** How often this process renews the leases of the jobs it is working (one statement for them all). */
  renewIntervalMs?: number;
  /**
   * How long an active job may go without a sign of life (its start, or its lease's last renewal) before
   * it is taken to belong to a dead process and failed back to its queue.
   */
  staleAfterMs?: number;
  /** How often this process looks for such jobs. */
  sweepIntervalMs?: number;
}

export const LEASE_DEFAULTS = { renewIntervalMs: 5_000, staleAfterMs: 20_000, sweepIntervalMs: 5_000 };

/** The message a swept job is failed with (its output in pg-boss's table). */
export const LEASE_LOST = 'its server process stopped renewing its lease (it died or hangs)';

type WorkHandler<J> = (jobs: J[]) => Promise<unknown>;

export interface JobLeases {
  /** This process: host, pid and a random suffix. */
  readonly holder: string;
  /**
   * A pg-boss work handler whose jobs are leased to this process while it runs them: the lease is written
   * before the handler starts and renewed until it ends. It is then left to go stale rather than deleted,
   * so pg-boss's completion, which follows the handler, never meets a job without a live lease.
   */
  leased<J extends { id: string }>(queue: string, handler: WorkHandler<J>): WorkHandler<J>;
  /** Renews this process's leases now (the timer does it every renewIntervalMs). */
  renew(): Promise<void>;
  /**
   * Fails the watched queues' active jobs with no sign of life for staleAfterMs, through pg-boss (its
   * retries, backoff and dead letter apply, though the retry may start at once) and forgets stale leases of
   * jobs no longer active. Answers the ids it failed.
   */
  sweep(): Promise<string[]>;
  /** Starts the renewal and sweep timers. */
  start(): void;
  /** Stops both timers, waits for a renewal or sweep under way and gives up this process's leases. */
  stop(): Promise<void>;
  /** Tests only: stops both timers and touches nothing, as a process that is killed. */
  halt(): void;
}

interface Row {
  name: string;
  id: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];

/**
 * Leases on pg-boss jobs (decision 0022). pg-boss 10 has no heartbeat: a job held by a process that dies
 * stays active until its expiry (minutes). Each process leases the jobs it works and renews them every few
 * seconds; every process sweeps the watched queues for active jobs whose lease went stale and fails them,
 * so another process retries them within about staleAfterMs + sweepIntervalMs of the death.
 */
export function createJobLeases(
  db: Database,
  boss: PgBoss,
  log: FastifyBaseLogger,
  queues: readonly string[],
  options: LeaseOptions = {},
): JobLeases {
  const { renewIntervalMs, staleAfterMs, sweepIntervalMs } = { ...LEASE_DEFAULTS, ...options };
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  /** Job ids whose handler is running in this process. */
  const held = new Set<string>();
  const stale = sql`now() - ${staleAfterMs}::integer * interval '1 millisecond'`;
  const timers: NodeJS.Timeout[] = [];
  let running: Promise<unknown> = Promise.resolve();

  const renew = async () => {
    if (held.size === 0) return;
    await db
      .update(jobLeases)
      .set({ renewedAt: sql`now()` })
      .where(and(eq(jobLeases.holder, holder), inArray(jobLeases.jobId, [...held])));
  };

  const sweep = async (): Promise<string[]> => {
    if (queues.length === 0) return [];
    const names: SQL = sql.join(
      queues.map((queue) => sql`${queue}`),
      sql`, `,
    );
    // pg-boss keeps started_on of the attempt it fetched last; a lease renewed before that is a former
    // attempt's, so the later of the two is the job's last sign of life.
    const deadJobs = (lock: SQL) => sql`
      select j.name, j.id::text as id from pgboss.job j
      left join job_leases l on l.job_id = j.id
      where j.name in (${names}) and j.state = 'active'
        and greatest(j.started_on, l.renewed_at) < ${stale}
      ${lock}`;
    // A plain read first: most sweeps find nothing and need no transaction.
    const found = rowsOf<Row>(await db.execute(deadJobs(sql``)));
    const swept =
      found.length === 0
        ? found
        : await db.transaction(async (tx) => {
            // Again, locked, and skipped when locked: two processes sweeping at once fail each job once,
            // and a job completed meanwhile is no longer found.
            const dead = rowsOf<Row>(await tx.execute(deadJobs(sql`for update of j skip locked`)));
            if (dead.length === 0) return dead;
            const bossDb = { db: transactionBossDatabase(tx) };
            for (const queue of new Set(dead.map((row) => row.name))) {
              const ids = dead.filter((row) => row.name === queue).map((row) => row.id);
              for (const id of ids) await boss.fail(queue, id, { message: LEASE_LOST }, bossDb);
              // The process died, not the job: its retry starts at once rather than after the backoff. The try
              // still counts, so a job that kills every process that takes it ends in its dead letter.
              await tx.execute(sql`
          update pgboss.job set start_after = now()
          where name = ${queue} and id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}) and state = 'retry'`);
            }
            await tx.delete(jobLeases).where(
              inArray(
                jobLeases.jobId,
                dead.map((row) => row.id),
              ),
            );
            return dead;
          });
    // Leases of jobs that ended (completed, failed or handed back) are left to go stale; forgotten here.
    await db.execute(sql`
      delete from job_leases l where l.renewed_at < ${stale}
        and not exists (
          select 1 from pgboss.job j where j.name = l.queue and j.id = l.job_id and j.state = 'active')`);
    for (const row of swept)
      log.warn(
        { queue: row.name, jobId: row.id },
        'job failed back to its queue: its process stopped renewing it',
      );
    return swept.map((row) => row.id);
  };

  /** Runs one renewal or sweep at a time, never letting one's failure stop the timers. */
  const every = (ms: number, task: () => Promise<unknown>, what: string) => {
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      const run = task()
        .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
        .finally(() => {
          busy = false;
        });
      running = Promise.all([running, run]);
    }, ms);
    timer.unref();
    timers.push(timer);
  };
  const clearTimers = () => {
    for (const timer of timers.splice(0)) clearInterval(timer);
  };

  return {
    holder,
    leased(queue, handler) {
      return async (jobs) => {
        const ids = jobs.map((job) => job.id);
        await db
          .insert(jobLeases)
          .values(ids.map((jobId) => ({ jobId, queue, holder })))
          .onConflictDoUpdate({ target: jobLeases.jobId, set: { queue, holder, renewedAt: sql`now()` } });
        for (const id of ids) held.add(id);
        try {
          return await handler(jobs);
        } finally {
          for (const id of ids) held.delete(id);
        }
      };
    },
    renew,
    sweep,
    start() {
      if (timers.length > 0) return;
      every(renewIntervalMs, renew, 'renewing job leases');
      every(sweepIntervalMs, sweep, 'sweeping job leases');
    },
    async stop() {
      clearTimers();
      await running;
      held.clear();
      await db.delete(jobLeases).where(eq(jobLeases.holder, holder));
    },
    halt() {
      clearTimers();
    },
  };
}
