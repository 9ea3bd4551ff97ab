import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeSubscriberOffer, SUBSCRIBER_OFFER_LIMITS } from '../../core/store';
import { maxLength, required } from '../../core/validation/messages';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { STORE_ADMIN_MESSAGES } from '../store-admin';
import type { Store } from '../stores';
import { loadStore } from '../stores/directory';
import { subdomains } from '../stores/tables';
import { createStoreTeam } from '../testing/store-team';
import { readDashboardSettings, setEmailSubscriberOffer } from './index';

const OFFER = {
  enabled: 'on',
  heading: 'Get 10% off your first order',
  description: 'News and new designs, once a month.',
  discount: 'Code WELCOME10 at checkout',
};

describe.each(testEngines)('the email subscriber offer from the dashboard on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;
  let owner: ServiceContext;
  let otherOwner: ServiceContext;
  let staffWithoutSettings: ServiceContext;

  const pluginsOf = async (id: number) =>
    (await database.db.select().from(subdomains).where(eq(subdomains.divisionId, id)))[0]?.plugins;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const { db } = database;
    const team = await createStoreTeam(db, {
      subdomain: 'subscriber-offer',
      settings: { plugins: { 'cookie-policy': { enabled: true, message: 'Cookies' } } },
    });
    ({ store, other, owner } = team);
    // The other store's owner, trying this store.
    otherOwner = { ...team.otherOwner, store };
    staffWithoutSettings = await team.staff(['products']);
  });
  afterAll(async () => {
    await database.close();
  });

  it('saves the heading, text and discount with the switch, keeps the other plugins, and the storefront shows it', async () => {
    await expect(setEmailSubscriberOffer(owner, OFFER)).resolves.toEqual({
      message: 'The email subscriber offer is saved.',
    });
    const saved = {
      enabled: true,
      heading: OFFER.heading,
      description: OFFER.description,
      discount: OFFER.discount,
    };
    expect(await pluginsOf(store.id)).toEqual({
      'cookie-policy': { enabled: true, message: 'Cookies' },
      'email-subscriber-offer': saved,
    });
    expect((await readDashboardSettings(owner)).plugins['email-subscriber-offer']).toEqual(saved);
    const reloaded = await loadStore(database.db, { id: store.id });
    expect(activeSubscriberOffer(reloaded?.settings.plugins['email-subscriber-offer'])).toEqual({
      heading: OFFER.heading,
      description: OFFER.description,
      discount: OFFER.discount,
    });
  });

  it('refuses an offer turned on without a heading, or too long, with the messages, and writes nothing', async () => {
    const before = await pluginsOf(store.id);
    await expect(setEmailSubscriberOffer(owner, { ...OFFER, heading: '  ' })).rejects.toMatchObject({
      status: 422,
      errors: { heading: [required] },
    });
    await expect(
      setEmailSubscriberOffer(owner, {
        ...OFFER,
        discount: 'x'.repeat(SUBSCRIBER_OFFER_LIMITS.discount + 1),
      }),
    ).rejects.toMatchObject({
      status: 422,
      errors: { discount: [maxLength(SUBSCRIBER_OFFER_LIMITS.discount)] },
    });
    expect(await pluginsOf(store.id)).toEqual(before);
  });

  it('turns it off, keeping its words for next time', async () => {
    await setEmailSubscriberOffer(owner, { ...OFFER, enabled: undefined });
    expect((await pluginsOf(store.id))?.['email-subscriber-offer']).toMatchObject({
      enabled: false,
      heading: OFFER.heading,
    });
  });

  it("is 404 for another store's owner and 403 for a member without the 'settings' permission", async () => {
    const before = await pluginsOf(store.id);
    await expect(setEmailSubscriberOffer(otherOwner, OFFER)).rejects.toMatchObject({
      status: 404,
      message: STORE_ADMIN_MESSAGES.noSuchStore,
    });
    await expect(setEmailSubscriberOffer(staffWithoutSettings, OFFER)).rejects.toMatchObject({ status: 403 });
    expect(await pluginsOf(store.id)).toEqual(before);
    expect((await pluginsOf(other.id))?.['email-subscriber-offer']).toBeUndefined();
  });
});
