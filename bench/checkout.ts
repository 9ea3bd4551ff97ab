import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import path from 'node:path';
import { tokeniseTestCard } from '../core/payments';
import { addItemToBasket } from '../domain/basket';
import { lastOrderId, tallyCheckouts } from '../domain/checkout/tally';
import { openDatabase } from '../domain/db';
import { loadStore } from '../domain/stores';
import { ensureBuild, ROOT, startServer } from '../tests/support/server-process';
import { percentile } from './support/stats';

/**
 * The checkout under load: ORDERS shoppers, each with a basket, pay through POST /omnis/v3/checkout/
 * place-order/ on the production server with the built-in test processor, CONNECTIONS at a time. Every
 * RETRY_EVERY-th checkout is also sent a second time at once (a double click or a retry), which must not
 * make a second order or charge. Afterwards the orders are counted in PostgreSQL: none lost, none duplicated.
 * Needs DATABASE_URL (real PostgreSQL); loopback only.
 */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 2000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const RETRY_EVERY = 5;
const HOST = 'demo.localhost';
const PRODUCT = { productUrl: 'summit-sunrise-tee', productColor: 'Navy', productSize: 'M' };

if (!process.env.DATABASE_URL) {
  process.stderr.write(
    'bench: set DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres\n',
  );
  process.exit(1);
}

interface Answer {
  status: number;
  body: string;
  cookies: string[];
}

const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS * 2 });

function call(port: number, method: string, url: string, headers: Record<string, string>, body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port, path: url, method, agent, headers: { host: HOST, ...headers } },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          text += chunk;
        });
        incoming.on('end', () => {
          const setCookie = incoming.headers['set-cookie'] ?? [];
          resolve({ status: incoming.statusCode ?? 0, body: text, cookies: setCookie });
        });
      },
    );
    outgoing.on('error', reject);
    if (body) outgoing.write(body);
    outgoing.end();
  });
}

ensureBuild();
const server = await startServer({ LOG_LEVEL: 'error' });
const database = await openDatabase({ kind: 'postgres', url: server.databaseUrl ?? '', poolSize: 10 });
try {
  const store = await loadStore(database.db, { subdomain: 'demo' });
  if (!store) throw new Error('the demo store is missing');
  process.stdout.write(`Filling ${ORDERS} baskets…\n`);
  const shoppers = Array.from({ length: ORDERS }, () => ({
    visitorId: randomBytes(16).toString('base64url'),
    key: randomUUID(),
  }));
  for (let start = 0; start < shoppers.length; start += 50) {
    await Promise.all(
      shoppers
        .slice(start, start + 50)
        .map((shopper) =>
          addItemToBasket(
            { db: database.db, store, actor: { kind: 'visitor', sessionId: shopper.visitorId } },
            { item: { ...PRODUCT, quantity: 1 } },
          ),
        ),
    );
  }

  const first = await call(server.port, 'GET', '/healthz', {});
  const xsrf = first.cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.split(';')[0] ?? '';
  const token = xsrf.slice('XSRF-TOKEN='.length);
  const headersFor = (visitorId: string) => ({
    cookie: `${xsrf}; pf_visitor=${visitorId}`,
    'x-xsrf-token': token,
    'content-type': 'application/json',
  });
  const quote = await call(
    server.port,
    'POST',
    '/omnis/v3/checkout/quote/',
    headersFor(shoppers[0]?.visitorId ?? ''),
    JSON.stringify({ country: 'GB' }),
  );
  const total = (JSON.parse(quote.body) as { summary: { total: number } }).summary.total;

  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const hashes = new Map<string, Set<string>>();
  let next = 0;
  const pay = async (shopper: (typeof shoppers)[number], index: number) => {
    const card = tokeniseTestCard('4242 4242 4242 4242');
    const body = JSON.stringify({
      idempotencyKey: shopper.key,
      email: `bench-${shopper.key}@example.test`,
      name: 'Bench Shopper',
      line1: '1 High Street',
      city: 'London',
      postcode: 'SW1A 1AA',
      country: 'GB',
      shippingMethod: 'standard',
      currency: 'GBP',
      expectedTotal: total,
      paymentToken: card.token,
      cardBrand: card.brand,
      cardLast4: card.last4,
    });
    const send = async () => {
      const started = performance.now();
      const answer = await call(
        server.port,
        'POST',
        '/omnis/v3/checkout/place-order/',
        headersFor(shopper.visitorId),
        body,
      );
      latencies.push(performance.now() - started);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status === 200) {
        const seen = hashes.get(shopper.key) ?? new Set<string>();
        seen.add((JSON.parse(answer.body) as { orderHash: string }).orderHash);
        hashes.set(shopper.key, seen);
      }
    };
    // Every fifth checkout is sent twice at once: a double click, or a retry after a lost answer.
    await (index % RETRY_EVERY === 0 ? Promise.all([send(), send()]) : send());
  };
  const worker = async () => {
    while (next < shoppers.length) {
      const index = next;
      next += 1;
      const shopper = shoppers[index];
      if (shopper) await pay(shopper, index);
    }
  };

  process.stdout.write(`Paying for ${ORDERS} orders, ${CONNECTIONS} at a time…\n`);
  const afterOrderId = await lastOrderId(database.db, store.id);
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;

  const tally = await tallyCheckouts(database.db, store.id, { expected: ORDERS, afterOrderId });
  const answeredTwice = [...hashes.values()].filter((set) => set.size > 1).length;

  const result = {
    measuredAt: new Date().toISOString(),
    orders: ORDERS,
    requests: latencies.length,
    connections: CONNECTIONS,
    seconds: Number(seconds.toFixed(2)),
    ordersPerSecond: Math.round(ORDERS / seconds),
    p50Ms: Math.round(percentile(latencies, 0.5)),
    p99Ms: Math.round(percentile(latencies, 0.99)),
    statuses: Object.fromEntries(statuses),
    ordersInDatabase: tally.ordersInDatabase,
    distinctKeys: tally.distinctKeys,
    successfulCharges: tally.successfulCharges,
    unpaidOrders: tally.unpaidOrders,
    basketItemsLeft: tally.basketItemsLeft,
    keysAnsweredWithTwoOrders: answeredTwice,
  };
  const { lost, duplicated } = tally;
  process.stdout.write(
    [
      '',
      `| orders | requests (with retries) | connections | orders/s | p50 (ms) | p99 (ms) | lost | duplicated | charges |`,
      '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      `| ${ORDERS} | ${result.requests} | ${CONNECTIONS} | ${result.ordersPerSecond} | ${result.p50Ms} | ${result.p99Ms} | ${lost} | ${duplicated} | ${result.successfulCharges} |`,
      '',
      `statuses: ${JSON.stringify(result.statuses)}; unpaid orders: ${result.unpaidOrders}; basket items left: ${result.basketItemsLeft}`,
      '',
    ].join('\n'),
  );
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench/results/checkout.json'), `${JSON.stringify(result, null, 2)}\n`);
  if (lost !== 0 || duplicated !== 0 || answeredTwice !== 0 || result.unpaidOrders !== 0) {
    process.stderr.write('bench: orders were lost or duplicated\n');
    process.exitCode = 1;
  }
} finally {
  agent.destroy();
  await database.close();
  await server.stop();
}
