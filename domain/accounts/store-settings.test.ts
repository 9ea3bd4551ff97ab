import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { loadStore, type Store } from '../stores';
import { subdomains } from '../stores/tables';
import { createTestStore } from '../testing/fixtures';
import { verifyPassword } from './passwords';
import { grantStoreAccess, hasStoreAccess } from './store-access';
import {
  clearStorePassword,
  readStoreAccessSettings,
  setComingSoon,
  setStorePassword,
} from './store-settings';
import { createTestCustomer, customerContext } from './testing';

const NOW = Date.parse('2026-11-21T12:00:00Z');

describe.each(testEngines)("an owner's store visit settings on %s", (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;
  let owner: { id: number };
  let staff: { id: number };
  let otherOwner: { id: number };
  const settingsRow = async () =>
    (await database.db.select().from(subdomains).where(eq(subdomains.divisionId, store.id)))[0];
  const ownerCtx = () => customerContext(database.db, store, owner);

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    store = await createTestStore(database.db, { subdomain: 'visit-settings' });
    other = await createTestStore(database.db, { subdomain: 'visit-settings-other' });
    owner = await createTestCustomer(database.db, { stores: [{ divisionId: store.id, role: 'owner' }] });
    staff = await createTestCustomer(database.db, { stores: [{ divisionId: store.id, role: 'staff' }] });
    otherOwner = await createTestCustomer(database.db, { stores: [{ divisionId: other.id, role: 'owner' }] });
  });
  afterAll(async () => {
    await database.close();
  });

  it('sets a store password, which lets nobody in with an earlier one', async () => {
    await grantStoreAccess(ownerCtx(), 'visitor-before');
    const answer = await setStorePassword(ownerCtx(), { password: 'let me in please' });
    expect(answer).toMatchObject({
      passwordProtected: true,
      message: 'The store password is set. Visitors now need it to see the store.',
    });
    const row = await settingsRow();
    expect(row?.passwordProtected).toBe(true);
    expect(await verifyPassword(row?.storePasswordHash ?? '', 'let me in please')).toBe(true);
    expect(await hasStoreAccess(ownerCtx(), 'visitor-before')).toBe(false);
  });

  it('refuses a short password with its message and changes nothing', async () => {
    const before = await settingsRow();
    await expect(setStorePassword(ownerCtx(), { password: 'short' })).rejects.toMatchObject({
      status: 422,
      errors: { password: ['Must contain at least 8 characters'] },
    });
    expect((await settingsRow())?.storePasswordHash).toBe(before?.storePasswordHash);
  });

  it('clears the password', async () => {
    const answer = await clearStorePassword(ownerCtx());
    expect(answer.passwordProtected).toBe(false);
    expect((await settingsRow())?.storePasswordHash).toBeNull();
  });

  it('turns the coming-soon countdown on and off', async () => {
    const on = await setComingSoon(
      ownerCtx(),
      { enabled: 'on', launchAt: '2026-12-24T18:00', heading: 'Opening at Christmas' },
      () => NOW,
    );
    expect(on.comingSoon).toEqual({
      enabled: true,
      launchAt: '2026-12-24T18:00:00.000Z',
      heading: 'Opening at Christmas',
    });
    expect((await settingsRow())?.comingSoonPageData).toEqual({
      enabled: true,
      launchAt: '2026-12-24T18:00:00.000Z',
      heading: 'Opening at Christmas',
    });
    await expect(
      setComingSoon(ownerCtx(), { enabled: 'on', launchAt: '2026-01-01T00:00' }, () => NOW),
    ).rejects.toMatchObject({ status: 422, errors: { launchAt: ['The launch must be in the future'] } });
    expect((await settingsRow())?.comingSoonPageData.enabled).toBe(true);
    const off = await setComingSoon(ownerCtx(), {}, () => NOW);
    expect(off.comingSoon).toEqual({ enabled: false, launchAt: null, heading: '' });
    const reloaded = await loadStore(database.db, { id: store.id });
    expect(reloaded?.settings.comingSoonPageData).toEqual({ enabled: false });
  });

  it('is for the owner of the store only: not its staff, not another store’s owner, not a visitor', async () => {
    for (const ctx of [
      customerContext(database.db, store, staff),
      customerContext(database.db, store, otherOwner),
      { db: database.db, store, actor: { kind: 'visitor' as const, sessionId: 'v' } },
    ]) {
      await expect(readStoreAccessSettings(ctx)).rejects.toMatchObject({ status: 403 });
      await expect(setStorePassword(ctx, { password: 'taken over!' })).rejects.toMatchObject({ status: 403 });
      await expect(setComingSoon(ctx, { enabled: 'on', launchAt: '2027-01-01T00:00' })).rejects.toMatchObject(
        {
          status: 403,
        },
      );
    }
    expect((await settingsRow())?.passwordProtected).toBe(false);
    expect((await settingsRow())?.comingSoonPageData.enabled).toBe(false);
  });
});
