import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collections,
  productCollections,
  productOptions,
  products,
  productVariants,
} from '../../domain/catalog';
import type { DatabaseHandle } from '../../domain/db';
import { openTestDatabase, testEngines } from '../../domain/db/testing';
import { createTestProduct, createTestStore } from '../../domain/testing/fixtures';
import { type ApiClient, apiClient, buildTestServer } from '../testing';

const API = '/omnis/v3';
const HOST = 'fetcher.localhost';

describe.each(testEngines)('the catalogue fetch calls on %s', (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let client: ApiClient;
  let tee: typeof products.$inferSelect;
  let mug: typeof products.$inferSelect;
  let hidden: typeof products.$inferSelect;
  let blank: typeof products.$inferSelect;
  let custom: typeof products.$inferSelect;
  let theirs: typeof products.$inferSelect;
  let collectionId: number;

  const countProducts = async () => (await database.db.select({ id: products.id }).from(products)).length;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const store = await createTestStore(database.db, { subdomain: 'fetcher' });
    const other = await createTestStore(database.db, { subdomain: 'someone-else' });
    tee = await createTestProduct(database.db, store.id, {
      name: 'Summit Tee',
      price: 2600,
      salePrice: 2200,
      onSale: true,
      colours: [
        { name: 'White', hex: '#ffffff' },
        { name: 'Navy', hex: '#000080' },
      ],
    });
    const [navy] = await database.db
      .select()
      .from(productOptions)
      .where(eq(productOptions.colourName, 'Navy'));
    if (!navy) throw new Error('no navy option');
    await database.db
      .update(productOptions)
      .set({ sizes: ['S', 'M'] })
      .where(eq(productOptions.id, navy.id));
    await database.db.insert(productVariants).values({
      uuid: randomUUID(),
      divisionId: store.id,
      productId: tee.id,
      optionId: navy.id,
      size: 'S',
      sku: 'SUMMIT-NAVY-S',
      enabled: false,
    });
    mug = await createTestProduct(database.db, store.id, { name: 'Summit Mug', price: 1200 });
    hidden = await createTestProduct(database.db, store.id, { name: 'Retired Tee', enabled: false });
    blank = await createTestProduct(database.db, store.id, {
      name: 'Blank Tee',
      sku: 'BLANK-TEE',
      isBaseProduct: true,
      platen: { widthMm: 300, heightMm: 400 },
      printCosts: { front: 500 },
    });
    custom = await createTestProduct(database.db, store.id, {
      name: 'My design',
      sku: 'GBro-1',
      baseProductId: blank.id,
      baseSku: blank.sku,
    });
    theirs = await createTestProduct(database.db, other.id, { name: 'Their Tee', sku: 'THEIR-TEE' });
    const [collection] = await database.db
      .insert(collections)
      .values({ divisionId: store.id, name: 'Summit', urlName: 'summit' })
      .returning();
    collectionId = collection?.id ?? 0;
    await database.db.insert(productCollections).values([
      { divisionId: store.id, productId: mug.id, collectionId, position: 0 },
      { divisionId: store.id, productId: tee.id, collectionId, position: 1 },
    ]);
    app = await buildTestServer(database);
    client = await apiClient(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  describe('POST /products/fetch/', () => {
    it('answers the products asked for with options, colours, sizes, images and prices, in order', async () => {
      const response = await client.send('POST', `${API}/products/fetch/`, HOST, {
        product_ids: [mug.id, String(tee.id), mug.id],
      });
      expect(response.statusCode).toBe(200);
      const [first, second, ...rest] = response.json();
      expect(rest).toEqual([]);
      expect(first).toMatchObject({ id: mug.id, name: 'Summit Mug', price: 1200, salePrice: null });
      expect(second).toMatchObject({
        id: tee.id,
        sku: tee.sku,
        price: 2600,
        salePrice: 2200,
        onSale: true,
        colours: [
          { name: 'White', hex: '#ffffff' },
          { name: 'Navy', hex: '#000080' },
        ],
        sizes: ['M', 'S'],
      });
      expect(second.options[1]).toMatchObject({
        colourName: 'Navy',
        sizes: [
          { size: 'S', variantUuid: expect.any(String), available: false },
          { size: 'M', variantUuid: null, available: true },
        ],
      });
      expect(second.images.map((image: { colour: string }) => image.colour)).toEqual(['White', 'Navy']);
    });

    it("leaves out disabled products, unknown ids and another store's products", async () => {
      const response = await client.send('POST', `${API}/products/fetch/`, HOST, {
        product_ids: [hidden.id, 999_999, theirs.id, tee.id],
      });
      expect(response.json().map((product: { id: number }) => product.id)).toEqual([tee.id]);
      expect(response.body).not.toContain('Their Tee');
    });

    it.each([
      ['no product_ids', {}],
      ['an empty list', { product_ids: [] }],
      ['a list of words', { product_ids: ['tee'] }],
      ['a negative id', { product_ids: [-1] }],
      ['too many ids', { product_ids: Array.from({ length: 101 }, (_, index) => index + 1) }],
    ])('refuses %s with 422 and its message, writing nothing', async (_label, body) => {
      const before = await countProducts();
      const response = await client.send('POST', `${API}/products/fetch/`, HOST, body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        message: 'product_ids must be a list of 1 to 100 product ids',
        errors: expect.any(Object),
      });
      expect(await countProducts()).toBe(before);
    });
  });

  describe('GET /products/fetch-base-product/', () => {
    it('answers the base product of a custom product, and a base product itself', async () => {
      for (const sku of [custom.sku, blank.sku]) {
        const response = await client.get(`${API}/products/fetch-base-product/?sku=${sku}`, HOST);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          id: blank.id,
          sku: 'BLANK-TEE',
          isBaseProduct: true,
          platen: { widthMm: 300, heightMm: 400 },
          printCosts: { front: 500 },
          colours: [{ name: 'White', hex: '#ffffff' }],
        });
      }
    });

    it("answers 404 for a product without a base, an unknown sku and another store's sku", async () => {
      for (const sku of [mug.sku, 'NOPE', theirs.sku]) {
        const response = await client.get(`${API}/products/fetch-base-product/?sku=${sku}`, HOST);
        expect([response.statusCode, response.json()]).toEqual([404, { message: 'Not found' }]);
      }
    });

    it('refuses a missing sku with 422', async () => {
      for (const query of ['', '?sku=', '?sku=%20']) {
        const response = await client.get(`${API}/products/fetch-base-product/${query}`, HOST);
        expect([response.statusCode, response.json().message]).toEqual([422, 'This field is required']);
      }
    });
  });

  describe('POST /models/fetch/', () => {
    it('answers a list for a list of ids, with the attributes and relations asked for', async () => {
      const response = await client.send('POST', `${API}/models/fetch/`, HOST, {
        type: 'product',
        ids: [tee.id, theirs.id, hidden.id],
        attributes: ['name', 'price'],
        relations: ['collections', 'options'],
      });
      expect(response.statusCode).toBe(200);
      const models = response.json();
      expect(models).toHaveLength(1);
      expect(Object.keys(models[0]).sort()).toEqual(['collections', 'id', 'name', 'options', 'price']);
      expect(models[0]).toMatchObject({
        id: tee.id,
        name: 'Summit Tee',
        price: 2600,
        collections: [{ id: collectionId, name: 'Summit', urlName: 'summit' }],
      });
    });

    it('answers one model for a single id, and 404 for one it may not show', async () => {
      const one = await client.send('POST', `${API}/models/fetch/`, HOST, {
        type: 'collection',
        ids: collectionId,
        relations: ['products'],
      });
      expect(one.json()).toMatchObject({ id: collectionId, name: 'Summit', urlName: 'summit' });
      expect(one.json().products.map((product: { id: number }) => product.id)).toEqual([mug.id, tee.id]);
      for (const id of [theirs.id, hidden.id]) {
        const missing = await client.send('POST', `${API}/models/fetch/`, HOST, { type: 'product', ids: id });
        expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'Not found' }]);
      }
    });

    it.each([
      ['an unknown type', { type: 'customer', ids: [1] }, 'type must be one of: product, collection'],
      ['no ids', { type: 'product' }, 'ids must be a model id or a list of up to 100 model ids'],
      [
        'words for ids',
        { type: 'product', ids: ['a'] },
        'ids must be a model id or a list of up to 100 model ids',
      ],
      [
        'a private attribute',
        { type: 'product', ids: [1], attributes: ['baseCost'] },
        'baseCost is not an attribute of product',
      ],
      [
        'an unknown relation',
        { type: 'collection', ids: [1], relations: ['orders'] },
        'orders is not a relation of collection',
      ],
    ])('refuses %s with 422 and its message', async (_label, body, message) => {
      const before = await countProducts();
      const response = await client.send('POST', `${API}/models/fetch/`, HOST, body);
      expect([response.statusCode, response.json().message]).toEqual([422, message]);
      expect(await countProducts()).toBe(before);
    });
  });

  it('documents the three calls in the OpenAPI document', async () => {
    const document = (await client.get(`${API}/openapi.json`, HOST)).json();
    expect(document.paths['/omnis/v3/models/fetch/'].post).toBeDefined();
    expect(document.paths['/omnis/v3/products/fetch/'].post.requestBody).toBeDefined();
    expect(document.paths['/omnis/v3/products/fetch-base-product/'].get.parameters).toContainEqual(
      expect.objectContaining({ name: 'sku', in: 'query' }),
    );
  });
});
