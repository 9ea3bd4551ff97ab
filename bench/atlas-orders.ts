import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PLATFORM_DIVISION_ID } from '../core/constants';
import { createTestCustomer, customerContext } from '../domain/accounts/testing';
import { openDatabase } from '../domain/db';
import { listStaffOrders } from '../domain/operator-orders';
import { ensureOrderStatuses } from '../domain/orders/testing';
import { loadStore } from '../domain/stores';
import { createPlatformStore, createTestStore } from '../domain/testing/fixtures';
import { ROOT } from '../tests/support/server-process';
import { median, p95 } from './support/stats';

/**
 * The operator's order list at a million orders: a database of its own is filled (generate_series in SQL)
 * with ORDERS orders in 20 stores, one item and one status log row each (every 50th was a quote, every 10th
 * goes to the newport factory, every completed order has a tracking code), then the staff list's common
 * queries run ROUNDS times each after WARM_UP, in process (domain/operator-orders listStaffOrders, count
 * included). Needs DATABASE_URL pointing at a database it may fill (it empties its orders first).
 */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const WARM_UP = 3;
const STORES = 20;
const CHUNK = 100_000;

const url = process.env.DATABASE_URL;
if (!url) {
  process.stderr.write('bench: set DATABASE_URL to a PostgreSQL database of its own, e.g. …/pf_bench\n');
  process.exit(1);
}

