import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  copyMedia,
  createDatabase,
  dropDatabase,
  freePort,
  type ServerProcess,
  spawnServer,
} from './server-process';

/** The production server with WEB_CONCURRENCY workers: a node:cluster primary and its serving workers. */
export interface ClusteredServer {
  port: number;
  /** The primary: the process `npm run serve` started, the one to signal. */
  primary: ServerProcess;
  databaseUrl: string;
  /** The primary's living child processes: its workers. */
  workerPids(): number[];
  /** Stops the primary with SIGTERM, then drops the database and the data directory; resolves its exit code. */
  stop(): Promise<number | null>;
}

/** A process's children now, from /proc (Linux). */
export function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** Whether a process of this id is still there. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the compiled server with WEB_CONCURRENCY=`workers` on a fresh PostgreSQL database and data directory,
 * and waits until every worker listens. `mediaFrom` is a media directory to start from (the shared test
 * server's), so seeding skips drawing the demo images.
 */
export async function startClusteredServer(options: {
  workers: number;
  mediaFrom?: string;
  env?: Record<string, string>;
}): Promise<ClusteredServer> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('several server processes share a PostgreSQL database: set DATABASE_URL');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'printfront-cluster-'));
  copyMedia(options.mediaFrom, dataDir);
  const port = await freePort();
  const databaseName = `printfront_cluster_${process.pid}_${port}`;
  const databaseUrl = await createDatabase(baseUrl, databaseName);
  const cleanUp = async () => {
    await dropDatabase(baseUrl, databaseName);
    rmSync(dataDir, { recursive: true, force: true });
  };
  let primary: ServerProcess | undefined;
  try {
    primary = await spawnServer({
      port,
      dataDir,
      databaseUrl,
      env: { WEB_CONCURRENCY: String(options.workers), ...options.env },
    });
    // Ready when one worker answers; the primary says when all of them listen.
    const allListening = `${options.workers} server processes on port ${port}`;
    for (let tries = 0; !primary.output().includes(allListening); tries += 1) {
      if (tries > 600) throw new Error(`the workers did not all start:\n${primary.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await primary?.kill('SIGTERM');
    await cleanUp();
    throw error;
  }
  const started = primary;
  return {
    port,
    primary: started,
    databaseUrl,
    workerPids: () => childPids(started.pid),
    async stop() {
      const code = await started.kill('SIGTERM');
      await cleanUp();
      return code;
    },
  };
}
