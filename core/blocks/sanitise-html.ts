/**
 * The allow-list HTML sanitiser of the html, text and expandable blocks, built on sanitize-html (an
 * htmlparser2 tokeniser and a writer that re-escapes every text run and attribute value). It runs on the
 * server only: on save (core/blocks/validate) and when a page is read for a browser
 * (domain/storefront-pages), so the storefront never ships a parser (decision 0008).
 *
 * - Dropped with their content: script, style, iframe, object, embed, form, svg, math, template,
 *   noscript, textarea, title, select, frames, and the like.
 * - Other unknown elements are dropped but their text kept.
 * - Dropped attributes: every on* handler, id and name (DOM clobbering), anything not allowed for the
 *   element, links failing core/links isSafeLink (javascript:, vbscript:, data:text/...), and style with
 *   anything but plain declarations (sanitiseStyle).
 * - Comments, doctypes, CDATA and processing instructions are dropped.
 */
import sanitize from 'sanitize-html';
import { ALLOWED_SCHEMES, isSafeLink } from '../links/safe';
import type { Block } from './types';

const ALLOWED_ELEMENTS = [
  'a',
  'abbr',
  'article',
  'aside',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'details',
  'dfn',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
];

/** Elements removed together with everything inside them (sanitize-html keeps the text of the others). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'applet',
  'form',
  'svg',
  'math',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'frameset',
  'frame',
  'textarea',
  'title',
  'select',
  'xmp',
  'plaintext',
  'head',
  'base',
  'link',
  'meta',
  'portal',
  'video',
  'audio',
  'canvas',
  'button',
  'input',
  'option',
  'datalist',
];

const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  '*': ['class', 'title', 'lang', 'dir', 'style', 'role', 'aria-*'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  td: ['colspan', 'rowspan', 'align'],
  th: ['colspan', 'rowspan', 'scope', 'align'],
  col: ['span'],
  colgroup: ['span'],
  ol: ['start', 'reversed', 'type'],
  blockquote: ['cite'],
  q: ['cite'],
  del: ['cite', 'datetime'],
  ins: ['cite', 'datetime'],
  time: ['datetime'],
  details: ['open'],
};

const URL_ATTRIBUTES = ['href', 'src', 'cite'];
const ALLOWED_TARGETS: ReadonlySet<string> = new Set(['_self', '_blank']);

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g;
const STYLE_BLOCKLIST =
  /expression|javascript|vbscript|url\s*\(|image-set|@import|behavior|binding|\\|<|>|&|\/\*|\*\//i;
const STYLE_DECLARATION = /^\s*(-?[a-z][a-z-]*)\s*:\s*([^;]*?)\s*$/i;

/**
 * A style attribute reduced to plain declarations, or null when it carries anything that could load or
 * run something (expression(), url(), javascript:, behaviours, bindings, imports, escapes, comments).
 */
export function sanitiseStyle(style: string): string | null {
  const value = style.replace(CONTROL, '');
  if (STYLE_BLOCKLIST.test(value)) return null;
  const declarations: string[] = [];
  for (const part of value.split(';')) {
    if (part.trim() === '') continue;
    const match = STYLE_DECLARATION.exec(part);
    if (!match) return null;
    const [, property = '', propertyValue = ''] = match;
    if (!/^[\w\s#%.,()'"+-]*$/.test(propertyValue)) return null;
    declarations.push(`${property.toLowerCase()}: ${propertyValue}`);
  }
  return declarations.length > 0 ? declarations.join('; ') : null;
}

/** The project's own rules on top of sanitize-html's: link safety, plain styles, safe new-tab links. */
function applyPolicy(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const kept: sanitize.Attributes = {};
  for (const [name, raw] of Object.entries(attribs)) {
    const value = raw.replace(CONTROL, '');
    if (URL_ATTRIBUTES.includes(name)) {
      if (isSafeLink(value)) kept[name] = value.trim();
    } else if (name === 'style') {
      const style = sanitiseStyle(value);
      if (style !== null) kept[name] = style;
    } else if (name === 'target') {
      const target = value.trim().toLowerCase();
      if (ALLOWED_TARGETS.has(target)) kept[name] = target;
    } else if (name !== 'rel') {
      kept[name] = value;
    }
  }
  if (tagName === 'a' && kept.target === '_blank') kept.rel = 'noopener noreferrer';
  return { tagName, attribs: kept };
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_ELEMENTS,
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedSchemes: [...ALLOWED_SCHEMES],
  allowedSchemesAppliedToAttributes: URL_ATTRIBUTES,
  allowProtocolRelative: true,
  nonTextTags: DROPPED_WITH_CONTENT,
  disallowedTagsMode: 'discard',
  // Deeper elements are flattened (their text kept).
  nestingLimit: 64,
  // applyPolicy checks style; sanitize-html's own CSS parsing (postcss) would only reformat it.
  parseStyleAttributes: false,
  transformTags: { '*': applyPolicy },
};

export interface SanitiseHtmlOptions {
  /** Longest input read; the rest is dropped (default 100 000 characters). */
  maxLength?: number;
}

/** Sanitised HTML: safe to insert as innerHTML on the storefront. */
export function sanitiseHtml(input: unknown, options: SanitiseHtmlOptions = {}): string {
  if (typeof input !== 'string' || input === '') return '';
  return sanitize(input.slice(0, options.maxLength ?? 100_000), OPTIONS);
}

/** Properties holding HTML, by block type: sanitised on save and again when read for a browser. */
export const HTML_PROPERTIES: Readonly<Record<string, readonly string[]>> = Object.freeze({
  html: ['html'],
  text: ['text'],
  expandable: ['copy'],
});

/** The blocks with every HTML property sanitised, at any depth. */
export function withSanitisedHtml<B extends Block>(blocks: readonly B[]): B[] {
  return blocks.map((block) => {
    const keys = HTML_PROPERTIES[block.type] ?? [];
    const properties = { ...block.properties };
    for (const key of keys) {
      if (typeof properties[key] === 'string') properties[key] = sanitiseHtml(properties[key]);
    }
    return { ...block, properties, items: withSanitisedHtml(block.items) };
  });
}
