import { resolveThemeSafely, THEMES } from '../theme';
import { DEFAULT_MAIL_COLOURS, type MailBrand, type MailColours } from './layout';

export interface BrandSource {
  companyName: string;
  /** The logo's path or URL as the store keeps it ('/media/...' or absolute). */
  logo: string | null;
  theme: string;
  themeOverrides: Readonly<Record<string, string>>;
  address?: string | null;
}

/** Where a store path lives for someone reading an email: absolute URLs stay, paths join the origin. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`;
}

/** The mail colours and font of a store's theme (a bad theme value falls back, as on the storefront). */
export function mailThemeOf(
  theme: string,
  overrides: Readonly<Record<string, string>>,
): { colours: MailColours; font: string } {
  const resolved = resolveThemeSafely(theme, THEMES, overrides);
  const read = (key: string, fallback: string) => resolved[key] ?? fallback;
  const d = DEFAULT_MAIL_COLOURS;
  return {
    colours: {
      primary: read('button.primary.background', read('primary.color', d.primary)),
      primaryContrast: read('button.primary.color', read('primary.contrast', d.primaryContrast)),
      text: read('text.color', d.text),
      muted: read('text.muted', d.muted),
      background: read('page.background', d.background),
      box: read('box.background', d.box),
      border: read('border.color', d.border),
    },
    font: read('text.font', 'Lato'),
  };
}

/** A store's brand for its emails, with links made absolute against the store's origin. */
export function mailBrand(source: BrandSource, origin: string): MailBrand {
  const { colours, font } = mailThemeOf(source.theme, source.themeOverrides);
  return {
    companyName: source.companyName,
    logoUrl: source.logo ? absoluteUrl(origin, source.logo) : null,
    homeUrl: absoluteUrl(origin, '/'),
    colours,
    font,
    address: source.address ?? null,
  };
}
