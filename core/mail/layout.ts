import { LAYOUT } from '../constants/layout';

/**
 * The mail layout (§2 layouts, §9 520px content): every email and its web version is a list of blocks laid
 * out in one 520px column under the store's logo, in the store's theme colours, signed with its company name.
 * Rendered twice, as HTML (tables and inline styles, which is what mail clients read) and as plain text.
 */
export type MailBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'action'; text: string; url: string }
  | { kind: 'list'; items: readonly string[] }
  /** Label and value rows, e.g. an order's lines; `emphasis` bolds a total. */
  | { kind: 'table'; rows: readonly { label: string; value: string; emphasis?: boolean }[] }
  /** Small print under the content. */
  | { kind: 'note'; text: string };

export interface MailMessage {
  subject: string;
  /** The line mail clients show after the subject; defaults to the first paragraph. */
  preheader?: string;
  blocks: readonly MailBlock[];
}

export interface MailColours {
  primary: string;
  primaryContrast: string;
  text: string;
  muted: string;
  background: string;
  box: string;
  border: string;
}

/** What an email knows about the store that sends it. */
export interface MailBrand {
  companyName: string;
  /** Absolute URL of the logo, or null: the company name is shown instead. */
  logoUrl: string | null;
  /** The store's home page, which the logo links to. */
  homeUrl: string;
  colours: MailColours;
  font: string;
  /** The company's postal address, in the footer when known. */
  address?: string | null;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export const MAIL_CONTENT_WIDTH = Number.parseInt(LAYOUT.contentContainer.mail, 10);

export const DEFAULT_MAIL_COLOURS: MailColours = {
  primary: '#86b302',
  primaryContrast: '#111111',
  text: '#222222',
  muted: '#6b6b6b',
  background: '#ffffff',
  box: '#f7f7f7',
  border: '#e3e3e3',
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const CSS_VALUE = /^[#a-zA-Z0-9(),.%\s-]{1,60}$/;
const FONT_NAME = /^[a-zA-Z0-9 -]{1,40}$/;

/** A theme value safe inside an inline style, or the fallback (a theme value never breaks out of its style). */
export function safeCss(value: string | undefined, fallback: string): string {
  return value && CSS_VALUE.test(value) ? value.trim() : fallback;
}

/** Only http(s) links go into an email. */
function safeUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

function paragraphsHtml(text: string, style: string): string {
  return text
    .split(/\n{2,}/)
    .map((part) => `<p style="${style}">${escapeHtml(part).replaceAll('\n', '<br>')}</p>`)
    .join('');
}

function blockHtml(block: MailBlock, brand: MailBrand, c: MailColours): string {
  const body = `margin:0 0 16px;font-size:16px;line-height:1.5;color:${c.text}`;
  switch (block.kind) {
    case 'heading':
      return `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${c.text}">${escapeHtml(block.text)}</h1>`;
    case 'paragraph':
      return paragraphsHtml(block.text, body);
    case 'note':
      return paragraphsHtml(block.text, `margin:0 0 12px;font-size:13px;line-height:1.5;color:${c.muted}`);
    case 'list':
      return `<ul style="margin:0 0 16px;padding-left:20px;color:${c.text}">${block.items
        .map((item) => `<li style="margin:0 0 6px;font-size:16px;line-height:1.5">${escapeHtml(item)}</li>`)
        .join('')}</ul>`;
    case 'table':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse">${block.rows
        .map(
          (row) =>
            `<tr><td style="padding:8px 0;border-bottom:1px solid ${c.border};font-size:15px;color:${c.text}${row.emphasis ? ';font-weight:700' : ''}">${escapeHtml(row.label)}</td><td align="right" style="padding:8px 0 8px 12px;border-bottom:1px solid ${c.border};font-size:15px;color:${c.text};white-space:nowrap${row.emphasis ? ';font-weight:700' : ''}">${escapeHtml(row.value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'action': {
      const url = safeUrl(block.url);
      if (!url) return paragraphsHtml(block.text, body);
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:4px;background:${c.primary}"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:700;color:${c.primaryContrast};text-decoration:none;font-family:${escapeHtml(brand.font)},Arial,sans-serif">${escapeHtml(block.text)}</a></td></tr></table><p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${c.muted};word-break:break-all">${escapeHtml(url)}</p>`;
    }
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return block.text.toUpperCase();
    case 'paragraph':
    case 'note':
      return block.text;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'table':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
    case 'action': {
      const url = safeUrl(block.url);
      return url ? `${block.text}: ${url}` : block.text;
    }
  }
}

function preheaderOf(message: MailMessage): string {
  if (message.preheader) return message.preheader;
  const first = message.blocks.find((block) => block.kind === 'paragraph');
  return first && first.kind === 'paragraph' ? (first.text.split('\n')[0]?.slice(0, 140) ?? '') : '';
}

function colours(brand: MailBrand): MailColours {
  const d = DEFAULT_MAIL_COLOURS;
  const c = brand.colours;
  return {
    primary: safeCss(c.primary, d.primary),
    primaryContrast: safeCss(c.primaryContrast, d.primaryContrast),
    text: safeCss(c.text, d.text),
    muted: safeCss(c.muted, d.muted),
    background: safeCss(c.background, d.background),
    box: safeCss(c.box, d.box),
    border: safeCss(c.border, d.border),
  };
}

/** The header, the blocks and the footer: the part a web version (/teemail/) shows inside its own page. */
export function renderMailBody(message: MailMessage, brand: MailBrand): string {
  const c = colours(brand);
  const font = FONT_NAME.test(brand.font) ? brand.font : 'Lato';
  const safeBrand = { ...brand, font };
  const logoUrl = brand.logoUrl ? safeUrl(brand.logoUrl) : null;
  const home = safeUrl(brand.homeUrl);
  const mark = logoUrl
    ? `<img src="${escapeHtml(logoUrl)}" alt="${escapeHtml(brand.companyName)}" width="180" style="display:block;max-width:220px;width:180px;height:auto;border:0;font-size:20px;font-weight:700;color:${c.text}">`
    : `<span style="font-size:22px;font-weight:700;color:${c.text}">${escapeHtml(brand.companyName)}</span>`;
  const header = home ? `<a href="${escapeHtml(home)}" style="text-decoration:none">${mark}</a>` : mark;
  const footer = [
    `<p style="margin:0;font-size:13px;line-height:1.5;color:${c.muted}">${escapeHtml(brand.companyName)}</p>`,
    brand.address
      ? `<p style="margin:0;font-size:13px;line-height:1.5;color:${c.muted}">${escapeHtml(brand.address).replaceAll('\n', ', ')}</p>`
      : '',
  ].join('');
  return [
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:${MAIL_CONTENT_WIDTH}px;margin:0 auto;font-family:${escapeHtml(font)},Arial,sans-serif">`,
    `<tr><td style="padding:24px 24px 16px">${header}</td></tr>`,
    `<tr><td style="padding:24px;background:${c.background};border:1px solid ${c.border};border-radius:4px">${message.blocks
      .map((block) => blockHtml(block, safeBrand, c))
      .join('')}</td></tr>`,
    `<tr><td style="padding:16px 24px 32px">${footer}</td></tr>`,
    '</table>',
  ].join('');
}

/** A whole email: an HTML document and its plain text part. */
export function renderMail(message: MailMessage, brand: MailBrand): RenderedMail {
  const c = colours(brand);
  const preheader = preheaderOf(message);
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(message.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${c.box}">`,
    preheader
      ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(preheader)}</div>`
      : '',
    renderMailBody(message, brand),
    '</body></html>',
  ].join('');
  const text = [
    brand.companyName,
    '',
    message.blocks.map(blockText).join('\n\n'),
    '',
    '--',
    brand.companyName,
    ...(brand.address ? [brand.address.replaceAll('\n', ', ')] : []),
    ...(safeUrl(brand.homeUrl) ? [safeUrl(brand.homeUrl) as string] : []),
  ].join('\n');
  return { subject: message.subject, html, text };
}
