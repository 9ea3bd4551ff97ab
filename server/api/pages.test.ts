import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFromStored } from '../../core/pages';
import { createTestCustomer, TEST_PASSWORD } from '../../domain/accounts/testing';
import type { DatabaseHandle } from '../../domain/db';
import { openTestDatabase, testEngines } from '../../domain/db/testing';
import { type PageReader, pages } from '../../domain/pages';
import { block } from '../../domain/pages/testing';
import type { Store } from '../../domain/stores';
import { createTestPage, createTestStore } from '../../domain/testing/fixtures';
import { type ApiClient, apiClient, buildTestServer } from '../testing';
import { actingAs, buildPagesTestApp } from './pages.testing';

const FROM_ANOTHER_STORE = "Oops... Looks like you're trying to access a page from another store";
const INSUFFICIENT = 'Insufficient permissions to access this page';

describe.each(testEngines)('the pages API on %s', (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let client: ApiClient;
  let reader: PageReader;
  let store: Store;
  let other: Store;
  let owner: Record<string, string>;
  let otherOwner: Record<string, string>;
  let internal: Record<string, string>;
  let homeId: number;
  let theirsId: number;
  const host = 'pages-api.localhost';
  const otherHost = 'elsewhere.localhost';
  const base = () => `/omnis/v3/divisions/${store.id}/pages`;

  const livePages = (storeId: number) =>
    database.db
      .select()
      .from(pages)
      .where(and(eq(pages.divisionId, storeId), isNull(pages.deletedAt)));

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    store = await createTestStore(database.db, { subdomain: 'pages-api' });
    other = await createTestStore(database.db, { subdomain: 'elsewhere' });
    owner = actingAs(await createTestCustomer(database.db, { stores: [{ divisionId: store.id }] }));
    otherOwner = actingAs(await createTestCustomer(database.db, { stores: [{ divisionId: other.id }] }));
    internal = actingAs(await createTestCustomer(database.db, { internal: true }), true);
    homeId = (await createTestPage(database.db, store.id, { url: '/', flags: { homepage: true } })).id;
    theirsId = (
      await createTestPage(database.db, other.id, { url: '/theirs/', properties: { title: 'Theirs' } })
    ).id;
    ({ app, reader } = await buildPagesTestApp(database));
    client = await apiClient(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const newPage = (url: string, extra: object = {}) => ({
    id: null,
    uuid: '',
    url,
    layout: 'standard',
    flags: {},
    properties: { title: `Page ${url}` },
    blocks: [block('text', { text: '<p>Hello</p>' })],
    published: true,
    edited: true,
    sitemap: true,
    keyPhraseCampaignId: null,
    divisionId: store.id,
    mode: 'preview',
    theme: null,
    ...extra,
  });

  describe('POST /divisions/{division}/pages/', () => {
    it('creates a page and answers it in the page shape', async () => {
      const response = await client.send(
        'POST',
        `${base()}/?imageType=object`,
        host,
        newPage('New/Page'),
        owner,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        url: '/new/page/',
        divisionId: store.id,
        version: 1,
        mode: 'preview',
        properties: { title: 'Page New/Page', loginState: 'everyone', ySpacing: 24 },
      });
      expect(body.blocks[0]).toMatchObject({
        type: 'text',
        order: null,
        properties: { text: '<p>Hello</p>' },
      });
      const page = pageFromStored(body);
      expect(page.id).toBe(body.id);
      const [row] = await database.db.select().from(pages).where(eq(pages.id, body.id));
      expect(row).toMatchObject({ divisionId: store.id, url: '/new/page/', mode: 'native', version: 1 });
    });

    it('refuses invalid blocks: 422 "Page failed validation" listing the fields, nothing written', async () => {
      const before = await livePages(store.id);
      const response = await client.send(
        'POST',
        `${base()}/?imageType=object`,
        host,
        newPage('/broken/', {
          blocks: [block('banner', { fontScale: 2 }), block('youtube', { video: 'not a video' })],
          published: 'sometimes',
        }),
        owner,
      );
      expect(response.statusCode).toBe(422);
      const body = response.json();
      expect(body.message).toBe('Page failed validation');
      expect(Object.keys(body.errors)).toEqual(['published']);
      const blocksOnly = await client.send(
        'POST',
        `${base()}/`,
        host,
        newPage('/broken/', {
          blocks: [block('banner', { fontScale: 2 }), block('youtube', { video: 'not a video' })],
        }),
        owner,
      );
      expect(blocksOnly.json()).toEqual({
        message: 'Page failed validation',
        errors: {
          'blocks.0.properties.fontScale': ['Font scale must be above 0 and at most 1'],
          'blocks.1.properties.video': ['Must be a YouTube video address or id'],
        },
      });
      expect(await livePages(store.id)).toEqual(before);
    });

    it("refuses a page without a division: 422 'Page not attached to a store'", async () => {
      const response = await client.send(
        'POST',
        `${base()}/`,
        host,
        newPage('/loose/', { divisionId: null }),
        owner,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Page not attached to a store',
        errors: { divisionId: ['Page not attached to a store'] },
      });
    });

    it("refuses visitors and other stores' owners with 403, writing nothing", async () => {
      const before = await livePages(store.id);
      for (const headers of [{}, otherOwner]) {
        const response = await client.send('POST', `${base()}/`, host, newPage('/intruder/'), headers);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: INSUFFICIENT });
      }
      expect(await livePages(store.id)).toEqual(before);
    });

    it("refuses another store's division from this host with 403, writing nothing there", async () => {
      const before = await livePages(other.id);
      const response = await client.send(
        'POST',
        `/omnis/v3/divisions/${other.id}/pages/?imageType=object`,
        host,
        newPage('/planted/', { divisionId: other.id }),
        owner,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: FROM_ANOTHER_STORE });
      const sneaky = await client.send(
        'POST',
        `${base()}/`,
        host,
        newPage('/planted/', { divisionId: other.id }),
        owner,
      );
      expect(sneaky.json()).toEqual({ message: FROM_ANOTHER_STORE });
      expect(await livePages(other.id)).toEqual(before);
    });

    it('answers 402 for pro content on a store that is not pro', async () => {
      const response = await client.send(
        'POST',
        `${base()}/`,
        host,
        newPage('/pro/', { blocks: [block('affiliateSettings', { title: 'Earn' })] }),
        owner,
      );
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({ message: 'Pro required to save this page' });
    });

    it('answers 409 when the address is taken, 419 without the XSRF header, 400 for broken JSON', async () => {
      const taken = await client.send('POST', `${base()}/`, host, newPage('/'), owner);
      expect(taken.statusCode).toBe(409);
      const noXsrf = await app.inject({
        method: 'POST',
        url: `${base()}/`,
        headers: { host, 'content-type': 'application/json', ...owner },
        payload: newPage('/no-xsrf/'),
      });
      expect(noXsrf.statusCode).toBe(419);
      const broken = await client.send('POST', `${base()}/`, host, '{"url": ', owner);
      expect(broken.statusCode).toBe(400);
      expect((await livePages(store.id)).some((row) => row.url === '/no-xsrf/')).toBe(false);
    });
  });

  describe('GET /divisions/{division}/pages/{id}/', () => {
    it('reads a page, with or without ?imageType=object', async () => {
      for (const query of ['?imageType=object', '?imageType=string', '?imageType=<script>', '']) {
        const response = await client.get(`${base()}/${homeId}/${query}`, host);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ id: homeId, url: '/', divisionId: store.id });
      }
      const bySubdomain = await client.get(`/omnis/v3/divisions/pages-api/pages/${homeId}/`, host);
      expect(bySubdomain.statusCode).toBe(200);
    });

    it("answers another store's page with 403 and the spec's message, and reveals nothing", async () => {
      const byId = await client.get(`${base()}/${theirsId}/?imageType=object`, host);
      expect(byId.statusCode).toBe(403);
      expect(byId.json()).toEqual({ message: FROM_ANOTHER_STORE });
      const byDivision = await client.get(`/omnis/v3/divisions/${other.id}/pages/${theirsId}/`, host);
      expect(byDivision.statusCode).toBe(403);
      expect(byDivision.json()).toEqual({ message: FROM_ANOTHER_STORE });
      expect(byDivision.body).not.toContain('Theirs');
      const atHome = await client.get(`/omnis/v3/divisions/${other.id}/pages/${theirsId}/`, otherHost);
      expect(atHome.json().properties.title).toBe('Theirs');
    });

    it("answers 404 'Page not found' for unknown ids and unpublished pages (to visitors)", async () => {
      const draft = await createTestPage(database.db, store.id, { url: '/draft/', published: false });
      for (const id of ['999999', 'abc', '1e3', '99999999999']) {
        const response = await client.get(`${base()}/${id}/`, host);
        expect([response.statusCode, response.json()]).toEqual([404, { message: 'Page not found' }]);
      }
      const hidden = await client.get(`${base()}/${draft.id}/`, host, owner);
      expect([hidden.statusCode, hidden.json()]).toEqual([404, { message: 'Page not found' }]);
      const shown = await client.get(`${base()}/${draft.id}/`, host, internal);
      expect(shown.json()).toMatchObject({ id: draft.id, published: false });
    });

    it('answers a page for signed-in or dashboard users to anonymous visitors with 403 only', async () => {
      for (const loginState of ['logged-in', 'dashboard-access'] as const) {
        const page = await createTestPage(database.db, store.id, {
          url: `/members-only-${loginState}/`,
          properties: { title: 'Members', loginState },
          blocks: [block('text', { text: '<p>Members only</p>' })],
        });
        const anonymous = await client.get(`${base()}/${page.id}/`, host);
        expect([anonymous.statusCode, anonymous.json()]).toEqual([403, { message: INSUFFICIENT }]);
        expect(anonymous.body).not.toContain('Members only');
        const signedIn = await client.get(`${base()}/${page.id}/`, host, otherOwner);
        expect(signedIn.json()).toMatchObject({ id: page.id });
      }
    });

    it('answers 404 for a host with no store', async () => {
      const response = await client.get(`${base()}/${homeId}/`, 'nowhere.localhost');
      expect(response.statusCode).toBe(404);
    });
  });

  describe('PATCH /divisions/{division}/pages/{id}/', () => {
    it('updates a page: version + 1, stale versions refused with 409', async () => {
      const created = (await client.send('POST', `${base()}/`, host, newPage('/editable/'), owner)).json();
      const response = await client.send(
        'PATCH',
        `${base()}/${created.id}/?imageType=object`,
        host,
        { ...created, properties: { title: 'Edited' }, version: 1 },
        owner,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: created.id, version: 2, properties: { title: 'Edited' } });
      const stale = await client.send(
        'PATCH',
        `${base()}/${created.id}/`,
        host,
        { properties: { title: 'Lost' }, version: 1 },
        owner,
      );
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        message: 'This page was changed by someone else. Reload it to see the changes.',
      });
    });

    it('refuses invalid blocks with 422 and leaves the page as it was', async () => {
      const response = await client.send(
        'PATCH',
        `${base()}/${homeId}/`,
        host,
        { blocks: [block('iframe', { src: 'javascript:alert(1)' })] },
        owner,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('Page failed validation');
      expect(Object.keys(response.json().errors)).toEqual(['blocks.0.properties.src']);
      const [row] = await database.db.select().from(pages).where(eq(pages.id, homeId));
      expect(row?.blocks).toEqual([]);
    });

    it("refuses another store's page with 403 and leaves it alone", async () => {
      const response = await client.send(
        'PATCH',
        `${base()}/${theirsId}/`,
        host,
        { properties: { title: 'Mine' } },
        owner,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: FROM_ANOTHER_STORE });
      const [row] = await database.db.select().from(pages).where(eq(pages.id, theirsId));
      expect(row).toMatchObject({ version: 1, properties: { title: 'Theirs' } });
    });

    it('refuses visitors with 403', async () => {
      const response = await client.send('PATCH', `${base()}/${homeId}/`, host, { published: false });
      expect([response.statusCode, response.json()]).toEqual([403, { message: INSUFFICIENT }]);
    });

    it('drops the cached storefront read after a save', async () => {
      const ctx = { store, actor: { kind: 'visitor' as const, sessionId: null }, db: database.db };
      expect((await reader.read(ctx, '/'))?.properties.title).toBe('Home');
      await client.send('PATCH', `${base()}/${homeId}/`, host, { properties: { title: 'New home' } }, owner);
      expect((await reader.read(ctx, '/'))?.properties.title).toBe('New home');
    });
  });

  describe('DELETE /divisions/{division}/pages/{id}/', () => {
    it('deletes a page', async () => {
      const created = (await client.send('POST', `${base()}/`, host, newPage('/doomed/'), owner)).json();
      const response = await client.send('DELETE', `${base()}/${created.id}/`, host, undefined, owner);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: created.id, deleted: true });
      expect((await client.get(`${base()}/${created.id}/`, host)).statusCode).toBe(404);
    });

    it('refuses the home page with 422', async () => {
      const response = await client.send('DELETE', `${base()}/${homeId}/`, host, undefined, owner);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe("The homepage can't be deleted");
      expect((await client.get(`${base()}/${homeId}/`, host)).statusCode).toBe(200);
    });

    it("refuses another store's page, and visitors, with 403", async () => {
      const theirs = await client.send('DELETE', `${base()}/${theirsId}/`, host, undefined, owner);
      expect([theirs.statusCode, theirs.json()]).toEqual([403, { message: FROM_ANOTHER_STORE }]);
      const viaDivision = await client.send(
        'DELETE',
        `/omnis/v3/divisions/${other.id}/pages/${theirsId}/`,
        host,
        undefined,
        otherOwner,
      );
      expect(viaDivision.statusCode).toBe(403);
      const visitor = await client.send('DELETE', `${base()}/${homeId}/`, host);
      expect([visitor.statusCode, visitor.json()]).toEqual([403, { message: INSUFFICIENT }]);
      const [row] = await database.db.select().from(pages).where(eq(pages.id, theirsId));
      expect(row?.deletedAt).toBeNull();
    });
  });

  describe('GET /divisions/{division}/pages', () => {
    it('lists url and properties; page-type=StorePage leaves out other pages', async () => {
      await createTestPage(database.db, store.id, {
        url: '/mail/hello/',
        properties: { title: 'Mail', isStorePage: false, isMailPage: true },
      });
      const response = await client.get(`${base()}?page-type=StorePage`, host);
      expect(response.statusCode).toBe(200);
      const list = response.json() as { url: string; properties: Record<string, unknown> }[];
      expect(list.every((entry) => Object.keys(entry).sort().join() === 'properties,url')).toBe(true);
      expect(list.map((entry) => entry.url)).toContain('/');
      expect(list.map((entry) => entry.url)).not.toContain('/mail/hello/');
      expect(list.map((entry) => entry.url)).not.toContain('/draft/');
      const all = (await client.get(`${base()}?page-type=Anything`, host)).json() as { url: string }[];
      expect(all.map((entry) => entry.url)).toContain('/mail/hello/');
    });

    it("refuses another store's division with 403", async () => {
      const response = await client.get(`/omnis/v3/divisions/${other.id}/pages?page-type=StorePage`, host);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: FROM_ANOTHER_STORE });
      expect(response.body).not.toContain('/theirs/');
    });
  });

  it('documents the five page calls in the OpenAPI document', async () => {
    const document = (await client.get('/omnis/v3/openapi.json', host)).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(document.paths['/omnis/v3/divisions/{division}/pages/{id}/'] ?? {}).sort()).toEqual([
      'delete',
      'get',
      'patch',
    ]);
    expect(Object.keys(document.paths['/omnis/v3/divisions/{division}/pages/'] ?? {})).toEqual(['post']);
    expect(Object.keys(document.paths['/omnis/v3/divisions/{division}/pages'] ?? {})).toEqual(['get']);
    const post = document.paths['/omnis/v3/divisions/{division}/pages/']?.post as {
      requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } };
    };
    expect(Object.keys(post.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['url', 'blocks', 'divisionId', 'mode', 'theme', 'keyPhraseCampaignId']),
    );
  });
});

