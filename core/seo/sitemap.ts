export type ChangeFrequency = 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** A Date, or a W3C datetime string written as given. */
  lastmod?: Date | string | null;
  changefreq?: ChangeFrequency;
  /** 0.0 to 1.0; clamped and written with one decimal. */
  priority?: number;
}

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

// Characters XML 1.0 cannot hold at all, even escaped.
const INVALID_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe in XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(INVALID_XML, '').replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

function lastmodText(lastmod: Date | string | null | undefined): string | null {
  if (lastmod instanceof Date) {
    return Number.isNaN(lastmod.getTime()) ? null : lastmod.toISOString().replace(/\.\d{3}Z$/, 'Z');
  }
  return lastmod?.trim() ? lastmod.trim() : null;
}

/** A sitemap.xml urlset (sitemaps.org 0.9), newline-terminated. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ];
  for (const entry of entries) {
    lines.push('  <url>', `    <loc>${escapeXml(entry.loc)}</loc>`);
    const lastmod = lastmodText(entry.lastmod);
    if (lastmod) lines.push(`    <lastmod>${escapeXml(lastmod)}</lastmod>`);
    if (entry.changefreq) lines.push(`    <changefreq>${entry.changefreq}</changefreq>`);
    if (entry.priority !== undefined && Number.isFinite(entry.priority)) {
      lines.push(`    <priority>${Math.min(1, Math.max(0, entry.priority)).toFixed(1)}</priority>`);
    }
    lines.push('  </url>');
  }
  lines.push('</urlset>');
  return `${lines.join('\n')}\n`;
}
