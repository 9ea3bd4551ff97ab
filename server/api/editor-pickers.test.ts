import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import cookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIBRARY_MESSAGES } from '../../core/store/media-library';
import { createTestCustomer } from '../../domain/accounts/testing';
import { collections } from '../../domain/catalog';
import { mediaFiles } from '../../domain/content';
import type { DatabaseHandle } from '../../domain/db';
import { openTestDatabase, testEngines } from '../../domain/db/testing';
import { uploadLibraryFile } from '../../domain/media-library';
import { LocalMediaStorage, type MediaStorage } from '../../domain/storage';
import type { Store } from '../../domain/stores';
import { StoreDirectory } from '../../domain/stores';
import { createTestProduct, createTestStore } from '../../domain/testing/fixtures';
import { registerErrorMapping } from '../plugins/error-mapping';
import { registerTenant } from '../plugins/tenant';
import { registerVisitorSession } from '../plugins/visitor-session';
import { registerXsrf, XSRF_COOKIE } from '../plugins/xsrf';
import { type ApiClient, apiClient } from '../testing';
import { EDITOR_PICKER_MESSAGES, registerEditorPickerRoutes } from './editor-pickers';
import { API_BODY_LIMIT, API_PREFIX } from './index';
import { actingAs, testActor } from './pages.testing';
import { ApiRoutes } from './route';

const INSUFFICIENT = 'Insufficient permissions to access this page';

async function buildEditorTestApp(database: DatabaseHandle, media: MediaStorage): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, trustProxy: true, bodyLimit: API_BODY_LIMIT });
  await app.register(cookie);
  registerTenant(
    app,
    new StoreDirectory(database.db, { storeBaseDomain: 'localhost', platformHosts: ['localhost'] }),
  );
  registerVisitorSession(app, { secure: false });
  registerXsrf(app, { secure: false, protectedPrefix: API_PREFIX });
  app.get('/healthz', async () => ({ status: 'ok' }));
  const routes = new ApiRoutes(API_PREFIX);
  await app.register(
    async (api) => {
      registerErrorMapping(api);
      registerEditorPickerRoutes(api, routes, database.db, { actor: testActor, media });
    },
    { prefix: API_PREFIX },
  );
  return app;
}

