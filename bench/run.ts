import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { httpRequest } from '../tests/support/http';
import { ensureBuild, ROOT, startServer } from '../tests/support/server-process';

/**
 * Throughput of server-rendered pages and the API beside a static file served by the same server: the
 * collection page against the same HTML saved as a static file. Rendered pages are measured twice: as
 * visitors get them (the shared page cache) and rendered afresh for every request (Cache-Control:
 * no-cache). Needs DATABASE_URL (real PostgreSQL); bounded in time, loopback only.
 */
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

if (!process.env.DATABASE_URL) {
  process.stderr.write(
    'bench: set DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres\n',
  );
  process.exit(1);
}

interface Row {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

async function measure(name: string, url: string, headers: Record<string, string>): Promise<Row> {
  // A short warm-up so caches and the JIT are in their steady state.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

ensureBuild();
const server = await startServer({ LOG_LEVEL: 'error' });
try {
  const base = `http://127.0.0.1:${server.port}`;
  const store = { host: 'demo.localhost' };
  const fresh = { ...store, 'cache-control': 'no-cache' };
  const collection = await httpRequest(server.port, 'demo.localhost', '/collection/t-shirts/', {
    headers: fresh,
  });
  if (collection.status !== 200) throw new Error(`collection page answered ${collection.status}`);
  mkdirSync(path.join(server.dataDir, 'media', 'bench'), { recursive: true });
  writeFileSync(path.join(server.dataDir, 'media', 'bench', 'collection.html'), collection.body);

  const rows = [
    await measure('collection HTML as a static file (ceiling)', `${base}/media/bench/collection.html`, store),
    await measure('collection page (SSR, shared cache)', `${base}/collection/t-shirts/`, store),
    await measure('collection page (SSR, rendered every time)', `${base}/collection/t-shirts/`, fresh),
    await measure('home page (SSR, shared cache)', `${base}/`, store),
    await measure('home page (SSR, rendered every time)', `${base}/`, fresh),
    await measure('getStoreCoreData', `${base}/omnis/v3/frontend/getStoreCoreData/json/`, store),
  ];
  const ceiling = rows[0]?.requestsPerSecond ?? 1;
  const lines = [
    '| endpoint | req/s | p99 (ms) | vs static | errors | non-2xx |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.requestsPerSecond} | ${row.p99Ms} | ${((row.requestsPerSecond / ceiling) * 100).toFixed(1)}% | ${row.errors} | ${row.non2xx} |`,
    ),
  ];
  process.stdout.write(
    `\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each, PostgreSQL, one Node process; collection HTML ${Math.round(collection.body.length / 1024)} KB:\n\n${lines.join('\n')}\n`,
  );
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'bench/results/throughput.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION_SECONDS, rows }, null, 2)}\n`,
  );
} finally {
  await server.stop();
}
