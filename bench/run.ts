import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startClusteredServer } from '../tests/support/clustered-server';
import { httpRequest } from '../tests/support/http';
import { ensureBuild, ROOT, startServer } from '../tests/support/server-process';

/**
 * Throughput of server-rendered pages and the API beside a static file served by the same server: the
 * collection page, a product page and the demo store's home page of 30 blocks, each against its own HTML
 * saved as a static file. Rendered pages are measured twice: as visitors get them (the shared page cache)
 * and rendered afresh for every request (Cache-Control: no-cache), as a shopper with a basket or a session
 * gets them. After the runs, the server's resident memory (VmRSS) and its peak (VmHWM).
 * Then the pages rendered afresh again, served by BENCH_WEB_CONCURRENCY workers (default 2; 1 leaves these
 * rows out) of one server started with WEB_CONCURRENCY, and the resident memory of its primary and each worker.
 * Needs DATABASE_URL (real PostgreSQL); bounded in time, loopback only.
 */
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const WORKERS = Number(process.env.BENCH_WEB_CONCURRENCY ?? 2);

if (!process.env.DATABASE_URL) {
  process.stderr.write(
    'bench: set DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres\n',
  );
  process.exit(1);
}

interface Row {
  name: string;
  /** The static file this row is compared with. */
  ceiling: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

type Requests = autocannon.Options['requests'];

async function measure(
  name: string,
  ceiling: string,
  url: string,
  headers: Record<string, string>,
  requests?: Requests,
): Promise<Row> {
  // A short warm-up so caches and the JIT are in their steady state.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers, requests });
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers,
    requests,
  });
  return {
    name,
    ceiling,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Resident memory of a process now and at its peak, in MB, from /proc/{pid}/status (Linux). */
function residentMemory(pid: number): { rssMb: number; peakMb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const megabytes = (field: string) =>
      Math.round(Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024);
    return { rssMb: megabytes('VmRSS'), peakMb: megabytes('VmHWM') };
  } catch {
    return null;
  }
}

ensureBuild();
/**
 * POST addItemToCart as the storefront sends it (XSRF cookie and header), each connection a shopper of its
 * own (pf_visitor cookie) adding the same tee again and again: every request is a transaction that upserts
 * the basket and its line.
 */
function addToBasketRequests(): Requests {
  const xsrf = 'b'.repeat(43);
  const body = JSON.stringify({
    item: { productUrl: 'summit-sunrise-tee', productColor: 'Navy', productSize: 'M' },
    name: 'main',
  });
  return [
    {
      method: 'POST',
      setupRequest(request, context: { visitor?: string }) {
        context.visitor ??= randomBytes(16).toString('base64url');
        return {
          ...request,
          body,
          headers: {
            ...request.headers,
            'content-type': 'application/json',
            'x-xsrf-token': xsrf,
            cookie: `XSRF-TOKEN=${xsrf}; pf_visitor=${context.visitor}`,
          },
        };
      },
    },
  ];
}

const server = await startServer({ LOG_LEVEL: 'error' });
/** The demo images the first server drew, for the clustered server to start from. */
const mediaCopy = mkdtempSync(path.join(tmpdir(), 'printfront-bench-media-'));
let rows: Row[] = [];
let report = '';
let memoryFigures: object | null = null;
try {
  const base = `http://127.0.0.1:${server.port}`;
  const store = { host: 'demo.localhost' };
  const fresh = { ...store, 'cache-control': 'no-cache' };
  const saveStatic = async (address: string, file: string) => {
    const answer = await httpRequest(server.port, 'demo.localhost', address, { headers: fresh });
    if (answer.status !== 200) throw new Error(`${address} answered ${answer.status}`);
    mkdirSync(path.join(server.dataDir, 'media', 'bench'), { recursive: true });
    writeFileSync(path.join(server.dataDir, 'media', 'bench', file), answer.body);
    return answer.body.length;
  };
  const productPath = '/product/summit-sunrise-tee/';
  const collectionBytes = await saveStatic('/collection/t-shirts/', 'collection.html');
  const productBytes = await saveStatic(productPath, 'product.html');
  const homeBytes = await saveStatic('/', 'home.html');
  const bootMemory = residentMemory(server.pid);

  const collectionStatic = 'collection HTML as a static file (ceiling)';
  const productStatic = 'product HTML as a static file (ceiling)';
  const homeStatic = 'home HTML (30 blocks) as a static file (ceiling)';
  rows = [
    await measure(collectionStatic, collectionStatic, `${base}/media/bench/collection.html`, store),
    await measure(
      'collection page (SSR, shared cache)',
      collectionStatic,
      `${base}/collection/t-shirts/`,
      store,
    ),
    await measure(
      'collection page (SSR, rendered every time)',
      collectionStatic,
      `${base}/collection/t-shirts/`,
      fresh,
    ),
    await measure(productStatic, productStatic, `${base}/media/bench/product.html`, store),
    await measure('product page (SSR, shared cache)', productStatic, `${base}${productPath}`, store),
    await measure('product page (SSR, rendered every time)', productStatic, `${base}${productPath}`, fresh),
    await measure(homeStatic, homeStatic, `${base}/media/bench/home.html`, store),
    await measure('home page of 30 blocks (SSR, shared cache)', homeStatic, `${base}/`, store),
    await measure('home page of 30 blocks (SSR, rendered every time)', homeStatic, `${base}/`, fresh),
    await measure(
      'getStoreCoreData',
      collectionStatic,
      `${base}/omnis/v3/frontend/getStoreCoreData/json/`,
      store,
    ),
    await measure(
      'addItemToCart (API, a shopper per connection)',
      collectionStatic,
      `${base}/omnis/v3/frontend/product/addItemToCart/`,
      store,
      addToBasketRequests(),
    ),
  ];
  const memory = residentMemory(server.pid);
  const rateOf = (name: string) => rows.find((row) => row.name === name)?.requestsPerSecond ?? 1;
  const lines = [
    '| endpoint | req/s | p99 (ms) | vs its static file | errors | non-2xx |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.requestsPerSecond} | ${row.p99Ms} | ${((row.requestsPerSecond / rateOf(row.ceiling)) * 100).toFixed(1)}% | ${row.errors} | ${row.non2xx} |`,
    ),
  ];
  const memoryLine = memory
    ? `Server resident memory: ${bootMemory?.rssMb ?? '?'} MB after start, ${memory.rssMb} MB after the runs, ${memory.peakMb} MB at its peak (goal: at most 300 MB after the runs).`
    : 'Server resident memory: not available (no /proc).';
  report = `\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each, PostgreSQL, one Node process; collection HTML ${Math.round(collectionBytes / 1024)} KB, product HTML ${Math.round(productBytes / 1024)} KB, home HTML ${Math.round(homeBytes / 1024)} KB:\n\n${lines.join('\n')}\n\n${memoryLine}\n`;
  process.stdout.write(report);
  memoryFigures = memory && {
    afterStartMb: bootMemory?.rssMb ?? null,
    afterRunsMb: memory.rssMb,
    peakMb: memory.peakMb,
  };
  cpSync(path.join(server.dataDir, 'media'), mediaCopy, { recursive: true });
} finally {
  await server.stop();
}

