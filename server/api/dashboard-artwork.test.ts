import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../domain/accounts';
import { createTestCustomer, TEST_PASSWORD } from '../../domain/accounts/testing';
import type { DatabaseHandle } from '../../domain/db';
import { openTestDatabase } from '../../domain/db/testing';
import type { Store } from '../../domain/stores';
import { studioUploads } from '../../domain/studio';
import { testPng } from '../../domain/studio/testing';
import { createPlatformStore, createTestStore } from '../../domain/testing/fixtures';
import { XSRF_COOKIE } from '../plugins/xsrf';
import { type ApiClient, apiClient, buildTestServer } from '../testing';
import { API_PREFIX } from '.';

const PLATFORM = 'localhost';
const upload = (storeId: number) => `${API_PREFIX}/dashboard/stores/${storeId}/artwork/uploads/`;

describe('the dashboard artwork upload', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let client: ApiClient;
  let store: Store;
  let other: Store;
  let session = '';
  let xsrf = '';

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await createPlatformStore(database.db);
    store = await createTestStore(database.db, { subdomain: 'artwork-upload' });
    other = await createTestStore(database.db, { subdomain: 'artwork-upload-other' });
    const owner = await createTestCustomer(database.db, {
      stores: [{ divisionId: store.id, role: 'owner' }],
    });
    const [row] = await database.db
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, owner.id));
    app = await buildTestServer(database);
    client = await apiClient(app);
    xsrf =
      (await app.inject({ method: 'GET', url: '/healthz' })).cookies.find(
        (cookie) => cookie.name === XSRF_COOKIE,
      )?.value ?? '';
    const login = await client.send('POST', `${API_PREFIX}/dashboard/secure/login/`, PLATFORM, {
      email: row?.email,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    session = login.cookies.find((cookie) => cookie.name === 'pf_session')?.value ?? '';
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** Raw bytes, as the browser sends the file (the shared client sends JSON). */
  const send = async (storeId: number, type: string, body: Buffer, host = PLATFORM) =>
    app.inject({
      method: 'POST',
      url: upload(storeId),
      headers: { host, 'content-type': type, 'x-xsrf-token': xsrf },
      cookies: { [XSRF_COOKIE]: xsrf, pf_session: session },
      payload: body,
    });

  it('stores the owner’s PNG for their store, cleaned by the studio', async () => {
    const response = await send(store.id, 'image/png', await testPng(600, 400));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      format: 'png',
      pixelWidth: 600,
      pixelHeight: 400,
      vector: false,
    });
    expect(response.json().src).toMatch(
      new RegExp(`^/images/studio/uploads/${store.id}/[0-9a-f]{32}\\.png$`),
    );
    const rows = await database.db
      .select()
      .from(studioUploads)
      .where(eq(studioUploads.uuid, response.json().uuid));
    expect(rows.map((row) => row.divisionId)).toEqual([store.id]);
  });

  it('refuses other formats with §5’s message', async () => {
    const response = await send(store.id, 'image/jpeg', Buffer.from('jpeg'));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: ['Must upload the following formats: png, svg'] });
  });

  it('answers 404 for a store the owner does not run, and on a store’s own host', async () => {
    const before = await database.db.select().from(studioUploads);
    const theirs = await send(other.id, 'image/png', await testPng(300, 300));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('There is no store at this address.');
    const storeHost = await send(store.id, 'image/png', await testPng(301, 300), 'artwork-upload.localhost');
    expect(storeHost.statusCode).toBe(404);
    expect(await database.db.select().from(studioUploads)).toHaveLength(before.length);
  });
});
