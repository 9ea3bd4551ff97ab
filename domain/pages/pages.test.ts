import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../core/errors';
import { pageFromStored } from '../../core/pages';
import { createTestCustomer, customerContext as customerCtx } from '../accounts/testing';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { manufacturers, type Store } from '../stores';
import { failure } from '../testing/failure';
import { createTestPage, createTestStore, visitorContext } from '../testing/fixtures';
import {
  canEditPages,
  createPage,
  deletePage,
  getPage,
  getPageByUrl,
  listPageRouteMeta,
  listStorePages,
  PAGE_MESSAGES,
  PageReader,
  pages,
  readOnboarding,
  updatePage,
} from '.';
import { block, giveStoreProject } from './testing';

/** The AppError a promise rejects with (fails the test if it resolves). */
describe.each(testEngines)('pages service on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;
  let pro: Store;
  let owner: ServiceContext;
  let staff: ServiceContext;
  let staffWithoutPages: ServiceContext;
  let internal: ServiceContext;
  let stranger: ServiceContext;
  let otherOwner: ServiceContext;
  let proOwner: ServiceContext;
  let visitor: ServiceContext;

  const livePages = async (storeId: number) =>
    database.db
      .select()
      .from(pages)
      .where(and(eq(pages.divisionId, storeId), isNull(pages.deletedAt)));

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const db = database.db;
    store = await createTestStore(db, { subdomain: 'pagestore' });
    other = await createTestStore(db, { subdomain: 'otherstore' });
    pro = await createTestStore(db, { subdomain: 'prostore', settings: { isPro: true } });
    await giveStoreProject(db, store.id, [{ code: 'theme', unlocked: true, groups: ['sign-up'] }]);
    owner = customerCtx(db, store, await createTestCustomer(db, { stores: [{ divisionId: store.id }] }));
    staff = customerCtx(
      db,
      store,
      await createTestCustomer(db, {
        stores: [{ divisionId: store.id, role: 'staff', permissions: ['pages'] }],
      }),
    );
    staffWithoutPages = customerCtx(
      db,
      store,
      await createTestCustomer(db, {
        stores: [{ divisionId: store.id, role: 'staff', permissions: ['products', 'orders'] }],
      }),
    );
    internal = customerCtx(db, store, await createTestCustomer(db, { internal: true }), true);
    stranger = customerCtx(db, store, await createTestCustomer(db));
    const otherEditor = await createTestCustomer(db, { stores: [{ divisionId: other.id }] });
    otherOwner = customerCtx(db, other, otherEditor);
    proOwner = customerCtx(db, pro, await createTestCustomer(db, { stores: [{ divisionId: pro.id }] }));
    visitor = visitorContext(db, store);
  });
  afterAll(async () => {
    await database.close();
  });

  describe('create, read, update, delete', () => {
    it('creates a page: URL normalised, blocks validated and given their shape, version 1', async () => {
      const page = await createPage(owner, {
        url: 'About/Team',
        divisionId: store.id,
        properties: { title: 'The team' },
        blocks: [block('text', { text: '<p>Hello</p>', align: 'left' }), block('spacer')],
      });
      expect(page).toMatchObject({
        url: '/about/team/',
        divisionId: store.id,
        version: 1,
        layout: 'standard',
        published: true,
        sitemap: true,
        kind: 'subdomain',
        properties: { title: 'The team', loginState: 'everyone', ySpacing: 24 },
      });
      expect(page.id).toEqual(expect.any(Number));
      expect(page.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(page.blocks.map((entry) => entry.type)).toEqual(['text', 'spacer']);
      expect(page.blocks[0]?.properties).toMatchObject({ text: '<p>Hello</p>', align: 'left' });
      expect(await getPage(visitor, page.id!)).toEqual(page);
    });

    it('sanitises HTML on save', async () => {
      const page = await createPage(owner, {
        url: '/xss/',
        divisionId: store.id,
        blocks: [
          block('html', {
            html: '<p onclick="alert(1)">Hi</p><script>alert(1)</script><img src=x onerror=alert(1)>',
          }),
        ],
      });
      const [row] = await database.db.select().from(pages).where(eq(pages.id, page.id!));
      const html = String(row?.blocks[0]?.properties?.html);
      expect(html).toContain('<p>Hi</p>');
      expect(html).not.toMatch(/script|onclick|onerror|alert/);
    });

    it('updates a page: fields replaced, version + 1; staff may write too', async () => {
      const created = await createPage(owner, {
        url: '/update-me/',
        divisionId: store.id,
        properties: { title: 'Before' },
        blocks: [block('text', { text: 'one' })],
      });
      const updated = await updatePage(staff, created.id!, {
        properties: { title: 'After' },
        published: false,
      });
      expect(updated).toMatchObject({ id: created.id, uuid: created.uuid, version: 2, published: false });
      expect(updated.properties.title).toBe('After');
      expect(updated.blocks).toHaveLength(1);
      const moved = await updatePage(owner, created.id!, { url: '/Updated/' });
      expect(moved).toMatchObject({ url: '/updated/', version: 3, published: false });
    });

    it('refuses a stale version with 409 and keeps the newer save', async () => {
      const created = await createPage(owner, { url: '/concurrent/', divisionId: store.id });
      await updatePage(owner, created.id!, { version: 1, properties: { title: 'First' } });
      const error = await failure(
        updatePage(staff, created.id!, { version: 1, properties: { title: 'Second' } }),
      );
      expect(error.status).toBe(409);
      expect(error.message).toBe('This page was changed by someone else. Reload it to see the changes.');
      const page = await getPage(owner, created.id!);
      expect(page).toMatchObject({ version: 2, properties: { title: 'First' } });
      expect((await updatePage(staff, created.id!, { version: 2 })).version).toBe(3);
    });

    it('soft-deletes a page, which frees its address', async () => {
      const created = await createPage(owner, { url: '/short-lived/', divisionId: store.id });
      expect(await deletePage(owner, created.id!)).toEqual({ id: created.id, deleted: true });
      const [row] = await database.db.select().from(pages).where(eq(pages.id, created.id!));
      expect(row?.deletedAt).toBeInstanceOf(Date);
      expect(row?.flags.deleted).toBe(true);
      expect((await failure(getPage(owner, created.id!))).status).toBe(404);
      expect(await getPageByUrl(owner, '/short-lived/')).toBeNull();
      expect((await failure(deletePage(owner, created.id!))).message).toBe('Page not found');
      const again = await createPage(owner, { url: '/short-lived/', divisionId: store.id });
      expect(again.id).not.toBe(created.id);
    });

    it('keeps the mode the editor sent in the answer but stores pages as native', async () => {
      const page = await createPage(owner, { url: '/preview-made/', divisionId: store.id, mode: 'preview' });
      expect(page.mode).toBe('preview');
      expect((await getPage(owner, page.id!)).mode).toBe('native');
    });

    it('answers 404 for ids that name no page', async () => {
      for (const id of [0, -1, 1.5, 2 ** 40, 999_999]) {
        const error = await failure(getPage(owner, id));
        expect([error.status, error.message]).toEqual([404, 'Page not found']);
      }
    });
  });

  describe('validation', () => {
    it('lists every invalid field under "Page failed validation" and writes nothing', async () => {
      const before = await livePages(store.id);
      const error = await failure(
        createPage(owner, {
          url: '/invalid/',
          divisionId: store.id,
          layout: 'sideways',
          properties: { loginState: 'wizards', ySpacing: 1000 },
          blocks: [
            block('banner', { fontScale: 5 }),
            block('wizard'),
            block('iframe', { src: 'javascript:alert(1)' }),
            'not a block',
          ],
        }),
      );
      expect(error.status).toBe(422);
      expect(error.message).toBe('Page failed validation');
      expect(Object.keys(error.errors ?? {}).sort()).toEqual(
        [
          'blocks.0.properties.fontScale',
          'blocks.1.type',
          'blocks.2.properties.src',
          'blocks.3',
          'layout',
          'properties.loginState',
          'properties.ySpacing',
        ].sort(),
      );
      expect(error.errors?.['blocks.1.type']).toEqual(["Block type of wizard hasn't been registered"]);
      expect(await livePages(store.id)).toEqual(before);
    });

    it('reports wrong body types the same way', async () => {
      const error = await failure(
        createPage(owner, {
          url: 5,
          divisionId: store.id,
          published: 'yes',
          blocks: 'many',
        } as never),
      );
      expect(error.status).toBe(422);
      expect(error.message).toBe('Page failed validation');
      expect(Object.keys(error.errors ?? {}).sort()).toEqual(['blocks', 'published', 'url']);
      const missing = await failure(createPage(owner, { divisionId: store.id } as never));
      expect(missing.errors).toEqual({ url: ['This field is required'] });
    });

    it("refuses a page without a store: 'Page not attached to a store'", async () => {
      for (const divisionId of [null, undefined]) {
        const error = await failure(createPage(owner, { url: '/loose/', divisionId }));
        expect(error.status).toBe(422);
        expect(error.message).toBe('Page not attached to a store');
        expect(error.errors).toEqual({ divisionId: ['Page not attached to a store'] });
      }
      const created = await createPage(owner, { url: '/attached/', divisionId: store.id });
      const detached = await failure(updatePage(owner, created.id!, { divisionId: null }));
      expect(detached.message).toBe('Page not attached to a store');
      expect((await livePages(store.id)).some((row) => row.url === '/loose/')).toBe(false);
    });

    it('refuses an address already used in this store with 409, but not in another store', async () => {
      await createPage(owner, { url: '/taken/', divisionId: store.id });
      const error = await failure(createPage(owner, { url: 'TAKEN', divisionId: store.id }));
      expect([error.status, error.message]).toEqual([409, PAGE_MESSAGES.urlTaken]);
      const elsewhere = await createPage(otherOwner, { url: '/taken/', divisionId: other.id });
      expect(elsewhere.divisionId).toBe(other.id);
      const second = await createPage(owner, { url: '/second/', divisionId: store.id });
      const moved = await failure(updatePage(owner, second.id!, { url: '/taken/' }));
      expect(moved.status).toBe(409);
      expect((await getPage(owner, second.id!)).url).toBe('/second/');
    });

    it('two saves racing for one address: one wins, the other gets 409', async () => {
      const results = await Promise.allSettled(
        [1, 2, 3].map(() => createPage(owner, { url: '/race/', divisionId: store.id })),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of results) {
        if (result.status === 'rejected') expect((result.reason as AppError).status).toBe(409);
      }
    });
  });

  describe('the home page', () => {
    it('cannot be deleted', async () => {
      const home = await createTestPage(database.db, store.id, { url: '/', flags: { homepage: true } });
      const error = await failure(deletePage(owner, home.id));
      expect(error.status).toBe(422);
      expect(error.message).toBe("The homepage can't be deleted");
      expect((await getPage(owner, home.id)).id).toBe(home.id);
      const flagged = await createPage(owner, {
        url: '/landing/',
        divisionId: store.id,
        flags: { homepage: true },
      });
      expect((await failure(deletePage(owner, flagged.id!))).status).toBe(422);
    });

    it("after a save, onboarding step 'homepage' is complete and the next is 'collection'", async () => {
      const fresh = await createTestStore(database.db, { subdomain: 'onboarding' });
      const projectId = await giveStoreProject(database.db, fresh.id, [
        { code: 'theme', unlocked: true, groups: ['sign-up'] },
      ]);
      const freshOwner = customerCtx(
        database.db,
        fresh,
        await createTestCustomer(database.db, { stores: [{ divisionId: fresh.id }] }),
      );
      expect(await readOnboarding(database.db, fresh.id)).toEqual({ completed: ['theme'], nextStep: null });
      await createPage(freshOwner, { url: '/about-us/', divisionId: fresh.id });
      expect(await readOnboarding(database.db, fresh.id)).toEqual({ completed: ['theme'], nextStep: null });
      const home = await createTestPage(database.db, fresh.id, { url: '/' });
      await updatePage(freshOwner, home.id, { properties: { title: 'Welcome' } });
      expect(await readOnboarding(database.db, fresh.id)).toEqual({
        completed: ['theme', 'homepage'],
        nextStep: 'collection',
      });
      const [project] = await database.db
        .select({ badges: manufacturers.badges })
        .from(manufacturers)
        .where(eq(manufacturers.id, projectId));
      expect(project?.badges).toEqual([
        { code: 'theme', unlocked: true, groups: ['sign-up'] },
        { code: 'homepage', unlocked: true, groups: ['sign-up'] },
        { code: 'collection', unlocked: false, groups: ['sign-up', 'next-step'] },
      ]);
      // Saving again changes nothing more.
      await updatePage(freshOwner, home.id, { properties: { title: 'Welcome back' } });
      const [again] = await database.db
        .select({ badges: manufacturers.badges })
        .from(manufacturers)
        .where(eq(manufacturers.id, projectId));
      expect(again?.badges).toEqual(project?.badges);
    });

    it('saves a home page of a store without a project', async () => {
      const page = await createPage(otherOwner, { url: '/', divisionId: other.id });
      expect(page.url).toBe('/');
      expect(await readOnboarding(database.db, other.id)).toBeNull();
    });
  });

  describe('stores and permissions', () => {
    it("another store's page is refused with 403 and the spec's message, and left alone", async () => {
      const theirs = await createPage(otherOwner, {
        url: '/their-page/',
        divisionId: other.id,
        properties: { title: 'Theirs' },
      });
      const message = "Oops... Looks like you're trying to access a page from another store";
      for (const attempt of [
        () => getPage(owner, theirs.id!),
        () => getPage(visitor, theirs.id!),
        () => updatePage(owner, theirs.id!, { properties: { title: 'Mine now' } }),
        () => deletePage(owner, theirs.id!),
      ]) {
        const error = await failure(attempt());
        expect([error.status, error.message]).toEqual([403, message]);
      }
      const created = await failure(
        createPage(owner, { url: '/planted/', divisionId: other.id, properties: { title: 'Planted' } }),
      );
      expect([created.status, created.message]).toEqual([403, message]);
      expect(await getPageByUrl(owner, '/their-page/')).toBeNull();
      const [row] = await database.db.select().from(pages).where(eq(pages.id, theirs.id!));
      expect(row).toMatchObject({ version: 1, deletedAt: null, properties: { title: 'Theirs' } });
      expect((await livePages(other.id)).some((page) => page.url === '/planted/')).toBe(false);
    });

    it("only the store's owners, staff with the 'pages' permission and internal users may write", async () => {
      const insufficient = 'Insufficient permissions to access this page';
      const target = await createPage(owner, { url: '/guarded/', divisionId: store.id });
      expect(await canEditPages(owner)).toBe(true);
      expect(await canEditPages(staff)).toBe(true);
      expect(await canEditPages(internal)).toBe(true);
      expect(await canEditPages(staffWithoutPages)).toBe(false);
      for (const ctx of [visitor, stranger, { ...otherOwner, store }, staffWithoutPages]) {
        // Each attempt starts only when awaited, so none rejects before it has a handler.
        for (const attempt of [
          () => createPage(ctx, { url: '/intruder/', divisionId: store.id }),
          () => updatePage(ctx, target.id!, { properties: { title: 'Defaced' } }),
          () => deletePage(ctx, target.id!),
        ]) {
          const error = await failure(attempt());
          expect([error.status, error.message]).toEqual([403, insufficient]);
        }
      }
      expect((await getPage(owner, target.id!)).version).toBe(1);
      const byInternal = await createPage(internal, { url: '/by-internal/', divisionId: store.id });
      expect(byInternal.version).toBe(1);
    });

    it('unpublished pages are hidden from everyone but internal users', async () => {
      const draft = await createPage(owner, { url: '/draft/', divisionId: store.id, published: false });
      for (const ctx of [visitor, owner, stranger]) {
        const error = await failure(getPage(ctx, draft.id!));
        expect([error.status, error.message]).toEqual([404, 'Page not found']);
        expect(await getPageByUrl(ctx, '/draft/')).toBeNull();
        expect((await listStorePages(ctx)).some((page) => page.url === '/draft/')).toBe(false);
        expect((await listPageRouteMeta(ctx)).some((page) => page.url === '/draft/')).toBe(false);
      }
      expect((await listPageRouteMeta(internal)).some((page) => page.url === '/draft/')).toBe(true);
      expect((await getPage(internal, draft.id!)).published).toBe(false);
      expect((await getPageByUrl(internal, 'Draft'))?.id).toBe(draft.id);
      expect((await listStorePages(internal)).some((page) => page.url === '/draft/')).toBe(true);
    });

    it('pages for signed-in or dashboard users are read only by signed-in users, as on the storefront', async () => {
      for (const loginState of ['logged-in', 'dashboard-access'] as const) {
        const page = await createPage(owner, {
          url: `/members-${loginState}/`,
          divisionId: store.id,
          properties: { title: 'Members', loginState },
        });
        const error = await failure(getPage(visitor, page.id!));
        expect([error.status, error.message]).toEqual([403, 'Insufficient permissions to access this page']);
        for (const ctx of [stranger, owner, internal]) {
          expect((await getPage(ctx, page.id!)).properties.loginState).toBe(loginState);
        }
      }
      const open = await createPage(owner, {
        url: '/guests-only/',
        divisionId: store.id,
        properties: { loginState: 'logged-out' },
      });
      expect((await getPage(visitor, open.id!)).id).toBe(open.id);
    });

    it('pro content needs a pro store: 402 and nothing written', async () => {
      const before = await livePages(store.id);
      for (const input of [
        { url: '/pro-blocks/', blocks: [block('proBenefits', { title: 'Go pro' })] },
        { url: '/pro-nested/', blocks: [block('row', {}, { items: [block('affiliateStats')] })] },
        { url: '/pro-page/', properties: { proOnly: true } },
      ]) {
        const error = await failure(createPage(owner, { ...input, divisionId: store.id }));
        expect([error.status, error.message]).toEqual([402, 'Pro required to save this page']);
      }
      expect(await livePages(store.id)).toEqual(before);
      const page = await createPage(proOwner, {
        url: '/pro-blocks/',
        divisionId: pro.id,
        blocks: [block('proBenefits', { title: 'Go pro' })],
      });
      expect(page.blocks[0]?.type).toBe('proBenefits');
    });
  });

  describe('listing and the catch-all', () => {
    it('lists store pages (url and properties), filtered by page type', async () => {
      await createPage(owner, {
        url: '/mail/welcome/',
        divisionId: store.id,
        properties: { isStorePage: false, isMailPage: true, title: 'Welcome mail' },
      });
      const storePages = await listStorePages(visitor, { pageType: 'StorePage' });
      expect(storePages.every((page) => page.properties.isStorePage !== false)).toBe(true);
      expect(storePages.some((page) => page.url === '/about/team/')).toBe(true);
      expect(storePages[0]).toEqual({ url: expect.any(String), properties: expect.any(Object) });
      const mail = await listStorePages(visitor, { pageType: 'MailPage' });
      expect(mail.map((page) => page.url)).toEqual(['/mail/welcome/']);
      expect((await listStorePages(visitor)).length).toBeGreaterThan(storePages.length);
      expect(
        (await listStorePages(visitorContext(database.db, other))).some((p) => p.url === '/about/team/'),
      ).toBe(false);
    });

    it('finds a page by any spelling of its address', async () => {
      for (const url of ['/about/team/', 'about/team', '/About/Team?x=1', '//about//team']) {
        expect((await getPageByUrl(visitor, url))?.url).toBe('/about/team/');
      }
    });
  });

  describe('PageReader', () => {
    it('serves repeated reads from one load for 30 s, then checks the version', async () => {
      let now = 1_000_000;
      const reader = new PageReader({ now: () => now });
      const created = await createPage(owner, {
        url: '/cached/',
        divisionId: store.id,
        properties: { title: 'A' },
      });
      const [first, second, third] = await Promise.all([
        reader.read(visitor, '/cached/'),
        reader.read(visitor, 'Cached'),
        reader.read(visitor, '/cached/'),
      ]);
      expect(first?.properties.title).toBe('A');
      expect(second).toBe(first);
      expect(third).toBe(first);
      expect(reader.stats.loads).toBe(1);
      expect(await reader.read(visitor, '/cached/')).toBe(first);
      expect(reader.stats).toMatchObject({ loads: 1, hits: 1 });
      expect(Object.isFrozen(first)).toBe(true);

      // Changed behind its back (another process): still the cached page within the window...
      await database.db
        .update(pages)
        .set({ properties: { title: 'B' } })
        .where(eq(pages.id, created.id!));
      now += 29_000;
      expect((await reader.read(visitor, '/cached/'))?.properties.title).toBe('A');
      // ...and after it, the same version keeps the cached page with one cheap check.
      now += 2_000;
      expect((await reader.read(visitor, '/cached/'))?.properties.title).toBe('A');
      expect(reader.stats).toMatchObject({ loads: 1, versionChecks: 1 });
      // A new version is loaded after the window.
      await database.db.update(pages).set({ version: 5 }).where(eq(pages.id, created.id!));
      now += 31_000;
      expect((await reader.read(visitor, '/cached/'))?.properties.title).toBe('B');
      expect(reader.stats).toMatchObject({ loads: 2, versionChecks: 2 });
      // A caller who knows a different version gets a fresh load at once.
      await database.db
        .update(pages)
        .set({ version: 6, properties: { title: 'C' } })
        .where(eq(pages.id, created.id!));
      expect((await reader.read(visitor, '/cached/', { knownVersion: 5 }))?.properties.title).toBe('B');
      expect((await reader.read(visitor, '/cached/', { knownVersion: 6 }))?.properties.title).toBe('C');
      expect(reader.stats.loads).toBe(3);
    });

    it('is invalidated by writes and keeps stores and visibility apart', async () => {
      const reader = new PageReader();
      const created = await createPage(owner, {
        url: '/fresh/',
        divisionId: store.id,
        properties: { title: 'A' },
      });
      expect((await reader.read(visitor, '/fresh/'))?.version).toBe(1);
      await updatePage(owner, created.id!, { properties: { title: 'B' } }, { reader });
      expect((await reader.read(visitor, '/fresh/'))?.properties.title).toBe('B');
      await updatePage(owner, created.id!, { published: false }, { reader });
      expect(await reader.read(visitor, '/fresh/')).toBeNull();
      expect((await reader.read(internal, '/fresh/'))?.published).toBe(false);
      expect(await reader.read(visitorContext(database.db, other), '/fresh/')).toBeNull();
      await deletePage(owner, created.id!, { reader });
      expect(await reader.read(internal, '/fresh/')).toBeNull();
      const missing = await reader.read(visitor, '/not-yet/');
      expect(missing).toBeNull();
      await createPage(owner, { url: '/not-yet/', divisionId: store.id }, { reader });
      expect((await reader.read(visitor, '/not-yet/'))?.url).toBe('/not-yet/');
      expect(reader.size).toBe(3);
      reader.invalidate(store.id);
      // Only the other store's cached address is left.
      expect(reader.size).toBe(1);
    });

    it('forgets exactly the addresses a change names, for its store', async () => {
      const reader = new PageReader();
      for (const url of ['/c1/', '/c2/']) await reader.read(visitor, url);
      await reader.read(visitorContext(database.db, other), '/c1/');
      reader.applyChange({ storeId: store.id, tags: ['pages', 'page:/c1/', 'product:4'] });
      expect(reader.size).toBe(2);
      reader.applyChange({ storeId: store.id, tags: ['menu'] });
      expect(reader.size).toBe(2);
      reader.applyChange({ storeId: null, tags: ['*'] });
      expect(reader.size).toBe(0);
    });

    it('keeps at most maxEntries addresses', async () => {
      const reader = new PageReader({ maxEntries: 2 });
      for (const url of ['/a1/', '/a2/', '/a3/']) await reader.read(visitor, url);
      expect(reader.size).toBe(2);
    });
  });

  it('reads stored pages into the core page shape', async () => {
    const page = await getPage(
      owner,
      (await createPage(owner, { url: '/shape/', divisionId: store.id })).id!,
    );
    expect(pageFromStored(JSON.parse(JSON.stringify(page)))).toEqual(page);
  });
});
