import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { parseProductListQuery } from '../core/product-admin/list-query';
import { customerDivisions, customers } from '../domain/accounts/tables';
import {
  collections,
  productCollections,
  productImages,
  productOptions,
  products,
} from '../domain/catalog/tables';
import { openDatabase } from '../domain/db';
import { listDashboardProducts, saveProduct } from '../domain/product-admin';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../domain/seed/accounts';
import { createTestStore } from '../domain/testing/fixtures';
import { httpRequest } from '../tests/support/http';
import { ensureBuild, ROOT, startServer } from '../tests/support/server-process';
import { percentile } from './support/stats';

/**
 * The seller dashboard's products pages at 10,000 products: a store of its own (not a demo store) is
 * filled with PRODUCTS products in 20 collections, and the demo owner, signed in on the platform host,
 * loads list pages (first page, filtered, searched, page 150) and saves a product through the editor's
 * form, one request at a time, ROUNDS times each after WARM_UP. Whole server-rendered pages are timed,
 * loaders, layout and HTML included. Needs DATABASE_URL (real PostgreSQL); loopback only.
 */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const WARM_UP = 5;
const TARGET_P95_MS = 150;
const HOST = 'localhost';

if (!process.env.DATABASE_URL) {
  process.stderr.write(
    'bench: set DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres\n',
  );
  process.exit(1);
}

