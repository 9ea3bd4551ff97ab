import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { createMediaStorage } from '../domain/storage';
import { backfillStoreDefaults } from '../domain/store-opening';
import { buildServer } from './app';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './database';
import { createJobQueue, startJobs, studioRenderJobs } from './jobs';
import { seedInChildProcess } from './seed-process';

/** `npm run dev`: the same server, with Vite compiling the storefront on demand and hot reload. */
const environment = { NODE_ENV: 'development', ...process.env };
const config = { ...loadConfig(environment), env: 'development' as const };
await seedInChildProcess(environment);
const database = await openConfiguredDatabase(config);
await database.migrate();
const media = createMediaStorage(config.mediaStorage);

await backfillStoreDefaults(database.db, {
  log: (message, error) => process.stderr.write(`${message}: ${String(error)}\n`),
});
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
const queue = createJobQueue(database);
const app = await buildServer({
  config,
  database,
  media,
  getBuild: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  viteMiddlewares: vite.middlewares,
  renderJobs: studioRenderJobs(queue),
});
const jobs = await startJobs({
  boss: queue,
  database,
  studio: app.studio.render,
  log: app.log.child({ component: 'jobs' }),
  smtpUrl: config.smtpUrl,
  mailFrom: config.mailFrom,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void app
      .close()
      .then(() => jobs.stop())
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
await app.listen({ port: config.port, host: config.host });
process.stdout.write(`Printfront (development) on http://demo.${config.storeBaseDomain}:${config.port}/\n`);
