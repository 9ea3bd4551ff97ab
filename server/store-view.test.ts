import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Store } from '../domain/stores';
import { storeView } from './store-view';

function store(theme: string, themeOverrides: Record<string, string>): Store {
  return {
    id: 1,
    code: 'demo',
    name: 'Demo',
    subdomain: 'demo',
    companyName: 'Demo Co',
    logo: null,
    activeDomainName: null,
    disabled: false,
    isPro: false,
    isTurbo: false,
    isPlatform: false,
    settings: {
      theme,
      themeOverrides,
      mainMenu: [],
      plugins: {},
      currency: 'GBP',
      announcement: null,
      sitewideBanner: null,
      christmasCutoffDates: [],
      christmasContent: null,
      favouritesEnabled: true,
      passwordProtected: false,
      comingSoonPageData: { enabled: false },
      paymentProcessor: { type: 'teemill', accounts: [] },
      mode: 'native',
      metaOgImage: null,
      favicon: null,
    } as unknown as Store['settings'],
  };
}

function logger() {
  return { warn: vi.fn() } as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };
}

describe('storeView theme', () => {
  it("uses the parent theme's value for a property that fails validation, and logs it", () => {
    const log = logger();
    const view = storeView(
      store('teemill', { 'primary.color': 'red;}body{display:none', 'page.background': '#123456' }),
      log,
    );
    expect(view.themeCss).toContain('--primary-color:#86b302');
    expect(view.themeCss).toContain('--page-background:#123456');
    expect(view.themeCss).not.toContain('display:none');
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ store: 'demo', key: 'primary.color' }),
      'theme property refused; using the parent theme value',
    );
  });

  it('falls back to teemill for an unknown theme', () => {
    const log = logger();
    const view = storeView(store('no-such-theme', {}), log);
    expect(view.themeCss).toContain('--primary-color:#86b302');
    expect(log.warn).toHaveBeenCalled();
  });

  it('reads the flags components need from the theme', () => {
    const view = storeView(
      store('teemillDark', { 'footer.visible': '0', 'menu.searchBar.show': '1' }),
      logger(),
    );
    expect(view.themeSettings.footerVisible).toBe(false);
    expect(view.themeSettings.searchBar).toBe(true);
    expect(view.themeSettings.communityTitle).toBe('From the community');
  });
});

describe('storeView memo', () => {
  it('makes one view per store object, and a new one for the object that replaces it', () => {
    const first = store('teemill', {});
    const view = storeView(first, logger());
    expect(storeView(first, logger())).toBe(view);
    const changed = { ...first, companyName: 'Renamed Co' };
    const next = storeView(changed, logger());
    expect(next).not.toBe(view);
    expect(next.companyName).toBe('Renamed Co');
    expect(view.companyName).toBe('Demo Co');
  });
});
