import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, products } from '../catalog/tables';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { pages } from '../pages/tables';
import type { Store } from '../stores';
import { subdomains } from '../stores/tables';
import { createTestPage, createTestProduct, createTestStore, visitorContext } from '../testing/fixtures';
import { sitemapEntries, sitemapSections } from './sitemap';

const ORIGIN = 'https://acme.example.com';
const PAGE_TIME = new Date('2025-09-01T10:00:00Z');
const PRODUCT_TIME = new Date('2025-09-15T08:30:00Z');

describe.each(testEngines)('sitemap on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;
  let ctx: ServiceContext;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const { db } = database;
    store = await createTestStore(db, { companyName: 'Acme Tees' });
    other = await createTestStore(db, { companyName: 'Other Co' });
    ctx = visitorContext(db, store);

    await createTestPage(db, store.id, { url: '/', properties: { title: 'Welcome' }, updatedAt: PAGE_TIME });
    await createTestPage(db, store.id, {
      url: '/about/',
      properties: { title: 'About us', loginState: 'everyone' },
      updatedAt: PAGE_TIME,
    });
    await createTestPage(db, store.id, {
      url: '/Our-Story',
      properties: { title: '' },
      updatedAt: PAGE_TIME,
    });
    await createTestPage(db, store.id, { url: '/draft/', properties: { title: 'Draft' }, published: false });
    await createTestPage(db, store.id, {
      url: '/members/',
      properties: { title: 'Members', loginState: 'logged-in' },
    });
    await createTestPage(db, store.id, {
      url: '/partners/',
      properties: { title: 'Partners', loginState: 'dashboard-access' },
    });
    await createTestPage(db, store.id, { url: '/hidden/', properties: { title: 'Hidden' }, sitemap: false });
    await createTestPage(db, store.id, {
      url: '/gone/',
      properties: { title: 'Gone' },
      deletedAt: new Date('2025-01-01T00:00:00Z'),
    });
    await createTestPage(db, store.id, {
      url: '/flagged/',
      properties: { title: 'Flagged' },
      flags: { deleted: true },
    });
    await createTestPage(db, store.id, {
      url: '/teemail/offer/',
      properties: { title: 'Mail', isMailPage: true },
    });
    await createTestPage(db, other.id, { url: '/', properties: { title: 'Other home' } });
    await createTestPage(db, other.id, { url: '/other-about/', properties: { title: 'Other about' } });

    await createTestProduct(db, store.id, {
      name: 'Ocean Tee',
      urlName: 'ocean-tee',
      updatedAt: PRODUCT_TIME,
    });
    await createTestProduct(db, store.id, {
      name: 'Bee Hoodie',
      urlName: 'bee-hoodie',
      updatedAt: PRODUCT_TIME,
    });
    await createTestProduct(db, store.id, { name: 'Old Tee', urlName: 'old-tee', enabled: false });
    await createTestProduct(db, other.id, { name: 'Other Tee', urlName: 'other-tee' });

    await db.insert(collections).values([
      { divisionId: store.id, name: 'T-shirts', urlName: 't-shirts', position: 1 },
      { divisionId: store.id, name: 'Hoodies', urlName: 'hoodies', position: 0 },
      { divisionId: store.id, name: 'Archive', urlName: 'archive', enabled: false },
      { divisionId: other.id, name: 'Other collection', urlName: 'other-collection' },
    ]);
  });

  afterAll(async () => {
    await database.close();
  });

  it('lists the indexable URLs of the store, absolute, with lastmod where kept', async () => {
    expect(await sitemapEntries(ctx, ORIGIN)).toEqual([
      { loc: 'https://acme.example.com/', lastmod: PAGE_TIME, changefreq: 'daily', priority: 1 },
      { loc: 'https://acme.example.com/about/', lastmod: PAGE_TIME, changefreq: 'monthly', priority: 0.5 },
      {
        loc: 'https://acme.example.com/our-story/',
        lastmod: PAGE_TIME,
        changefreq: 'monthly',
        priority: 0.5,
      },
      { loc: 'https://acme.example.com/collection/hoodies/', changefreq: 'weekly', priority: 0.8 },
      { loc: 'https://acme.example.com/collection/t-shirts/', changefreq: 'weekly', priority: 0.8 },
      {
        loc: 'https://acme.example.com/product/bee-hoodie/',
        lastmod: PRODUCT_TIME,
        changefreq: 'weekly',
        priority: 0.7,
      },
      {
        loc: 'https://acme.example.com/product/ocean-tee/',
        lastmod: PRODUCT_TIME,
        changefreq: 'weekly',
        priority: 0.7,
      },
    ]);
  });

  it('groups the same URLs for the /sitemap/ page', async () => {
    expect(await sitemapSections(ctx)).toEqual({
      pages: [
        { title: 'Welcome', url: '/' },
        { title: 'About us', url: '/about/' },
        { title: '/our-story/', url: '/our-story/' },
      ],
      collections: [
        { name: 'Hoodies', url: '/collection/hoodies/' },
        { name: 'T-shirts', url: '/collection/t-shirts/' },
      ],
      products: [
        { name: 'Bee Hoodie', url: '/product/bee-hoodie/' },
        { name: 'Ocean Tee', url: '/product/ocean-tee/' },
      ],
    });
  });

  it('never includes another store’s rows, and keeps that store’s own', async () => {
    const mine = (await sitemapEntries(ctx, ORIGIN)).map((entry) => entry.loc).join(' ');
    expect(mine).not.toMatch(/other/);
    const theirs = await sitemapSections(visitorContext(database.db, other));
    expect(theirs).toEqual({
      pages: [
        { title: 'Other home', url: '/' },
        { title: 'Other about', url: '/other-about/' },
      ],
      collections: [{ name: 'Other collection', url: '/collection/other-collection/' }],
      products: [{ name: 'Other Tee', url: '/product/other-tee/' }],
    });
  });

  it('always lists the home page, without lastmod when it has no qualifying page row', async () => {
    const bare = await createTestStore(database.db);
    const bareCtx = visitorContext(database.db, bare);
    await createTestPage(database.db, bare.id, { url: '/', published: false });
    expect(await sitemapEntries(bareCtx, 'http://bare.localhost:3000')).toEqual([
      { loc: 'http://bare.localhost:3000/', changefreq: 'daily', priority: 1 },
    ]);
    expect(await sitemapSections(bareCtx)).toEqual({
      pages: [{ title: 'Home', url: '/' }],
      collections: [],
      products: [],
    });
  });

  it('encodes URL names and drops a product once it is disabled', async () => {
    const odd = await createTestStore(database.db);
    const oddCtx = visitorContext(database.db, odd);
    await createTestProduct(database.db, odd.id, { name: 'Odd', urlName: 'odd name?#' });
    const later = await createTestProduct(database.db, odd.id, { name: 'Later off', urlName: 'later' });
    expect(await sitemapEntries(oddCtx, ORIGIN)).toHaveLength(3);
    await database.db.update(products).set({ enabled: false }).where(eq(products.id, later.id));
    const locs = (await sitemapEntries(oddCtx, ORIGIN)).map((entry) => entry.loc);
    expect(locs).toEqual(['https://acme.example.com/', 'https://acme.example.com/product/odd%20name%3F%23/']);
  });

  it('shows crawlers nothing while the store is password protected or coming soon', async () => {
    const locked = await createTestStore(database.db, { settings: { passwordProtected: true } });
    await createTestProduct(database.db, locked.id, { urlName: 'secret' });
    expect(await sitemapEntries(visitorContext(database.db, locked), ORIGIN)).toEqual([]);

    const soon = await createTestStore(database.db, { settings: { comingSoonPageData: { enabled: true } } });
    expect(await sitemapEntries(visitorContext(database.db, soon), ORIGIN)).toEqual([]);
    await database.db
      .update(subdomains)
      .set({ comingSoonPageData: { enabled: false } })
      .where(eq(subdomains.divisionId, soon.id));
    const launched = { ...soon, settings: { ...soon.settings, comingSoonPageData: { enabled: false } } };
    expect(await sitemapEntries(visitorContext(database.db, launched), ORIGIN)).toHaveLength(1);
  });

  it('leaves the excluded pages out', async () => {
    const locs = (await sitemapEntries(ctx, ORIGIN)).map((entry) => entry.loc);
    for (const path of [
      '/draft/',
      '/members/',
      '/partners/',
      '/hidden/',
      '/gone/',
      '/flagged/',
      '/teemail/offer/',
    ]) {
      expect(locs).not.toContain(`${ORIGIN}${path}`);
    }
    const rows = await database.db
      .select({ url: pages.url })
      .from(pages)
      .where(eq(pages.divisionId, store.id));
    expect(rows).toHaveLength(10);
  });
});
