import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureProductionBuild } from '../../scripts/build';
import { SERVER_ENTRY, SERVER_ENVIRONMENT } from '../../scripts/build-server';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The compiled server that `npm run serve` runs: tests and benchmarks run what production runs. */
export const SERVER_SCRIPT = path.join(ROOT, 'build', SERVER_ENTRY);

export function ensureBuild(): void {
  ensureProductionBuild(ROOT);
}

export interface RunningServer {
  port: number;
  /** The server's process id (its memory is read from /proc/{pid}/status). */
  pid: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Stops the server with SIGTERM and returns its exit code. */
  stop(): Promise<number | null>;
}

/** One server process: its port, what it logged, and a way to signal it and wait for its exit. */
export interface ServerProcess {
  port: number;
  pid: number;
  output(): string;
  /** Sends the signal (SIGTERM by default) and resolves with the exit code once the process has exited. */
  kill(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function createDatabase(baseUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

async function waitUntilReady(port: number, child: ChildProcess, output: () => string): Promise<void> {
  // The first start draws the demo images: about a minute on a quiet 2-core machine, longer on a busy one.
  const deadline = Date.now() + Number(process.env.E2E_READY_TIMEOUT_MS ?? 300_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become ready in time:\n${output()}`);
}

/**
 * Spawns the real server (migrations, seed, storefront) on a free port with this data directory and
 * database (undefined: PGlite under the data directory), and waits until it is ready.
 */
export async function spawnServer(options: {
  port?: number;
  dataDir: string;
  databaseUrl: string | undefined;
  env?: Record<string, string>;
  /** Another compiled server than this checkout's (a benchmark's earlier build); SERVER_SCRIPT by default. */
  script?: string;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  let log = '';
  const child = spawn(process.execPath, [options.script ?? SERVER_SCRIPT], {
    cwd: ROOT,
    env: {
      ...SERVER_ENVIRONMENT,
      ...process.env,
      NODE_ENV: 'production',
      // Production refuses to start without these (decision 0009 / the config's trust rules).
      APP_SECRET: 'e2e-app-secret-0123456789abcdefghijklmnop',
      PAYMENT_PROCESSOR: 'test',
      // Every browser test comes from loopback: per-address limits would count the whole suite as one client.
      RATE_LIMIT_EXEMPT_ADDRESSES: '127.0.0.1,::1,::ffff:127.0.0.1',
      PORT: String(port),
      HOST: '::',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: options.databaseUrl ?? '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await waitUntilReady(port, child, () => log);
  return {
    port,
    pid: child.pid ?? 0,
    output: () => log,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Starts a data directory from another's media (the demo images a server already drew), so the server on it
 * does not draw them again. Nothing when there is none.
 */
export function copyMedia(mediaFrom: string | undefined, dataDir: string): void {
  if (mediaFrom && existsSync(mediaFrom)) cpSync(mediaFrom, path.join(dataDir, 'media'), { recursive: true });
}

/** Starts the real server (migrations, seed, storefront) on its own port, data directory and database. */
export async function startServer(
  env: Record<string, string> = {},
  options: { mediaFrom?: string } = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'printfront-e2e-'));
  copyMedia(options.mediaFrom, dataDir);
  const baseUrl = process.env.DATABASE_URL;
  const port = await freePort();
  // Named after the port: a test can find the shared test server's database (cache-invalidation.e2e.ts).
  const databaseName = `printfront_e2e_${process.pid}_${port}`;
  const databaseUrl = baseUrl ? await createDatabase(baseUrl, databaseName) : undefined;
  const server = await spawnServer({ port, dataDir, databaseUrl, env });
  return {
    port: server.port,
    pid: server.pid,
    dataDir,
    databaseUrl,
    async stop() {
      const code = await server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
      if (baseUrl) await dropDatabase(baseUrl, databaseName);
      return code;
    },
  };
}
