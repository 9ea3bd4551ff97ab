import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { DatabaseHandle } from '../../domain/db';
import { LocalMediaStorage, type MediaStorage } from '../../domain/storage';
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
 * (maintenance every second) and the studio rendering into the given media storage (or local directory).
 */
export async function startTestJobs(
  database: DatabaseHandle,
  media: MediaStorage | string,
  options: Partial<Omit<JobsOptions, 'database' | 'studio'>> = {},
): Promise<TestJobs> {
  const boss = options.boss ?? testJobQueue(database);
  const storage = typeof media === 'string' ? new LocalMediaStorage(media) : media;
  const studio = createStudioRuntime({
    db: database.db,
    media: storage,
    cacheDir:
      typeof media === 'string'
        ? path.join(media, 'cache')
        : mkdtempSync(path.join(tmpdir(), 'test-jobs-cache-')),
    jobs: studioRenderJobs(boss),
  });
  const jobs = await startJobs({
    log: silent,
    mailFrom: 'no-reply@printfront.test',
    ...options,
    boss,
    database,
    studio: studio.render,
    renders: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1, ...options.renders },
  });
  return { jobs, studio };
}
