import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { evaluateGuards } from '../../core/auth';
import { isAppError } from '../../core/errors';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { loadStore } from '../stores/directory';
import type { Store } from '../stores/store';
import { divisions, manufacturers, subdomains } from '../stores/tables';
import { createPlatformStore, createTestStore, visitorContext } from '../testing/fixtures';
import { hashPassword } from './passwords';
import { isTooManyAttempts } from './rate-limit';
import { muteUser, requestPermissions, unmuteUser } from './staff';
import { hasStoreAccess, unlockStore } from './store-access';
import { loginAttempts, permissionRequests, users } from './tables';
import { createTestCustomer, customerContext } from './testing';
import { comingSoonActive, loadVisitorState } from './visitor-state';

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return { status: error.status, message: error.message, errors: error.errors };
    if (isTooManyAttempts(error)) return { status: 429, message: error.message };
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('comingSoonActive', () => {
  const now = new Date('2025-09-30T09:32:00Z');
  it('is on while enabled and before the launch time', () => {
    expect(comingSoonActive({ enabled: false }, now)).toBe(false);
    expect(comingSoonActive({ enabled: true }, now)).toBe(true);
    expect(comingSoonActive({ enabled: true, launchAt: null }, now)).toBe(true);
    expect(comingSoonActive({ enabled: true, launchAt: '2025-10-01T00:00:00Z' }, now)).toBe(true);
    expect(comingSoonActive({ enabled: true, launchAt: '2025-09-01T00:00:00Z' }, now)).toBe(false);
    expect(comingSoonActive({ enabled: true, launchAt: 'soon' }, now)).toBe(true);
  });
});