ensureBuild();
const server = await startServer({ LOG_LEVEL: 'error' });
const database = await openDatabase({ kind: 'postgres', url: server.databaseUrl ?? '', poolSize: 4 });
try {
  const store = await createTestStore(database.db, {
    subdomain: 'bench-products',
    companyName: 'Bench Products',
  });
  const [owner] = await database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, DEMO_ACCOUNTS.owner));
  if (!owner) throw new Error('the demo owner is missing');
  await database.db
    .insert(customerDivisions)
    .values({ customerId: owner.id, divisionId: store.id, role: 'owner' });

  process.stdout.write(`Seeding ${PRODUCTS} products…\n`);
  const made = await database.db
    .insert(collections)
    .values(
      Array.from({ length: 20 }, (_, index) => ({
        divisionId: store.id,
        name: `Collection ${index + 1}`,
        urlName: `collection-${index + 1}`,
        position: index,
      })),
    )
    .returning({ id: collections.id });
  const words = [
    'Summit',
    'Tideline',
    'Pine',
    'Meadow',
    'Harbour',
    'Canyon',
    'Aurora',
    'Fern',
    'Dune',
    'Comet',
  ];
  const kinds = ['Tee', 'Hoodie', 'Sweater', 'Tote Bag', 'Art Print'];
  const started = Date.UTC(2025, 0, 1);
  for (let start = 0; start < PRODUCTS; start += 500) {
    const batch = Array.from({ length: Math.min(500, PRODUCTS - start) }, (_, offset) => {
      const n = start + offset;
      const name = `${words[n % words.length]} ${words[Math.floor(n / 10) % words.length]} ${kinds[n % kinds.length]} ${n}`;
      return {
        uuid: randomUUID(),
        divisionId: store.id,
        sku: `BENCH-${n}`,
        name,
        urlName: `bench-product-${n}`,
        description: `<p>${name}, printed to order.</p>`,
        price: 1500 + (n % 50) * 100,
        salePrice: n % 7 === 0 ? 1200 : null,
        onSale: n % 7 === 0,
        enabled: n % 11 !== 0,
        approvalStatus: n % 13 === 0 ? 'pending' : 'approved',
        bestsellerRank: n % 3 === 0 ? n : null,
        kind: 't-shirt',
        type: 'garment',
        createdAt: new Date(started + n * 60_000),
      };
    });
    const rows = await database.db.insert(products).values(batch).returning({ id: products.id });
    const options = await database.db
      .insert(productOptions)
      .values(
        rows.map((row) => ({
          divisionId: store.id,
          productId: row.id,
          colourName: 'White',
          colourHex: '#ffffff',
          sizes: ['S', 'M', 'L'],
        })),
      )
      .returning({ id: productOptions.id, productId: productOptions.productId });
    await database.db.insert(productImages).values(
      options.flatMap((option) =>
        [0, 1].map((position) => ({
          divisionId: store.id,
          productId: option.productId,
          optionId: option.id,
          original: `/media/bench/${option.productId}-${position}.webp`,
          altText: `Product ${option.productId}, view ${position + 1}`,
          position,
        })),
      ),
    );
    await database.db.insert(productCollections).values(
      rows.map((row, index) => ({
        divisionId: store.id,
        productId: row.id,
        collectionId: made[(start + index) % made.length]?.id ?? 0,
      })),
    );
  }
  await database.db.execute(sql`analyze`);

  // Signed in as the demo owner on the platform host.
  const cookies = new Map<string, string>();
  const remember = (setCookie: string | string[] | undefined) => {
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair] = line.split(';');
      const cut = pair?.indexOf('=') ?? -1;
      if (pair && cut > 0) cookies.set(pair.slice(0, cut), pair.slice(cut + 1));
    }
  };
  const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  remember((await httpRequest(server.port, HOST, '/omnis/v3/dashboard/secure/get/')).headers['set-cookie']);
  const login = await httpRequest(server.port, HOST, '/omnis/v3/dashboard/secure/login/', {
    method: 'POST',
    headers: {
      cookie: cookie(),
      'content-type': 'application/json',
      'x-xsrf-token': cookies.get('XSRF-TOKEN') ?? '',
    },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.owner, password: DEMO_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${login.body}`);
  remember(login.headers['set-cookie']);

  const base = `/dashboard/stores/${store.id}/products/`;
  const [someProduct] = await database.db
    .select({ id: products.id, urlName: products.urlName })
    .from(products)
    .where(eq(products.sku, 'BENCH-4242'));
  if (!someProduct) throw new Error('the bench product is missing');
  const collectionId = made[3]?.id ?? 0;
  // The Host header the requests carry (no port), as the same-origin check compares them.
  const origin = `http://${HOST}`;
  let saves = 0;
  const saveForm = () => {
    saves += 1;
    return new URLSearchParams({
      name: `Harbour Fern Tee ${saves}`,
      description: `<p>Saved ${saves} times.</p>`,
      urlName: someProduct.urlName,
      price: `${20 + (saves % 10)}.00`,
      vatRate: '1',
      enabled: 'on',
      enableAddToCart: 'on',
      tags: 'bench, harbour',
      [`collection.${collectionId}`]: 'on',
    }).toString();
  };

  const cases: { name: string; run: () => Promise<{ status: number; body: string }> }[] = [
    {
      name: 'list, first page',
      run: () => httpRequest(server.port, HOST, base, { headers: { cookie: cookie() } }),
    },
    {
      name: 'list, filtered (collection, enabled, on sale; by price)',
      run: () =>
        httpRequest(
          server.port,
          HOST,
          `${base}?collection=${collectionId}&enabled=yes&onSale=yes&sort=price`,
          {
            headers: { cookie: cookie() },
          },
        ),
    },
    {
      name: 'list, searched ("fern tee")',
      run: () => httpRequest(server.port, HOST, `${base}?q=fern+tee`, { headers: { cookie: cookie() } }),
    },
    {
      name: 'list, page 150 of 200',
      run: () => httpRequest(server.port, HOST, `${base}?page=150`, { headers: { cookie: cookie() } }),
    },
    {
      name: 'product save (editor form)',
      run: () =>
        httpRequest(server.port, HOST, `${base}${someProduct.id}/`, {
          method: 'POST',
          headers: { cookie: cookie(), origin, 'content-type': 'application/x-www-form-urlencoded' },
          body: saveForm(),
        }),
    },
  ];

  // The same reads and the save called in-process, without HTTP or rendering: what the database costs.
  const ctx = {
    db: database.db,
    store,
    actor: { kind: 'customer' as const, customerId: owner.id, sessionId: 'bench', internal: false },
  };
  const ok = async (call: () => Promise<unknown>) => {
    await call();
    return { status: 200, body: '' };
  };
  const domainCases: typeof cases = [
    {
      name: 'domain: list, first page',
      run: () => ok(() => listDashboardProducts(ctx, parseProductListQuery(new URLSearchParams()))),
    },
    {
      name: 'domain: list, filtered',
      run: () =>
        ok(() =>
          listDashboardProducts(
            ctx,
            parseProductListQuery(
              new URLSearchParams(`collection=${collectionId}&enabled=yes&onSale=yes&sort=price`),
            ),
          ),
        ),
    },
    {
      name: 'domain: list, searched',
      run: () =>
        ok(() => listDashboardProducts(ctx, parseProductListQuery(new URLSearchParams('q=fern tee')))),
    },
    {
      name: 'domain: list, page 150',
      run: () => ok(() => listDashboardProducts(ctx, parseProductListQuery(new URLSearchParams('page=150')))),
    },
    {
      name: 'domain: product save',
      run: () =>
        ok(() => saveProduct(ctx, someProduct.id, Object.fromEntries(new URLSearchParams(saveForm())))),
    },
  ];
  cases.push(...domainCases);

  const rows: { name: string; medianMs: number; p95Ms: number; maxMs: number; statuses: string }[] = [];
  for (const bench of cases) {
    const timings: number[] = [];
    const statuses = new Map<number, number>();
    for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
      const begun = performance.now();
      const answer = await bench.run();
      const took = performance.now() - begun;
      if (round >= WARM_UP) timings.push(took);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status !== 200)
        throw new Error(`${bench.name} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    }
    rows.push({
      name: bench.name,
      medianMs: Math.round(percentile(timings, 0.5)),
      p95Ms: Math.round(percentile(timings, 0.95)),
      maxMs: Math.round(Math.max(...timings)),
      statuses: JSON.stringify(Object.fromEntries(statuses)),
    });
  }
  const [counted] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.divisionId, store.id));
  const load = loadavg()[0]?.toFixed(1);
  const result = {
    measuredAt: new Date().toISOString(),
    loadAverage: load,
    products: counted?.n ?? PRODUCTS,
    rounds: ROUNDS,
    targetP95Ms: TARGET_P95_MS,
    rows,
  };
  process.stdout.write(
    [
      '',
      `${result.products} products, ${ROUNDS} requests each after ${WARM_UP} warm-up, one at a time (load average ${load})`,
      '',
      '| request | median (ms) | p95 (ms) | max (ms) |',
      '|---|---:|---:|---:|',
      ...rows.map((row) => `| ${row.name} | ${row.medianMs} | ${row.p95Ms} | ${row.maxMs} |`),
      '',
    ].join('\n'),
  );
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'bench/results/dashboard-products.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  if (rows.some((row) => row.p95Ms >= TARGET_P95_MS)) {
    process.stderr.write(`bench: a p95 is at or over ${TARGET_P95_MS} ms\n`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
  await server.stop();
}