/**
 * The same pages rendered afresh, served by WORKERS processes of one server (WEB_CONCURRENCY), each compared
 * with the one-process row of the same page; then the resident memory of the primary and of each worker.
 */
async function measureWorkers(): Promise<{ rows: Row[]; memory: object; report: string }> {
  const clustered = await startClusteredServer({
    workers: WORKERS,
    mediaFrom: mediaCopy,
    env: { LOG_LEVEL: 'error' },
  });
  try {
    const base = `http://127.0.0.1:${clustered.port}`;
    const fresh = { host: 'demo.localhost', 'cache-control': 'no-cache' };
    const pages = [
      ['collection page', '/collection/t-shirts/'],
      ['product page', '/product/summit-sunrise-tee/'],
      ['home page of 30 blocks', '/'],
    ] as const;
    const workerRows: Row[] = [];
    for (const [name, address] of pages)
      workerRows.push(
        await measure(
          `${name} (SSR, rendered every time, ${WORKERS} workers)`,
          `${name} (SSR, rendered every time)`,
          `${base}${address}`,
          fresh,
        ),
      );
    const primary = residentMemory(clustered.primary.pid);
    const workers = clustered.workerPids().map((pid) => residentMemory(pid));
    const totalMb = [primary, ...workers].reduce((sum, figures) => sum + (figures?.rssMb ?? 0), 0);
    const oneProcess = (name: string) => rows.find((row) => row.name === name)?.requestsPerSecond ?? 1;
    const lines = [
      `| endpoint | req/s | p99 (ms) | vs one process | errors | non-2xx |`,
      '|---|---:|---:|---:|---:|---:|',
      ...workerRows.map(
        (row) =>
          `| ${row.name} | ${row.requestsPerSecond} | ${row.p99Ms} | ${((row.requestsPerSecond / oneProcess(row.ceiling)) * 100).toFixed(0)}% | ${row.errors} | ${row.non2xx} |`,
      ),
    ];
    const memoryLine = `Resident memory after the runs: primary ${primary?.rssMb ?? '?'} MB, workers ${workers.map((figures) => `${figures?.rssMb ?? '?'} MB (peak ${figures?.peakMb ?? '?'} MB)`).join(', ')}; ${totalMb} MB in all.`;
    return {
      rows: workerRows,
      memory: { primaryMb: primary?.rssMb ?? null, workers, totalMb },
      report: `\nThe same pages from ${WORKERS} worker processes (WEB_CONCURRENCY=${WORKERS}):\n\n${lines.join('\n')}\n\n${memoryLine}\n`,
    };
  } finally {
    await clustered.stop();
  }
}

let workers: Awaited<ReturnType<typeof measureWorkers>> | null = null;
try {
  if (WORKERS > 1) {
    workers = await measureWorkers();
    process.stdout.write(workers.report);
  }
} finally {
  rmSync(mediaCopy, { recursive: true, force: true });
}
mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(ROOT, 'bench/results/throughput.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION_SECONDS, rows, memory: memoryFigures, ...(workers && { webConcurrency: WORKERS, workerRows: workers.rows, workerMemory: workers.memory }) }, null, 2)}\n`,
);
