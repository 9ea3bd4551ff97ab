import type { TestProject } from 'vitest/node';
import { ensureBuild, type RunningServer, startServer } from '../support/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
  }
}

let server: RunningServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  ensureBuild();
  server = await startServer();
  project.provide('port', server.port);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
