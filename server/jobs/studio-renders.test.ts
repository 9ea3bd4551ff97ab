import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addText, createDesign } from '../../core/design';
import type { DatabaseHandle } from '../../domain/db';
import { openTestDatabase, testEngines } from '../../domain/db/testing';
import { LocalMediaStorage } from '../../domain/storage';
import type { Store } from '../../domain/stores';
import {
  getDesignRenderStatus,
  RENDER_GAVE_UP,
  type RenderJobs,
  saveDesign,
  studioDesigns,
  studioRenders,
} from '../../domain/studio';
import { giveStudioProducts } from '../../domain/studio/testing';
import { createTestStore, visitorContext } from '../../domain/testing/fixtures';
import { bossConnection } from './boss-database';
import { startTestJobs, type TestJobs, testJobQueue } from './jobs.testing';
import { STUDIO_RENDER_QUEUE, type StudioRenderOptions, studioRenderJobs } from './studio-renders';

const A3 = { widthMm: 297, heightMm: 420 };
const RENDER_WORKER = fileURLToPath(new URL('./render-worker.testing.ts', import.meta.url));

/** A render stand-in whose designs finish when the test lets them. */
function gatedRenders() {
  const started: number[] = [];
  const gates = new Map<number, () => void>();
  const renderDesign = (designId: number) =>
    new Promise<void>((resolve) => {
      started.push(designId);
      gates.set(designId, resolve);
    });
  const release = async (designId: number) => {
    await expect.poll(() => gates.has(designId), { timeout: 20_000 }).toBe(true);
    gates.get(designId)?.();
    gates.delete(designId);
  };
  return { started, renderDesign, release };
}

interface QueuedJob {
  id: string;
  state: string;
  retry_count: number;
}

