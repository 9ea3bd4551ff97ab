import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuild, ROOT, startServer } from '../tests/support/server-process';

/**
 * Throughput of the server-rendered home page and getStoreCoreData, beside a static file served by the
 * same server as the ceiling. Needs DATABASE_URL (real PostgreSQL); bounded in time, loopback only.
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

async function measure(name: string, url: string, host: string): Promise<Row> {
  // A short warm-up so caches and JIT are in their steady state.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers: { host } });
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { host },
  });
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
  const asset = readdirSync(path.join(ROOT, 'build/client/assets')).find((file) => file.endsWith('.css'));
  if (!asset) throw new Error('no static asset in build/client/assets');
  const rows = [
    await measure('static file (ceiling)', `${base}/assets/${asset}`, 'demo.localhost'),
    await measure('home page (SSR)', `${base}/`, 'demo.localhost'),
    await measure('getStoreCoreData', `${base}/omnis/v3/frontend/getStoreCoreData/json/`, 'demo.localhost'),
  ];
  const ceiling = rows[0]?.requestsPerSecond ?? 1;
  const lines = [
    `| endpoint | req/s | p99 (ms) | vs static | errors | non-2xx |`,
    `|---|---:|---:|---:|---:|---:|`,
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.requestsPerSecond} | ${row.p99Ms} | ${((row.requestsPerSecond / ceiling) * 100).toFixed(1)}% | ${row.errors} | ${row.non2xx} |`,
    ),
  ];
  process.stdout.write(
    `\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each, PostgreSQL, one Node process:\n\n${lines.join('\n')}\n`,
  );
  writeFileSync(
    path.join(ROOT, 'bench/results/foundation.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION_SECONDS, rows }, null, 2)}\n`,
  );
} finally {
  await server.stop();
}
