import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { addImage, createDesign } from '../../core/design';
import { products } from '../../domain/catalog';
import type { DatabaseHandle } from '../../domain/db';
import { LocalMediaStorage } from '../../domain/storage';
import { loadStore } from '../../domain/stores/directory';
import { getBaseProduct, saveDesign, studioDesigns, studioRenders, studioUploads } from '../../domain/studio';
import { giveStudioProducts, recordingRenderJobs, uploadTestPng } from '../../domain/studio/testing';
import { visitorContext } from '../../domain/testing/fixtures';
import { HOST_B as B, type Probe, type TenancyIds } from './tenancy-probe';

/**
 * Tests only: tenancy probes for the studio routes, in the shape of the `probes` map of
 * server/api/tenancy.test.ts (merge them into it). Call prepareStudioProbes(database, ids) in its beforeAll,
 * after the two stores exist: it gives store A base products, an upload and a saved design to aim at from
 * store B's host.
 */
const API = '/omnis/v3/studio';
const NOT_FOUND = { message: 'We were unable to find this design' };

/** Store A's studio data the probes aim at. */
const target = { designUuid: '', designId: 0, uploadSrc: '', baseProductUuid: '', productId: 0 };

export async function prepareStudioProbes(database: DatabaseHandle, ids: TenancyIds): Promise<void> {
  await giveStudioProducts(database.db, ids.a);
  const store = await loadStore(database.db, { id: ids.a });
  if (!store) throw new Error('store A missing');
  const ctx = visitorContext(database.db, store);
  const media = new LocalMediaStorage(mkdtempSync(path.join(tmpdir(), 'tenancy-studio-')));
  const upload = await uploadTestPng(ctx, media, 1200, 800);
  const base = await getBaseProduct(ctx, 'mens-t-shirt');
  const document = addImage(
    createDesign({ medium: 'garment', printAreas: { front: { widthMm: 297, heightMm: 420 } } }),
    'front',
    {
      src: upload.src,
      pixelWidth: upload.pixelWidth,
      pixelHeight: upload.pixelHeight,
    },
  );
  const saved = await saveDesign(
    ctx,
    { media, jobs: recordingRenderJobs() },
    {
      baseProduct: 'mens-t-shirt',
      colour: 'White',
      document,
    },
  );
  const [row] = await database.db
    .select()
    .from(studioDesigns)
    .where(eq(studioDesigns.uuid, saved.design.uuid));
  Object.assign(target, {
    designUuid: saved.design.uuid,
    designId: row?.id ?? 0,
    uploadSrc: upload.src,
    baseProductUuid: base?.uuid ?? '',
    productId: saved.design.product.id,
  });
}

async function designUntouched(database: DatabaseHandle, ids: { a: number }) {
  const [design] = await database.db
    .select()
    .from(studioDesigns)
    .where(eq(studioDesigns.id, target.designId));
  expect(design?.divisionId).toBe(ids.a);
  const renders = await database.db
    .select()
    .from(studioRenders)
    .where(eq(studioRenders.designId, target.designId));
  expect(renders.length).toBeGreaterThan(0);
  expect(renders.every((render) => render.divisionId === ids.a)).toBe(true);
}

export const studioProbes: Record<string, Probe> = {
  'GET /studio/base-products/': {
    attack: (client) => client.get(`${API}/base-products/`, B),
    async verify(response) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
      expect(response.body).not.toContain(target.baseProductUuid);
    },
  },
  'GET /studio/base-products/:customiseIt/': {
    attack: (client) => client.get(`${API}/base-products/${target.baseProductUuid}/`, B),
    async verify(response) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Organic');
    },
  },
  'POST /studio/uploads/': {
    attack: (client) =>
      client.send(
        'POST',
        `${API}/uploads/`,
        B,
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
        { 'content-type': 'image/svg+xml' },
      ),
    async verify(response, database, ids) {
      expect(response.statusCode).toBe(200);
      expect(response.json().src).toMatch(new RegExp(`^/images/studio/uploads/${ids.b}/`));
      const rows = await database.db
        .select()
        .from(studioUploads)
        .where(eq(studioUploads.uuid, response.json().uuid));
      expect(rows.map((row) => row.divisionId)).toEqual([ids.b]);
    },
  },
  'POST /studio/designs/': {
    // B's host, A's base product and A's upload.
    attack: (client) =>
      client.send('POST', `${API}/designs/`, B, {
        baseProduct: target.baseProductUuid,
        colour: 'White',
        document: addImage(
          createDesign({ medium: 'garment', printAreas: { front: { widthMm: 297, heightMm: 420 } } }),
          'front',
          {
            src: target.uploadSrc,
            pixelWidth: 1200,
            pixelHeight: 800,
          },
        ),
      }),
    async verify(response, database, ids) {
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        baseProduct: ['This product cannot be designed in the studio'],
      });
      expect(
        await database.db.select().from(studioDesigns).where(eq(studioDesigns.divisionId, ids.b)),
      ).toHaveLength(0);
      expect(await database.db.select().from(products).where(eq(products.divisionId, ids.b))).toHaveLength(0);
    },
  },
  'GET /studio/designs/:uuid/': {
    attack: (client) => client.get(`${API}/designs/${target.designUuid}/`, B),
    async verify(response) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    },
  },
  'GET /studio/designs/:uuid/renders/': {
    attack: (client) => client.get(`${API}/designs/${target.designUuid}/renders/`, B),
    async verify(response) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    },
  },
  'POST /studio/designs/:uuid/renders/': {
    attack: (client) => client.send('POST', `${API}/designs/${target.designUuid}/renders/`, B),
    async verify(response, database, ids) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
      await designUntouched(database, ids);
    },
  },
  'GET /studio/designs/:uuid/print-files/': {
    attack: (client) => client.get(`${API}/designs/${target.designUuid}/print-files/`, B),
    async verify(response, database, ids) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
      await designUntouched(database, ids);
    },
  },
};