describe.each(testEngines)('the editor picker API on %s', (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let client: ApiClient;
  let mediaDir: string;
  let media: LocalMediaStorage;
  let store: Store;
  let other: Store;
  let owner: Record<string, string>;
  let otherOwner: Record<string, string>;
  let shopper: Record<string, string>;
  let png: Buffer;
  const host = 'editor-pickers.localhost';
  const otherHost = 'editor-elsewhere.localhost';
  const API = '/omnis/v3/editor';

  const filesOf = (storeId: number) =>
    database.db.select().from(mediaFiles).where(eq(mediaFiles.divisionId, storeId));

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    mediaDir = await mkdtemp(path.join(tmpdir(), 'editor-pickers-'));
    media = new LocalMediaStorage(mediaDir);
    store = await createTestStore(database.db, { subdomain: 'editor-pickers' });
    other = await createTestStore(database.db, { subdomain: 'editor-elsewhere' });
    const ownerCustomer = await createTestCustomer(database.db, { stores: [{ divisionId: store.id }] });
    owner = actingAs(ownerCustomer);
    const otherCustomer = await createTestCustomer(database.db, { stores: [{ divisionId: other.id }] });
    otherOwner = actingAs(otherCustomer);
    shopper = actingAs(await createTestCustomer(database.db));
    await createTestProduct(database.db, store.id, { name: 'Ocean mug' });
    await createTestProduct(database.db, other.id, { name: 'Ocean poster of theirs' });
    await database.db
      .insert(collections)
      .values({ divisionId: store.id, name: 'Ocean collection', urlName: 'ocean' });
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    await uploadLibraryFile(
      {
        store: other,
        actor: { kind: 'customer', customerId: otherCustomer.id, sessionId: 't', internal: false },
        db: database.db,
      },
      media,
      { name: 'their-secret.png', contentType: 'image/png', data: png },
    );
    app = await buildEditorTestApp(database, media);
    client = await apiClient(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  /** Uploads send the file itself as the body, which the JSON client would stringify. */
  const upload = async (
    targetHost: string,
    headers: Record<string, string>,
    body: Buffer,
    type = 'image/png',
  ) => {
    const first = await app.inject({ method: 'GET', url: '/healthz' });
    const token = first.cookies.find((entry) => entry.name === XSRF_COOKIE)?.value ?? '';
    return app.inject({
      method: 'POST',
      url: `${API}/files/`,
      headers: {
        host: targetHost,
        'x-xsrf-token': token,
        'content-type': type,
        'x-file-name': encodeURIComponent('Hero image.png'),
        ...headers,
      },
      cookies: { [XSRF_COOKIE]: token },
      payload: body,
    });
  };

  describe('GET /editor/link-targets', () => {
    it('offers the store’s products, collections, actions and studio links as text, href and type', async () => {
      const response = await client.get(`${API}/link-targets?search=ocean`, host, owner);
      expect(response.statusCode).toBe(200);
      const targets = response.json() as { text: string; href: string; type: string }[];
      expect(targets).toContainEqual({
        text: 'Ocean collection',
        href: '/collection/ocean/',
        type: 'collection',
      });
      expect(targets.some((target) => target.type === 'product' && target.text === 'Ocean mug')).toBe(true);
      const all = (await client.get(`${API}/link-targets`, host, owner)).json() as {
        type: string;
        href: string;
      }[];
      expect(all).toContainEqual({ text: 'Chat with us', href: '@open-chat', type: 'action' });
      expect(all.some((target) => target.type === 'studio')).toBe(true);
    });

    it('refuses a search over 100 characters with 422 and the message', async () => {
      const response = await client.get(`${API}/link-targets?search=${'a'.repeat(101)}`, host, owner);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ search: [EDITOR_PICKER_MESSAGES.searchTooLong] });
    });

    it('never offers another store’s data', async () => {
      const response = await client.get(`${API}/link-targets?search=ocean`, host, owner);
      expect(response.body).not.toContain('Ocean poster of theirs');
      // Another store's owner on this store's host is not one of its page editors.
      const foreign = await client.get(`${API}/link-targets?search=ocean`, host, otherOwner);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.body).not.toContain('Ocean mug');
    });

    it('refuses a shopper and a visitor: 403', async () => {
      for (const headers of [shopper, {}]) {
        const response = await client.get(`${API}/link-targets`, host, headers);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(INSUFFICIENT);
      }
    });
  });

  describe('GET /editor/files and POST /editor/files/', () => {
    it('uploads a file to the store’s library and lists it', async () => {
      const response = await upload(host, owner, png);
      expect(response.statusCode).toBe(200);
      const file = response.json();
      expect(file).toMatchObject({ name: 'Hero image.png', type: 'image', mimeType: 'image/png', width: 40 });
      expect(file.path).toMatch(new RegExp(`^/media/library/${store.id}/[0-9a-f]+\\.png$`));
      const list = await client.get(`${API}/files?search=hero`, host, owner);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({
        page: 1,
        total: 1,
        files: [{ id: file.id, name: 'Hero image.png' }],
      });
      expect(list.json().files[0].thumbnail).toMatch(/^\/images\//);
    });

    it('refuses an unknown format with 422 and the message, writing nothing', async () => {
      const before = (await filesOf(store.id)).length;
      const response = await upload(host, owner, Buffer.from('plain text'), 'text/plain');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ file: [LIBRARY_MESSAGES.formats] });
      expect(await filesOf(store.id)).toHaveLength(before);
    });

    it('refuses a bad page number with 422 and the message', async () => {
      const response = await client.get(`${API}/files?page=0`, host, owner);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ page: [EDITOR_PICKER_MESSAGES.badPage] });
    });

    it('never lists or writes into another store’s library', async () => {
      const list = await client.get(`${API}/files`, host, owner);
      expect(list.body).not.toContain('their-secret');
      const beforeTheirs = (await filesOf(other.id)).length;
      const foreignList = await client.get(`${API}/files`, host, otherOwner);
      expect(foreignList.statusCode).toBe(403);
      const foreignUpload = await upload(host, otherOwner, png);
      expect(foreignUpload.statusCode).toBe(403);
      expect(await filesOf(other.id)).toHaveLength(beforeTheirs);
      // Their own host lists their own file only.
      const theirs = await client.get(`${API}/files`, otherHost, otherOwner);
      expect(theirs.json().files.map((file: { name: string }) => file.name)).toEqual(['their-secret.png']);
    });

    it('refuses a shopper: 403, nothing written', async () => {
      const before = (await filesOf(store.id)).length;
      expect((await client.get(`${API}/files`, host, shopper)).statusCode).toBe(403);
      const response = await upload(host, shopper, png);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(INSUFFICIENT);
      expect(await filesOf(store.id)).toHaveLength(before);
    });
  });
});
