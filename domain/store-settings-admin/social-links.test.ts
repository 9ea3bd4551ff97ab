import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { STORE_ADMIN_MESSAGES } from '../store-admin';
import type { Store } from '../stores';
import { loadStore } from '../stores/directory';
import { subdomains } from '../stores/tables';
import { createStoreTeam } from '../testing/store-team';
import { readDashboardSettings, setSocialLinks } from './index';

describe.each(testEngines)('social links from the dashboard on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;
  let owner: ServiceContext;
  let otherOwner: ServiceContext;
  let staffWithoutSettings: ServiceContext;

  const linksOf = async (id: number) =>
    (await database.db.select().from(subdomains).where(eq(subdomains.divisionId, id)))[0]?.socialLinks;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const { db } = database;
    const team = await createStoreTeam(db, {
      subdomain: 'social-links',
      otherSettings: { socialLinks: { instagram: 'https://instagram.com/other' } },
    });
    ({ store, other, owner } = team);
    // The other store's owner, trying this store.
    otherOwner = { ...team.otherOwner, store };
    staffWithoutSettings = await team.staff(['products']);
  });
  afterAll(async () => {
    await database.close();
  });

  it('saves the profiles given, replacing the earlier ones, and the settings page and storefront read them', async () => {
    await expect(
      setSocialLinks(owner, { instagram: 'instagram.com/acme', x: 'https://x.com/acme', tiktok: '' }),
    ).resolves.toEqual({ message: 'The social links are saved.' });
    expect(await linksOf(store.id)).toEqual({
      instagram: 'https://instagram.com/acme',
      x: 'https://x.com/acme',
    });
    await setSocialLinks(owner, { youtube: 'https://youtube.com/@acme' });
    expect(await linksOf(store.id)).toEqual({ youtube: 'https://youtube.com/@acme' });
    expect((await readDashboardSettings(owner)).socialLinks).toEqual({
      youtube: 'https://youtube.com/@acme',
    });
    expect((await loadStore(database.db, { id: store.id }))?.settings.socialLinks).toEqual({
      youtube: 'https://youtube.com/@acme',
    });
  });

  it("refuses a bad address with §5's message and writes nothing", async () => {
    await expect(
      setSocialLinks(owner, { facebook: 'https://facebook.com/acme', pinterest: 'javascript:alert(1)' }),
    ).rejects.toMatchObject({ status: 422, errors: { pinterest: ['Please enter a valid url'] } });
    expect(await linksOf(store.id)).toEqual({ youtube: 'https://youtube.com/@acme' });
  });

  it("answers 404 for another owner's store and 403 for a team member without 'settings'", async () => {
    await expect(
      setSocialLinks(otherOwner, { instagram: 'https://instagram.com/hijack' }),
    ).rejects.toMatchObject({
      status: 404,
      message: STORE_ADMIN_MESSAGES.noSuchStore,
    });
    await expect(
      setSocialLinks(staffWithoutSettings, { instagram: 'https://instagram.com/hijack' }),
    ).rejects.toMatchObject({ status: 403, message: STORE_ADMIN_MESSAGES.missingPermission('settings') });
    expect(await linksOf(store.id)).toEqual({ youtube: 'https://youtube.com/@acme' });
    expect(await linksOf(other.id)).toEqual({ instagram: 'https://instagram.com/other' });
  });
});
