import { describe, expect, it } from 'vitest';
import { blockFromStored } from '../blocks/types';
import { AppError } from '../errors/app-error';
import {
  assertAttachedToStore,
  canDeletePage,
  createPage,
  createPageApp,
  faqEntries,
  firstBlockImage,
  isEditing,
  isHomePage,
  onboardingAfterSave,
  pageAccessRedirect,
  pageApiPath,
  pageFromStored,
  pageKind,
  pageRouteName,
  pageSaveMethod,
  pageToStored,
  routeMeta,
  shouldRefetchPage,
} from './model';

describe('page defaults (spec §3)', () => {
  it('layout standard, loginState everyone, ySpacing 24, published and in the sitemap', () => {
    const page = createPage();
    expect(page).toMatchObject({
      id: null,
      url: '/',
      layout: 'standard',
      blocks: [],
      flags: { homepage: false, deleted: false },
      properties: {
        isStorePage: true,
        isMailPage: false,
        loginState: 'everyone',
        title: '',
        description: '',
        ogImage: null,
        isSearchable: true,
        searchIcon: null,
        ySpacing: 24,
      },
      preloadables: [],
      version: 1,
      divisionId: null,
      published: true,
      sitemap: true,
      edited: false,
      keyPhraseCampaignId: null,
      mode: 'native',
      theme: null,
    });
  });

  it('merges overrides into flags and properties', () => {
    const page = createPage({ flags: { homepage: true }, properties: { title: 'Home' } });
    expect(page.flags).toEqual({ homepage: true, deleted: false });
    expect(page.properties).toMatchObject({ title: 'Home', ySpacing: 24 });
  });

  it('the page app is native unless told otherwise', () => {
    expect(createPageApp({ name: 'store' })).toEqual({
      name: 'store',
      mode: 'native',
      pages: [],
      theme: null,
    });
    expect(createPageApp({ name: 'editor', mode: 'preview' }).mode).toBe('preview');
  });
});

describe('stored pages', () => {
  const row = {
    id: 4,
    uuid: 'u-4',
    divisionId: 9,
    kind: 'subdomain',
    url: '/about/',
    layout: 'standard',
    blocks: [{ uid: 'b', type: 'text', order: null, size: { x: 12 }, properties: { text: 'Hi' } }],
    flags: { homepage: false },
    properties: { title: 'About', loginState: 'logged-in', custom: 1 },
    preloadables: ['/media/a.webp', 7],
    version: 3,
    published: false,
    sitemap: true,
    edited: true,
    keyPhraseCampaignId: null,
    mode: 'native',
    theme: 'punch',
  };

  it('reads a row with defaults for what is missing', () => {
    const page = pageFromStored(row);
    expect(page).toMatchObject({
      id: 4,
      divisionId: 9,
      kind: 'subdomain',
      published: false,
      version: 3,
      preloadables: ['/media/a.webp'],
      properties: { title: 'About', loginState: 'logged-in', ySpacing: 24, custom: 1 },
      theme: 'punch',
    });
    expect(page.blocks[0]).toMatchObject({
      uid: 'b',
      order: Number.POSITIVE_INFINITY,
      size: { x: 12, y: 1 },
    });
  });

  it('falls back on junk', () => {
    const page = pageFromStored({
      properties: { loginState: 'wizards' },
      mode: 'edit',
      kind: 'moon',
      layout: '',
    });
    expect(page.properties.loginState).toBe('everyone');
    expect(page.mode).toBe('native');
    expect(page.kind).toBe('native');
    expect(page.layout).toBe('standard');
    expect(pageFromStored(null)).toMatchObject({ url: '/', published: true, sitemap: true });
  });

  it('writes the stored shape: URL normalised, order Infinity as null', () => {
    const stored = pageToStored({ ...pageFromStored(row), url: 'About/Us' });
    expect(stored.url).toBe('/about/us/');
    expect(stored.blocks[0]?.order).toBeNull();
    expect(JSON.parse(JSON.stringify(stored)).blocks[0].order).toBeNull();
    expect(pageFromStored(JSON.parse(JSON.stringify(stored))).blocks[0]?.order).toBe(
      Number.POSITIVE_INFINITY,
    );
  });
});

