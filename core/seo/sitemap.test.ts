import { describe, expect, it } from 'vitest';
import { escapeXml, sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  it('writes a urlset with the optional fields', () => {
    expect(
      sitemapXml([
        { loc: 'https://acme.example.com/', changefreq: 'daily', priority: 1 },
        {
          loc: 'https://acme.example.com/product/tee/',
          lastmod: new Date('2025-09-30T09:32:00.123Z'),
          changefreq: 'weekly',
          priority: 0.7,
        },
        { loc: 'https://acme.example.com/about/', lastmod: '2025-01-02' },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url>',
        '    <loc>https://acme.example.com/</loc>',
        '    <changefreq>daily</changefreq>',
        '    <priority>1.0</priority>',
        '  </url>',
        '  <url>',
        '    <loc>https://acme.example.com/product/tee/</loc>',
        '    <lastmod>2025-09-30T09:32:00Z</lastmod>',
        '    <changefreq>weekly</changefreq>',
        '    <priority>0.7</priority>',
        '  </url>',
        '  <url>',
        '    <loc>https://acme.example.com/about/</loc>',
        '    <lastmod>2025-01-02</lastmod>',
        '  </url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('writes an empty urlset', () => {
    expect(sitemapXml([])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n',
    );
  });

  it('escapes XML and drops characters XML cannot hold', () => {
    const xml = sitemapXml([{ loc: 'https://a.example/?a=1&b=\'<x>"\u0001' }]);
    expect(xml).toContain('<loc>https://a.example/?a=1&amp;b=&apos;&lt;x&gt;&quot;</loc>');
  });

  it('clamps priorities and skips invalid dates and numbers', () => {
    const xml = sitemapXml([
      { loc: 'https://a.example/1', priority: 3 },
      { loc: 'https://a.example/2', priority: -1, lastmod: new Date('nonsense') },
      { loc: 'https://a.example/3', priority: Number.NaN, lastmod: ' ' },
    ]);
    expect(xml).toContain('<priority>1.0</priority>');
    expect(xml).toContain('<priority>0.0</priority>');
    expect(xml.match(/<priority>/g)).toHaveLength(2);
    expect(xml).not.toContain('<lastmod>');
  });
});

describe('escapeXml', () => {
  it('keeps astral characters', () => {
    expect(escapeXml('tee 👕 & co')).toBe('tee 👕 &amp; co');
  });
});
