import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '../../core/store';
import { createTestCustomer, customerContext } from '../accounts/testing';
import { mediaFiles } from '../content/tables';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { STORE_ADMIN_MESSAGES } from '../store-admin';
import type { Store } from '../stores';
import { loadStore } from '../stores/directory';
import { currencies, divisions, manufacturers, subdomains } from '../stores/tables';
import { createTestStore } from '../testing/fixtures';
import {
  addChristmasCutoff,
  addSearchRedirect,
  readDashboardSettings,
  removeChristmasCutoff,
  removeSearchRedirect,
  setAnnouncement,
  setChristmasBanner,
  setCompanyName,
  setCookiePolicy,
  setCurrencyPlugin,
  setCustomCode,
  setCustomDomain,
  setEmailSubscriberOffer,
  setFavicon,
  setLogo,
  setPaymentProcessor,
  setSitewideBanner,
  setSitewidePopup,
} from './index';

describe.each(testEngines)('store settings from the dashboard on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let turboStore: Store;
  let other: Store;
  let owner: ServiceContext;
  let staffWithoutSettings: ServiceContext;
  let otherOwner: ServiceContext;
  let turboOwner: ServiceContext;
  let logoId: number;
  let pdfId: number;
  let otherStoreImageId: number;

  const settingsRow = async (id = store.id) =>
    (await database.db.select().from(subdomains).where(eq(subdomains.divisionId, id)))[0];

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const db = database.db;
    await db.insert(currencies).values(
      ['GBP', 'EUR', 'USD'].map((code) => ({
        code,
        name: code,
        symbol: code,
        symbolAlign: 'left' as const,
        decimalPoint: '.',
        thousandsSeparator: ',',
        minorUnits: 2,
        conversionRate: '1',
      })),
    );
    store = await createTestStore(db, { subdomain: 'settings-admin' });
    other = await createTestStore(db, { subdomain: 'settings-admin-other' });
    const [turbo] = await db
      .insert(manufacturers)
      .values({ hash: 'turbo-maker', name: 'Turbo maker', isTurbo: true })
      .returning();
    const turboBase = await createTestStore(db, { subdomain: 'settings-admin-turbo' });
    await db.update(divisions).set({ manufacturerId: turbo?.id }).where(eq(divisions.id, turboBase.id));
    turboStore = (await loadStore(db, { id: turboBase.id })) as Store;
    const person = await createTestCustomer(db, { stores: [{ divisionId: store.id, role: 'owner' }] });
    owner = customerContext(db, store, person);
    const staff = await createTestCustomer(db, {
      stores: [{ divisionId: store.id, role: 'staff', permissions: ['products'] }],
    });
    staffWithoutSettings = customerContext(db, store, staff);
    const stranger = await createTestCustomer(db, { stores: [{ divisionId: other.id, role: 'owner' }] });
    otherOwner = customerContext(db, store, stranger);
    const turboPerson = await createTestCustomer(db, {
      stores: [{ divisionId: turboStore.id, role: 'owner' }],
    });
    turboOwner = customerContext(db, turboStore, turboPerson);
    const files = await db
      .insert(mediaFiles)
      .values([
        { divisionId: store.id, name: 'logo.png', path: '/media/library/1/logo.png', mimeType: 'image/png' },
        {
          divisionId: store.id,
          name: 'menu.pdf',
          path: '/media/library/1/menu.pdf',
          mimeType: 'application/pdf',
        },
        {
          divisionId: other.id,
          name: 'theirs.png',
          path: '/media/library/2/theirs.png',
          mimeType: 'image/png',
        },
      ])
      .returning();
    [logoId, pdfId, otherStoreImageId] = files.map((file) => file.id) as [number, number, number];
  });

  afterAll(async () => {
    await database.close();
  });

  it("answers 404 for another owner's store and 403 for a team member without 'settings'", async () => {
    await expect(readDashboardSettings(otherOwner)).rejects.toMatchObject({
      status: 404,
      message: STORE_ADMIN_MESSAGES.noSuchStore,
    });
    await expect(setCompanyName(otherOwner, { companyName: 'Taken over' })).rejects.toMatchObject({
      status: 404,
    });
    await expect(setAnnouncement(staffWithoutSettings, { text: 'Hi' })).rejects.toMatchObject({
      status: 403,
      message: STORE_ADMIN_MESSAGES.missingPermission('settings'),
    });
    const [division] = await database.db.select().from(divisions).where(eq(divisions.id, store.id));
    expect(division?.companyName).not.toBe('Taken over');
  });

  it('renames the company (the division) and refuses an empty or overlong name with §5 messages', async () => {
    await expect(setCompanyName(owner, { companyName: '  Acme Tees  ' })).resolves.toEqual({
      message: 'The company name is saved.',
    });
    const [division] = await database.db.select().from(divisions).where(eq(divisions.id, store.id));
    expect(division?.companyName).toBe('Acme Tees');
    await expect(setCompanyName(owner, { companyName: '   ' })).rejects.toMatchObject({
      status: 422,
      errors: { companyName: ['This field is required'] },
    });
    await expect(setCompanyName(owner, { companyName: 'x'.repeat(61) })).rejects.toMatchObject({
      errors: { companyName: ['Must contain no more than 60 characters'] },
    });
  });

  it("sets the logo and favicon from the store's own library images only", async () => {
    await setLogo(owner, { mediaFileId: String(logoId) });
    await setFavicon(owner, { mediaFileId: logoId });
    const [division] = await database.db.select().from(divisions).where(eq(divisions.id, store.id));
    expect(division?.logo).toBe('/media/library/1/logo.png');
    expect((await settingsRow())?.favicon).toBe('/media/library/1/logo.png');
    await expect(setLogo(owner, { mediaFileId: otherStoreImageId })).rejects.toMatchObject({
      status: 422,
      errors: { mediaFileId: [SETTINGS_MESSAGES.noSuchFile] },
    });
    await expect(setLogo(owner, { mediaFileId: pdfId })).rejects.toMatchObject({
      errors: { mediaFileId: [SETTINGS_MESSAGES.notAnImage] },
    });
  });

  it('sets the announcement, checks its link and colours, and removes it when the text is empty', async () => {
    await setAnnouncement(owner, {
      text: 'Free delivery',
      href: '/collection/sale/',
      backgroundColor: '000',
    });
    expect((await settingsRow())?.announcement).toEqual({
      text: 'Free delivery',
      href: '/collection/sale/',
      backgroundColor: '#000',
    });
    await expect(setAnnouncement(owner, { text: 'x', href: 'javascript:alert(1)' })).rejects.toMatchObject({
      errors: { href: [SETTINGS_MESSAGES.link] },
    });
    await expect(setAnnouncement(owner, { text: 'x', textColor: 'red' })).rejects.toMatchObject({
      errors: { textColor: [SETTINGS_MESSAGES.colour] },
    });
    await setAnnouncement(owner, { text: '' });
    expect((await settingsRow())?.announcement).toBeNull();
  });

  it('turns the sitewide banner and popup on only with their text', async () => {
    await expect(setSitewideBanner(owner, { enabled: 'on', text: '' })).rejects.toMatchObject({
      errors: { text: ['This field is required'] },
    });
    await setSitewideBanner(owner, { enabled: 'on', text: 'Sale now on' });
    expect((await settingsRow())?.sitewideBanner).toMatchObject({ enabled: true, text: 'Sale now on' });
    await expect(setSitewidePopup(owner, { enabled: 'on', heading: '' })).rejects.toMatchObject({
      errors: { heading: ['This field is required'] },
    });
    await setSitewidePopup(owner, { enabled: 'on', heading: 'Join us', description: '10% off' });
    expect((await settingsRow())?.sitewidePopup).toEqual({
      enabled: true,
      heading: 'Join us',
      description: '10% off',
    });
  });

  it('adds search redirects once per term (any case) and removes them', async () => {
    await addSearchRedirect(owner, { searchTerm: 'Hoodies', destinationUrl: '/collection/hoodies/' });
    await expect(
      addSearchRedirect(owner, { searchTerm: 'hoodies ', destinationUrl: '/elsewhere/' }),
    ).rejects.toMatchObject({ status: 422, errors: { searchTerm: [SETTINGS_MESSAGES.searchTermTaken] } });
    await expect(addSearchRedirect(owner, { searchTerm: 'x', destinationUrl: '' })).rejects.toMatchObject({
      errors: { destinationUrl: ['This field is required'] },
    });
    expect((await settingsRow())?.searchRedirects).toEqual([
      { searchTerm: 'Hoodies', destinationUrl: '/collection/hoodies/' },
    ]);
    await removeSearchRedirect(owner, { searchTerm: 'HOODIES' });
    expect((await settingsRow())?.searchRedirects).toEqual([]);
    await expect(removeSearchRedirect(owner, { searchTerm: 'Hoodies' })).rejects.toMatchObject({
      status: 409,
      message: SETTINGS_MESSAGES.noSuchRedirect,
    });
  });

  it('offers only known currencies, always with the store currency, and keeps the other plugins', async () => {
    await setCookiePolicy(owner, { enabled: 'on', message: 'We use cookies', allowEssentialOnly: 'on' });
    await setCurrencyPlugin(owner, { enabled: 'on', 'offer-usd': 'on', 'offer-EUR': 'on' });
    await expect(setCurrencyPlugin(owner, { enabled: 'on', 'offer-XYZ': 'on' })).rejects.toMatchObject({
      errors: { offered: [SETTINGS_MESSAGES.currencyUnknown] },
    });
    await setEmailSubscriberOffer(owner, {});
    await setChristmasBanner(owner, { enabled: 'on', backgroundColor: '#123456', textColor: 'fff' });
    expect((await settingsRow())?.plugins).toEqual({
      currency: { enabled: true, main: 'GBP', list: 'GBP,EUR,USD' },
      'cookie-policy': { enabled: true, message: 'We use cookies', allowEssentialOnly: true },
      'email-subscriber-offer': { enabled: false, heading: '', description: '', discount: '' },
      'christmas-banner': { disabled: false, backgroundColor: '#123456', textColor: '#fff' },
    });
    const read = await readDashboardSettings(owner);
    expect(read.currencies.map((currency) => currency.code)).toEqual(['EUR', 'GBP', 'USD']);
  });

  it('keeps Christmas dates in date order, refuses a bad date and removes one by position', async () => {
    await addChristmasCutoff(owner, { region: 'UK', service: 'Express', date: '2026-12-21' });
    await addChristmasCutoff(owner, { region: 'UK', service: 'Standard', date: '2026-12-18' });
    await expect(
      addChristmasCutoff(owner, { region: 'UK', service: 'Standard', date: '18/12/2026' }),
    ).rejects.toMatchObject({ errors: { date: [SETTINGS_MESSAGES.date] } });
    expect((await settingsRow())?.christmasCutoffDates.map((cutoff) => cutoff.service)).toEqual([
      'Standard',
      'Express',
    ]);
    await removeChristmasCutoff(owner, { index: '0' });
    expect((await settingsRow())?.christmasCutoffDates.map((cutoff) => cutoff.service)).toEqual(['Express']);
  });

  it('lets only turbo stores and internal users set a custom domain, valid and unique', async () => {
    await expect(setCustomDomain(owner, { customDomainName: 'shop.acme.com' })).rejects.toMatchObject({
      status: 403,
      message: SETTINGS_MESSAGES.customDomainTurboOnly,
    });
    expect((await readDashboardSettings(owner)).mayUseCustomDomain).toBe(false);
    await setCustomDomain(turboOwner, { customDomainName: 'https://Shop.Acme.com/' });
    expect((await settingsRow(turboStore.id))?.customDomainName).toBe('shop.acme.com');
    await expect(setCustomDomain(turboOwner, { customDomainName: 'not a domain' })).rejects.toMatchObject({
      errors: { customDomainName: ['Please enter a valid domain'] },
    });
    await expect(setCustomDomain(turboOwner, { customDomainName: 'evil.localhost' })).rejects.toMatchObject({
      errors: { customDomainName: [SETTINGS_MESSAGES.domainIsPlatform] },
    });
    const internal = { ...owner, actor: { ...owner.actor, internal: true } } as ServiceContext;
    await expect(setCustomDomain(internal, { customDomainName: 'SHOP.acme.com' })).rejects.toMatchObject({
      errors: { customDomainName: [SETTINGS_MESSAGES.domainTaken] },
    });
    await setCustomDomain(internal, { customDomainName: 'acme-two.com' });
    expect((await settingsRow())?.customDomainName).toBe('acme-two.com');
    await setCustomDomain(internal, { customDomainName: '' });
    expect((await settingsRow())?.customDomainName).toBeNull();
  });

  it('stores custom code and lets only internal users switch to a direct payment processor', async () => {
    await setCustomCode(owner, { head: '<meta name="x">', body: '' });
    expect((await settingsRow())?.customCode).toEqual({ head: '<meta name="x">', body: '' });
    await expect(setPaymentProcessor(owner, { type: 'direct' })).rejects.toMatchObject({
      status: 403,
      message: SETTINGS_MESSAGES.directProcessorInternalOnly,
    });
    await expect(setPaymentProcessor(owner, { type: 'paypal' })).rejects.toMatchObject({ status: 422 });
    const internal = { ...owner, actor: { ...owner.actor, internal: true } } as ServiceContext;
    await setPaymentProcessor(internal, { type: 'direct' });
    expect((await settingsRow())?.paymentProcessor.type).toBe('direct');
    await setPaymentProcessor(owner, { type: 'teemill' });
    expect((await settingsRow())?.paymentProcessor.type).toBe('teemill');
  });

  it("never writes another store's settings", async () => {
    const before = await settingsRow(other.id);
    await expect(setAnnouncement(otherOwner, { text: 'Hijack' })).rejects.toMatchObject({ status: 404 });
    await expect(
      addSearchRedirect(otherOwner, { searchTerm: 'a', destinationUrl: '/b/' }),
    ).rejects.toMatchObject({
      status: 404,
    });
    expect(await settingsRow(other.id)).toEqual(before);
  });
});
