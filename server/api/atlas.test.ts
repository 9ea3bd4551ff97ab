import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionRequests, users } from '../../domain/accounts';
import { createTestCustomer, TEST_PASSWORD } from '../../domain/accounts/testing';
import type { DatabaseHandle } from '../../domain/db';
import { openTestDatabase, testEngines } from '../../domain/db/testing';
import { createPlatformStore, createTestStore } from '../../domain/testing/fixtures';
import { type ApiClient, apiClient, buildTestServer } from '../testing';
import { type Browser, browser } from './accounts.testing';

const PLATFORM = 'localhost';
const STORE = 'atlas-store.localhost';
const DENIED = { message: 'Permission denied' };

describe.each(testEngines)('atlas API on %s', (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let client: ApiClient;
  let target: { id: number };
  let muter: Browser;
  let storeMuter: Browser;
  let noPermission: Browser;
  let shopper: Browser;

  async function signIn(email: string, host: string): Promise<Browser> {
    const person = browser(client);
    const response = await person.send('POST', '/omnis/v3/dashboard/secure/login/', host, {
      email,
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    return person;
  }

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await createTestStore(database.db, { subdomain: 'atlas-store' });
    await createPlatformStore(database.db);
    app = await buildTestServer(database);
    client = await apiClient(app);
    const staff = await createTestCustomer(database.db, { internal: true, staffPermissions: ['users.mute'] });
    const limited = await createTestCustomer(database.db, { internal: true, staffPermissions: ['orders'] });
    const customer = await createTestCustomer(database.db);
    const muted = await createTestCustomer(database.db, { staffPermissions: [] });
    target = muted.staff!;
    muter = await signIn(staff.email, PLATFORM);
    storeMuter = await signIn(staff.email, STORE);
    noPermission = await signIn(limited.email, PLATFORM);
    shopper = await signIn(customer.email, PLATFORM);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const mutedAt = async () =>
    (await database.db.select({ mutedAt: users.mutedAt }).from(users).where(eq(users.id, target.id)))[0]
      ?.mutedAt;
  const requestCount = async () =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(permissionRequests))[0]?.n ?? 0;

  describe('POST /atlas/users/{id}/mute/ and /unmute/', () => {
    it("mutes and unmutes for staff with 'users.mute'", async () => {
      const muted = await muter.send('POST', `/omnis/v3/atlas/users/${target.id}/mute/`, PLATFORM);
      expect(muted.statusCode).toBe(200);
      const at = muted.json().mutedAt as string;
      expect(new Date(at).toISOString()).toBe(at);
      expect((await mutedAt())?.toISOString()).toBe(at);
      const again = await muter.send('POST', `/omnis/v3/atlas/users/${target.id}/mute/`, PLATFORM);
      expect(again.json()).toEqual({ mutedAt: at });
      const unmuted = await muter.send('POST', `/omnis/v3/atlas/users/${target.id}/unmute/`, PLATFORM);
      expect(unmuted.statusCode).toBe(200);
      expect(unmuted.json()).toEqual({ mutedAt: null });
      expect(await mutedAt()).toBeNull();
    });

    it("answers 403 'Permission denied' without the permission, or without a session, changing nothing", async () => {
      for (const person of [noPermission, shopper]) {
        const response = await person.send('POST', `/omnis/v3/atlas/users/${target.id}/mute/`, PLATFORM);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(DENIED);
      }
      const anonymous = await client.send('POST', `/omnis/v3/atlas/users/${target.id}/mute/`, PLATFORM);
      expect(anonymous.statusCode).toBe(403);
      expect(anonymous.json()).toEqual(DENIED);
      expect(await mutedAt()).toBeNull();
    });

    it('answers 403 for a disabled staff user', async () => {
      const disabled = await createTestCustomer(database.db, { staffPermissions: ['*'], staffStatus: -1 });
      const person = await signIn(disabled.email, PLATFORM);
      const response = await person.send('POST', `/omnis/v3/atlas/users/${target.id}/mute/`, PLATFORM);
      expect(response.statusCode).toBe(403);
    });

    it('answers 404 for an unknown user and 422 for a bad id', async () => {
      const missing = await muter.send('POST', '/omnis/v3/atlas/users/999999/mute/', PLATFORM);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'User not found' });
      const bad = await muter.send('POST', '/omnis/v3/atlas/users/abc/mute/', PLATFORM);
      expect(bad.statusCode).toBe(422);
    });

    it("answers 404 from a store's host, even for staff", async () => {
      for (const action of ['mute', 'unmute']) {
        const response = await storeMuter.send(
          'POST',
          `/omnis/v3/atlas/users/${target.id}/${action}/`,
          STORE,
        );
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: '404 Not found' });
      }
      expect(await mutedAt()).toBeNull();
    });
  });

  describe('GET /atlas/outbox/', () => {
    it("shows staff with 'outbox.read' the emails of every store, newest first, with their links", async () => {
      const reader = await createTestCustomer(database.db, { staffPermissions: ['outbox.read'] });
      const staff = await signIn(reader.email, PLATFORM);
      await client.send('POST', '/omnis/v3/shop/customer/create/', STORE, {
        email: 'outbox.reader@example.com',
        password: TEST_PASSWORD,
      });
      const response = await staff.get('/omnis/v3/atlas/outbox/?to=Outbox.Reader@example.com', PLATFORM);
      expect(response.statusCode).toBe(200);
      const { emails } = response.json();
      expect(emails).toHaveLength(1);
      expect(emails[0]).toMatchObject({
        to: 'outbox.reader@example.com',
        kind: 'verify-email',
        sentAt: null,
      });
      expect(emails[0].text).toContain(`http://${STORE}/sign-up/verify/?token=`);
      const limited = await staff.get('/omnis/v3/atlas/outbox/?limit=1', PLATFORM);
      expect(limited.json().emails).toHaveLength(1);
      const bad = await staff.get('/omnis/v3/atlas/outbox/?limit=1000', PLATFORM);
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual({ message: 'Max 100', errors: { limit: ['Max 100'] } });
    });

    it("answers 403 without 'outbox.read' and 404 from a store's host", async () => {
      expect((await muter.get('/omnis/v3/atlas/outbox/', PLATFORM)).statusCode).toBe(403);
      expect((await client.get('/omnis/v3/atlas/outbox/', PLATFORM)).json()).toEqual(DENIED);
      expect((await storeMuter.get('/omnis/v3/atlas/outbox/', STORE)).statusCode).toBe(404);
    });
  });

  describe('POST /atlas/permissions/request/{permissions}/', () => {
    it('records the request and answers the spec message', async () => {
      const before = await requestCount();
      const response = await noPermission.send(
        'POST',
        '/omnis/v3/atlas/permissions/request/users.mute,orders.refund/',
        PLATFORM,
        { reason: '  I handle refunds on the night shift.  ' },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Permission request successfully submitted' });
      expect(await requestCount()).toBe(before + 1);
      const [row] = await database.db
        .select()
        .from(permissionRequests)
        .orderBy(sql`${permissionRequests.id} desc`)
        .limit(1);
      expect(row).toMatchObject({
        permissions: ['users.mute', 'orders.refund'],
        reason: 'I handle refunds on the night shift.',
        divisionId: 12,
      });
    });

    it('needs a reason: 422 with the exact message, nothing written', async () => {
      const before = await requestCount();
      for (const body of [{}, { reason: '' }, { reason: '   ' }]) {
        const response = await noPermission.send(
          'POST',
          '/omnis/v3/atlas/permissions/request/orders/',
          PLATFORM,
          body,
        );
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({
          message: 'This field is required',
          errors: { reason: ['This field is required'] },
        });
      }
      const badName = await noPermission.send(
        'POST',
        '/omnis/v3/atlas/permissions/request/or%20ders/',
        PLATFORM,
        {
          reason: 'x',
        },
      );
      expect(badName.statusCode).toBe(422);
      expect(await requestCount()).toBe(before);
    });

    it("answers 403 without a session and 404 from a store's host", async () => {
      const before = await requestCount();
      const anonymous = await client.send('POST', '/omnis/v3/atlas/permissions/request/orders/', PLATFORM, {
        reason: 'x',
      });
      expect(anonymous.statusCode).toBe(403);
      expect(anonymous.json()).toEqual(DENIED);
      const fromStore = await storeMuter.send('POST', '/omnis/v3/atlas/permissions/request/orders/', STORE, {
        reason: 'x',
      });
      expect(fromStore.statusCode).toBe(404);
      expect(await requestCount()).toBe(before);
    });
  });
});
