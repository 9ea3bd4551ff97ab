import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANGE_MESSAGES } from '../../core/product-ranges';
import { required } from '../../core/validation/messages';
import { createTestCustomer, customerContext } from '../accounts/testing';
import { getProductPage, productImages, productOptions, products, productVariants } from '../catalog';
import { searchProducts } from '../catalog/search';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { STUDIO_BASE_PRODUCTS } from '../seed/data/studio-products';
import { insertStudioBaseProducts } from '../seed/studio';
import { LocalMediaStorage } from '../storage';
import { STORE_ADMIN_MESSAGES } from '../store-admin';
import type { Store } from '../stores';
import { studioDesigns, studioRenders } from '../studio';
import { recordingRenderJobs, testPng } from '../studio/testing';
import { failure } from '../testing/failure';
import { createTestStore } from '../testing/fixtures';
import { publishRange, rangeStatus, rangeWizard, uploadArtwork } from '.';

const baseProducts = () =>
  STUDIO_BASE_PRODUCTS.filter((product) => product.key === 'mens-t-shirt' || product.key === 'tote-bag');

describe.each(testEngines)('publishing a range from artwork on %s', (engine) => {
  let database: DatabaseHandle;
  let mediaDir: string;
  let media: LocalMediaStorage;
  let store: Store;
  let other: Store;
  let owner: ServiceContext;
  let otherOwner: ServiceContext;
  let upload: string;

  /** A range of the men's tee in three colours and the tote in two, at prices that cover their costs. */
  const range = (name: string, overrides: Record<string, unknown> = {}) => ({
    name,
    upload,
    products: [
      {
        baseProduct: 'mens-t-shirt',
        colours: ['White', 'Black', 'Navy'],
        price: '30.00',
        scale: 80,
        x: 50,
        y: 40,
      },
      { baseProduct: 'tote-bag', colours: ['Natural', 'Black'], price: '20', scale: 70, x: 50, y: 50 },
    ],
    ...overrides,
  });

  const productsNamed = (ctx: ServiceContext, prefix: string) =>
    ctx.db
      .select()
      .from(products)
      .where(and(eq(products.divisionId, ctx.store.id), like(products.name, `${prefix}%`)));

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    mediaDir = mkdtempSync(path.join(tmpdir(), 'printfront-ranges-'));
    media = new LocalMediaStorage(mediaDir);
    store = await createTestStore(database.db, { subdomain: `ranges-${engine}` });
    other = await createTestStore(database.db, { subdomain: `ranges-other-${engine}` });
    await insertStudioBaseProducts(database.db, store.id, baseProducts());
    await insertStudioBaseProducts(database.db, other.id, baseProducts());
    const customer = await createTestCustomer(database.db, {
      stores: [{ divisionId: store.id, role: 'owner' }],
    });
    const otherCustomer = await createTestCustomer(database.db, {
      stores: [{ divisionId: other.id, role: 'owner' }],
    });
    owner = customerContext(database.db, store, customer);
    otherOwner = customerContext(database.db, other, otherCustomer);
    upload = (
      await uploadArtwork(owner, media, { contentType: 'image/png', data: await testPng(3000, 3000) })
    ).uuid;
  });
  afterAll(async () => {
    await database.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('offers the store’s studio base products with their costs, minimum and suggested prices', async () => {
    const wizard = await rangeWizard(owner);
    expect(wizard.currency).toBe('GBP');
    const tee = wizard.baseProducts.find((base) => base.key === 'mens-t-shirt');
    expect(tee).toMatchObject({ noun: 'Tee', side: 'front', baseCost: 2000, vatRate: 1, minimumPrice: 2400 });
    expect(tee?.suggestedPrice).toBe(3600);
    expect(tee?.colours.map((colour) => colour.name)).toEqual([
      'White',
      'Black',
      'Navy',
      'Heather Grey',
      'Forest Green',
    ]);
    expect(tee?.colours[0]?.photo).toMatch(/^\/media\//);
    expect(wizard.baseProducts.find((base) => base.key === 'tote-bag')?.noun).toBe('Tote');
  });

  it('creates one enabled, listed product per base product with its colours, sizes, design and renders', async () => {
    const jobs = recordingRenderJobs();
    const published = await publishRange(owner, jobs, range('Mountain'));
    expect(published.products.map((product) => [product.name, product.urlName, product.price])).toEqual([
      ['Mountain Tee', 'mountain-tee', 3000],
      ['Mountain Tote', 'mountain-tote', 2000],
    ]);
    const [tee, tote] = published.products;
    const [teeRow] = await owner.db
      .select()
      .from(products)
      .where(eq(products.id, tee?.id ?? 0));
    expect(teeRow).toMatchObject({
      enabled: true,
      baseProductId: null,
      baseCost: 2000,
      includeInProductFeed: true,
    });
    expect(teeRow?.sku).toMatch(/^ART-[0-9A-F]{8}-1$/);
    const options = await owner.db
      .select()
      .from(productOptions)
      .where(eq(productOptions.productId, tee?.id ?? 0))
      .orderBy(productOptions.position);
    expect(options.map((option) => option.colourName)).toEqual(['White', 'Black', 'Navy']);
    const variants = await owner.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, tee?.id ?? 0));
    expect(variants).toHaveLength(3 * (options[0]?.sizes.length ?? 0));
    const photos = await owner.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, tote?.id ?? 0));
    expect(photos.length).toBeGreaterThanOrEqual(2);

    const designs = await owner.db.select().from(studioDesigns).where(eq(studioDesigns.divisionId, store.id));
    const teeDesign = designs.find((design) => design.productId === tee?.id);
    expect(teeDesign?.printedSides).toEqual(['front']);
    const layer = teeDesign?.document.sides.front?.layers[0];
    expect(layer).toMatchObject({ kind: 'image', pixelWidth: 3000, pixelHeight: 3000 });
    const renders = await owner.db
      .select()
      .from(studioRenders)
      .where(eq(studioRenders.designId, teeDesign?.id ?? 0));
    expect(renders.map((render) => `${render.kind}:${render.colour}`).sort()).toEqual(
      ['mockup:Black', 'mockup:Navy', 'mockup:White', 'print:'].sort(),
    );
    expect(jobs.queued.sort()).toEqual(designs.map((design) => design.id).sort());

    // Shoppers find it at once: its page, and search.
    const shopper: ServiceContext = { db: owner.db, store, actor: { kind: 'visitor', sessionId: 'shopper' } };
    expect((await getProductPage(shopper, 'mountain-tote'))?.name).toBe('Mountain Tote');
    const found = await searchProducts(shopper, { term: 'Mountain', limit: 10, offset: 0 });
    expect(JSON.stringify(found)).toContain('Mountain Tee');

    const status = await rangeStatus(owner, [tee?.id ?? 0, tote?.id ?? 0]);
    expect(status.products.map((product) => product.render.status)).toEqual(['queued', 'queued']);
    expect(status.settled).toBe(false);
  });

  it('gives a second range of the same name its own url names', async () => {
    const published = await publishRange(owner, recordingRenderJobs(), range('Mountain'));
    expect(published.products.map((product) => product.urlName)).toEqual([
      'mountain-tee-2',
      'mountain-tote-2',
    ]);
  });

  it('writes nothing when a later product fails: one transaction', async () => {
    await owner.db.execute(sql`
      create or replace function refuse_tote_design() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from products where id = new.base_product_id and customise_it = 'tote-bag') then
          raise exception 'tote designs refused by the test';
        end if;
        return new;
      end $$`);
    await owner.db.execute(
      sql`create trigger refuse_tote_design before insert on studio_designs for each row execute function refuse_tote_design()`,
    );
    const jobs = recordingRenderJobs();
    try {
      await expect(publishRange(owner, jobs, range('Rollback'))).rejects.toThrow(
        /insert into "studio_designs"/,
      );
    } finally {
      await owner.db.execute(sql`drop trigger refuse_tote_design on studio_designs`);
    }
    expect(await productsNamed(owner, 'Rollback')).toEqual([]);
    expect(jobs.queued).toEqual([]);
  });

  it('refuses a price below the base cost with VAT with §5 min_value, writing nothing', async () => {
    const error = await failure(
      publishRange(
        owner,
        recordingRenderJobs(),
        range('Cheap', {
          products: [
            { baseProduct: 'mens-t-shirt', colours: ['White'], price: '23.99', scale: 80, x: 50, y: 50 },
          ],
        }),
      ),
    );
    expect(error).toMatchObject({ status: 422, errors: { 'products.0.price': ['Min 24.00'] } });
    expect(await productsNamed(owner, 'Cheap')).toEqual([]);
  });

  it('refuses colours and base products the store does not offer, naming each field', async () => {
    const error = await failure(
      publishRange(
        owner,
        recordingRenderJobs(),
        range('Odd', {
          products: [
            { baseProduct: 'mens-t-shirt', colours: ['Purple'], price: '30', scale: 80, x: 50, y: 50 },
            { baseProduct: 'hoodie', colours: ['Black'], price: '60', scale: 80, x: 50, y: 50 },
          ],
        }),
      ),
    );
    expect(error).toMatchObject({
      status: 422,
      errors: {
        'products.0.colours': [RANGE_MESSAGES.unknownColour],
        'products.1.baseProduct': [RANGE_MESSAGES.unknownProduct],
      },
    });
    expect(await productsNamed(owner, 'Odd')).toEqual([]);
  });

  it('parses the flat form the dashboard posts with the same schema, and its messages', async () => {
    const error = await failure(
      publishRange(owner, recordingRenderJobs(), {
        name: ' ',
        upload,
        'products.0.baseProduct': 'mens-t-shirt',
        'products.0.colours': '',
        'products.0.price': 'twelve',
        'products.0.scale': '200',
        'products.0.x': '50',
        'products.0.y': 'middle',
      }),
    );
    expect(error).toMatchObject({
      status: 422,
      errors: {
        name: [required],
        'products.0.colours': [RANGE_MESSAGES.chooseColour],
        'products.0.price': [RANGE_MESSAGES.priceFormat],
        'products.0.scale': ['Max 100'],
        'products.0.y': ['Must be a number'],
      },
    });
    const none = await failure(publishRange(owner, recordingRenderJobs(), { name: 'Empty', upload }));
    expect(none.errors).toEqual({ products: [RANGE_MESSAGES.chooseProduct] });
  });

  it('answers 404 for another store’s upload, and for a store the actor does not run', async () => {
    const theirs = await uploadArtwork(otherOwner, media, {
      contentType: 'image/png',
      data: await testPng(800, 600, '#2255aa'),
    });
    const error = await failure(
      publishRange(owner, recordingRenderJobs(), range('Stolen', { upload: theirs.uuid })),
    );
    expect(error).toMatchObject({ status: 404, message: RANGE_MESSAGES.uploadNotFound });
    expect(await productsNamed(owner, 'Stolen')).toEqual([]);

    const intruder = { ...otherOwner, store };
    expect(await failure(publishRange(intruder, recordingRenderJobs(), range('Intruder')))).toMatchObject({
      status: 404,
      message: STORE_ADMIN_MESSAGES.noSuchStore,
    });
    expect(await failure(rangeWizard(intruder))).toMatchObject({ status: 404 });
    expect(
      await failure(
        uploadArtwork(intruder, media, { contentType: 'image/png', data: await testPng(10, 10) }),
      ),
    ).toMatchObject({ status: 404 });
    // Another store's products are not reported, even by id.
    const [theirProduct] = await otherOwner.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.divisionId, other.id))
      .limit(1);
    expect((await rangeStatus(owner, [theirProduct?.id ?? 0])).products).toEqual([]);
  });

  it('takes PNG and SVG artwork only', async () => {
    const error = await failure(
      uploadArtwork(owner, media, { contentType: 'image/jpeg', data: Buffer.from('not really') }),
    );
    expect(error).toMatchObject({
      status: 422,
      errors: { file: ['Must upload the following formats: png, svg'] },
    });
  });
});
