import type { Page } from '../../core/blocks';
import { resolveThemeSafely, THEME_FONTS, THEMES } from '../../core/theme';
import type { ServiceContext } from '../context';
import { storeOrigin } from '../stores';

/** What the page editor needs beside the page (preview mode only): which page, the store's plan, the theme. */
export interface PageEditorSettings {
  storeId: number;
  isPro: boolean;
  pageId: number | null;
  version: number;
  url: string;
  kind: Page['kind'];
  layout: string;
  /** The theme's colours, offered first in the panel's colour fields. */
  themeColours: { name: string; value: string }[];
  /** The font families the storefront ships. */
  fonts: string[];
  /** The dashboard's Pages area of this store, on the platform host. */
  pagesUrl: string;
}

const THEME_COLOURS: readonly [string, string][] = [
  ['Primary', 'primary.color'],
  ['Primary contrast', 'primary.contrast'],
  ['Page background', 'page.background'],
  ['Text', 'text.color'],
  ['Box background', 'box.background'],
];

export function pageEditorSettings(ctx: ServiceContext, page: Page): PageEditorSettings {
  const { settings } = ctx.store;
  const theme = resolveThemeSafely(settings.theme, THEMES, settings.themeOverrides);
  return {
    storeId: ctx.store.id,
    isPro: ctx.store.isPro,
    pageId: page.id,
    version: page.version,
    url: page.url,
    kind: page.kind,
    layout: page.layout,
    themeColours: THEME_COLOURS.flatMap(([name, key]) => {
      const value = theme[key];
      return value && /^#[0-9a-f]{3,8}$/i.test(value) ? [{ name, value }] : [];
    }),
    fonts: THEME_FONTS.map((font) => font.family),
    pagesUrl: `${storeOrigin({ isPlatform: true, subdomain: '', activeDomainName: null })}/dashboard/stores/${ctx.store.id}/pages/`,
  };
}
