import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantStoreAccess, hashPassword } from '../domain/accounts';
import { createTestCustomer, TEST_PASSWORD } from '../domain/accounts/testing';
import { createSummitTee } from '../domain/basket/testing';
import type { DatabaseHandle } from '../domain/db';
import { openTestDatabase, testEngines } from '../domain/db/testing';
import type { Store } from '../domain/stores';
import { createTestPage, createTestStore } from '../domain/testing/fixtures';
import { type Browser, browser } from './api/accounts.testing';
import { STORE_VISIT_MESSAGES } from './store-visit-guard';
import { type ApiClient, apiClient, buildTestServer } from './testing';

const API = '/omnis/v3';
const STORE_PASSWORD = 'open sesame';

describe.each(testEngines)('store-visit rules on the API on %s', (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let client: ApiClient;
  let privateStore: Store;
  let soonStore: Store;
  let reviewStore: Store;
  const pageIds: Record<number, number> = {};

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    privateStore = await createTestStore(database.db, {
      subdomain: 'private-visit',
      settings: { passwordProtected: true, storePasswordHash: await hashPassword(STORE_PASSWORD) },
    });
    soonStore = await createTestStore(database.db, {
      subdomain: 'soon-visit',
      settings: { comingSoonPageData: { enabled: true, launchAt: '2999-01-01T00:00:00Z' } },
    });
    reviewStore = await createTestStore(database.db, {
      subdomain: 'review-visit',
      settings: { approvalStatus: 'none' },
    });
    for (const store of [privateStore, soonStore, reviewStore]) {
      await createSummitTee(database.db, store.id);
      pageIds[store.id] = (await createTestPage(database.db, store.id, { url: '/about/' })).id;
    }
    app = await buildTestServer(database);
    client = await apiClient(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const hostOf = (store: Store) => `${store.subdomain}.localhost`;
  const visit = (who: Browser, store: Store) => {
    const host = hostOf(store);
    return {
      'store data': () => who.get(`${API}/frontend/getStoreCoreData/json/`, host),
      page: () => who.get(`${API}/divisions/${store.id}/pages/${pageIds[store.id]}/`, host),
      products: () => who.get(`${API}/division/${store.id}/products/`, host),
      'basket add': () =>
        who.send('POST', `${API}/frontend/product/addItemToCart/`, host, {
          item: { productUrl: 'summit-tee', productColor: 'Navy', productSize: 'M', quantity: 1 },
        }),
      basket: () => who.get(`${API}/basket/main/list/`, host),
      checkout: () => who.send('POST', `${API}/checkout/quote/`, host, { country: 'GB' }),
    };
  };

  it.each([
    ['password-protected', () => privateStore, 401, STORE_VISIT_MESSAGES.passwordProtected],
    ['coming-soon', () => soonStore, 403, STORE_VISIT_MESSAGES.comingSoon],
    ['not yet approved', () => reviewStore, 403, STORE_VISIT_MESSAGES.underReview],
  ] as const)('a %s store turns away a visitor not let in', async (_kind, store, status, message) => {
    const stranger = browser(client);
    for (const [name, call] of Object.entries(visit(stranger, store()))) {
      const response = await call();
      expect(response.statusCode, name).toBe(status);
      expect(response.json(), name).toEqual({ message });
    }
  });

  it.each([
    ['password-protected', () => privateStore],
    ['coming-soon', () => soonStore],
  ] as const)('a %s store answers a visitor who has been let in', async (_kind, store) => {
    const guest = browser(client);
    await guest.get(`${API}/dashboard/secure/get/`, hostOf(store()));
    const visitorId = guest.cookies.pf_visitor;
    expect(visitorId).toBeTruthy();
    await grantStoreAccess(
      { store: store(), actor: { kind: 'visitor', sessionId: visitorId ?? null }, db: database.db },
      visitorId ?? '',
    );
    for (const [name, call] of Object.entries(visit(guest, store()))) {
      expect((await call()).statusCode, name).toBe(200);
    }
    const lines = (await guest.get(`${API}/basket/main/list/`, hostOf(store()))).json().items;
    expect(lines).toHaveLength(1);
  });

  it('keeps sign-in open on a password-protected store, and lets a member in', async () => {
    const member = await createTestCustomer(database.db, { stores: [{ divisionId: privateStore.id }] });
    const person = browser(client);
    const host = hostOf(privateStore);
    expect((await person.get(`${API}/dashboard/secure/get/`, host)).statusCode).toBe(200);
    const wrong = await person.send('POST', `${API}/dashboard/secure/login/`, host, {
      email: member.email,
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(422);
    const login = await person.send('POST', `${API}/dashboard/secure/login/`, host, {
      email: member.email,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    expect((await visit(person, privateStore)['store data']()).statusCode).toBe(200);
    expect((await person.send('POST', `${API}/dashboard/secure/logout/`, host)).statusCode).toBe(200);
    expect((await visit(person, privateStore)['store data']()).statusCode).toBe(401);
  });
});