describe('the pages API on the real server, with signed-in sessions', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let client: ApiClient;
  let store: Store;
  let other: Store;
  let email: string;
  const host = 'session-pages.localhost';
  const otherHost = 'session-other.localhost';

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    store = await createTestStore(database.db, { subdomain: 'session-pages' });
    other = await createTestStore(database.db, { subdomain: 'session-other' });
    email = (await createTestCustomer(database.db, { stores: [{ divisionId: store.id }] })).email;
    app = await buildTestServer(database);
    client = await apiClient(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function signIn(on: string): Promise<Record<string, string>> {
    const response = await client.send('POST', '/omnis/v3/dashboard/secure/login/', on, {
      email,
      password: TEST_PASSWORD,
    });
    const session = response.cookies.find((entry) => entry.name === 'pf_session')?.value;
    if (!session) throw new Error(`no session: ${response.body}`);
    return { cookie: `pf_session=${session}` };
  }

  it("lets the store's signed-in owner save, and no one else", async () => {
    const body = { url: '/signed-in/', divisionId: store.id, blocks: [block('text', { text: 'Hi' })] };
    const anonymous = await client.send('POST', `/omnis/v3/divisions/${store.id}/pages/`, host, body);
    expect([anonymous.statusCode, anonymous.json()]).toEqual([403, { message: INSUFFICIENT }]);
    const session = await signIn(host);
    const saved = await client.send('POST', `/omnis/v3/divisions/${store.id}/pages/`, host, body, session);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ url: '/signed-in/', version: 1 });
    // The owner signed in on another store's host is nobody there.
    const elsewhere = await signIn(otherHost);
    const refused = await client.send(
      'POST',
      `/omnis/v3/divisions/${other.id}/pages/`,
      otherHost,
      { ...body, divisionId: other.id },
      elsewhere,
    );
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: INSUFFICIENT }]);
  });
});
