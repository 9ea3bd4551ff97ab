import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../domain/db';
import { openTestDatabase, testEngines } from '../../domain/db/testing';
import { LocalMediaStorage } from '../../domain/storage';
import { CLEAN_UP_QUEUE } from './clean-up';
import { EMAIL_QUEUE } from './email-delivery';
import { startTestJobs, type TestJobs } from './jobs.testing';
import { LEASE_LOST, type LeaseOptions } from './leases';
import { STUDIO_RENDER_GAVE_UP_QUEUE, STUDIO_RENDER_QUEUE, type StudioRenderOptions } from './studio-renders';

/** Quick timings: renewed every 200 ms, stale after 1.5 s, swept every 200 ms. */
const QUICK: Required<LeaseOptions> = { renewIntervalMs: 200, staleAfterMs: 1_500, sweepIntervalMs: 200 };

interface JobRow {
  id: string;
  name: string;
  state: string;
  retry_count: number;
  holder: string | null;
}

const never = () => new Promise<never>(() => undefined);

describe.each(testEngines)('job leases (%s)', (engine) => {
  let database: DatabaseHandle;
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'job-leases-test-'));
  const media = new LocalMediaStorage(mediaDir);
  const running: TestJobs[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterEach(async () => {
    for (const worker of running.splice(0)) await worker.jobs.stop(1_000);
  });
  afterAll(async () => {
    await database.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  /** One server process's job queue, with quick lease timings. */
  const startWorker = async (renders: StudioRenderOptions = {}, leases: LeaseOptions = QUICK) => {
    const worker = await startTestJobs(database, media, { renders, leases });
    running.push(worker);
    return worker;
  };
  /**
   * The process dies: its leases are no longer renewed, nothing more is fetched, and nothing it held is
   * completed or failed (its render never returns).
   */
  const kill = async (worker: TestJobs) => {
    worker.jobs.leases.halt();
    await worker.jobs.email.stop();
    for (const queue of [STUDIO_RENDER_QUEUE, STUDIO_RENDER_GAVE_UP_QUEUE, EMAIL_QUEUE, CLEAN_UP_QUEUE])
      await worker.jobs.boss.offWork(queue);
  };
  const jobsOf = async (name: string, key: string) =>
    (
      (await database.db.execute(
        sql`select j.id, j.name, j.state::text as state, j.retry_count, l.holder from pgboss.job j
            left join job_leases l on l.job_id = j.id
            where j.name = ${name} and j.singleton_key = ${key} order by j.created_on`,
      )) as unknown as { rows: JobRow[] }
    ).rows;
  const renderJobsOf = (designId: number) => jobsOf(STUDIO_RENDER_QUEUE, String(designId));

  it('hands a job whose process stopped renewing its lease to another worker within the stale window', async () => {
    const taken: number[] = [];
    const doomed = await startWorker({
      renderDesign: async (designId) => {
        taken.push(designId);
        return never();
      },
    });
    await doomed.studio.jobs.enqueue(database.db, 9101);
    await expect.poll(() => taken, { timeout: 20_000 }).toEqual([9101]);
    await expect
      .poll(async () => (await renderJobsOf(9101))[0], { timeout: 10_000 })
      .toMatchObject({ state: 'active', holder: doomed.jobs.leases.holder });
    const rendered: { designId: number; at: number }[] = [];
    const survivor = await startWorker({
      renderDesign: async (designId) => {
        rendered.push({ designId, at: Date.now() });
      },
    });
    await kill(doomed);
    const killedAt = Date.now();
    await expect.poll(() => rendered.map((entry) => entry.designId), { timeout: 20_000 }).toEqual([9101]);
    const pickup = (rendered[0]?.at ?? 0) - killedAt;
    // Not before the lease went stale (its last renewal was at most 200 ms before the kill), nor long after.
    expect(pickup).toBeGreaterThanOrEqual(QUICK.staleAfterMs - QUICK.renewIntervalMs - 100);
    expect(pickup).toBeLessThan(QUICK.staleAfterMs + 3_000);
    await expect
      .poll(
        async () => (await renderJobsOf(9101)).map(({ state, retry_count }) => ({ state, retry_count })),
        {
          timeout: 10_000,
        },
      )
      .toEqual([{ state: 'completed', retry_count: 1 }]);
    expect(taken).toEqual([9101]);
    expect(survivor.jobs.leases.holder).not.toBe(doomed.jobs.leases.holder);
  });

  it('leaves a long job whose process keeps renewing its lease alone, well past the stale window', async () => {
    let finish: () => void = () => undefined;
    const started: number[] = [];
    await startWorker({
      renderDesign: (designId) =>
        new Promise<void>((resolve) => {
          started.push(designId);
          finish = resolve;
        }),
    });
    // A second process sweeping too; it renders nothing of its own here.
    const other = await startWorker({ renderDesign: async () => undefined });
    await other.studio.jobs.enqueue(database.db, 9102);
    await expect.poll(() => started, { timeout: 20_000 }).toEqual([9102]);
    await new Promise((resolve) => setTimeout(resolve, 3 * QUICK.staleAfterMs));
    expect(await other.jobs.leases.sweep()).toEqual([]);
    expect((await renderJobsOf(9102)).map(({ state, retry_count }) => ({ state, retry_count }))).toEqual([
      { state: 'active', retry_count: 0 },
    ]);
    finish();
    await expect
      .poll(async () => (await renderJobsOf(9102)).map((job) => job.state), { timeout: 10_000 })
      .toEqual(['completed']);
    expect(started).toEqual([9102]);
  });

  it('on a graceful stop hands back a job still running and gives up its leases', async () => {
    const started: number[] = [];
    const stopping = await startTestJobs(database, media, {
      leases: QUICK,
      renders: {
        renderDesign: async (designId) => {
          started.push(designId);
          return never();
        },
      },
    });
    await stopping.studio.jobs.enqueue(database.db, 9104);
    await expect.poll(() => started, { timeout: 20_000 }).toEqual([9104]);
    await expect
      .poll(async () => (await renderJobsOf(9104))[0]?.holder, { timeout: 10_000 })
      .toBe(stopping.jobs.leases.holder);
    await stopping.jobs.stop(1_000);
    const leases = (await database.db.execute(
      sql`select job_id from job_leases where holder = ${stopping.jobs.leases.holder}`,
    )) as unknown as { rows: unknown[] };
    expect(leases.rows).toEqual([]);
    // Failed by pg-boss's stop, for another process to retry (none runs here).
    expect((await renderJobsOf(9104)).map(({ state, retry_count }) => ({ state, retry_count }))).toEqual([
      { state: 'retry', retry_count: 0 },
    ]);
    await database.db.execute(sql`delete from pgboss.job where name = ${STUDIO_RENDER_QUEUE}`);
  });

  it("sweeps only its queues' jobs, each once however many processes sweep at once", async () => {
    // Timers too slow to act during the test: the sweeps below are the only ones.
    const slow = { renewIntervalMs: 60_000, staleAfterMs: 1_500, sweepIntervalMs: 60_000 };
    const first = await startWorker({}, slow);
    const second = await startWorker({}, slow);
    const { boss } = first.jobs;
    // Active jobs with no lease, started long ago: one on another queue, one studio render.
    await boss.createQueue('not-leased', { name: 'not-leased', policy: 'standard' });
    await boss.offWork(STUDIO_RENDER_QUEUE);
    await second.jobs.boss.offWork(STUDIO_RENDER_QUEUE);
    await boss.insert([{ name: 'not-leased', data: {}, singletonKey: 'x' }]);
    await boss.insert([
      { name: STUDIO_RENDER_QUEUE, data: { designId: 9103 }, singletonKey: '9103', retryLimit: 2 },
    ]);
    await database.db.execute(
      sql`update pgboss.job set state = 'active', started_on = now() - interval '1 hour'
          where (name = 'not-leased' and singleton_key = 'x') or (name = ${STUDIO_RENDER_QUEUE} and singleton_key = '9103')`,
    );
    const [render] = await renderJobsOf(9103);

    const swept = await Promise.all([first.jobs.leases.sweep(), second.jobs.leases.sweep()]);
    expect(swept.flat()).toEqual([render?.id]);
    expect((await jobsOf('not-leased', 'x')).map((job) => job.state)).toEqual(['active']);
    const [retried] = (
      (await database.db.execute(
        sql`select state::text as state, retry_count, output, start_after <= now() as due from pgboss.job
            where id = ${render?.id}::uuid`,
      )) as unknown as { rows: { state: string; retry_count: number; output: unknown; due: boolean }[] }
    ).rows;
    // Failed through pg-boss (a retry, with the reason), due at once rather than after the backoff.
    expect(retried).toMatchObject({
      state: 'retry',
      retry_count: 0,
      output: { message: LEASE_LOST },
      due: true,
    });
    await database.db.execute(
      sql`delete from pgboss.job where name in ('not-leased', ${STUDIO_RENDER_QUEUE})`,
    );
  });
});