describe('kinds, names, saving and deleting', () => {
  it('pageKind', () => {
    expect(pageKind({ kind: 'atlas', divisionId: 3 })).toBe('atlas');
    expect(pageKind({ divisionId: null })).toBe('native');
    expect(pageKind({ divisionId: 3 })).toBe('subdomain');
    expect(pageKind({ kind: 'nonsense', divisionId: 3 })).toBe('subdomain');
  });

  it('names the home page home and others by path with dots', () => {
    expect(pageRouteName({ url: '/' })).toBe('home');
    expect(pageRouteName({ url: '/help/returns/' })).toBe('help.returns');
  });

  it('a page is deletable only if it exists and is not the homepage', () => {
    expect(canDeletePage(createPage({ id: 3, url: '/about/' }))).toBe(true);
    expect(canDeletePage(createPage({ id: null, url: '/about/' }))).toBe(false);
    expect(canDeletePage(createPage({ id: 3, url: '/', flags: { homepage: true } }))).toBe(false);
    expect(canDeletePage(createPage({ id: 3, url: '/', flags: { homepage: false } }))).toBe(false);
    expect(canDeletePage(createPage({ id: 3, url: '/landing/', flags: { homepage: true } }))).toBe(false);
    expect(canDeletePage(null)).toBe(false);
    expect(isHomePage({ url: '/', flags: {} })).toBe(true);
  });

  it('a new page is POSTed and an existing one PATCHed', () => {
    expect(pageSaveMethod({ id: null })).toBe('POST');
    expect(pageSaveMethod({ id: 12 })).toBe('PATCH');
  });

  it('the API path carries the division and ?imageType=object', () => {
    expect(pageApiPath({ id: null, divisionId: 5 })).toBe('/omnis/v3/divisions/5/pages/?imageType=object');
    expect(pageApiPath({ id: 8, divisionId: 5 })).toBe('/omnis/v3/divisions/5/pages/8/?imageType=object');
  });

  it("refuses a page without a division: 'Page not attached to a store'", () => {
    expect(() => assertAttachedToStore({ divisionId: null })).toThrow('Page not attached to a store');
    try {
      pageApiPath({ id: null, divisionId: null });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(422);
      expect((error as AppError).errors).toEqual({ divisionId: ['Page not attached to a store'] });
    }
    expect(() => assertAttachedToStore({ divisionId: 1 })).not.toThrow();
  });

  it('editing is on when the page mode is preview', () => {
    expect(isEditing({ mode: 'preview' })).toBe(true);
    expect(isEditing({ mode: 'native' })).toBe(false);
    expect(isEditing({ mode: 'unknown' })).toBe(false);
  });

  it("after a home page save the step 'homepage' is complete and the next is 'collection'", () => {
    expect(onboardingAfterSave({ url: '/', flags: { homepage: true } })).toEqual({
      completedStep: 'homepage',
      nextStep: 'collection',
    });
    expect(onboardingAfterSave({ url: '/about/', flags: {} })).toBeNull();
  });

  it('fetches are not repeated within 30 s unless the version differs', () => {
    expect(shouldRefetchPage(undefined, 0)).toBe(true);
    expect(shouldRefetchPage({ fetchedAt: 1_000, version: 2 }, 30_999)).toBe(false);
    expect(shouldRefetchPage({ fetchedAt: 1_000, version: 2 }, 31_000)).toBe(true);
    expect(shouldRefetchPage({ fetchedAt: 1_000, version: 2 }, 2_000, 3)).toBe(true);
    expect(shouldRefetchPage({ fetchedAt: 1_000, version: 2 }, 2_000, 2)).toBe(false);
  });
});

