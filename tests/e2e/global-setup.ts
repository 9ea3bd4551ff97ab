import type { TestProject } from 'vitest/node';
import { ensureBuild, type RunningServer, startServer } from '../support/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
    /** The shared test server's DATA_DIR: its media directory has the demo images already drawn. */
    dataDir: string;
  }
}

let server: RunningServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  ensureBuild();
  server = await startServer();
  project.provide('port', server.port);
  project.provide('dataDir', server.dataDir);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
