import type { DatabaseHandle } from '../domain/db';
import { createMediaStorage } from '../domain/storage';
import { backfillStoreDefaults } from '../domain/store-opening';
import { buildServer } from './app';
import { CLUSTER_BANNER_VARIABLE, type ProcessRole } from './cluster-role';
import type { Config } from './config';
import { openConfiguredDatabase } from './database';
import { createJobQueue, startJobs, studioRenderJobs } from './jobs';
import { productionBuildLoader } from './load-build';
import { seedInChildProcess } from './seed-process';
import { startBanner } from './start-banner';

const JOBS_START_LOCK_KEY = 727_011;

/** Starts this process's part of the production server; a failure to start ends it with code 1. */
export async function runServer(config: Config, role: Exclude<ProcessRole, 'primary'>): Promise<void> {
  try {
    if (role === 'prepare') await prepareOnce(config);
    else await serve(config, role);
  } catch (error) {
    process.stderr.write(
      `Printfront failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  }
}

const seeded = () => process.env.SEED !== 'false';

/**
 * What a start does once before serving: the demo stores (unless SEED=false), migrations, and new defaults for
 * stores opened before them. Returns the database, open.
 */
async function prepareDatabase(config: Config): Promise<DatabaseHandle> {
  // Before this process opens the database: PGlite's files take one process at a time.
  if (seeded()) await seedInChildProcess();
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  // Stores opened before new stores got blanks and shipping methods get them now (once; idempotent).
  await backfillStoreDefaults(database.db, {
    log: (message, error) => process.stderr.write(`${message}: ${String(error)}\n`),
  });
  return database;
}

/** The cluster's first worker: prepares the database for the serving workers, then exits. */
async function prepareOnce(config: Config): Promise<void> {
  const database = await prepareDatabase(config);
  await database.close();
  process.exit(0);
}

/** One process serving: alone (it prepares the database first) or as a cluster's worker (prepared for it). */
async function serve(config: Config, role: 'single' | 'worker'): Promise<void> {
  const database = role === 'single' ? await prepareDatabase(config) : await openConfiguredDatabase(config);
  const media = createMediaStorage(config.mediaStorage);
  const queue = createJobQueue(database);
  const app = await buildServer({
    config,
    database,
    media,
    getBuild: productionBuildLoader(config.buildDir),
    serveClientAssets: true,
    renderJobs: studioRenderJobs(queue),
  });
  // Creating pg-boss's queues deadlocks when two processes start at once on one database: they take turns.
  const jobs = await database.exclusively(JOBS_START_LOCK_KEY, () =>
    startJobs({
      boss: queue,
      database,
      studio: app.studio.render,
      log: app.log.child({ component: 'jobs' }),
      smtpUrl: config.smtpUrl,
      emailLinksInLog: config.emailLinksInLog,
      mailFrom: config.mailFrom,
    }),
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await jobs.stop(5_000);
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // Fastify's own "listening" lines would come after the banner; the banner names the addresses itself.
  const level = app.log.level;
  app.log.level = 'warn';
  await app.listen({ port: config.port, host: config.host });
  app.log.level = level;
  // A cluster's banner comes from one worker, the one its primary names.
  if (role === 'single' || process.env[CLUSTER_BANNER_VARIABLE] === '1')
    process.stdout.write(startBanner(config, seeded()));
}
