import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addImage, addText, createDesign, type DesignDocument } from '../../core/design';
import { products } from '../../domain/catalog';
import type { DatabaseHandle } from '../../domain/db';
import { openTestDatabase, testEngines } from '../../domain/db/testing';
import type { Store } from '../../domain/stores';
import { studioDesigns, studioUploads } from '../../domain/studio';
import { giveStudioProducts, testPng } from '../../domain/studio/testing';
import { createTestStore } from '../../domain/testing/fixtures';
import { type Jobs, studioRenderJobs } from '../jobs';
import { startTestJobs, testJobQueue } from '../jobs/jobs.testing';
import { XSRF_COOKIE } from '../plugins/xsrf';
import { type ApiClient, apiClient, buildTestServer } from '../testing';

const API = '/omnis/v3/studio';
const A3 = { widthMm: 297, heightMm: 420 };

describe.each(testEngines)('the studio API on %s', (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let client: ApiClient;
  let token: string;
  let store: Store;
  let jobs: Jobs;
  const host = `studio-api-${engine}.localhost`;
  const otherHost = `studio-elsewhere-${engine}.localhost`;

  /** Posts raw bytes (an upload) the way the browser's fetch(file) does. */
  const upload = (body: Buffer | string, contentType: string, to = host): Promise<LightMyRequestResponse> =>
    app.inject({
      method: 'POST',
      url: `${API}/uploads/`,
      headers: { host: to, 'content-type': contentType, 'x-xsrf-token': token },
      cookies: { [XSRF_COOKIE]: token },
      payload: body,
    });

  const designWith = async (
    src: string,
    pixelWidth: number,
    pixelHeight: number,
  ): Promise<DesignDocument> => {
    let document = createDesign({ medium: 'garment', printAreas: { front: A3 } });
    document = addImage(document, 'front', { src, pixelWidth, pixelHeight });
    return addText(document, 'front', { text: 'API', y: 10, height: 60, fontSize: 40 });
  };

  const designCount = async () =>
    Number((await database.db.select({ n: sql<number>`count(*)` }).from(studioDesigns))[0]?.n ?? 0);
  const productCount = async () =>
    Number((await database.db.select({ n: sql<number>`count(*)` }).from(products))[0]?.n ?? 0);

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    store = await createTestStore(database.db, { subdomain: `studio-api-${engine}` });
    const other = await createTestStore(database.db, { subdomain: `studio-elsewhere-${engine}` });
    const queue = testJobQueue(database);
    app = await buildTestServer(database, { renderJobs: studioRenderJobs(queue) });
    ({ jobs } = await startTestJobs(database, app.media, { boss: queue }));
    await giveStudioProducts(database.db, store.id, app.media);
    await giveStudioProducts(database.db, other.id);
    client = await apiClient(app);
    const first = await app.inject({ method: 'GET', url: '/healthz' });
    token = first.cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? '';
  });
  afterAll(async () => {
    await jobs.stop();
    await app.close();
    await database.close();
  });

  describe('GET /studio/base-products/', () => {
    it('lists the base products with print areas, costs, colours and placements', async () => {
      const response = await client.get(`${API}/base-products/`, host);
      expect(response.statusCode).toBe(200);
      const list = response.json() as {
        customiseIt: string;
        printAreas: object;
        mockupParams: object | null;
      }[];
      expect(list.map((product) => product.customiseIt)).toEqual(['mens-t-shirt', 'art-print']);
      expect(list[0]?.printAreas).toMatchObject({ front: A3, back: A3 });
      expect(list[0]?.mockupParams).not.toBeNull();
    });

    it('answers one by customiseIt, and 404 for what this store has not', async () => {
      const one = await client.get(`${API}/base-products/art-print/`, host);
      expect(one.statusCode).toBe(200);
      expect(one.json()).toMatchObject({ customiseIt: 'art-print', medium: 'paper' });
      const missing = await client.get(`${API}/base-products/jetpack/`, host);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'This product cannot be designed in the studio' });
    });
  });

  describe('POST /studio/uploads/', () => {
    it('stores an image and answers the src for an image layer', async () => {
      const response = await upload(await testPng(1500, 1000), 'image/png');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ format: 'png', pixelWidth: 1500, pixelHeight: 1000, vector: false });
      expect(body.src).toMatch(new RegExp(`^/images/studio/uploads/${store.id}/[0-9a-f]{32}\\.png$`));
      // Served through the image endpoint.
      const image = await app.inject({ method: 'GET', url: `${body.src}?w=200`, headers: { host } });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\//);
    });

    it('serves a sanitised SVG without its script, under a CSP', async () => {
      const response = await upload(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10"/></svg>',
        'image/svg+xml',
      );
      expect(response.statusCode).toBe(200);
      const image = await app.inject({ method: 'GET', url: response.json().src, headers: { host } });
      expect(image.body).not.toContain('alert');
      expect(image.headers['content-security-policy']).toContain("default-src 'none'");
    });

    it('refuses another type with 422 and the formats it takes, storing nothing', async () => {
      const before = await database.db.select().from(studioUploads);
      const response = await upload('%PDF-1.4', 'application/pdf');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Must upload the following formats: png, jpg, webp, svg',
        errors: { file: ['Must upload the following formats: png, jpg, webp, svg'] },
      });
      const json = await client.send('POST', `${API}/uploads/`, host, { file: 'x' });
      expect(json.statusCode).toBe(422);
      expect(await database.db.select().from(studioUploads)).toHaveLength(before.length);
    });

    it('refuses a file over 15 MB with 413 and the limit', async () => {
      const response = await upload(Buffer.alloc(15 * 1024 * 1024 + 1, 1), 'image/png');
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        message: 'The file must be 15 MB or smaller',
        errors: { file: ['The file must be 15 MB or smaller'] },
      });
    });

    it('refuses a decompression bomb', async () => {
      const bomb = await sharp({ create: { width: 9000, height: 6000, channels: 3, background: '#fff' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      const response = await upload(bomb, 'image/png');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        file: ['This image is too large: it may have at most 50 million pixels'],
      });
    });

    it('needs the XSRF header like every write', async () => {
      const response = await app.inject({
        method: 'POST',
        url: `${API}/uploads/`,
        headers: { host, 'content-type': 'image/png' },
        payload: await testPng(10, 10),
      });
      expect(response.statusCode).toBe(419);
    });
  });

  describe('saving and reading designs', () => {
    let uuid = '';

    it('POST /studio/designs/ saves a custom product and renders its files, with progress to poll', async () => {
      const uploaded = (await upload(await testPng(3000, 2000), 'image/png')).json();
      const response = await client.send('POST', `${API}/designs/`, host, {
        baseProduct: 'mens-t-shirt',
        colour: 'White',
        name: 'My tee',
        document: await designWith(uploaded.src, 3000, 2000),
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        created: true,
        warnings: [],
        design: {
          colour: 'White',
          printedSides: ['front'],
          printCount: 1,
          product: { name: 'My tee', price: 2000 },
        },
      });
      expect(body.design.product.sku).toMatch(/^GBro-/);
      expect(['queued', 'rendering']).toContain(body.design.render.status);
      uuid = body.design.uuid;

      // The job queue's worker renders it, as the studio's page polls.
      const renders = () => client.get(`${API}/designs/${uuid}/renders/`, host);
      await expect.poll(async () => (await renders()).json().status, { timeout: 30_000 }).toBe('done');
      const status = await renders();
      expect(status.statusCode).toBe(200);
      expect(status.json()).toMatchObject({ status: 'done', percent: 100 });
      expect(status.json().files).toHaveLength(3);

      const again = await client.send('POST', `${API}/designs/`, host, {
        baseProduct: 'mens-t-shirt',
        colour: 'White',
        document: await designWith(uploaded.src, 3000, 2000),
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ created: false, design: { uuid } });
    });

    it('GET /studio/designs/{uuid}/ reads it back', async () => {
      const response = await client.get(`${API}/designs/${uuid}/`, host);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        uuid,
        document: { version: 2, medium: 'garment' },
        baseProduct: { customiseIt: 'mens-t-shirt' },
        render: { status: 'done' },
      });
    });

    it('GET /studio/designs/{uuid}/print-files/ lists the 300 DPI print files', async () => {
      const response = await client.get(`${API}/designs/${uuid}/print-files/`, host);
      expect(response.statusCode).toBe(200);
      const [file] = response.json().files;
      expect(file).toMatchObject({ side: 'front', status: 'done', widthPx: 3508, heightPx: 4961, dpi: 300 });
      const served = await app.inject({ method: 'GET', url: file.url, headers: { host } });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      const stored = await app.media.get(file.url.replace('/media/', ''));
      expect(stored?.length).toBe(served.rawPayload.length);
    });

    it('POST /studio/designs/{uuid}/renders/ answers the status (nothing failed to retry)', async () => {
      const response = await client.send('POST', `${API}/designs/${uuid}/renders/`, host);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'done', percent: 100 });
    });

    it('answers 422 naming the field, and writes nothing', async () => {
      const document = await designWith(
        '/images/studio/uploads/1/00000000000000000000000000000000.png',
        10,
        10,
      );
      const designs = await designCount();
      const productRows = await productCount();
      const response = await client.send('POST', `${API}/designs/`, host, {
        baseProduct: 'mens-t-shirt',
        colour: 'White',
        document: {
          ...document,
          sides: {
            front: {
              ...document.sides.front,
              layers: [{ ...document.sides.front?.layers[1], fontSize: 'big' }],
            },
          },
        },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Must be a number',
        errors: { 'document.sides.front.layers.0.fontSize': ['Must be a number'] },
      });
      const missingImage = await client.send('POST', `${API}/designs/`, host, {
        baseProduct: 'mens-t-shirt',
        colour: 'White',
        document,
      });
      expect(missingImage.statusCode).toBe(422);
      expect(missingImage.json().errors).toEqual({
        'document.sides.front.layers.0.src': [
          'This image is not one of your uploads: please upload it again',
        ],
      });
      const empty = await client.send('POST', `${API}/designs/`, host, {
        baseProduct: 'mens-t-shirt',
        colour: 'White',
        document: createDesign({ medium: 'garment', printAreas: { front: A3 } }),
      });
      expect(empty.json()).toEqual({
        message: 'Your design is empty: add some text or an image first',
        errors: { 'document.sides': ['Your design is empty: add some text or an image first'] },
      });
      const noBody = await client.send('POST', `${API}/designs/`, host, {});
      expect(noBody.statusCode).toBe(422);
      expect(noBody.json().errors).toMatchObject({ baseProduct: ['This field is required'] });
      expect(await designCount()).toBe(designs);
      expect(await productCount()).toBe(productRows);
    });

    it('denies another store’s design: 404 on every design route, nothing changed', async () => {
      for (const url of [
        `${API}/designs/${uuid}/`,
        `${API}/designs/${uuid}/renders/`,
        `${API}/designs/${uuid}/print-files/`,
      ]) {
        const response = await client.get(url, otherHost);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'We were unable to find this design' });
      }
      const retry = await client.send('POST', `${API}/designs/${uuid}/renders/`, otherHost);
      expect(retry.statusCode).toBe(404);
      const [row] = await database.db.select().from(studioDesigns).where(eq(studioDesigns.uuid, uuid));
      expect(row?.divisionId).toBe(store.id);
    });

    it('answers 404 for an unknown host', async () => {
      const response = await client.get(`${API}/base-products/`, 'nowhere.example');
      expect(response.statusCode).toBe(404);
    });
  });
});
