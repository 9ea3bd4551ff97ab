import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureBuild, type RunningServer, startServer } from '../support/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One shared test server per e2e worker (tests/support/test-server.ts picks a file's). */
    testServers: { port: number; dataDir: string }[];
  }
}

const servers: RunningServer[] = [];

export async function setup(project: TestProject): Promise<void> {
  ensureBuild();
  const count = Math.max(1, Number(project.config.maxWorkers) || 1);
  // The first server draws the demo images; the others start from a copy of them.
  const first = await startServer();
  servers.push(first);
  const others = await Promise.all(
    Array.from({ length: count - 1 }, () =>
      startServer({}, { mediaFrom: path.join(first.dataDir, 'media') }),
    ),
  );
  servers.push(...others);
  project.provide(
    'testServers',
    servers.map((server) => ({ port: server.port, dataDir: server.dataDir })),
  );
}

export async function teardown(): Promise<void> {
  await Promise.all(servers.map((server) => server.stop()));
}
