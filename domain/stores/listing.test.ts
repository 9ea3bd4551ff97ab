import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { createPlatformStore, createTestStore, visitorContext } from '../testing/fixtures';
import { listLiveStores } from './listing';

describe.each(testEngines)('listLiveStores on %s', (engine) => {
  let database: DatabaseHandle;
  let platform: Awaited<ReturnType<typeof createPlatformStore>>;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    platform = await createPlatformStore(database.db);
    await createTestStore(database.db, { subdomain: 'open' });
    await createTestStore(database.db, { subdomain: 'waiting', settings: { approvalStatus: 'none' } });
    await createTestStore(database.db, { subdomain: 'refused', settings: { approvalStatus: 'denied' } });
    await createTestStore(database.db, { subdomain: 'pending', settings: { approvalStatus: 'pending' } });
    await createTestStore(database.db, { subdomain: 'locked', settings: { passwordProtected: true } });
    await createTestStore(database.db, {
      subdomain: 'soon',
      settings: { comingSoonPageData: { enabled: true } as never },
    });
  });
  afterAll(async () => {
    await database.close();
  });

  it('lists only the stores the public may visit: approved, not locked, not counting down', async () => {
    const stores = await listLiveStores(visitorContext(database.db, platform));
    expect(stores.map((store) => store.subdomain)).toEqual(['open']);
  });

  it('is the platform store’s alone to ask', async () => {
    const open = await createTestStore(database.db, { subdomain: 'asker' });
    await expect(listLiveStores(visitorContext(database.db, open))).rejects.toMatchObject({ status: 403 });
  });
});
