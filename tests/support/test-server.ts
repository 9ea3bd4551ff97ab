import { inject } from 'vitest';

/**
 * The shared test server this browser-test file uses. Global setup starts one per e2e worker, each with its
 * own database and data directory, so two files running at once never see each other's changes (a theme
 * applied, a store's settings saved) and each file keeps a server to itself, as when they ran one by one.
 */
function testServer(): { port: number; dataDir: string } {
  const servers = inject('testServers');
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[(Math.max(poolId, 1) - 1) % servers.length];
  if (!server) throw new Error('global setup started no test server');
  return server;
}

/** The port of this worker's shared test server. */
export function testServerPort(): number {
  return testServer().port;
}

/** This worker's shared test server's DATA_DIR: its media directory has the demo images already drawn. */
export function testServerDataDir(): string {
  return testServer().dataDir;
}
