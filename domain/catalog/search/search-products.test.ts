import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceContext } from '../../context';
import type { DatabaseHandle } from '../../db';
import { openTestDatabase, testEngines } from '../../db/testing';
import { createTestProduct, createTestStore, visitorContext } from '../../testing/fixtures';
import { listProductSummaries } from '../product-summaries';
import { collections, productCollections, products, productTags, tags } from '../tables';
import { prepareSearchTerm, SEARCH_TERM_MAX_LENGTH, searchProducts } from './search-products';

describe('prepareSearchTerm', () => {
  it('trims and cuts at 100 characters, whole code points', () => {
    expect(prepareSearchTerm('  hoodie  ')).toBe('hoodie');
    expect(prepareSearchTerm('a'.repeat(150))).toBe('a'.repeat(SEARCH_TERM_MAX_LENGTH));
    expect(Array.from(prepareSearchTerm('🔥'.repeat(150)))).toHaveLength(SEARCH_TERM_MAX_LENGTH);
    expect(prepareSearchTerm(undefined as unknown as string)).toBe('');
  });
});

describe.each(testEngines)('searchProducts on %s', (engine) => {
  let database: DatabaseHandle;
  let ctx: ServiceContext;
  let otherCtx: ServiceContext;

  const names = async (term: string, options: { limit?: number; offset?: number } = {}) =>
    (await searchProducts(ctx, { term, ...options })).items.map((item) => item.name);

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const db = database.db;
    const store = await createTestStore(db);
    const other = await createTestStore(db);
    ctx = visitorContext(db, store);
    otherCtx = visitorContext(db, other);
    const add = (values: Partial<typeof products.$inferInsert>) => createTestProduct(db, store.id, values);

    await add({ name: 'Organic Hoodie', description: 'Warm and soft.', bestsellerRank: 4 });
    await add({ name: 'Hooded Jacket', description: 'Keeps the rain off.', bestsellerRank: 6 });
    await add({ name: 'Plain Tee', description: 'Pairs well with a hoodie.', bestsellerRank: 1 });
    await add({ name: 'Wave Mug', bestsellerRank: 5 });
    await add({ name: 'Wave Tote', bestsellerRank: 2 });
    await add({ name: 'Wave Cap', bestsellerRank: null });
    await add({ name: 'Totem Print', description: 'Carved.', bestsellerRank: 1 });
    await add({ name: 'Cafe Racer Tee', description: 'For early mornings.' });
    await add({ name: 'Café Crème Sweater', description: 'Soft knit.' });
    await add({ name: 'Hidden Hoodie', description: 'Not for sale.', enabled: false });
    const festival = await add({ name: 'Summit Tee', description: 'Mountain print.', bestsellerRank: 3 });
    await add({ name: 'Festival Poster', description: 'A3 print.', bestsellerRank: 7 });
    const winter = await add({ name: 'Snow Beanie', description: 'Knitted.' });
    await createTestProduct(db, other.id, { name: 'Other Store Hoodie', description: 'A hoodie for them.' });
    const otherPlain = await createTestProduct(db, other.id, { name: 'Other Plain' });

    const [tag] = await db.insert(tags).values({ divisionId: store.id, name: 'Festival' }).returning();
    if (!tag) throw new Error('tag not created');
    await db.insert(productTags).values({ divisionId: store.id, productId: festival.id, tagId: tag.id });
    const [collection] = await db
      .insert(collections)
      .values({ divisionId: store.id, name: 'Winter Warmers', urlName: 'winter-warmers' })
      .returning();
    const [hiddenCollection] = await db
      .insert(collections)
      .values({ divisionId: store.id, name: 'Secret Stash', urlName: 'secret-stash', enabled: false })
      .returning();
    if (!collection || !hiddenCollection) throw new Error('collections not created');
    await db.insert(productCollections).values([
      { divisionId: store.id, productId: winter.id, collectionId: collection.id },
      { divisionId: store.id, productId: winter.id, collectionId: hiddenCollection.id },
    ]);
    // Another store's tag on its own product: must not make this store's search find anything.
    const [otherTag] = await db.insert(tags).values({ divisionId: other.id, name: 'Elsewhere' }).returning();
    if (!otherTag) throw new Error('tag not created');
    await db
      .insert(productTags)
      .values({ divisionId: other.id, productId: otherPlain.id, tagId: otherTag.id });
  });

  afterAll(async () => {
    await database.close();
  });

  it('finds by whole word and by prefix', async () => {
    expect(await names('hoodie')).toEqual(['Organic Hoodie', 'Plain Tee']);
    expect(await names('Hood')).toEqual(['Organic Hoodie', 'Hooded Jacket', 'Plain Tee']);
    expect(await names('jacket')).toEqual(['Hooded Jacket']);
  });

  it('finds parts of words in the name, and stemmed forms', async () => {
    expect(await names('oodie')).toEqual(['Organic Hoodie']);
    expect(await names('hoodies')).toEqual(['Organic Hoodie', 'Plain Tee']);
  });

  it('ranks a name match above a description-only match, whatever the bestseller rank', async () => {
    const result = await names('hoodie');
    expect(result.indexOf('Organic Hoodie')).toBeLessThan(result.indexOf('Plain Tee'));
  });

  it('ranks a whole word above part of a word, whatever the bestseller rank', async () => {
    expect(await names('tote')).toEqual(['Wave Tote', 'Totem Print']);
  });

  it('ranks matches in more fields first', async () => {
    expect(await names('hood warm')).toEqual(['Organic Hoodie']);
    expect(await names('tee')).toEqual(['Plain Tee', 'Summit Tee', 'Cafe Racer Tee']);
    // 'for' is a stop word: it excludes nothing, but the product that has it ranks first.
    expect(await names('tee for')).toEqual(['Cafe Racer Tee', 'Plain Tee', 'Summit Tee']);
    expect(await names('tee mornings')).toEqual(['Cafe Racer Tee']);
  });

  it('orders equal matches by bestseller rank, unranked last', async () => {
    expect(await names('wave')).toEqual(['Wave Tote', 'Wave Mug', 'Wave Cap']);
    expect(await names('tee')).toEqual(['Plain Tee', 'Summit Tee', 'Cafe Racer Tee']);
  });

  it('finds products by their tags and enabled collections, below name matches', async () => {
    expect(await names('festival')).toEqual(['Festival Poster', 'Summit Tee']);
    expect(await names('winter')).toEqual(['Snow Beanie']);
    expect(await names('warmers')).toEqual(['Snow Beanie']);
    expect(await names('secret')).toEqual([]);
    expect(await names('elsewhere')).toEqual([]);
  });

  it('ignores English stop words but still needs a match', async () => {
    expect(await names('the hoodie')).toEqual(['Organic Hoodie', 'Plain Tee']);
    expect(await names('the and of')).toEqual([]);
  });

  it('needs every word to match', async () => {
    expect(await names('organic jacket')).toEqual([]);
  });

  it("never returns another store's products", async () => {
    expect(await names('other')).toEqual([]);
    expect(await names('elsewhere')).toEqual([]);
    const fromOther = await searchProducts(otherCtx, { term: 'hoodie' });
    expect(fromOther.items.map((item) => item.name)).toEqual(['Other Store Hoodie']);
    expect(fromOther.total).toBe(1);
    expect((await searchProducts(otherCtx, { term: 'elsewhere' })).items.map((item) => item.name)).toEqual([
      'Other Plain',
    ]);
  });

  it('never returns disabled products', async () => {
    expect(await names('hidden')).toEqual([]);
    expect((await searchProducts(ctx, { term: 'hoodie', limit: 100 })).total).toBe(2);
  });

  it('matches across accents both ways', async () => {
    expect(await names('café')).toEqual(['Cafe Racer Tee', 'Café Crème Sweater']);
    expect(await names('cafe racer')).toEqual(['Cafe Racer Tee']);
    expect(await names('CRÈME')).toEqual(['Café Crème Sweater']);
    expect(await names('creme')).toEqual(['Café Crème Sweater']);
  });

  it('returns the cards listProductSummaries returns', async () => {
    const [found] = (await searchProducts(ctx, { term: 'organic hoodie' })).items;
    const listed = (await listProductSummaries(ctx, { limit: 100 })).find((item) => item.id === found?.id);
    expect(found).toBeDefined();
    expect(found).toEqual(listed);
    expect(found?.colours).toEqual([{ name: 'White', hex: '#ffffff' }]);
    expect(found?.image).toMatch(/^\/media\/test\//);
  });

  it('pages with limit and offset and counts every match', async () => {
    const all = await searchProducts(ctx, { term: 'tee' });
    expect(all.total).toBe(3);
    const second = await searchProducts(ctx, { term: 'tee', limit: 1, offset: 1 });
    expect(second).toEqual({ total: 3, items: all.items.slice(1, 2) });
    expect(await searchProducts(ctx, { term: 'tee', offset: 10 })).toEqual({ total: 3, items: [] });
    expect((await searchProducts(ctx, { term: 'tee', limit: 0 })).items).toHaveLength(1);
    expect((await searchProducts(ctx, { term: 'tee', limit: Number.NaN, offset: -5 })).items).toHaveLength(3);
  });

  it.each(['', '   ', '&|!:*()', '%', '_', '%%', '\\', "''", '--', '!!!', '🔥'])(
    'returns nothing for %j',
    async (term) => {
      expect(await searchProducts(ctx, { term })).toEqual({ total: 0, items: [] });
    },
  );

  it.each([
    ["'; drop table products; --", []],
    ["hoodie'; delete from products where '1'='1", []],
    ['hood:* | tee', ['Plain Tee']],
    ['hood & !tee', ['Plain Tee']],
    ['hood:*', ['Organic Hoodie', 'Hooded Jacket', 'Plain Tee']],
    ['(hoodie)', ['Organic Hoodie', 'Plain Tee']],
    ['hoodie%', ['Organic Hoodie', 'Plain Tee']],
    ['<->hoodie', ['Organic Hoodie', 'Plain Tee']],
    ['wave\u0000tote', ['Wave Tote']],
  ])('handles SQL and tsquery syntax in %j as plain words', async (term, expected) => {
    expect(await names(term)).toEqual(expected);
    const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(count?.n).toBe(15);
  });

  it('only reads the first 100 characters', async () => {
    expect(await names(`${'x'.repeat(99)} hoodie`)).toEqual([]);
    expect(await names(`${' '.repeat(50)}hoodie${' '.repeat(200)}`)).toEqual(['Organic Hoodie', 'Plain Tee']);
  });

  it('never fails and only returns matching enabled products of the store, whatever the input', async () => {
    const enabledHere = new Set((await listProductSummaries(ctx, { limit: 100 })).map((item) => item.id));
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 30 }), async (term) => {
        const result = await searchProducts(ctx, { term });
        expect(result.total).toBeGreaterThanOrEqual(result.items.length);
        for (const item of result.items) expect(enabledHere.has(item.id)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});