describe('routeMeta', () => {
  const banner = blockFromStored({
    uid: 'b',
    type: 'banner',
    order: 1,
    properties: { image: '/media/banner.webp' },
  });
  const hiddenImage = blockFromStored({
    uid: 'h',
    type: 'image',
    order: 0,
    properties: { src: '/hidden.webp', published: false },
  });

  it('carries id, name, title, layout, access, flags and images', () => {
    const page = createPage({
      id: 7,
      uuid: 'u',
      url: '/Help/Returns',
      layout: 'mail',
      version: 4,
      published: true,
      sitemap: false,
      blocks: [hiddenImage, banner],
      properties: {
        title: 'Returns',
        loginState: 'logged-in',
        isSearchable: false,
        searchIcon: 'box',
        layoutOverrides: { footer: { visible: false } },
      },
    });
    expect(routeMeta(page)).toEqual({
      id: 7,
      uuid: 'u',
      name: 'help.returns',
      url: '/help/returns/',
      title: 'Returns',
      layout: 'mail',
      access: { loginState: 'logged-in', internalOnly: false },
      isStorePage: true,
      layoutOverrides: { footer: { visible: false } },
      primaryImage: '/media/banner.webp',
      showOnSiteMap: false,
      isSearchable: false,
      searchIcon: 'box',
      allowPwaReload: true,
      version: 4,
    });
  });

  it('prefers the ogImage; unpublished pages are internal only; sitemap needs published', () => {
    const meta = routeMeta(
      createPage({
        published: false,
        properties: { ogImage: '/og.webp', allowPwaReload: false },
        blocks: [banner],
      }),
    );
    expect(meta.primaryImage).toBe('/og.webp');
    expect(meta.access.internalOnly).toBe(true);
    expect(meta.showOnSiteMap).toBe(false);
    expect(meta.allowPwaReload).toBe(false);
    expect(routeMeta(createPage()).showOnSiteMap).toBe(true);
    expect(routeMeta(createPage({ properties: { ogImage: 'javascript:alert(1)' } })).primaryImage).toBeNull();
  });

  it('finds the first image inside a slideshow', () => {
    const slideshow = blockFromStored({
      uid: 's',
      type: 'slideshow',
      items: [{ uid: 'x', type: 'slide', properties: { image: '/slide.webp' } }],
    });
    expect(firstBlockImage([slideshow])).toBe('/slide.webp');
    expect(firstBlockImage([])).toBeNull();
  });
});

describe('pageAccessRedirect', () => {
  const visitor = { loggedIn: false, internal: false, hasDashboardAccess: false };

  it('lets everyone see an everyone page', () => {
    expect(pageAccessRedirect({ loginState: 'everyone', internalOnly: false }, visitor, '/a/')).toBeNull();
  });

  it('sends non-internal users away from unpublished pages to /404/', () => {
    expect(pageAccessRedirect({ loginState: 'everyone', internalOnly: true }, visitor, '/a/')).toBe('/404/');
    expect(
      pageAccessRedirect(
        { loginState: 'everyone', internalOnly: true },
        { ...visitor, internal: true },
        '/a/',
      ),
    ).toBeNull();
  });

  it('logged-in pages send others to login with the full path', () => {
    expect(pageAccessRedirect({ loginState: 'logged-in', internalOnly: false }, visitor, '/a/?b=1')).toBe(
      '/login/?redirect_uri=%2Fa%2F%3Fb%3D1',
    );
    expect(
      pageAccessRedirect(
        { loginState: 'logged-in', internalOnly: false },
        { ...visitor, loggedIn: true },
        '/a/',
      ),
    ).toBeNull();
  });

  it('logged-out pages send logged-in users to /dashboard/', () => {
    expect(
      pageAccessRedirect(
        { loginState: 'logged-out', internalOnly: false },
        { ...visitor, loggedIn: true },
        '/a/',
      ),
    ).toBe('/dashboard/');
    expect(pageAccessRedirect({ loginState: 'logged-out', internalOnly: false }, visitor, '/a/')).toBeNull();
  });

  it('dashboard-access pages need login and the permission (/403/)', () => {
    const access = { loginState: 'dashboard-access' as const, internalOnly: false };
    expect(pageAccessRedirect(access, visitor, '/d/')).toBe('/login/?redirect_uri=%2Fd%2F');
    expect(pageAccessRedirect(access, { ...visitor, loggedIn: true }, '/d/')).toBe('/403/');
    expect(
      pageAccessRedirect(access, { ...visitor, loggedIn: true, hasDashboardAccess: true }, '/d/'),
    ).toBeNull();
  });
});

describe('faqEntries', () => {
  it('lists published expandable blocks with a question and an answer', () => {
    const blocks = [
      blockFromStored({ uid: 'a', type: 'expandable', properties: { title: 'Q1', copy: '<p>A1</p>' } }),
      blockFromStored({ uid: 'b', type: 'expandable', properties: { title: 'Q2', copy: '' } }),
      blockFromStored({
        uid: 'c',
        type: 'expandable',
        properties: { title: 'Q3', copy: 'A3', published: false },
      }),
      blockFromStored({
        uid: 'd',
        type: 'row',
        items: [{ uid: 'e', type: 'expandable', properties: { title: 'Q4', copy: 'A4' } }],
      }),
      blockFromStored({ uid: 'f', type: 'text', properties: { title: 'T', copy: 'C' } }),
    ];
    expect(faqEntries(blocks)).toEqual([
      { question: 'Q1', answer: '<p>A1</p>' },
      { question: 'Q4', answer: 'A4' },
    ]);
  });
});