function studioRenderTests(engine: 'pglite' | 'postgres') {
  let database: DatabaseHandle;
  let store: Store;
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'studio-renders-test-'));
  const media = new LocalMediaStorage(mediaDir);
  const running: TestJobs[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    store = await createTestStore(database.db, { subdomain: `renders-${engine}` });
    await giveStudioProducts(database.db, store.id, media);
  });
  afterEach(async () => {
    for (const worker of running.splice(0)) await worker.jobs.stop(1_000);
  });
  afterAll(async () => {
    await database.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  /** One server process's job queue. */
  const startWorker = async (renders: StudioRenderOptions = {}) => {
    const worker = await startTestJobs(database, media, { renders, cacheDir: path.join(mediaDir, 'cache') });
    running.push(worker);
    return worker;
  };
  const ctx = () => visitorContext(database.db, store);
  /** Saves a White men's t-shirt with this text on its front, as the studio's page does. */
  const saveTee = async (jobs: RenderJobs, text: string) => {
    const document = addText(createDesign({ medium: 'garment', printAreas: { front: A3 } }), 'front', {
      text,
      y: 10,
      height: 60,
      fontSize: 40,
    });
    const saved = await saveDesign(
      ctx(),
      { media, jobs },
      { baseProduct: 'mens-t-shirt', colour: 'White', document },
    );
    return saved.design.uuid;
  };
  const renderStatus = (uuid: string) => getDesignRenderStatus(ctx(), uuid);
  const designId = async (uuid: string) => {
    const [row] = await database.db
      .select({ id: studioDesigns.id })
      .from(studioDesigns)
      .where(eq(studioDesigns.uuid, uuid));
    return row?.id ?? 0;
  };
  /** The design's jobs in pg-boss's table, oldest first. */
  const jobsOf = async (id: number) => {
    const result = await database.db.execute(
      sql`select id, state, retry_count from pgboss.job
          where name = ${STUDIO_RENDER_QUEUE} and singleton_key = ${String(id)} order by created_on`,
    );
    return (result as unknown as { rows: QueuedJob[] }).rows;
  };

  return { database: () => database, startWorker, saveTee, renderStatus, designId, jobsOf };
}

describe.each(testEngines)('studio renders through the job queue (%s)', (engine) => {
  const t = studioRenderTests(engine);

  it('renders a design saved through the studio service in a worker, every file done', async () => {
    const { studio } = await t.startWorker();
    const uuid = await t.saveTee(studio.jobs, 'Worker');
    await expect.poll(async () => (await t.renderStatus(uuid)).status, { timeout: 60_000 }).toBe('done');
    const status = await t.renderStatus(uuid);
    expect(status.files.length).toBeGreaterThan(0);
    expect(status.files.every((file) => file.status === 'done' && file.url)).toBe(true);
    expect((await t.jobsOf(await t.designId(uuid))).map((job) => job.state)).toEqual(['completed']);
  });

  it('queues a waiting design once, and one saved while it renders is rendered again after', async () => {
    const renders = gatedRenders();
    const { studio } = await t.startWorker({ renderDesign: renders.renderDesign });
    const db = t.database().db;
    await studio.jobs.enqueue(db, 9001);
    await expect.poll(() => renders.started, { timeout: 20_000 }).toEqual([9001]);
    // While 9001 renders: it is queued three more times, then 9002 once.
    for (let n = 0; n < 3; n += 1) await studio.jobs.enqueue(db, 9001);
    await studio.jobs.enqueue(db, 9002);
    expect((await t.jobsOf(9001)).map((job) => job.state)).toEqual(['active', 'created']);
    await renders.release(9001);
    await renders.release(9001);
    await renders.release(9002);
    expect(renders.started).toEqual([9001, 9001, 9002]);
    await expect
      .poll(async () => (await t.jobsOf(9002)).map((job) => job.state), { timeout: 20_000 })
      .toEqual(['completed']);
    expect(renders.started).toHaveLength(3);
  });

  it('retries a failing render with backoff, then marks the unfinished files failed', async () => {
    const attempts: number[] = [];
    const { studio } = await t.startWorker({
      retryLimit: 1,
      async renderDesign(id) {
        attempts.push(id);
        throw new Error('the renderer crashed');
      },
    });
    const uuid = await t.saveTee(studio.jobs, 'Doomed');
    await expect.poll(async () => (await t.renderStatus(uuid)).status, { timeout: 30_000 }).toBe('failed');
    const id = await t.designId(uuid);
    expect(attempts).toEqual([id, id]);
    const status = await t.renderStatus(uuid);
    expect(status.files.every((file) => file.status === 'failed')).toBe(true);
    const errors = await t
      .database()
      .db.selectDistinct({ error: studioRenders.error })
      .from(studioRenders)
      .where(eq(studioRenders.designId, id));
    expect(errors).toEqual([{ error: RENDER_GAVE_UP }]);
  });
});

describe.each(testEngines.filter((engine) => engine === 'postgres'))(
  'studio renders across server processes (%s)',
  (engine) => {
    const t = studioRenderTests(engine);

    it('two workers on one database: each design renders once, two at a time', async () => {
      const renderedBy: { designId: number; worker: string }[] = [];
      let inFlight = 0;
      let bothBusy: () => void = () => undefined;
      const twoAtOnce = new Promise<void>((resolve) => {
        bothBusy = resolve;
      });
      // Each worker renders one design at a time, so two designs in flight are on two workers. The first
      // waits for the second, so both workers are shown to work.
      const rendering = (worker: string) => async (designId: number) => {
        inFlight += 1;
        if (inFlight === 2) bothBusy();
        await twoAtOnce;
        renderedBy.push({ designId, worker });
        inFlight -= 1;
      };
      const first = await t.startWorker({ renderDesign: rendering('first') });
      await t.startWorker({ renderDesign: rendering('second') });
      const ids = Array.from({ length: 12 }, (_, index) => 7000 + index);
      const db = t.database().db;
      for (const id of ids) await first.studio.jobs.enqueue(db, id);
      await expect.poll(() => renderedBy.length, { timeout: 60_000 }).toBe(ids.length);
      expect(renderedBy.map((entry) => entry.designId).sort()).toEqual(ids);
      expect(new Set(renderedBy.map((entry) => entry.worker))).toEqual(new Set(['first', 'second']));
      for (const id of ids) expect((await t.jobsOf(id)).map((job) => job.state)).toEqual(['completed']);
    });

    // A longer timeout: starting a second process (tsx compiling it) takes a while on a busy machine.
    // With the server's own lease timings: the measure of how soon a killed process's render is taken up.
    it('a worker killed mid-render loses nothing: the other renders the design once its lease goes stale', async () => {
      const db = t.database();
      const url = (bossConnection(db) as { connectionString: string }).connectionString;
      const child = spawn(process.execPath, ['--import', 'tsx', RENDER_WORKER, url], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        output += chunk;
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        await expect.poll(() => output, { timeout: 60_000 }).toContain('ready');
        // Saved while the process to be killed is the only worker: this one only queues it (its job queue
        // is not started, and writes the job in the saving transaction).
        const uuid = await t.saveTee(studioRenderJobs(testJobQueue(db)), 'Survivor');
        const id = await t.designId(uuid);
        await expect.poll(() => output, { timeout: 30_000 }).toContain(`rendering ${id}`);
        // The other process is already working the queue when this one dies.
        await t.startWorker();
        child.kill('SIGKILL');
        const killedAt = Date.now();
        await exited;

        const [held] = await t.jobsOf(id);
        expect(held?.state).toBe('active');
        expect((await t.renderStatus(uuid)).status).toBe('rendering');
        // Its lease, last renewed at most 5 s before the kill, is stale 20 s after that renewal; a sweep
        // (every 5 s) fails the job and its retry is due at once. pg-boss's expiry (10 minutes) plays no part.
        const retried = async () => (await t.jobsOf(id)).find((job) => job.id === held?.id)?.retry_count;
        await expect.poll(retried, { timeout: 40_000, interval: 100 }).toBe(1);
        const pickupMs = Date.now() - killedAt;
        expect(pickupMs).toBeGreaterThan(14_000);
        expect(pickupMs).toBeLessThan(30_000);
        await expect.poll(async () => (await t.renderStatus(uuid)).status, { timeout: 60_000 }).toBe('done');
        await expect
          .poll(async () => (await t.jobsOf(id)).find((job) => job.id === held?.id), { timeout: 30_000 })
          .toMatchObject({ state: 'completed', retry_count: 1 });
      } finally {
        child.kill('SIGKILL');
      }
    }, 120_000);
  },
);
