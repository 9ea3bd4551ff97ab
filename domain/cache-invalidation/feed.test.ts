import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  collections,
  productCollections,
  productOptions,
  products,
  productVariants,
} from '../catalog/tables';
import type { Database, DatabaseHandle } from '../db';
import { openDatabase } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { pages } from '../pages/tables';
import { divisions, manufacturers, subdomains, themes } from '../stores/tables';
import { createTestPage, createTestProduct, createTestStore } from '../testing/fixtures';
import type { StoreChange } from './changes';
import { ChangeFeed } from './feed';

describe.each(testEngines)('change notifications on %s', (engine) => {
  let database: DatabaseHandle;
  let db: Database;
  let feed: ChangeFeed;
  const received: StoreChange[] = [];
  let storeId: number;
  let otherStoreId: number;

  /** What one write announced: the tags per store, duplicates folded. */
  const changesOf = async (write: () => Promise<unknown>) => {
    await feed.settle();
    received.length = 0;
    await write();
    await feed.settle();
    const byStore = new Map<number | null, Set<string>>();
    for (const change of received) {
      const tags = byStore.get(change.storeId) ?? new Set<string>();
      for (const tag of change.tags) tags.add(tag);
      byStore.set(change.storeId, tags);
    }
    return Object.fromEntries([...byStore].map(([store, tags]) => [String(store), [...tags].sort()]));
  };

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    db = database.db;
    feed = await ChangeFeed.start(database);
    feed.subscribe((change) => received.push(change));
    storeId = (await createTestStore(db)).id;
    otherStoreId = (await createTestStore(db)).id;
  });
  afterAll(async () => {
    await feed.close();
    await database.close();
  });
  beforeEach(() => {
    received.length = 0;
  });

  it('announces a page at its old and new address', async () => {
    const page = await createTestPage(db, storeId, { url: '/about/' });
    expect(
      await changesOf(() => db.update(pages).set({ url: '/about-us/' }).where(eq(pages.id, page.id))),
    ).toEqual({ [storeId]: ['page:/about-us/', 'page:/about/', 'pages'] });
    expect(
      await changesOf(() => db.update(pages).set({ published: false }).where(eq(pages.id, page.id))),
    ).toEqual({ [storeId]: ['page:/about-us/', 'pages'] });
  });

  it('announces a product, and the listings and collections it sits in when what orders them changes', async () => {
    const product = await createTestProduct(db, storeId);
    const [collection] = await db
      .insert(collections)
      .values({ divisionId: storeId, name: 'Tees', urlName: `tees-${product.id}` })
      .returning();
    if (!collection) throw new Error('no collection');
    expect(
      await changesOf(() =>
        db
          .insert(productCollections)
          .values({ divisionId: storeId, productId: product.id, collectionId: collection.id }),
      ),
    ).toEqual({ [storeId]: [`collection:${collection.id}`, `product:${product.id}`] });
    expect(
      await changesOf(() => db.update(products).set({ price: 1999 }).where(eq(products.id, product.id))),
    ).toEqual({ [storeId]: [`collection-order:${collection.id}`, `product:${product.id}`] });
    expect(
      await changesOf(() => db.update(products).set({ enabled: false }).where(eq(products.id, product.id))),
    ).toEqual({ [storeId]: [`collection:${collection.id}`, 'listings', `product:${product.id}`] });
    expect(
      await changesOf(() => db.update(products).set({ metaTitle: 'New' }).where(eq(products.id, product.id))),
    ).toEqual({ [storeId]: [`product:${product.id}`] });
    expect(
      await changesOf(() =>
        db.update(collections).set({ name: 'T-shirts' }).where(eq(collections.id, collection.id)),
      ),
    ).toEqual({ [storeId]: [`collection:${collection.id}`, 'collections'] });
  });

  it('announces colours, sizes and stock as a change to their product only', async () => {
    const product = await createTestProduct(db, storeId);
    const [option] = await db.select().from(productOptions).where(eq(productOptions.productId, product.id));
    if (!option) throw new Error('no option');
    expect(
      await changesOf(() =>
        db
          .update(productOptions)
          .set({ sizes: ['M', 'L'] })
          .where(eq(productOptions.id, option.id)),
      ),
    ).toEqual({ [storeId]: [`product:${product.id}`] });
    const [variant] = await db
      .insert(productVariants)
      .values({
        uuid: randomUUID(),
        divisionId: storeId,
        productId: product.id,
        optionId: option.id,
        size: 'M',
        sku: `V-${product.id}`,
      })
      .returning();
    if (!variant) throw new Error('no variant');
    expect(
      await changesOf(() =>
        db.update(productVariants).set({ enabled: false }).where(eq(productVariants.id, variant.id)),
      ),
    ).toEqual({ [storeId]: [`product:${product.id}`] });
  });

  it('keeps custom products out of the listings', async () => {
    const base = await createTestProduct(db, storeId, { isBaseProduct: true });
    received.length = 0;
    const custom = await changesOf(() =>
      createTestProduct(db, storeId, { baseProductId: base.id, sku: `GBro-${base.id}` }),
    );
    expect(custom[String(storeId)]).not.toContain('listings');
  });

  it('announces the menu, the theme and other settings by name, for their store only', async () => {
    expect(
      await changesOf(() =>
        db
          .update(subdomains)
          .set({ mainMenu: [{ text: 'Sale', href: '/sale/' }] })
          .where(eq(subdomains.divisionId, storeId)),
      ),
    ).toEqual({ [storeId]: ['menu'] });
    expect(
      await changesOf(() =>
        db.update(subdomains).set({ theme: 'joy' }).where(eq(subdomains.divisionId, storeId)),
      ),
    ).toEqual({ [storeId]: ['theme'] });
    expect(
      await changesOf(() =>
        db.update(subdomains).set({ favouritesEnabled: false }).where(eq(subdomains.divisionId, storeId)),
      ),
    ).toEqual({ [storeId]: ['settings'] });
    expect(
      await changesOf(() =>
        db.update(divisions).set({ companyName: 'Renamed' }).where(eq(divisions.id, otherStoreId)),
      ),
    ).toEqual({ [otherStoreId]: ['settings'] });
    expect(
      await changesOf(() =>
        db.insert(themes).values({ uuid: randomUUID(), name: `mine-${storeId}`, divisionId: storeId }),
      ),
    ).toEqual({ [storeId]: ['theme'] });
  });

  it("announces a project's flags to its stores, but not its onboarding badges", async () => {
    const [project] = await db
      .insert(manufacturers)
      .values({ hash: randomUUID(), name: 'Project' })
      .returning();
    if (!project) throw new Error('no project');
    await db.update(divisions).set({ manufacturerId: project.id }).where(eq(divisions.id, storeId));
    expect(
      await changesOf(() =>
        db
          .update(manufacturers)
          .set({ badges: [{ code: 'homepage', unlocked: true, groups: [] }] })
          .where(eq(manufacturers.id, project.id)),
      ),
    ).toEqual({});
    expect(
      await changesOf(() =>
        db.update(manufacturers).set({ isPro: true }).where(eq(manufacturers.id, project.id)),
      ),
    ).toEqual({ [storeId]: ['settings'] });
  });

  it('announces nothing for a write that rolls back', async () => {
    expect(
      await changesOf(() =>
        db
          .transaction(async (tx) => {
            await tx.update(subdomains).set({ theme: 'sol' }).where(eq(subdomains.divisionId, storeId));
            throw new Error('changed my mind');
          })
          .catch(() => undefined),
      ),
    ).toEqual({});
  });
});

