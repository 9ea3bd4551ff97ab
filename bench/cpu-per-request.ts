import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_ENTRY, SERVER_ENVIRONMENT } from '../scripts/build-server';
import {
  createDatabase,
  dropDatabase,
  ensureBuild,
  ROOT,
  type ServerProcess,
  spawnServer,
} from '../tests/support/server-process';
import { median } from './support/stats';

/**
 * CPU time the server spends per uncached render, which a shared machine's load disturbs far less than req/s:
 * the server's utime + stime from /proc/{pid}/stat over a fixed number of `Cache-Control: no-cache` requests
 * (a shopper with a basket renders the same way) at low concurrency, after a warm-up.
 *
 *   DATABASE_URL=… npx tsx bench/cpu-per-request.ts                     this checkout's build
 *   BENCH_BUILDS=before=/abs/copy-of-build,after=build npx tsx bench/cpu-per-request.ts
 *
 * Several builds run side by side on one database (each its own data directory) and are measured in turn,
 * started afresh every round in the order of that round, which is swapped every round, so a change in the
 * machine's load, or the advantage of the server started first, falls on both. A copied build must sit
 * inside the checkout (its server imports npm packages from node_modules). BENCH_REQUESTS (300),
 * BENCH_ROUNDS (3), BENCH_CONCURRENCY (2), BENCH_PAGES (label=address,…; by default the collection,
 * product and home pages; each must answer 200), BENCH_PROFILE=1 (each server under V8's sampling
 * profiler for the measured requests, bench/support/profile-on-signal.mjs; PROFILE_DIR says where).
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 2);
const WARM_UP = 200;
const PROFILE = process.env.BENCH_PROFILE === '1';
const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
const DEFAULT_PAGES = [
  ['collection', '/collection/t-shirts/'],
  ['product', '/product/summit-sunrise-tee/'],
  ['home', '/'],
] as const;
/** BENCH_PAGES=terms=/terms-of-sale/,home=/ measures other pages of the demo store. */
const PAGES: (readonly [string, string])[] = process.env.BENCH_PAGES
  ? process.env.BENCH_PAGES.split(',').map((entry) => {
      const [label = '', address = '/'] = entry.split('=');
      return [label, address] as const;
    })
  : [...DEFAULT_PAGES];

const builds = (process.env.BENCH_BUILDS ?? 'this=build').split(',').map((entry) => {
  const [label = '', dir = ''] = entry.split('=');
  return { label, dir: path.resolve(ROOT, dir) };
});

/** utime + stime of a process, in milliseconds. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
}

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function get(port: number, address: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path: address,
        headers: { host: 'demo.localhost', 'cache-control': 'no-cache' },
      },
      (incoming) => {
        incoming.resume();
        incoming.on('end', () => resolve(incoming.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function fire(port: number, address: string, count: number): Promise<void> {
  let left = count;
  const worker = async () => {
    while (left > 0) {
      left -= 1;
      const status = await get(port, address);
      if (status !== 200) throw new Error(`${address} answered ${status}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

ensureBuild();
const baseUrl = process.env.DATABASE_URL;
const databaseName = `printfront_cpu_${process.pid}`;
const databaseUrl = baseUrl ? await createDatabase(baseUrl, databaseName) : undefined;
let servers: { label: string; server: ServerProcess; dataDir: string }[] = [];

async function startServers(order: typeof builds): Promise<void> {
  for (const build of order) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'printfront-cpu-'));
    const server = await spawnServer({
      dataDir,
      databaseUrl,
      script: path.join(build.dir, SERVER_ENTRY),
      env: {
        BUILD_DIR: build.dir,
        LOG_LEVEL: 'error',
        ...(PROFILE
          ? {
              NODE_OPTIONS: `${SERVER_ENVIRONMENT.NODE_OPTIONS} --import ${ROOT}/bench/support/profile-on-signal.mjs`,
            }
          : {}),
      },
    });
    servers.push({ label: build.label, server, dataDir });
  }
}

async function stopServers(): Promise<void> {
  for (const { server, dataDir } of servers) {
    await server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  servers = [];
}

try {
  // A server of its own seeds the database. The measured servers are started afresh every round, in the
  // order they are measured in: of two identical builds, the one started first measured 10-15 % cheaper
  // in every round (2026-11-27, one database, the measuring order swapped each round), so a build that
  // always started first would have won by its start alone.
  if (databaseUrl) {
    await startServers(builds.slice(0, 1));
    await stopServers();
  }
  const figures = new Map<string, number[]>();
  for (let round = 0; round < ROUNDS; round++) {
    await startServers(round % 2 === 0 ? builds : [...builds].reverse());
    for (const [page, address] of PAGES) {
      for (const { label, server } of servers) {
        await fire(server.port, address, WARM_UP);
        if (PROFILE) process.kill(server.pid, 'SIGUSR2');
        const before = cpuMs(server.pid);
        const started = performance.now();
        await fire(server.port, address, REQUESTS);
        const perRequest = (cpuMs(server.pid) - before) / REQUESTS;
        const wall = (performance.now() - started) / REQUESTS;
        if (PROFILE) process.kill(server.pid, 'SIGUSR2');
        const key = `${page} ${label}`;
        figures.set(key, [...(figures.get(key) ?? []), perRequest]);
        process.stdout.write(
          `round ${round + 1} ${key}: ${perRequest.toFixed(2)} CPU-ms/request (${wall.toFixed(1)} ms wall)\n`,
        );
      }
    }
    await stopServers();
  }
  process.stdout.write('\n| page | build | CPU ms per request (median) | rounds |\n|---|---|---:|---|\n');
  for (const [key, values] of figures) {
    const [page, label] = key.split(' ');
    process.stdout.write(
      `| ${page} | ${label} | ${median(values).toFixed(2)} | ${values.map((value) => value.toFixed(2)).join(', ')} |\n`,
    );
  }
} finally {
  agent.destroy();
  await stopServers();
  if (baseUrl) await dropDatabase(baseUrl, databaseName);
}