async function main() {
  const handle = await openDatabase({ kind: 'postgres', url: url as string });
  await handle.migrate();
  const db = handle.db;
  await ensureOrderStatuses(db);
  // BENCH_REUSE=1 measures again on the orders a previous run filled (same ORDERS), without filling.
  const reuse = process.env.BENCH_REUSE === '1';
  if (!reuse) await db.execute(sql`truncate orders, order_items, order_status_logs restart identity cascade`);
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const existing = await rowsOf<{ id: number }>(
    sql`select id from divisions where id = ${PLATFORM_DIVISION_ID}`,
  );
  const platform =
    existing.length > 0 ? await loadStore(db, { id: PLATFORM_DIVISION_ID }) : await createPlatformStore(db);
  if (!platform) throw new Error('no platform store');
  // The platform store has a fixed id; the stores made next take ids after it.
  await db.execute(sql`select setval('divisions_id_seq', (select max(id) from divisions))`);
  const stores: number[] = reuse
    ? (await rowsOf<{ id: number }>(sql`select distinct division_id as id from orders order by 1`)).map(
        (row) => row.id,
      )
    : [];
  if (!reuse)
    for (let n = 0; n < STORES; n += 1)
      stores.push((await createTestStore(db, { companyName: `Bench store ${n + 1}` })).id);
  const staffPerson = await createTestCustomer(db, { staffPermissions: ['orders'] });
  const staff = customerContext(db, platform, staffPerson, true);

  const statusIds = await rowsOf<{ id: number; code: string }>(sql`select id, code from order_statuses`);
  const idOf = (code: string) => statusIds.find((row) => row.code === code)?.id ?? 0;
  const cycle = [
    'paid',
    'processing',
    'printed',
    'packing',
    'complete',
    'complete',
    'complete',
    'refunded',
  ].map(idOf);
  const storeArray = `{${stores.join(',')}}`;
  const statusArray = `{${cycle.join(',')}}`;
  const quoteId = idOf('quote');
  const completeId = idOf('complete');

  const started = Date.now();
  for (let from = 1; !reuse && from <= ORDERS; from += CHUNK) {
    const to = Math.min(ORDERS, from + CHUNK - 1);
    await db.execute(sql`
      insert into orders (uuid, hash, division_id, email, status_id, subtotal, goods_tax, shipping_total, total,
        priority, fulfillment_factory, tracking_codes, shipping, billing, created_at)
      select md5('u' || g), md5('h' || g), (${storeArray}::int[])[1 + g % ${STORES}],
        'shopper' || g || '@example.com', (${statusArray}::int[])[1 + g % 8], 2000, 333, 399, 2399,
        case when g % 97 = 0 then 1 else 0 end,
        case when g % 10 = 0 then 'newport' else null end,
        case when (${statusArray}::int[])[1 + g % 8] = ${completeId}
          then jsonb_build_array('RM' || lpad(g::text, 9, '0') || 'GB') else '[]'::jsonb end,
        jsonb_build_object('name', 'Shopper ' || g, 'line1', '1 High Street', 'city', 'Leeds',
          'postcode', 'LS1 1AA', 'country', 'GB'),
        jsonb_build_object('name', 'Shopper ' || g, 'line1', '1 High Street', 'city', 'Leeds',
          'postcode', 'LS1 1AA', 'country', 'GB'),
        now() - (${ORDERS} - g) * interval '30 seconds'
      from generate_series(${from}::int, ${to}::int) as g`);
    await db.execute(sql`
      insert into order_items (division_id, order_id, sku, name, options, quantity, unit_price, price, tax)
      select o.division_id, o.id, 'SKU-' || (o.id % 5000), 'Bench tee', '{"Colour":"Navy","Size":"M"}', 1,
        2000, 1667, 333
      from orders o where o.id between ${from} and ${to}`);
    await db.execute(sql`
      insert into order_status_logs (division_id, order_id, status_id, created_at)
      select o.division_id, o.id, case when o.id % 50 = 0 then ${quoteId} else o.status_id end, o.created_at
      from orders o where o.id between ${from} and ${to}`);
    process.stdout.write(
      `filled ${to.toLocaleString('en-GB')} orders (${Math.round((Date.now() - started) / 1000)} s)\n`,
    );
  }
  await db.execute(sql`analyze orders`);
  await db.execute(sql`analyze order_items`);
  await db.execute(sql`analyze order_status_logs`);
  const fillSeconds = Math.round((Date.now() - started) / 1000);

  const target = Math.floor(ORDERS / 2);
  const queries: [string, Record<string, unknown>][] = [
    ['first page (no filter)', {}],
    ['search by email (exact address)', { q: `shopper${target}@example.com` }],
    ['search by email prefix ("shopper12345")', { q: 'shopper12345' }],
    ['search by sku ("SKU-1234")', { q: 'SKU-1234' }],
    ['search by order number', { q: String(target) }],
    ['search by tracking code', { q: `RM${String(ORDERS - 4).padStart(9, '0')}GB` }],
    ['search by name ("Shopper 4242")', { q: 'Shopper 4242' }],
    // Order g is in stores[g % 20] with status cycle[g % 8]: processing (1) meets store 1 (g ≡ 1 mod 40).
    ['status + store', { status: 'processing', store: stores[1] }],
    ['flow bespoke', { flow: 'bespoke' }],
    ['factory newport, page 50', { factory: 'newport', page: 50 }],
  ];
  const results: { query: string; medianMs: number; p95Ms: number; matches: number }[] = [];
  for (const [name, query] of queries) {
    const times: number[] = [];
    let matches = 0;
    for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
      const start = performance.now();
      const list = await listStaffOrders(staff, query);
      const elapsed = performance.now() - start;
      matches = list.totalCapped ? -1 : list.total;
      if (round >= WARM_UP) times.push(elapsed);
    }
    results.push({
      query: name,
      medianMs: Math.round(median(times) * 10) / 10,
      p95Ms: Math.round(p95(times) * 10) / 10,
      matches,
    });
    process.stdout.write(`${name}: median ${median(times).toFixed(1)} ms, p95 ${p95(times).toFixed(1)} ms\n`);
  }
  const report = {
    measuredAt: new Date().toISOString(),
    orders: ORDERS,
    stores: STORES,
    rounds: ROUNDS,
    fillSeconds: reuse ? null : fillSeconds,
    loadAverage: loadavg().map((value) => Math.round(value * 10) / 10),
    results,
  };
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench/results/atlas-orders.json'), `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  await handle.close();
}

await main();
