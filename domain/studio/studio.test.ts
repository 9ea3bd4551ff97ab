import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addImage, addText, createDesign, type DesignDocument, type Side } from '../../core/design';
import { addItemToBasket, listBasketItems } from '../basket';
import { listProductSummaries, productImages, productOptions, products, productVariants } from '../catalog';
import { searchProducts } from '../catalog/search';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { sitemapSections } from '../seo';
import { LocalMediaStorage } from '../storage';
import type { Store } from '../stores';
import { failure } from '../testing/failure';
import { createTestProduct, createTestStore, visitorContext } from '../testing/fixtures';
import {
  FontFiles,
  getBaseProduct,
  getDesign,
  listBaseProducts,
  listPrintFiles,
  type RenderJobs,
  renderDesign,
  retryFailedRenders,
  saveDesign,
  saveUpload,
  studioDesigns,
  studioRenders,
  studioUploads,
} from '.';
import { giveStudioProducts, recordingRenderJobs, testPng, uploadTestPng } from './testing';

const TEE_AREA = { widthMm: 297, heightMm: 420 };

describe.each(testEngines)('the studio on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;
  let mediaDir: string;
  let media: LocalMediaStorage;
  let upload: Awaited<ReturnType<typeof uploadTestPng>>;
  const ctx = () => visitorContext(database.db, store);
  const otherCtx = () => visitorContext(database.db, other);

  const teeDesign = (sides: Side[] = ['front']): DesignDocument => {
    let document = createDesign({ medium: 'garment', printAreas: { front: TEE_AREA, back: TEE_AREA } });
    for (const side of sides) {
      document = addText(document, side, { text: `Hello ${side}`, colour: '#ffffff' });
    }
    return addImage(document, 'front', {
      src: upload.src,
      pixelWidth: upload.pixelWidth,
      pixelHeight: upload.pixelHeight,
    });
  };

  const paperDesign = (text: string) =>
    addText(createDesign({ medium: 'paper', printAreas: { front: TEE_AREA } }), 'front', { text });

  /** Saves a design as a shopper of this store (unless `on` says otherwise): a White men's t-shirt by default. */
  const save = (
    input: Record<string, unknown>,
    { on = ctx(), jobs = recordingRenderJobs() }: { on?: ServiceContext; jobs?: RenderJobs } = {},
  ) => saveDesign(on, { media, jobs }, { baseProduct: 'mens-t-shirt', colour: 'White', ...input });

  const counts = async () => {
    const count = async (table: typeof products | typeof studioDesigns | typeof studioRenders) =>
      Number((await database.db.select({ n: sql<number>`count(*)` }).from(table))[0]?.n ?? 0);
    return {
      products: await count(products),
      designs: await count(studioDesigns),
      renders: await count(studioRenders),
    };
  };

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    mediaDir = mkdtempSync(path.join(tmpdir(), 'studio-test-'));
    media = new LocalMediaStorage(mediaDir);
    store = await createTestStore(database.db, { subdomain: `studio-${engine}` });
    other = await createTestStore(database.db, { subdomain: `studio-other-${engine}` });
    await giveStudioProducts(database.db, store.id, media);
    await giveStudioProducts(database.db, other.id);
    await createTestProduct(database.db, store.id, { name: 'A listed tee', urlName: 'a-listed-tee' });
    upload = await uploadTestPng(ctx(), media);
  });
  afterAll(async () => {
    await database.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  describe('base products', () => {
    it('lists the store’s base products with print areas, costs, colours and mockup placements', async () => {
      const list = await listBaseProducts(ctx());
      expect(list.map((product) => product.customiseIt)).toEqual(['mens-t-shirt', 'art-print']);
      const tee = list[0];
      expect(tee).toMatchObject({
        medium: 'garment',
        price: 1500,
        printCosts: { front: 500, back: 500, left: 300, right: 300 },
        printAreas: { front: TEE_AREA, back: TEE_AREA, left: { widthMm: 90, heightMm: 90 } },
        defaultColour: 'White',
      });
      expect(tee?.colours.map((colour) => colour.name)).toEqual(['White', 'Black']);
      expect(tee?.colours[0]?.images).toEqual([
        '/media/studio/garments/mens-t-shirt/white-front-photo.webp',
        '/media/studio/garments/mens-t-shirt/white-back-photo.webp',
      ]);
      expect(tee?.mockupParams?.placements.front?.width).toBeGreaterThan(0);
      expect(list[1]?.medium).toBe('paper');
    });

    it('finds one by customiseIt, url name or uuid, in this store only', async () => {
      const tee = await getBaseProduct(ctx(), 'mens-t-shirt');
      expect(tee?.name).toBe("Men's Organic Cotton T-Shirt");
      expect((await getBaseProduct(ctx(), 'blank-art-print'))?.customiseIt).toBe('art-print');
      expect(await getBaseProduct(ctx(), tee?.uuid ?? '')).toMatchObject({ id: tee?.id });
      const theirs = await getBaseProduct(otherCtx(), 'mens-t-shirt');
      expect(await getBaseProduct(ctx(), theirs?.uuid ?? '')).toBeNull();
      expect(await getBaseProduct(ctx(), 'a-listed-tee')).toBeNull();
    });
  });

  describe('uploads', () => {
    it('stores a PNG once, cleaned, under the store’s uploads', async () => {
      const png = await testPng(800, 600);
      const first = await saveUpload(ctx(), media, { contentType: 'image/png', data: png });
      const again = await saveUpload(ctx(), media, {
        contentType: 'image/png; charset=binary',
        data: png,
      });
      expect(first).toMatchObject({ format: 'png', pixelWidth: 800, pixelHeight: 600, vector: false });
      expect(first.src).toMatch(new RegExp(`^/images/studio/uploads/${store.id}/[0-9a-f]{32}\\.png$`));
      expect(again.uuid).toBe(first.uuid);
      const file = path.join(mediaDir, first.src.replace('/images/', ''));
      expect(statSync(file).size).toBe(first.bytes);
    });

    it('turns JPEGs upright and drops their metadata', async () => {
      const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#808080' } })
        .jpeg()
        .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'someone' } } })
        .toBuffer();
      const view = await saveUpload(ctx(), media, { contentType: 'image/jpeg', data: jpeg });
      expect([view.pixelWidth, view.pixelHeight]).toEqual([20, 40]);
      const stored = await sharp(path.join(mediaDir, view.src.replace('/images/', ''))).metadata();
      expect(stored.exif).toBeUndefined();
      expect(stored.orientation).toBeUndefined();
    });

    it('stores a sanitised SVG as a vector image', async () => {
      const view = await saveUpload(ctx(), media, {
        contentType: 'image/svg+xml',
        data: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><script>alert(1)</script><rect width="200" height="100" fill="#0a0"/></svg>',
        ),
      });
      expect(view).toMatchObject({ format: 'svg', vector: true, pixelWidth: 20000, pixelHeight: 10000 });
    });

    it.each([
      [
        'an unsupported type',
        'application/pdf',
        Buffer.from('%PDF-1.4'),
        'Must upload the following formats: png, jpg, webp, svg',
      ],
      ['no type', undefined, Buffer.from('x'), 'Must upload the following formats: png, jpg, webp, svg'],
      ['an empty file', 'image/png', Buffer.alloc(0), 'Please choose a file to upload'],
      ['a body that is not a file', 'image/png', { file: 'x' }, 'Please choose a file to upload'],
      ['a JPEG sent as a PNG', 'image/png', 'jpeg', 'This file is not a PNG image'],
      [
        'bytes that are not an image',
        'image/webp',
        Buffer.from('definitely not a webp image'),
        'This file could not be read as an image',
      ],
      [
        'an SVG with entities',
        'image/svg+xml',
        Buffer.from('<!DOCTYPE svg [<!ENTITY a "b">]><svg/>'),
        'This SVG file cannot be used: please export it again as a plain SVG, PNG or JPG',
      ],
    ])(
      'refuses %s with a 422 naming the file, storing nothing',
      async (_what, contentType, data, message) => {
        const before = await database.db.select().from(studioUploads);
        const body =
          data === 'jpeg'
            ? await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
                .jpeg()
                .toBuffer()
            : data;
        const error = await failure(saveUpload(ctx(), media, { contentType, data: body }));
        expect(error).toMatchObject({ kind: 'invalid', message, errors: { file: [message] } });
        expect(await database.db.select().from(studioUploads)).toHaveLength(before.length);
      },
    );

    it('refuses a decompression bomb (a small file of more than 50 million pixels)', async () => {
      const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#000' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(1_000_000);
      const error = await failure(saveUpload(ctx(), media, { contentType: 'image/png', data: bomb }));
      expect(error.errors).toEqual({
        file: ['This image is too large: it may have at most 50 million pixels'],
      });
    });
  });

  describe('saving a design', () => {
    it('makes a custom product: GBro sku, base price plus print costs, every colour and size, not listed', async () => {
      const jobs = recordingRenderJobs();
      const result = await save({ colour: 'black', document: teeDesign(['front', 'back']) }, { jobs });
      expect(result.created).toBe(true);
      expect(result.warnings).toEqual([]);
      const { design } = result;
      expect(design).toMatchObject({
        colour: 'Black',
        printedSides: ['front', 'back'],
        printCount: 2,
        baseProduct: { customiseIt: 'mens-t-shirt', studioUrl: '/studio/mens-t-shirt/' },
        product: { price: 2500, colours: ['White', 'Black'], sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'] },
        render: { status: 'queued', percent: 0 },
      });
      expect(design.product.sku).toMatch(/^GBro-[0-9A-F]{10}$/);
      expect(design.product.url).toBe(`/product/${design.product.urlName}/`);
      expect(jobs.queued).toHaveLength(1);

      const [row] = await database.db.select().from(products).where(eq(products.id, design.product.id));
      const base = await getBaseProduct(ctx(), 'mens-t-shirt');
      expect(row).toMatchObject({
        divisionId: store.id,
        baseProductId: base?.id,
        isBaseProduct: false,
        includeInProductFeed: false,
        defaultColour: 'Black',
        designs: {
          front: expect.stringMatching(/^\/media\/studio\/designs\/\d+\/[0-9a-f]{32}\/front\.svg$/),
          back: expect.stringMatching(/back\.svg$/),
        },
      });
      const svgFile = path.join(mediaDir, (row?.designs.front ?? '').replace('/media/', ''));
      expect(statSync(svgFile).size).toBeGreaterThan(100);
      const variants = await database.db
        .select()
        .from(productVariants)
        .where(eq(productVariants.productId, design.product.id));
      expect(variants).toHaveLength(12);
      // Files: the shopper's colour front and back mockups first, the two print files, then the other colour.
      expect(design.render.files.map((file) => `${file.kind}:${file.side}:${file.colour ?? ''}`)).toEqual([
        'mockup:front:Black',
        'mockup:back:Black',
        'print:front:',
        'print:back:',
        'mockup:front:White',
        'mockup:back:White',
      ]);
    });

    it('prices only the sides that print, and counts sleeves as one side', async () => {
      let document = createDesign({ medium: 'garment', printAreas: { left: { widthMm: 90, heightMm: 90 } } });
      document = addText(document, 'left', { text: 'L' });
      const { design } = await save({ document });
      expect(design).toMatchObject({ printedSides: ['left'], printCount: 1, product: { price: 1800 } });
    });

    it('answers the earlier save for the same design on the same product', async () => {
      const input = { document: teeDesign(['back']) };
      const first = await save(input);
      const before = await counts();
      const second = await save(input);
      expect(second.created).toBe(false);
      expect(second.design.uuid).toBe(first.design.uuid);
      expect(await counts()).toEqual(before);
    });

    it('uses the product’s print areas and the stored image size, whatever the client claims', async () => {
      let document = createDesign({
        medium: 'paper',
        printAreas: { front: { widthMm: 500, heightMm: 500 } },
      });
      document = addImage(document, 'front', {
        src: upload.src,
        pixelWidth: 90_000,
        pixelHeight: 60_000,
        x: 10,
        y: 10,
        width: 250,
        height: 166.6,
      });
      const result = await save({ document });
      const saved = result.design.document;
      expect(saved.medium).toBe('garment');
      expect(saved.sides.front?.printArea).toEqual(TEE_AREA);
      expect(saved.sides.front?.layers[0]).toMatchObject({ pixelWidth: 3000, pixelHeight: 2000 });
      // 3000 px over 250 mm is 304 DPI: sharp enough for a garment.
      expect(result.warnings.map((issue) => issue.code)).toEqual([]);
    });

    it('saves with warnings when an image will print blurry', async () => {
      let document = createDesign({ medium: 'garment', printAreas: { front: TEE_AREA } });
      document = addImage(document, 'front', {
        src: upload.src,
        pixelWidth: 3000,
        pixelHeight: 2000,
        x: 0,
        y: 0,
        width: 297,
        height: 198,
      });
      document = addImage(document, 'front', {
        src: upload.src,
        pixelWidth: 3000,
        pixelHeight: 2000,
        x: 0,
        y: 200,
        width: 600,
        height: 400,
      });
      const result = await save({ document });
      expect(result.created).toBe(true);
      expect(result.warnings.map((issue) => [issue.code, issue.field])).toEqual([
        ['outside-print-area', 'sides.front.layers.1'],
        ['low-resolution', 'sides.front.layers.1'],
      ]);
    });

    it.each([
      [
        'a font size below the minimum',
        (d: DesignDocument) => ({
          ...d,
          sides: { front: { ...d.sides.front, layers: [{ ...d.sides.front?.layers[0], fontSize: 0 }] } },
        }),
        'document.sides.front.layers.0.fontSize',
        'Min 1',
      ],
      [
        'an empty design',
        () => createDesign({ medium: 'garment', printAreas: { front: TEE_AREA } }),
        'document.sides',
        'Your design is empty: add some text or an image first',
      ],
      [
        'a side the product cannot print',
        (d: DesignDocument) => ({ ...d, sides: { ...d.sides, top: d.sides.front } }),
        'document.sides.top',
        'Designs can only be printed on the front, back, left or right',
      ],
      [
        'a side this product lacks',
        () =>
          addText(createDesign({ medium: 'paper', printAreas: { back: TEE_AREA } }), 'back', { text: 'x' }),
        'document.sides.back',
        'This product cannot be printed on the back',
      ],
      [
        'an image that is not an upload',
        (d: DesignDocument) =>
          addImage(d, 'front', { src: '/images/products/demo/x.webp', pixelWidth: 10, pixelHeight: 10 }),
        'document.sides.front.layers.2.src',
        'This image is not one of your uploads: please upload it again',
      ],
      [
        'a newer document version',
        (d: DesignDocument) => ({ ...d, version: 9 }),
        'document.version',
        'This design was made by a newer version of the studio',
      ],
    ])('refuses %s with a 422 naming the field, writing nothing', async (_what, change, field, message) => {
      const before = await counts();
      const baseProduct = field === 'document.sides.back' ? 'art-print' : 'mens-t-shirt';
      const error = await failure(save({ baseProduct, document: change(teeDesign()) }));
      expect(error).toMatchObject({ kind: 'invalid', message, errors: { [field]: [message] } });
      expect(await counts()).toEqual(before);
    });

    it.each([
      [
        'an unknown base product',
        { baseProduct: 'jetpack' },
        'baseProduct',
        'This product cannot be designed in the studio',
      ],
      [
        'a listed product as base',
        { baseProduct: 'a-listed-tee' },
        'baseProduct',
        'This product cannot be designed in the studio',
      ],
      [
        'a colour it does not come in',
        { colour: 'Plaid' },
        'colour',
        'Please choose one of the colours this product comes in',
      ],
      ['no colour', { colour: '' }, 'colour', 'Please choose one of the colours this product comes in'],
      ['no base product', { baseProduct: undefined }, 'baseProduct', 'This field is required'],
    ])('refuses %s', async (_what, change, field, message) => {
      const before = await counts();
      const error = await failure(save({ document: teeDesign(), ...change }));
      expect(error.errors).toEqual({ [field]: [message] });
      expect(await counts()).toEqual(before);
    });

    it('refuses another store’s upload and base product', async () => {
      const theirs = await uploadTestPng(otherCtx(), media, 1200, 800);
      let document = createDesign({ medium: 'garment', printAreas: { front: TEE_AREA } });
      document = addImage(document, 'front', { src: theirs.src, pixelWidth: 1200, pixelHeight: 800 });
      const error = await failure(save({ document }));
      expect(error.errors).toEqual({
        'document.sides.front.layers.0.src': [
          'This image is not one of your uploads: please upload it again',
        ],
      });
      const theirBase = await getBaseProduct(otherCtx(), 'mens-t-shirt');
      const byUuid = await failure(save({ baseProduct: theirBase?.uuid, document: teeDesign() }));
      expect(byUuid.errors).toEqual({ baseProduct: ['This product cannot be designed in the studio'] });
    });
  });

  describe('reading designs', () => {
    it('reads a design of this store and not another’s', async () => {
      const { design } = await save({ baseProduct: 'art-print', document: paperDesign('Art') });
      expect((await getDesign(ctx(), design.uuid)).product.id).toBe(design.product.id);
      await expect(getDesign(otherCtx(), design.uuid)).rejects.toMatchObject({
        kind: 'not_found',
        message: 'We were unable to find this design',
      });
      await expect(getDesign(ctx(), 'not-a-uuid')).rejects.toMatchObject({ kind: 'not_found' });
      await expect(listPrintFiles(otherCtx(), design.uuid)).rejects.toMatchObject({ kind: 'not_found' });
    });
  });

  describe('rendering', () => {
    it('renders print files and mockups, shows the mockups as the product’s photos, and reuses identical files', async () => {
      const { design } = await save({ document: teeDesign(['front']) });
      const deps = {
        db: database.db,
        media,
        fonts: new FontFiles(path.join(mediaDir, '..', `fonts-${engine}`)),
      };
      const progress: number[] = [];
      const row = await database.db.select().from(studioDesigns).where(eq(studioDesigns.uuid, design.uuid));
      const result = await renderDesign(deps, row[0]?.id ?? 0, ({ done }) => progress.push(done));
      expect(result).toEqual({ done: 3, total: 3 });
      expect(progress).toEqual([0, 1, 2, 3]);

      const view = await getDesign(ctx(), design.uuid);
      expect(view.render).toMatchObject({ status: 'done', percent: 100 });
      const files = await listPrintFiles(ctx(), design.uuid);
      expect(files).toEqual([
        {
          side: 'front',
          status: 'done',
          url: expect.stringMatching(
            new RegExp(`^/media/studio/renders/${store.id}/print-[0-9a-f]{32}\\.png$`),
          ),
          widthPx: 3508,
          heightPx: 4961,
          widthMm: 297,
          heightMm: 420,
          dpi: 300,
        },
      ]);
      const printFile = path.join(mediaDir, (files[0]?.url ?? '').replace('/media/', ''));
      expect((await sharp(printFile).metadata()).density).toBe(300);

      const photos = await database.db
        .select({
          original: productImages.original,
          colour: productOptions.colourName,
          position: productImages.position,
        })
        .from(productImages)
        .innerJoin(productOptions, eq(productOptions.id, productImages.optionId))
        .where(and(eq(productImages.productId, view.product.id), eq(productImages.position, 0)));
      expect(
        photos.map((photo) => photo.original).every((url) => /\/mockup-[0-9a-f]{32}\.webp$/.test(url)),
      ).toBe(true);
      expect(photos).toHaveLength(2);

      // The same design on another colour choice is a new product, but its files are the same files.
      const again = await save({
        document: { ...teeDesign(['front']), sides: { ...teeDesign(['front']).sides } },
      });
      expect(again.created).toBe(false);
    });

    it('marks a file failed when its photo is missing, and retries failed files', async () => {
      const { design } = await save(
        { baseProduct: 'art-print', document: paperDesign('No photo') },
        { on: otherCtx() },
      );
      const [row] = await database.db.select().from(studioDesigns).where(eq(studioDesigns.uuid, design.uuid));
      // The other store's garment photos were never rendered, so its mockup cannot be made.
      const emptyMedia = mkdtempSync(path.join(tmpdir(), 'studio-empty-'));
      try {
        const deps = {
          db: database.db,
          media: new LocalMediaStorage(emptyMedia),
          fonts: new FontFiles(path.join(emptyMedia, 'fonts')),
        };
        await renderDesign(deps, row?.id ?? 0);
        const status = (await getDesign(otherCtx(), design.uuid)).render;
        expect(status.status).toBe('failed');
        expect(status.files.map((file) => [file.kind, file.status])).toEqual([
          ['mockup', 'failed'],
          ['print', 'done'],
        ]);
        const jobs = recordingRenderJobs();
        const retried = await retryFailedRenders(otherCtx(), jobs, design.uuid);
        expect(retried.status).toBe('rendering');
        expect(jobs.queued).toEqual([row?.id]);
        await expect(retryFailedRenders(ctx(), jobs, design.uuid)).rejects.toMatchObject({
          kind: 'not_found',
        });
      } finally {
        rmSync(emptyMedia, { recursive: true, force: true });
      }
    });
  });

  describe('custom products in the shop', () => {
    it('are left out of product lists, search and the sitemap, like base products', async () => {
      const listed = await listProductSummaries(ctx(), { limit: 100 });
      expect(listed.map((product) => product.name)).toEqual(['A listed tee']);
      // Base and custom products are all "Organic Cotton"; the listed tee is not.
      expect((await searchProducts(ctx(), { term: 'organic', limit: 50, offset: 0 })).total).toBe(0);
      expect((await searchProducts(ctx(), { term: 'listed', limit: 50, offset: 0 })).total).toBe(1);
      const sitemap = JSON.stringify(await sitemapSections(ctx()));
      expect(sitemap).not.toContain('custom-');
      expect(sitemap).not.toContain('blank-');
    });

    it('can be added to the basket by url, colour and size', async () => {
      const { design } = await save({
        colour: 'Black',
        document: addText(teeDesign(), 'front', { text: 'basket' }),
      });
      await addItemToBasket(ctx(), {
        item: { productUrl: design.product.urlName, productColor: 'Black', productSize: 'M' },
      });
      const lines = await listBasketItems(ctx());
      expect(lines.some((line) => line.productUuid === design.product.uuid)).toBe(true);
    });
  });
});
