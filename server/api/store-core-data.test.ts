import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSPORT_MESSAGES } from '../../core/errors';
import type { DatabaseHandle } from '../../domain/db';
import { openTestDatabase, testEngines } from '../../domain/db/testing';
import { utmVisits } from '../../domain/events';
import { createTestPage, createTestStore } from '../../domain/testing/fixtures';
import { buildTestServer } from '../testing';

describe.each(testEngines)('GET getStoreCoreData on %s', (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let storeId: number;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const store = await createTestStore(database.db, {
      subdomain: 'alpha',
      companyName: 'Alpha Prints',
      settings: {
        mainMenu: [{ text: 'Shop', href: '/collection/all/' }],
        searchRedirects: [{ searchTerm: 'Gift', destinationUrl: '/collection/gifts/' }],
        plugins: { currency: { enabled: true, main: 'GBP', list: 'USD,EUR' } },
        paymentProcessor: { type: 'direct', accounts: [{ provider: 'stripe', accountId: 'acct_secret' }] },
        christmasCutoffDates: [{ region: 'UK', service: 'Standard', date: '2026-12-18' }],
        christmasContent: { heading: 'Order by the 18th', copy: 'for delivery before Christmas' },
        comingSoonPageData: { enabled: false, heading: 'Soon' },
      },
    });
    storeId = store.id;
    await createTestPage(database.db, store.id, { url: '/', properties: { title: 'Home' } });
    await createTestPage(database.db, store.id, {
      url: '/help/returns/',
      properties: { title: 'Returns', loginState: 'logged-in' },
      sitemap: false,
    });
    await createTestPage(database.db, store.id, {
      url: '/draft-sale/',
      published: false,
      properties: { title: 'Draft sale' },
    });
    const other = await createTestStore(database.db, { subdomain: 'beta', companyName: 'Beta Goods' });
    await createTestPage(database.db, other.id, {
      url: '/secret-beta-page/',
      properties: { title: 'Beta only' },
    });
    app = await buildTestServer(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('returns the pages and the state of §3', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/omnis/v3/frontend/getStoreCoreData/json/',
      headers: { host: 'alpha.localhost' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pages.map((page: { url: string; name: string }) => [page.url, page.name])).toEqual([
      ['/', 'home'],
      ['/help/returns/', 'help.returns'],
    ]);
    expect(body.pages[1]).toMatchObject({
      title: 'Returns',
      loginState: 'logged-in',
      published: true,
      showOnSiteMap: false,
    });
    // Unpublished pages are for internal users only (§6).
    expect(JSON.stringify(body)).not.toContain('draft-sale');
    const { state } = body;
    expect(state.currency).toBe('GBP');
    expect(state.paymentProcessor).toEqual({ type: 'direct' });
    expect(JSON.stringify(body)).not.toContain('acct_secret');
    expect(state.christmasCutoffDates).toEqual([{ region: 'UK', service: 'Standard', date: '2026-12-18' }]);
    expect(state.christmasContent.heading).toBe('Order by the 18th');
    expect(state.splitTest.map((entry: { name: string }) => entry.name)).toEqual([
      'favourite_products',
      'teemill_homepage',
    ]);
    expect(state.subdomain).toMatchObject({
      theme: 'teemill',
      mainMenu: [{ text: 'Shop', href: '/collection/all/' }],
      cart: { items: [] },
      favourites: { items: [] },
      meta: { ogImage: null },
      searchRedirects: [{ searchTerm: 'Gift', destinationUrl: '/collection/gifts/' }],
      plugins: { currency: { enabled: true, main: 'GBP', list: 'USD,EUR' } },
      passwordProtected: false,
      comingSoonPageData: { enabled: false },
      isNative: true,
      mode: 'native',
      currency: 'GBP',
      division: { id: storeId, companyName: 'Alpha Prints' },
    });
    expect(state.subdomain.sessionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it("uses the shopper's currency cookie when the store offers that currency", async () => {
    const offered = await app.inject({
      method: 'GET',
      url: '/omnis/v3/frontend/getStoreCoreData/json/',
      headers: { host: 'alpha.localhost' },
      cookies: { currency: 'usd' },
    });
    expect(offered.json().state.currency).toBe('USD');
    const notOffered = await app.inject({
      method: 'GET',
      url: '/omnis/v3/frontend/getStoreCoreData/json/',
      headers: { host: 'alpha.localhost' },
      cookies: { currency: 'JPY' },
    });
    expect(notOffered.json().state.currency).toBe('GBP');
  });

  it('records the utm parameters it is given, for this store', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/omnis/v3/frontend/getStoreCoreData/json/?utm_source=newsletter&utm_campaign=winter&utm_medium=email&utm_content=hero&utm_term=hoodie',
      headers: { host: 'alpha.localhost' },
    });
    expect(response.statusCode).toBe(200);
    const rows = await database.db.select().from(utmVisits);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      divisionId: storeId,
      source: 'newsletter',
      campaign: 'winter',
      medium: 'email',
      content: 'hero',
      term: 'hoodie',
    });
  });

  it('ignores malformed utm values safely', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/omnis/v3/frontend/getStoreCoreData/json/?utm_source=${'x'.repeat(500)}&utm_source=twice`,
      headers: { host: 'alpha.localhost' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('accepts its own division by id or sub-domain', async () => {
    for (const division of [String(storeId), 'alpha', 'ALPHA']) {
      const response = await app.inject({
        method: 'GET',
        url: `/omnis/v3/frontend/${division}/getStoreCoreData/json/`,
        headers: { host: 'alpha.localhost' },
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it("refuses another store's division from this store's host, revealing nothing", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/omnis/v3/frontend/beta/getStoreCoreData/json/',
      headers: { host: 'alpha.localhost' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: TRANSPORT_MESSAGES.unknownStore });
    expect(response.body).not.toContain('Beta');
  });

  it("never lists another store's pages", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/omnis/v3/frontend/getStoreCoreData/json/',
      headers: { host: 'alpha.localhost' },
    });
    expect(response.body).not.toContain('secret-beta-page');
  });
});
