/** Who may see a page (spec §3 Page properties.loginState). */
export type PageLoginState = 'everyone' | 'logged-in' | 'logged-out' | 'dashboard-access';

export type RobotsDirective = 'noindex' | 'index, follow';

export interface RobotsInput {
  /** Published and in the sitemap (the page's show-on-site-map flag). */
  inSitemap: boolean;
  loginState: PageLoginState;
  needsDashboardAccess: boolean;
  isNotFound: boolean;
}

/**
 * The robots meta content of a page (spec §2): pages not in the sitemap, or needing login or dashboard
 * access, get noindex; so does the not-found page.
 */
export function robotsDirective({
  inSitemap,
  loginState,
  needsDashboardAccess,
  isNotFound,
}: RobotsInput): RobotsDirective {
  const private_ = loginState === 'logged-in' || loginState === 'dashboard-access' || needsDashboardAccess;
  return isNotFound || !inSitemap || private_ ? 'noindex' : 'index, follow';
}

export interface RobotsTxtInput {
  /** Absolute URL of the sitemap; omitted from the file when null or absent. */
  sitemapUrl?: string | null;
  /** Path prefixes crawlers are asked to keep out of; none means everything is allowed. */
  disallow: readonly string[];
}

/** One line's value: no line breaks can smuggle in another directive. */
function lineValue(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

/** robots.txt for every user agent, newline-terminated. */
export function robotsTxt({ sitemapUrl, disallow }: RobotsTxtInput): string {
  const rules = disallow.map(lineValue).filter((path) => path.length > 0);
  const lines = [
    'User-agent: *',
    ...(rules.length ? rules.map((path) => `Disallow: ${path}`) : ['Allow: /']),
  ];
  const sitemap = sitemapUrl ? lineValue(sitemapUrl) : '';
  if (sitemap) lines.push('', `Sitemap: ${sitemap}`);
  return `${lines.join('\n')}\n`;
}
