import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { seedDemo } from '../domain/seed';
import { buildServer } from './app';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './database';

/** `npm run dev`: the same server, with Vite compiling the storefront on demand and hot reload. */
const config = { ...loadConfig({ NODE_ENV: 'development', ...process.env }), env: 'development' as const };
const database = await openConfiguredDatabase(config);
await database.migrate();
await seedDemo(database.db, {
  mediaDir: config.mediaDir,
  log: (message) => process.stdout.write(`${message}\n`),
});

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
const app = await buildServer({
  config,
  database,
  getBuild: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  viteMiddlewares: vite.middlewares,
});
await app.listen({ port: config.port, host: config.host });
process.stdout.write(`Printfront (development) on http://demo.${config.storeBaseDomain}:${config.port}/\n`);
