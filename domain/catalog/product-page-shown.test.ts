import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affects, ChangeFeed, collectShown, type StoreChange } from '../cache-invalidation';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import type { Store } from '../stores';
import { createTestProduct, createTestStore, visitorContext } from '../testing/fixtures';
import { getCollectionPage } from './collection-page';
import { getProductPage } from './product-page';
import { collections, productCollections, products } from './tables';

/**
 * A cached product page is dropped by the writes that change what it shows, and only by them: a price
 * change of another product of its collection reorders the collection's page, not this one.
 */
describe.each(testEngines)('what a product page shows, for the page cache, on %s', (engine) => {
  let database: DatabaseHandle;
  let feed: ChangeFeed;
  let store: Store;
  const received: StoreChange[] = [];

  /** The changes one write announces. */
  const changesOf = async (write: () => Promise<unknown>) => {
    await feed.settle();
    received.length = 0;
    await write();
    await feed.settle();
    return [...received];
  };
  const touches = (changes: StoreChange[], tags: ReadonlySet<string>) =>
    changes.some((change) => affects(change, store.id, tags));

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    feed = await ChangeFeed.start(database);
    feed.subscribe((change) => received.push(change));
    store = await createTestStore(database.db);
  });
  afterAll(async () => {
    await feed.close();
    await database.close();
  });

  it('keeps a product page when another product of its collection changes price, not when the collection does', async () => {
    const { db } = database;
    const ctx = visitorContext(db, store);
    const [collection] = await db
      .insert(collections)
      .values({ divisionId: store.id, name: 'Harbour', urlName: 'harbour' })
      .returning();
    if (!collection) throw new Error('no collection');
    const shown = await createTestProduct(db, store.id, { name: 'Harbour Lights Tee' });
    // Eight products of the same design fill its related products (four shown), so the sibling is not among them.
    for (let index = 0; index < 8; index += 1) {
      await createTestProduct(db, store.id, { name: `Harbour Lights Print ${index}` });
    }
    const sibling = await createTestProduct(db, store.id, { name: 'Plain Sticker' });
    await db.insert(productCollections).values(
      [shown, sibling].map((product) => ({
        divisionId: store.id,
        productId: product.id,
        collectionId: collection.id,
      })),
    );

    const { value: page, tags } = await collectShown(() => getProductPage(ctx, shown.urlName));
    expect(page?.collections).toEqual([{ name: 'Harbour', urlName: 'harbour' }]);
    expect(page?.related.map((related) => related.id)).not.toContain(sibling.id);
    // Eight candidates, four shown: the page names its own product and the four it shows, no other.
    expect(page?.related).toHaveLength(4);
    expect([...tags].filter((tag) => tag.startsWith('product:')).sort()).toEqual(
      [shown.id, ...(page?.related ?? []).map((related) => related.id)].map((id) => `product:${id}`).sort(),
    );
    const { tags: collectionTags } = await collectShown(() =>
      getCollectionPage(ctx, 'harbour', { sort: 'price-low' }),
    );

    const repriced = await changesOf(() =>
      db.update(products).set({ price: 999 }).where(eq(products.id, sibling.id)),
    );
    expect(touches(repriced, collectionTags)).toBe(true);
    expect(touches(repriced, tags)).toBe(false);

    // Its own price, its collection's name and who sits in its collection (its related products) do.
    expect(
      touches(
        await changesOf(() => db.update(products).set({ price: 1999 }).where(eq(products.id, shown.id))),
        tags,
      ),
    ).toBe(true);
    expect(
      touches(
        await changesOf(() =>
          db.update(collections).set({ name: 'Harbour life' }).where(eq(collections.id, collection.id)),
        ),
        tags,
      ),
    ).toBe(true);
    const newcomer = await createTestProduct(db, store.id, { name: 'Another Sticker' });
    expect(
      touches(
        await changesOf(() =>
          db
            .insert(productCollections)
            .values({ divisionId: store.id, productId: newcomer.id, collectionId: collection.id }),
        ),
        tags,
      ),
    ).toBe(true);
  });
});
