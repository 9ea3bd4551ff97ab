import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { DatabaseHandle } from '../../domain/db';
import type { MediaStorage } from '../../domain/storage';
import { createStudioRuntime, type StudioRuntime } from '../../domain/studio';
import { createJobQueue, type Jobs, type JobsOptions, startJobs, studioRenderJobs } from '.';

const silent = pino({ level: 'silent' });

/** A job queue with maintenance (which fails expired jobs) every second. */
export const testJobQueue = (database: DatabaseHandle) =>
  createJobQueue(database, { maintenanceIntervalSeconds: 1 });

export interface TestJobs {
  jobs: Jobs;
  /** Its render queue is this process's job queue. */
  studio: StudioRuntime;
}

/**
 * Tests only: the job queue, as one server process runs it, on a test database, with quick timings
 * (maintenance every second) and the studio rendering into the given media storage. Renders are cached in
 * `cacheDir` (workers given the same one share it, as processes on one DATA_DIR do), else in a directory of
 * their own that goes when the jobs stop.
 */
export async function startTestJobs(
  database: DatabaseHandle,
  media: MediaStorage,
  options: Partial<Omit<JobsOptions, 'database' | 'studio'>> & { cacheDir?: string } = {},
): Promise<TestJobs> {
  const { cacheDir: sharedCacheDir, ...jobsOptions } = options;
  const boss = jobsOptions.boss ?? testJobQueue(database);
  const cacheDir = sharedCacheDir ?? mkdtempSync(path.join(tmpdir(), 'test-jobs-cache-'));
  const studio = createStudioRuntime({ db: database.db, media, cacheDir, jobs: studioRenderJobs(boss) });
  const jobs = await startJobs({
    log: silent,
    mailFrom: 'no-reply@printfront.test',
    ...jobsOptions,
    boss,
    database,
    studio: studio.render,
    renders: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1, ...jobsOptions.renders },
  });
  if (sharedCacheDir) return { jobs, studio };
  return {
    jobs: {
      ...jobs,
      async stop(timeoutMs) {
        await jobs.stop(timeoutMs);
        rmSync(cacheDir, { recursive: true, force: true });
      },
    },
    studio,
  };
}
