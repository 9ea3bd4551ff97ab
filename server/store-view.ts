import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { availableCurrencies } from '../core/money';
import {
  activePopup,
  activeSubscriberOffer,
  customCodeVersion,
  type SitewidePopup,
  type SocialLinks,
  type SubscriberOffer,
} from '../core/store';
import { type ResolvedTheme, resolveThemeSafely, THEMES, themeStylesheet } from '../core/theme';
import type { Store } from '../domain/stores';

/** The theme settings components read directly (flags and texts, not colours). */
export interface ThemeSettings {
  footerVisible: boolean;
  searchBar: boolean;
  quantitySelector: boolean;
  descriptionPlacement: string;
  thumbnailsLayout: string;
  communityTitle: string;
  communityEmptySubtitle: string;
  /** Families of the body text and the headings, for preloading their faces. */
  textFont: string;
  headingFont: string;
}

/** What the storefront renders with: plain data about the store, ready to serialise. */
export interface StoreView {
  id: number;
  subdomain: string;
  companyName: string;
  logo: string | null;
  favicon: string;
  ogImage: string | null;
  isPro: boolean;
  isPlatform: boolean;
  mode: 'native' | 'preview';
  themeName: string;
  themeCss: string;
  themeSettings: ThemeSettings;
  storeCurrency: string;
  currencies: string[];
  mainMenu: Store['settings']['mainMenu'];
  announcement: Store['settings']['announcement'];
  sitewideBanner: Store['settings']['sitewideBanner'];
  /** The sitewide popup when it is on, else null. */
  sitewidePopup: SitewidePopup | null;
  socialLinks: SocialLinks;
  /** The email subscriber offer the footer shows while its plugin is on, else null. */
  subscriberOffer: SubscriberOffer | null;
  /** The version of the store's own code the storefront frames (decision 0011), or null when none runs. */
  customCodeVersion: string | null;
  christmas: {
    cutoffDates: Store['settings']['christmasCutoffDates'];
    content: Store['settings']['christmasContent'];
    disabled: boolean;
    backgroundColor: string | null;
    textColor: string | null;
  };
  cookiePolicy: { enabled: boolean; message: string | null; allowEssentialOnly: boolean };
  favouritesEnabled: boolean;
  passwordProtected: boolean;
  comingSoon: boolean;
  /** Not approved by staff yet: the public sees /store-under-review/. */
  underReview: boolean;
  paymentProcessorType: 'teemill' | 'direct';
}

/** Resolved themes by theme and overrides: one per store at most, the least recently used forgotten first. */
const themeCache = new LRUCache<string, { css: string; settings: ThemeSettings }>({ max: 500 });

function settingsOf(theme: ResolvedTheme): ThemeSettings {
  const read = (key: string, fallback: string) => theme[key] ?? fallback;
  return {
    footerVisible: read('footer.visible', '1') === '1',
    searchBar: read('menu.searchBar.show', '0') === '1',
    quantitySelector: read('product.quantitySelector.visible', '1') === '1',
    descriptionPlacement: read('product.description.placement', 'aboveSelectors'),
    thumbnailsLayout: read('product.thumbnails.layout', 'grid'),
    communityTitle: read('product.community.title', 'From the community'),
    communityEmptySubtitle: read('product.community.emptySubtitle', ''),
    textFont: read('text.font', 'Lato'),
    headingFont: read('heading1.font', 'Lato'),
  };
}

/** Theme CSS and settings, resolved once per theme and overrides. */
function themeFor(store: Store, log: FastifyBaseLogger): { css: string; settings: ThemeSettings } {
  const key = `${store.settings.theme}\u0000${JSON.stringify(store.settings.themeOverrides)}`;
  const cached = themeCache.get(key);
  if (cached) return cached;
  // A property that fails validation takes its parent theme's value, and the problem is logged: a broken
  // theme setting never breaks the storefront.
  const theme = resolveThemeSafely(store.settings.theme, THEMES, store.settings.themeOverrides, (problem) =>
    log.warn({ store: store.subdomain, ...problem }, 'theme property refused; using the parent theme value'),
  );
  const result = { css: themeStylesheet(theme), settings: settingsOf(theme) };
  themeCache.set(key, result);
  return result;
}

/**
 * Views by store object: the store directory keeps one object per store until the change feed (or its 5 s
 * freshness) replaces it, so a view lives exactly as long as the store it was made from. Views are shared
 * between requests and never mutated.
 */
const views = new WeakMap<Store, StoreView>();

/** The store as the storefront renders it, made once per store object. */
export function storeView(store: Store, log: FastifyBaseLogger): StoreView {
  let view = views.get(store);
  if (!view) {
    view = makeStoreView(store, log);
    views.set(store, view);
  }
  return view;
}

function makeStoreView(store: Store, log: FastifyBaseLogger): StoreView {
  const { settings } = store;
  const theme = themeFor(store, log);
  const christmas = settings.plugins['christmas-banner'];
  const cookiePolicy = settings.plugins['cookie-policy'];
  return {
    id: store.id,
    subdomain: store.subdomain,
    companyName: store.companyName,
    logo: store.logo,
    favicon: settings.favicon ?? store.logo ?? '/favicon.svg',
    ogImage: settings.metaOgImage,
    isPro: store.isPro,
    isPlatform: store.isPlatform,
    mode: settings.mode,
    themeName: settings.theme,
    themeCss: theme.css,
    themeSettings: theme.settings,
    storeCurrency: settings.currency,
    currencies: availableCurrencies(settings.plugins.currency, settings.currency),
    mainMenu: settings.mainMenu,
    announcement: settings.announcement,
    sitewideBanner: settings.sitewideBanner,
    sitewidePopup: activePopup(settings.sitewidePopup),
    socialLinks: settings.socialLinks ?? {},
    subscriberOffer: activeSubscriberOffer(settings.plugins['email-subscriber-offer']),
    customCodeVersion: customCodeVersion(settings.customCode, store.isPro),
    christmas: {
      cutoffDates: settings.christmasCutoffDates,
      content: settings.christmasContent,
      disabled: christmas?.disabled ?? false,
      backgroundColor: christmas?.backgroundColor ?? null,
      textColor: christmas?.textColor ?? null,
    },
    cookiePolicy: {
      enabled: cookiePolicy?.enabled !== false,
      message: cookiePolicy?.message ?? null,
      allowEssentialOnly: cookiePolicy?.allowEssentialOnly ?? true,
    },
    favouritesEnabled: settings.favouritesEnabled,
    passwordProtected: settings.passwordProtected,
    comingSoon: settings.comingSoonPageData.enabled,
    underReview: settings.approvalStatus !== 'approved',
    paymentProcessorType: settings.paymentProcessor.type,
  };
}
