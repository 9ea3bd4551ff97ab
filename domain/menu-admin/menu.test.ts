import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_LIMITS, MENU_MESSAGES } from '../../core/store';
import { collections } from '../catalog';
import { blogPosts } from '../content';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { type Store, subdomains } from '../stores';
import { createTestPage, createTestProduct, visitorContext } from '../testing/fixtures';
import { createStoreTeam } from '../testing/store-team';
import { appendMenuItem, readMenu, saveMenu, searchLinkTargets } from './index';

describe.each(testEngines)('the main menu in the dashboard on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;
  let owner: ServiceContext;
  let productsStaff: ServiceContext;
  let otherOwner: ServiceContext;

  const storedMenu = async (divisionId: number) => {
    const [row] = await database.db
      .select({ mainMenu: subdomains.mainMenu })
      .from(subdomains)
      .where(eq(subdomains.divisionId, divisionId));
    return row?.mainMenu;
  };

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const db = database.db;
    const team = await createStoreTeam(db, {
      subdomain: 'menu-admin',
      settings: { mainMenu: [{ text: 'Shop', href: '/collection/all/' }] },
    });
    ({ store, other, owner, otherOwner } = team);
    productsStaff = await team.staff(['products']);
    await createTestProduct(db, store.id, { name: 'Harbour Hoodie', urlName: 'harbour-hoodie' });
    await createTestProduct(db, other.id, { name: 'Harbour Cap', urlName: 'harbour-cap' });
    await db.insert(collections).values([
      { divisionId: store.id, name: 'Harbour Days', urlName: 'harbour-days' },
      { divisionId: other.id, name: 'Harbour Nights', urlName: 'harbour-nights' },
    ]);
    await db.insert(blogPosts).values([
      { divisionId: store.id, urlName: 'harbour-walk', title: 'A harbour walk' },
      { divisionId: store.id, urlName: 'harbour-draft', title: 'A harbour draft', published: false },
    ]);
    await createTestPage(db, store.id, {
      url: '/harbour-story/',
      properties: { title: 'Our harbour story' },
    });
  });
  afterAll(async () => {
    await database.close();
  });

  it('saves a nested menu with sub-menus and segments, trimmed, and reads it back', async () => {
    const saved = await saveMenu(owner, [
      {
        text: ' Shop ',
        href: '/collection/all/',
        submenu: [
          { text: 'Tees', href: '/collection/tees/' },
          { text: 'Wholesale', href: 'https://example.com/wholesale' },
        ],
        segments: [{ title: 'Ideas', mode: 'list', items: [{ text: 'Chat', link: '@open-chat' }] }],
      },
      { text: 'Studio', href: '/studio/', submenu: [] },
    ]);
    expect(saved).toEqual([
      {
        text: 'Shop',
        href: '/collection/all/',
        submenu: [
          { text: 'Tees', href: '/collection/tees/' },
          { text: 'Wholesale', href: 'https://example.com/wholesale' },
        ],
        segments: [{ title: 'Ideas', mode: 'list', items: [{ text: 'Chat', link: '@open-chat' }] }],
      },
      { text: 'Studio', href: '/studio/' },
    ]);
    expect(await readMenu(owner)).toEqual(saved);
    expect(await storedMenu(store.id)).toEqual(saved);
  });

  it('refuses a bad menu with §5 messages by item, and keeps the one saved before', async () => {
    const before = await storedMenu(store.id);
    await expect(
      saveMenu(owner, [
        { text: '', href: 'javascript:alert(1)' },
        { text: 'x'.repeat(MENU_LIMITS.text + 1), href: 'not a url' },
        {
          text: 'Deep',
          href: '/a/',
          submenu: [{ text: 'B', href: '/b/', submenu: [{ text: 'C', href: '/c/' }] }],
        },
      ]),
    ).rejects.toMatchObject({
      status: 422,
      errors: {
        '0.text': ['This field is required'],
        '0.href': ['Please enter a valid url'],
        '1.text': ['Must contain no more than 40 characters'],
        '1.href': ['Please enter a valid url'],
        '2.submenu.0.submenu': [MENU_MESSAGES.tooDeep],
      },
    });
    const tooMany = Array.from({ length: MENU_LIMITS.topItems + 1 }, (_, index) => ({
      text: `Item ${index}`,
      href: `/item-${index}/`,
    }));
    await expect(saveMenu(owner, tooMany)).rejects.toMatchObject({
      errors: { _: [MENU_MESSAGES.tooManyTop] },
    });
    expect(await storedMenu(store.id)).toEqual(before);
  });

  it('adds an item at the end once: the same link again or a full menu is a 409', async () => {
    await saveMenu(owner, [
      { text: 'Shop', href: '/collection/all/', submenu: [{ text: 'Tees', href: '/collection/tees/' }] },
    ]);
    expect(await appendMenuItem(owner, { text: 'About', href: '/about/' })).toHaveLength(2);
    await expect(
      appendMenuItem(owner, { text: 'Tees again', href: '/collection/tees' }),
    ).rejects.toMatchObject({
      status: 409,
      message: MENU_MESSAGES.alreadyThere,
    });
    await saveMenu(
      owner,
      Array.from({ length: MENU_LIMITS.topItems }, (_, index) => ({
        text: `Item ${index}`,
        href: `/item-${index}/`,
      })),
    );
    await expect(appendMenuItem(owner, { text: 'One more', href: '/one-more/' })).rejects.toMatchObject({
      status: 409,
      message: MENU_MESSAGES.full,
    });
  });

  it("offers this store's products, collections, pages and published posts, with actions and studio links", async () => {
    const choices = await searchLinkTargets(owner, 'harbour');
    expect(choices).toEqual([
      { text: 'Harbour Days', href: '/collection/harbour-days/', type: 'collection' },
      { text: 'Harbour Hoodie', href: '/product/harbour-hoodie/', type: 'product' },
      { text: 'Our harbour story', href: '/harbour-story/', type: 'page' },
      { text: 'A harbour walk', href: '/blog/harbour-walk/', type: 'blog' },
    ]);
    const everything = await searchLinkTargets(owner, '');
    expect(everything).toContainEqual({ text: 'Chat with us', href: '@open-chat', type: 'action' });
    expect(everything).toContainEqual({ text: 'Design studio', href: '/studio/', type: 'studio' });
    expect(everything).toContainEqual({ text: 'Blog', href: '/blog/', type: 'blog' });
    expect(await searchLinkTargets(owner, '100%_')).toEqual([]);
  });

  it("needs the pages permission (403); another store's owner or a visitor gets 404", async () => {
    await expect(readMenu(productsStaff)).rejects.toMatchObject({ status: 403 });
    await expect(saveMenu(productsStaff, [])).rejects.toMatchObject({ status: 403 });
    await expect(saveMenu({ ...otherOwner, store }, [])).rejects.toMatchObject({ status: 404 });
    await expect(searchLinkTargets({ ...otherOwner, store }, '')).rejects.toMatchObject({ status: 404 });
    await expect(readMenu(visitorContext(database.db, store))).rejects.toMatchObject({ status: 404 });
    expect(await storedMenu(store.id)).not.toEqual([]);
    expect(await readMenu(otherOwner)).toEqual([]);
  });
});
