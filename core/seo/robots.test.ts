import { describe, expect, it } from 'vitest';
import { type RobotsInput, robotsDirective, robotsTxt } from './robots';

const indexable: RobotsInput = {
  inSitemap: true,
  loginState: 'everyone',
  needsDashboardAccess: false,
  isNotFound: false,
};

describe('robotsDirective', () => {
  it('indexes a public page in the sitemap', () => {
    expect(robotsDirective(indexable)).toBe('index, follow');
    expect(robotsDirective({ ...indexable, loginState: 'logged-out' })).toBe('index, follow');
  });

  it.each<[string, Partial<RobotsInput>]>([
    ['not in the sitemap', { inSitemap: false }],
    ['needing login', { loginState: 'logged-in' }],
    ['needing dashboard access (login state)', { loginState: 'dashboard-access' }],
    ['needing dashboard access (permission)', { needsDashboardAccess: true }],
    ['not found', { isNotFound: true }],
  ])('keeps a page %s out of the index', (_, change) => {
    expect(robotsDirective({ ...indexable, ...change })).toBe('noindex');
  });
});

describe('robotsTxt', () => {
  it('disallows the given paths and names the sitemap', () => {
    expect(
      robotsTxt({ sitemapUrl: 'https://shop.example.com/sitemap.xml', disallow: ['/basket/', '/checkout/'] }),
    ).toBe(
      'User-agent: *\nDisallow: /basket/\nDisallow: /checkout/\n\nSitemap: https://shop.example.com/sitemap.xml\n',
    );
  });

  it('allows everything without rules and leaves out a missing sitemap', () => {
    expect(robotsTxt({ disallow: [] })).toBe('User-agent: *\nAllow: /\n');
    expect(robotsTxt({ sitemapUrl: null, disallow: ['/x/'] })).toBe('User-agent: *\nDisallow: /x/\n');
  });

  it('never lets a value start a directive of its own', () => {
    expect(
      robotsTxt({ sitemapUrl: 'https://a.example/s.xml\nDisallow: /', disallow: ['/a/\r\nAllow: /'] }),
    ).toBe('User-agent: *\nDisallow: /a/ Allow: /\n\nSitemap: https://a.example/s.xml Disallow: /\n');
  });
});
