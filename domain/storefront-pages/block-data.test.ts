import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockFromStored } from '../../core/blocks';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { createTestProduct, createTestStore, visitorContext } from '../testing/fixtures';
import { resolveBlockData } from './block-data';

describe.each(testEngines)('resolveBlockData on %s', (engine) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(async () => {
    await database.close();
  });

  it("fills product lists and product factories from this store's catalogue only", async () => {
    const store = await createTestStore(database.db, { subdomain: 'blocks-a' });
    const other = await createTestStore(database.db, { subdomain: 'blocks-b' });
    await createTestProduct(database.db, store.id, { name: 'Ours one', bestsellerRank: 2 });
    await createTestProduct(database.db, store.id, { name: 'Ours two', bestsellerRank: 1 });
    await createTestProduct(database.db, other.id, { name: 'Theirs', bestsellerRank: 0 });
    const blocks = [
      blockFromStored({ uid: 'list', type: 'productList', properties: { limit: 5 } }),
      blockFromStored({
        uid: 'row',
        type: 'carousel',
        properties: { factory: { source: 'products', params: { limit: 1 } } },
      }),
      blockFromStored({ uid: 'text', type: 'text', properties: { text: 'hi' } }),
    ];
    const data = await resolveBlockData(visitorContext(database.db, store), blocks);
    expect(data.products.list?.map((product) => product.name)).toEqual(['Ours two', 'Ours one']);
    expect(data.products.row?.map((product) => product.name)).toEqual(['Ours two']);
    expect(data.products.text).toBeUndefined();
  });
});