// Two processes need a server database: PGlite lives inside one process.
const describeOnPostgres = process.env.DATABASE_URL ? describe : () => undefined;

describeOnPostgres('change notifications between processes on PostgreSQL', () => {
  let writer: DatabaseHandle;
  let reader: DatabaseHandle;
  let feed: ChangeFeed;

  beforeAll(async () => {
    writer = await openTestDatabase('postgres');
    // A second process: its own pool and its own listening connection on the same database.
    const url = await currentDatabaseUrl(writer.db);
    reader = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    feed = await ChangeFeed.start(reader);
  });
  afterAll(async () => {
    await feed.close();
    await reader.close();
    await writer.close();
  });

  it("delivers another process's committed write, and settle() waits for it", async () => {
    const store = await createTestStore(writer.db);
    const received: StoreChange[] = [];
    feed.subscribe((change) => received.push(change));
    await writer.db.update(subdomains).set({ theme: 'joy' }).where(eq(subdomains.divisionId, store.id));
    await feed.settle();
    expect(received).toContainEqual({ storeId: store.id, tags: ['theme'] });
  });

  it("settles a writer's change in every other process before its settle() resolves", async () => {
    // The writer is a process with a feed of its own; the reader hears every notification 200 ms late, as a
    // busy process would, so the writer's settle() must wait for the reader's acknowledgement.
    const writerFeed = await ChangeFeed.start(writer);
    const slowHandle: DatabaseHandle = {
      ...reader,
      listen: (channel, onMessage, onGap, as) =>
        reader.listen(channel, (payload) => setTimeout(() => onMessage(payload), 200), onGap, as),
    };
    const slowFeed = await ChangeFeed.start(slowHandle);
    try {
      const store = await createTestStore(writer.db);
      const received: StoreChange[] = [];
      slowFeed.subscribe((change) => received.push(change));
      await writer.db.update(subdomains).set({ theme: 'joy' }).where(eq(subdomains.divisionId, store.id));
      await writerFeed.settle();
      expect(received).toContainEqual({ storeId: store.id, tags: ['theme'] });
    } finally {
      await slowFeed.close();
      await writerFeed.close();
    }
  });
});

async function currentDatabaseUrl(db: Database): Promise<string> {
  // node-postgres answers { rows }.
  const result = (await db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${result.rows[0]?.name}`;
  return url.toString();
}