describe.each(testEngines)('roles, store access and staff services on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let platform: Store;
  let guarded: Store;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const [project] = await database.db
      .insert(manufacturers)
      .values({
        hash: 'pro-project',
        name: 'Pro Project',
        isPro: true,
        isTurbo: false,
        integrationType: 'shopify',
        badges: [
          { code: 'theme', unlocked: true, groups: [] },
          { code: 'profile', unlocked: false, groups: [] },
        ],
      })
      .returning();
    store = await createTestStore(database.db, { subdomain: 'roles-store' });
    await database.db
      .update(divisions)
      .set({ manufacturerId: project!.id })
      .where(eq(divisions.id, store.id));
    store = (await loadStore(database.db, { id: store.id }))!;
    guarded = await createTestStore(database.db, {
      subdomain: 'guarded',
      settings: {
        passwordProtected: true,
        storePasswordHash: await hashPassword('open sesame'),
        comingSoonPageData: { enabled: false },
      },
    });
    platform = await createPlatformStore(database.db);
  });
  beforeEach(async () => {
    await database.db.delete(loginAttempts);
  });
  afterAll(async () => {
    await database.close();
  });

  describe('loadVisitorState', () => {
    it('knows nothing of an anonymous visitor but the store', async () => {
      const state = await loadVisitorState(visitorContext(database.db, guarded));
      expect(state).toMatchObject({
        loggedIn: false,
        internal: false,
        store: {
          passwordProtected: true,
          allowed: false,
          comingSoon: false,
          paymentProcessor: 'teemill',
          shopify: false,
        },
      });
      expect(evaluateGuards({ path: '/' }, state)).toMatchObject({ to: '/login/' });
    });

    it('describes a store owner: member, pro from the project on the platform, badges, Shopify', async () => {
      const owner = await createTestCustomer(database.db, {
        stores: [{ divisionId: store.id }],
        dashboardPermissions: ['orders'],
      });
      const onStore = await loadVisitorState(customerContext(database.db, store, owner));
      expect(onStore).toMatchObject({
        loggedIn: true,
        verified: true,
        eulaSigned: true,
        hasActiveStore: true,
        pro: false, // the store's own sub-domain is not pro
        internal: false,
        dashboardPermissions: ['orders'],
        unlockedBadges: ['theme'],
        store: { allowed: true, shopify: true },
      });
      const onPlatform = await loadVisitorState(customerContext(database.db, platform, owner));
      expect(onPlatform).toMatchObject({ hasActiveStore: true, pro: true, turbo: false });
      expect(
        evaluateGuards({ path: '/dashboard/pro/', loginState: 'dashboard-access', pro: true }, onPlatform),
      ).toEqual({
        kind: 'allow',
      });
      expect(evaluateGuards({ path: '/theme-badge/', badge: 'theme' }, onPlatform)).toMatchObject({
        to: '/404/',
      });
    });

    it('makes internal users from the flag, the operator context, or a store internal membership outside division 12', async () => {
      const flagged = await createTestCustomer(database.db, { internal: true });
      expect((await loadVisitorState(customerContext(database.db, store, flagged))).internal).toBe(true);
      const plain = await createTestCustomer(database.db);
      expect((await loadVisitorState(customerContext(database.db, store, plain))).internal).toBe(false);
      expect(
        (await loadVisitorState(customerContext(database.db, platform, plain), { operatorContext: true }))
          .internal,
      ).toBe(true);
      const storeInternal = await createTestCustomer(database.db, {
        stores: [
          { divisionId: store.id, internal: true },
          { divisionId: platform.id, internal: true },
        ],
      });
      expect((await loadVisitorState(customerContext(database.db, store, storeInternal))).internal).toBe(
        true,
      );
      expect((await loadVisitorState(customerContext(database.db, platform, storeInternal))).internal).toBe(
        false,
      );
    });

    it('sends a logged-in account that has no store to the dashboard from store-only pages', async () => {
      const person = await createTestCustomer(database.db);
      const state = await loadVisitorState(customerContext(database.db, platform, person));
      expect(state.hasActiveStore).toBe(false);
      expect(
        evaluateGuards({ path: '/products/', loginState: 'dashboard-access', activeStore: true }, state),
      ).toMatchObject({
        to: '/dashboard/',
      });
    });

    it('counts coming soon from the store settings', async () => {
      await database.db
        .update(subdomains)
        .set({ comingSoonPageData: { enabled: true, launchAt: '2999-01-01T00:00:00Z' } })
        .where(eq(subdomains.divisionId, guarded.id));
      const launching = (await loadStore(database.db, { id: guarded.id }))!;
      const state = await loadVisitorState(visitorContext(database.db, launching));
      expect(state.store.comingSoon).toBe(true);
      expect(evaluateGuards({ path: '/' }, state)).toMatchObject({ to: '/countdown/' });
      await database.db
        .update(subdomains)
        .set({ comingSoonPageData: { enabled: false } })
        .where(eq(subdomains.divisionId, guarded.id));
    });
  });

  describe('password-protected stores', () => {
    it('lets a visitor in with the store password, and only that visitor, only on that store', async () => {
      const ctx = visitorContext(database.db, guarded);
      expect(
        await failure(unlockStore(ctx, { password: 'wrong' }, { visitorId: 'v-1', ip: '192.0.2.1' })),
      ).toEqual({
        status: 422,
        message: 'That password is not right. Please try again.',
        errors: { password: ['That password is not right. Please try again.'] },
      });
      expect(await hasStoreAccess(ctx, 'v-1')).toBe(false);
      expect(
        await unlockStore(ctx, { password: 'open sesame' }, { visitorId: 'v-1', ip: '192.0.2.1' }),
      ).toEqual({ allowed: true });
      expect(await hasStoreAccess(ctx, 'v-1')).toBe(true);
      expect(await hasStoreAccess(ctx, 'v-2')).toBe(false);
      expect(await hasStoreAccess(visitorContext(database.db, store), 'v-1')).toBe(false);
      const state = await loadVisitorState({ ...ctx, actor: { kind: 'visitor', sessionId: 'v-1' } });
      expect(state.store.allowed).toBe(true);
      expect(evaluateGuards({ path: '/' }, state)).toEqual({ kind: 'allow' });
    });

    it('refuses a store without a password, and limits tries per address', async () => {
      expect(
        await failure(
          unlockStore(
            visitorContext(database.db, store),
            { password: 'anything' },
            { visitorId: 'v-3', ip: '192.0.2.2' },
          ),
        ),
      ).toMatchObject({ status: 422 });
      const ctx = visitorContext(database.db, guarded);
      for (let i = 0; i < 10; i += 1)
        await failure(unlockStore(ctx, { password: 'guess' }, { visitorId: 'v-4', ip: '192.0.2.3' }));
      expect(
        await failure(unlockStore(ctx, { password: 'open sesame' }, { visitorId: 'v-4', ip: '192.0.2.3' })),
      ).toMatchObject({
        status: 429,
      });
    });
  });

  describe('staff: mute and permission requests', () => {
    it('mutes and unmutes only for staff holding users.mute (or a parent, or *) on the platform', async () => {
      const target = await createTestCustomer(database.db, { staffPermissions: [] });
      const targetId = target.staff!.id;
      for (const permissions of [['users.mute'], ['users'], ['*']]) {
        const staff = await createTestCustomer(database.db, { staffPermissions: permissions });
        const ctx = customerContext(database.db, platform, staff, true);
        const { mutedAt } = await muteUser(ctx, targetId);
        expect(mutedAt).not.toBeNull();
        expect(await unmuteUser(ctx, targetId)).toEqual({ mutedAt: null });
      }
      const limited = await createTestCustomer(database.db, { staffPermissions: ['users.view', 'orders'] });
      expect(await failure(muteUser(customerContext(database.db, platform, limited), targetId))).toEqual({
        status: 403,
        message: 'Permission denied',
        errors: undefined,
      });
      expect(await failure(muteUser(visitorContext(database.db, platform), targetId))).toMatchObject({
        status: 403,
      });
      const staff = await createTestCustomer(database.db, { staffPermissions: ['*'] });
      expect(await failure(muteUser(customerContext(database.db, store, staff), targetId))).toMatchObject({
        status: 404,
      });
      const [row] = await database.db.select().from(users).where(eq(users.id, targetId));
      expect(row?.mutedAt).toBeNull();
    });

    it('records a permission request with its reason, and refuses a missing reason', async () => {
      const person = await createTestCustomer(database.db);
      const ctx = customerContext(database.db, platform, person);
      expect(
        await requestPermissions(ctx, { permissions: 'orders,orders, products', reason: 'Need it' }),
      ).toEqual({
        message: 'Permission request successfully submitted',
      });
      const rows = await database.db
        .select()
        .from(permissionRequests)
        .where(eq(permissionRequests.customerId, person.id));
      expect(rows).toMatchObject([
        { permissions: ['orders', 'products'], reason: 'Need it', divisionId: 12 },
      ]);
      expect(await failure(requestPermissions(ctx, { permissions: 'orders', reason: '' }))).toEqual({
        status: 422,
        message: 'This field is required',
        errors: { reason: ['This field is required'] },
      });
      expect(await failure(requestPermissions(ctx, { permissions: ',', reason: 'x' }))).toMatchObject({
        errors: { permissions: ['This field is required'] },
      });
      expect(
        await failure(
          requestPermissions(visitorContext(database.db, platform), { permissions: 'orders', reason: 'x' }),
        ),
      ).toMatchObject({
        status: 401,
      });
      expect(
        await database.db
          .select()
          .from(permissionRequests)
          .where(eq(permissionRequests.customerId, person.id)),
      ).toHaveLength(1);
    });
  });
});
