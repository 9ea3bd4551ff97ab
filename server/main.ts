import { createMediaStorage } from '../domain/storage';
import { backfillStoreDefaults } from '../domain/store-opening';
import { buildServer } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './database';
import { createJobQueue, startJobs, studioRenderJobs } from './jobs';
import { productionBuildLoader } from './load-build';
import { seedInChildProcess } from './seed-process';
import { startBanner } from './start-banner';

const JOBS_START_LOCK_KEY = 727_011;

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
  const seeded = process.env.SEED !== 'false';
  // Before this process opens the database: PGlite's files take one process at a time.
  if (seeded) await seedInChildProcess();
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  const media = createMediaStorage(config.mediaStorage);
  // Stores opened before new stores got blanks and shipping methods get them now (once; idempotent).
  await backfillStoreDefaults(database.db, {
    log: (message, error) => process.stderr.write(`${message}: ${String(error)}\n`),
  });
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
  process.stdout.write(startBanner(config, seeded));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Printfront failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
