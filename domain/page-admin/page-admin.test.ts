import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ADMIN_MESSAGES as M, PAGE_TEMPLATES } from '../../core/page-admin';
import { createTestCustomer, customerContext } from '../accounts/testing';
import { mediaFiles } from '../content';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { PAGE_MESSAGES, pages } from '../pages';
import { STORE_ADMIN_MESSAGES } from '../store-admin';
import type { Store } from '../stores';
import { failure } from '../testing/failure';
import { createTestPage, createTestStore } from '../testing/fixtures';
import {
  createStorePage,
  deleteStorePage,
  duplicateStorePage,
  listAdminPages,
  ogImageChoices,
  pageTemplateChoices,
  readAdminPage,
  savePageSettings,
  setHomepage,
  setPagePublished,
} from './index';

describe.each(testEngines)('the Pages area of the dashboard on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;
  let owner: ServiceContext;
  let pagesStaff: ServiceContext;
  let ordersStaff: ServiceContext;
  let otherOwner: ServiceContext;
  let homeId: number;
  let foreignId: number;

  const livePages = async (storeId: number) =>
    database.db
      .select()
      .from(pages)
      .where(and(eq(pages.divisionId, storeId), isNull(pages.deletedAt)));
  const rowOf = async (id: number) => (await database.db.select().from(pages).where(eq(pages.id, id)))[0];
  const settingsOf = async (id: number, changes: Record<string, string> = {}) => {
    const page = await readAdminPage(owner, id);
    return {
      version: String(page.version),
      title: page.title,
      url: page.url,
      description: page.description,
      ogImage: page.ogImage ?? '',
      ...(page.published ? { published: 'on' } : {}),
      ...(page.sitemap ? { sitemap: 'on' } : {}),
      ...(page.isSearchable ? { isSearchable: 'on' } : {}),
      loginState: page.loginState,
      ...(page.homepage ? { isHomepage: 'true' } : {}),
      ...changes,
    };
  };

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const db = database.db;
    store = await createTestStore(db, { subdomain: 'page-admin' });
    other = await createTestStore(db, { subdomain: 'page-admin-other' });
    const customer = (storeId: number, role: 'owner' | 'staff' = 'owner', permissions: string[] = []) =>
      createTestCustomer(db, { stores: [{ divisionId: storeId, role, permissions }] });
    owner = customerContext(db, store, await customer(store.id));
    pagesStaff = customerContext(db, store, await customer(store.id, 'staff', ['pages']));
    ordersStaff = customerContext(db, store, await customer(store.id, 'staff', ['orders']));
    otherOwner = customerContext(db, other, await customer(other.id));
    homeId = (await createTestPage(db, store.id, { flags: { homepage: true } })).id;
    await createTestPage(db, store.id, { url: '/about/', properties: { title: 'About us' } });
    foreignId = (await createTestPage(db, other.id, { url: '/theirs/', properties: { title: 'Theirs' } })).id;
    await db.insert(mediaFiles).values([
      { divisionId: store.id, name: 'Hills', path: '/media/og/hills.webp', mimeType: 'image/webp' },
      { divisionId: store.id, name: 'Terms', path: '/media/files/terms.pdf', mimeType: 'application/pdf' },
      { divisionId: other.id, name: 'Theirs', path: '/media/og/theirs.webp', mimeType: 'image/webp' },
    ]);
  });
  afterAll(async () => {
    await database.close();
  });

  it('lists the store’s pages, the homepage first, searchable by title or address', async () => {
    const list = await listAdminPages(owner);
    expect(list[0]).toMatchObject({ id: homeId, url: '/', homepage: true, published: true });
    expect(list.map((page) => page.url)).toContain('/about/');
    expect(list.some((page) => page.url === '/theirs/')).toBe(false);
    expect(Date.parse(list[0]?.updatedAt ?? '')).not.toBeNaN();
    expect((await listAdminPages(owner, 'ABOUT')).map((page) => page.url)).toEqual(['/about/']);
    expect((await listAdminPages(owner, '/abo')).map((page) => page.url)).toEqual(['/about/']);
    expect(await listAdminPages(owner, 'nothing like it')).toEqual([]);
  });

  it('offers every template by name with one line, and the store’s images for the social image', async () => {
    const templates = await pageTemplateChoices(owner);
    expect(templates.map((template) => template.name)).toEqual(PAGE_TEMPLATES.map((t) => t.name));
    for (const template of templates) expect(template.description.length).toBeGreaterThan(10);
    expect(await ogImageChoices(owner)).toEqual([
      { path: '/media/og/hills.webp', name: 'Hills', width: null, height: null },
    ]);
  });

  it('creates a page from each template with a normalised address; blank has no blocks', async () => {
    for (const template of PAGE_TEMPLATES) {
      const created = await createStorePage(owner, {
        template: template.id,
        title: `${template.name} page`,
        url: ` Tmpl/${template.id.toUpperCase()} Page `,
      });
      expect(created.url).toBe(`/tmpl/${template.id}-page/`);
      const row = await rowOf(created.id);
      expect(row?.properties.title).toBe(`${template.name} page`);
      expect(row?.blocks.length).toBe(template.id === 'blank' ? 0 : template.blocks('x').length);
      if (template.id !== 'blank') expect(row?.blocks.every((block) => block.template)).toBe(true);
    }
    const fromTitle = await createStorePage(pagesStaff, { title: 'Size Guide!' });
    expect(fromTitle.url).toBe('/size-guide/');
  });

  it('refuses bad input with the exact message and writes nothing', async () => {
    const before = (await livePages(store.id)).length;
    const cases: [Record<string, string>, string, string][] = [
      [{ title: '' }, 'title', M.titleRequired],
      [{ title: 'Home again', url: '/' }, 'url', M.pathIsHome],
      [{ title: 'Dots', url: '!!!' }, 'url', M.pathEmpty],
      [{ title: 'Odd', template: 'nope' }, 'template', M.unknownTemplate],
      [{ title: 'About again', url: 'About' }, 'url', PAGE_MESSAGES.urlTaken],
    ];
    for (const [form, field, message] of cases) {
      const error = await failure(createStorePage(owner, form));
      expect([error.status, error.errors?.[field]]).toEqual([422, [message]]);
    }
    expect((await livePages(store.id)).length).toBe(before);
  });

  it('saves settings at the loaded version; a stale form is the 409 and changes nothing', async () => {
    const { id } = await createStorePage(owner, { title: 'Settings', url: '/settings-page/' });
    const form = await settingsOf(id, {
      title: 'Our settings',
      url: 'Settings/Renamed',
      description: 'What we do',
      ogImage: '/media/og/hills.webp',
      loginState: 'logged-in',
    });
    delete (form as Record<string, string>).sitemap;
    delete (form as Record<string, string>).isSearchable;
    const saved = await savePageSettings(owner, id, form);
    expect(saved).toMatchObject({ url: '/settings/renamed/', version: 2 });
    expect(await readAdminPage(owner, id)).toMatchObject({
      title: 'Our settings',
      url: '/settings/renamed/',
      description: 'What we do',
      ogImage: '/media/og/hills.webp',
      sitemap: false,
      isSearchable: false,
      loginState: 'logged-in',
      published: true,
    });
    const stale = await failure(savePageSettings(owner, id, { ...form, title: 'Stale' }));
    expect([stale.status, stale.message]).toEqual([409, PAGE_MESSAGES.versionConflict]);
    expect((await rowOf(id))?.properties.title).toBe('Our settings');
  });

  it('refuses bad settings with the exact message and writes nothing', async () => {
    const { id } = await createStorePage(owner, { title: 'Careful', url: '/careful/' });
    const cases: [Record<string, string>, string, string][] = [
      [{ title: ' ' }, 'title', M.titleRequired],
      [{ url: '/about/' }, 'url', PAGE_MESSAGES.urlTaken],
      [{ ogImage: '/media/og/theirs.webp' }, 'ogImage', M.ogImageUnknown],
      [{ ogImage: '/media/files/terms.pdf' }, 'ogImage', M.ogImageUnknown],
      [{ loginState: 'robots' }, 'loginState', M.loginStateUnknown],
      [{ version: 'x' }, 'version', M.versionMissing],
      [{ isHomepage: 'true' }, 'url', M.pathIsHome],
    ];
    for (const [changes, field, message] of cases) {
      const error = await failure(savePageSettings(owner, id, await settingsOf(id, changes)));
      expect([error.status, error.errors?.[field]]).toEqual([422, [message]]);
    }
    expect(await rowOf(id)).toMatchObject({ version: 1, url: '/careful/', properties: { title: 'Careful' } });
  });

  it('keeps the homepage at / whatever address its form sends', async () => {
    const form = await settingsOf(homeId, { title: 'Welcome', url: '/elsewhere/' });
    await savePageSettings(owner, homeId, form);
    expect(await readAdminPage(owner, homeId)).toMatchObject({ url: '/', title: 'Welcome', homepage: true });
  });

  it('publishes and unpublishes at the loaded version', async () => {
    const { id } = await createStorePage(owner, { title: 'Draftable' });
    expect(await setPagePublished(owner, id, { version: '1', published: 'false' })).toEqual({
      id,
      published: false,
    });
    expect((await rowOf(id))?.published).toBe(false);
    const stale = await failure(setPagePublished(owner, id, { version: '1', published: 'true' }));
    expect(stale.status).toBe(409);
    await setPagePublished(owner, id, { version: '2', published: 'true' });
    expect((await rowOf(id))?.published).toBe(true);
  });

  it('duplicates a page at a free -copy address, unpublished, never as the homepage', async () => {
    const { id } = await createStorePage(owner, { template: 'faq', title: 'Help', url: '/help/' });
    const first = await duplicateStorePage(owner, id);
    expect(first.url).toBe('/help-copy/');
    const second = await duplicateStorePage(owner, id);
    expect(second.url).toBe('/help-copy-2/');
    const [original, copy] = [await rowOf(id), await rowOf(first.id)];
    expect(copy).toMatchObject({ published: false, properties: { title: 'Help (copy)' } });
    expect(copy?.blocks.map((block) => block.type)).toEqual(original?.blocks.map((block) => block.type));
    const homeCopy = await duplicateStorePage(owner, homeId);
    expect(homeCopy.url).toBe('/home-copy/');
    expect(await readAdminPage(owner, homeCopy.id)).toMatchObject({ homepage: false });
  });

  it('sets a page as the homepage: it takes /, the previous one moves away unflagged, exactly one home', async () => {
    const { id } = await createStorePage(owner, { template: 'showcase', title: 'Launch', url: '/launch/' });
    await setPagePublished(owner, id, { version: '1', published: 'false' });
    const stale = await failure(setHomepage(owner, id, { version: '7' }));
    expect([stale.status, stale.message]).toEqual([409, PAGE_MESSAGES.versionConflict]);
    expect(await setHomepage(owner, id, { version: '2' })).toEqual({ id, previousUrl: '/previous-home/' });
    expect(await rowOf(id)).toMatchObject({ url: '/', published: true, flags: { homepage: true } });
    const homes = (await listAdminPages(owner)).filter((page) => page.homepage);
    expect(homes.map((page) => [page.id, page.url])).toEqual([[id, '/']]);
    const previous = await rowOf(homeId);
    expect(previous).toMatchObject({ url: '/previous-home/' });
    expect(previous?.flags.homepage).toBeUndefined();
    // Back again: the launch page moves to /previous-home-2/.
    const back = await setHomepage(owner, homeId, { version: String(previous?.version) });
    expect(back.previousUrl).toBe('/previous-home-2/');
    expect((await listAdminPages(owner)).filter((page) => page.homepage).map((page) => page.id)).toEqual([
      homeId,
    ]);
    // Setting the homepage as homepage changes nothing.
    const home = await readAdminPage(owner, homeId);
    expect(await setHomepage(owner, homeId, { version: String(home.version) })).toEqual({
      id: homeId,
      previousUrl: null,
    });
  });

  it('deletes a page only when confirmed; the homepage is refused with the page model’s message', async () => {
    const { id } = await createStorePage(owner, { title: 'Short lived' });
    const unconfirmed = await failure(deleteStorePage(owner, id, {}));
    expect([unconfirmed.status, unconfirmed.errors?.confirm]).toEqual([422, [M.confirmDelete]]);
    expect((await rowOf(id))?.deletedAt).toBeNull();
    const home = await failure(deleteStorePage(owner, homeId, { confirm: 'yes' }));
    expect([home.status, home.message]).toEqual([422, PAGE_MESSAGES.homepageNotDeletable]);
    expect(PAGE_MESSAGES.homepageNotDeletable).toBe("The homepage can't be deleted");
    expect((await rowOf(homeId))?.deletedAt).toBeNull();
    expect(await deleteStorePage(owner, id, { confirm: 'yes' })).toEqual({ id, title: 'Short lived' });
    expect((await rowOf(id))?.deletedAt).not.toBeNull();
  });

  it('treats another store’s page as one that does not exist (404) and changes nothing', async () => {
    for (const attempt of [
      () => readAdminPage(owner, foreignId),
      () => savePageSettings(owner, foreignId, { version: '1', title: 'Mine', loginState: 'everyone' }),
      () => setPagePublished(owner, foreignId, { version: '1', published: 'false' }),
      () => duplicateStorePage(owner, foreignId),
      () => setHomepage(owner, foreignId, { version: '1' }),
      () => deleteStorePage(owner, foreignId, { confirm: 'yes' }),
    ]) {
      const error = await failure(attempt());
      expect([error.status, error.message]).toEqual([404, PAGE_MESSAGES.notFound]);
    }
    expect(await rowOf(foreignId)).toMatchObject({ version: 1, url: '/theirs/', deletedAt: null });
    expect((await livePages(other.id)).length).toBe(1);
    // And the other store's owner cannot reach this store's area at all.
    const error = await failure(listAdminPages({ ...otherOwner, store }));
    expect([error.status, error.message]).toEqual([404, STORE_ADMIN_MESSAGES.noSuchStore]);
  });

  it('refuses a team member without the pages permission (403) in every service', async () => {
    const before = (await livePages(store.id)).length;
    for (const attempt of [
      () => listAdminPages(ordersStaff),
      () => readAdminPage(ordersStaff, homeId),
      () => pageTemplateChoices(ordersStaff),
      () => createStorePage(ordersStaff, { title: 'Sneaky' }),
      () => duplicateStorePage(ordersStaff, homeId),
      () => deleteStorePage(ordersStaff, homeId, { confirm: 'yes' }),
    ]) {
      const error = await failure(attempt());
      expect([error.status, error.message]).toEqual([403, STORE_ADMIN_MESSAGES.missingPermission('pages')]);
    }
    expect((await livePages(store.id)).length).toBe(before);
  });
});
