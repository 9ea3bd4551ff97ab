import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../catalog';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { type Store, subdomains } from '../stores';
import { createTestProduct } from '../testing/fixtures';
import { createStoreTeam } from '../testing/store-team';
import { applyTheme, checkThemePreview, readThemeAdmin, saveThemeOverrides } from './index';

describe.each(testEngines)('the theme selector and editor on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;
  let owner: ServiceContext;
  let designer: ServiceContext;
  let productsStaff: ServiceContext;
  let otherOwner: ServiceContext;

  const stored = async (divisionId: number) => {
    const [row] = await database.db
      .select({ theme: subdomains.theme, overrides: subdomains.themeOverrides })
      .from(subdomains)
      .where(eq(subdomains.divisionId, divisionId));
    return row;
  };

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const db = database.db;
    const team = await createStoreTeam(db, { subdomain: 'theme-admin' });
    ({ store, other, owner, otherOwner } = team);
    designer = await team.staff(['themes']);
    productsStaff = await team.staff(['products']);
    await createTestProduct(db, store.id, { name: 'Harbour Hoodie', urlName: 'harbour-hoodie' });
    await db
      .insert(collections)
      .values({ divisionId: store.id, name: 'Harbour Days', urlName: 'harbour-days' });
  });
  afterAll(async () => {
    await database.close();
  });

  it('reads the theme, its overrides, the store origin and pages to preview', async () => {
    const state = await readThemeAdmin(owner);
    expect(state).toMatchObject({ theme: 'teemill', overrides: {} });
    expect(state.origin).toMatch(/^https?:\/\/theme-admin\./);
    expect(state.previewPages).toEqual([
      { label: 'Home page', path: '/' },
      { label: 'Collection: Harbour Days', path: '/collection/harbour-days/' },
      { label: 'Product: Harbour Hoodie', path: '/product/harbour-hoodie/' },
    ]);
  });

  it('applies a named theme in one write, clearing the overrides made for the old one', async () => {
    await database.db
      .update(subdomains)
      .set({ themeOverrides: { 'primary.color': '#123456' } })
      .where(eq(subdomains.divisionId, store.id));
    expect(await applyTheme(owner, { theme: 'charcoal' })).toEqual({
      message: 'Your store now uses the Charcoal theme.',
    });
    expect(await stored(store.id)).toEqual({ theme: 'charcoal', overrides: {} });
    expect((await stored(other.id))?.theme).toBe('teemill');
  });

  it('refuses a deprecated or unknown theme, changing nothing', async () => {
    for (const theme of ['mocha', 'nope', 'constructor', ''])
      await expect(applyTheme(owner, { theme })).rejects.toMatchObject({
        status: 422,
        message: 'Choose one of the themes shown.',
      });
    expect((await stored(store.id))?.theme).toBe('charcoal');
  });

  it('saves the overrides in one write, hex colours normalised, references kept', async () => {
    expect(
      await saveThemeOverrides(designer, {
        'primary.color': '#FFEE00',
        'button.primary.background': '$text.color',
        'border.radius': '12px',
      }),
    ).toEqual({ message: 'Your theme settings are saved.' });
    expect(await stored(store.id)).toEqual({
      theme: 'charcoal',
      overrides: {
        'primary.color': '#ffee00',
        'button.primary.background': '$text.color',
        'border.radius': '12px',
      },
    });
  });

  it('refuses a bad colour with §5 message verbatim (422), writing nothing', async () => {
    const before = await stored(store.id);
    await expect(
      saveThemeOverrides(owner, { 'primary.color': '#12345', 'text.color': '#000000' }),
    ).rejects.toMatchObject({
      status: 422,
      message: 'not a valid hex string',
      errors: { 'overrides.primary.color': ['not a valid hex string'] },
    });
    await expect(saveThemeOverrides(owner, { 'primary.color': 'red' })).rejects.toMatchObject({
      status: 422,
      message: 'not a valid hex string',
    });
    await expect(saveThemeOverrides(owner, { 'primary.color': '$primary.color' })).rejects.toMatchObject({
      status: 422,
    });
    await expect(saveThemeOverrides(owner, { 'not.a.property': '1' })).rejects.toMatchObject({
      status: 422,
      message: 'not.a.property is not a theme property',
    });
    await expect(saveThemeOverrides(owner, ['#ffffff'])).rejects.toMatchObject({ status: 422 });
    expect(await stored(store.id)).toEqual(before);
  });

  it('checks a preview without writing it', async () => {
    const before = await stored(store.id);
    expect(
      await checkThemePreview(owner, { theme: 'neonCity', overrides: { 'primary.color': '#ABCDEF' } }),
    ).toEqual({ theme: 'neonCity', overrides: { 'primary.color': '#abcdef' } });
    await expect(
      checkThemePreview(owner, { theme: 'neonCity', overrides: { 'primary.color': 'blue' } }),
    ).rejects.toMatchObject({ status: 422, message: 'not a valid hex string' });
    await expect(checkThemePreview(owner, { theme: 'boho' })).rejects.toMatchObject({ status: 422 });
    expect(await stored(store.id)).toEqual(before);
  });

  it('answers 404 for another store and 403 for a team member without the themes permission', async () => {
    const before = await stored(store.id);
    await expect(readThemeAdmin({ ...otherOwner, store })).rejects.toMatchObject({ status: 404 });
    await expect(applyTheme({ ...otherOwner, store }, { theme: 'joy' })).rejects.toMatchObject({
      status: 404,
    });
    await expect(saveThemeOverrides({ ...otherOwner, store }, {})).rejects.toMatchObject({ status: 404 });
    await expect(checkThemePreview({ ...otherOwner, store }, { theme: 'joy' })).rejects.toMatchObject({
      status: 404,
    });
    await expect(readThemeAdmin(productsStaff)).rejects.toMatchObject({ status: 403 });
    await expect(applyTheme(productsStaff, { theme: 'joy' })).rejects.toMatchObject({ status: 403 });
    await expect(saveThemeOverrides(productsStaff, {})).rejects.toMatchObject({ status: 403 });
    expect(await stored(store.id)).toEqual(before);
  });
});
