import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import {
  failUnfinishedRenders,
  pendingDesignIds,
  type RenderDependencies,
  type RenderJobs,
  renderDesign,
} from '../../domain/studio';
import type { JobLeases } from './leases';
import { transactionBossDatabase } from './transaction-database';

export const STUDIO_RENDER_QUEUE = 'studio-render';
/** Where a render job goes once its tries are used up: its design's unfinished files are marked failed. */
export const STUDIO_RENDER_GAVE_UP_QUEUE = 'studio-render-gave-up';

export interface StudioRenderOptions {
  /** Tries after the first; each waits about twice as long as the one before. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /**
   * How long one design may render. A job still active after it (it hangs) is failed by pg-boss's
   * maintenance and retried by whichever process fetches it next. A job whose process died is failed much
   * sooner, once its lease goes stale (leases.ts).
   */
  expireInSeconds?: number;
  pollingIntervalSeconds?: number;
  /** Tests only: what rendering a design does (renderDesign by default). */
  renderDesign?: (designId: number) => Promise<unknown>;
}

interface RenderJob {
  designId: number;
}

const jobFor = (designId: number): PgBoss.JobInsert<RenderJob> => ({
  name: STUDIO_RENDER_QUEUE,
  data: { designId },
  // The queue is 'stately': per design at most one job waiting and one rendering, so a design saved
  // again while it waits is queued once, and one queued while it renders is rendered again afterwards.
  singletonKey: String(designId),
});

/** The studio's RenderJobs: each design's job is written in the caller's transaction. */
export function studioRenderJobs(boss: PgBoss): RenderJobs {
  return {
    async enqueue(tx, designId) {
      await boss.insert([jobFor(designId)], { db: transactionBossDatabase(tx) });
    },
  };
}

/**
 * Works the studio's render queue in this process, one design at a time (rendering is CPU-heavy), and
 * queues again designs with unfinished files that have no job (rows written before renders went through
 * pg-boss); the 'stately' queue makes that harmless for designs already queued or rendering.
 */
export async function startStudioRenders(
  boss: PgBoss,
  leases: JobLeases,
  render: RenderDependencies,
  log: FastifyBaseLogger,
  options: StudioRenderOptions = {},
): Promise<void> {
  await boss.createQueue(STUDIO_RENDER_GAVE_UP_QUEUE, {
    name: STUDIO_RENDER_GAVE_UP_QUEUE,
    retentionMinutes: 7 * 24 * 60,
  });
  const queue: PgBoss.Queue = {
    name: STUDIO_RENDER_QUEUE,
    policy: 'stately',
    retryLimit: options.retryLimit ?? 3,
    retryDelay: options.retryDelaySeconds ?? 10,
    retryBackoff: true,
    expireInSeconds: options.expireInSeconds ?? 10 * 60,
    retentionMinutes: 24 * 60,
    deadLetter: STUDIO_RENDER_GAVE_UP_QUEUE,
  };
  await boss.createQueue(STUDIO_RENDER_QUEUE, queue);
  await boss.updateQueue(STUDIO_RENDER_QUEUE, queue);

  const renderOne = options.renderDesign ?? ((designId: number) => renderDesign(render, designId));
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 };
  const renderJobs = leases.leased(STUDIO_RENDER_QUEUE, async (jobs: PgBoss.Job<RenderJob>[]) => {
    for (const job of jobs) {
      const { designId } = job.data;
      try {
        const progress = await renderOne(designId);
        log.info({ designId, progress }, 'studio design rendered');
      } catch (error) {
        // Thrown on: pg-boss fails the job, to be retried with backoff or given up.
        log.warn({ err: error, designId }, 'rendering a studio design failed');
        throw error;
      }
    }
  });
  await boss.work<RenderJob>(STUDIO_RENDER_QUEUE, { ...polling, batchSize: 1 }, renderJobs);
  await boss.work<RenderJob>(STUDIO_RENDER_GAVE_UP_QUEUE, polling, async (jobs) => {
    for (const job of jobs) {
      const failed = await failUnfinishedRenders(render.db, job.data.designId);
      log.error({ designId: job.data.designId, failed }, 'gave up rendering a studio design');
    }
  });

  const pending = await pendingDesignIds(render.db);
  if (pending.length > 0) await boss.insert(pending.map(jobFor));
}
