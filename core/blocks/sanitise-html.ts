/**
 * An allow-list HTML sanitiser for the html block (and rich text), without a DOM, so the same code runs
 * on the server (on save) and in the browser (at render). No sanitising library is installed, and this
 * one is small.
 *
 * How it stays safe: the input is tokenised the way an HTML parser would read it (tags, attributes,
 * comments, raw-text elements), and the output is written anew from the tokens: only allowed elements
 * with allowed attributes, every attribute value decoded, checked and re-escaped in double quotes, every
 * text run escaped, every open element closed. Nothing of the input is copied through unparsed, so
 * malformed markup cannot smuggle a tag or attribute past the checks.
 *
 * - Dropped with their content: script, style, iframe, object, embed, form, svg, math, template,
 *   noscript, textarea, title, select, frames, and the like.
 * - Other unknown elements are dropped but their text kept.
 * - Dropped attributes: every on* handler, anything not allowed for the element, links failing
 *   core/links isSafeLink (javascript:, vbscript:, data:text/...), style with expression(), url(),
 *   javascript:, behaviours, bindings, imports or escapes.
 * - Comments, doctypes, CDATA and processing instructions are dropped.
 */
import { isSafeLink } from '../links/safe';

/** Elements kept (with their allowed attributes). */
const ALLOWED_ELEMENTS: ReadonlySet<string> = new Set([
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
]);

/** Elements removed together with everything inside them. */
const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
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
]);

/** Elements whose content the HTML parser reads as raw text up to the matching end tag. */
const RAW_TEXT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'textarea',
  'title',
  'xmp',
]);

const VOID_ELEMENTS: ReadonlySet<string> = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

const GLOBAL_ATTRIBUTES: ReadonlySet<string> = new Set(['class', 'title', 'lang', 'dir', 'style', 'role']);

const ELEMENT_ATTRIBUTES: Readonly<Record<string, ReadonlySet<string>>> = {
  a: new Set(['href', 'target', 'rel']),
  img: new Set(['src', 'alt', 'width', 'height', 'loading']),
  td: new Set(['colspan', 'rowspan', 'align']),
  th: new Set(['colspan', 'rowspan', 'scope', 'align']),
  col: new Set(['span']),
  colgroup: new Set(['span']),
  ol: new Set(['start', 'reversed', 'type']),
  blockquote: new Set(['cite']),
  q: new Set(['cite']),
  del: new Set(['cite', 'datetime']),
  ins: new Set(['cite', 'datetime']),
  time: new Set(['datetime']),
  details: new Set(['open']),
};

const URL_ATTRIBUTES: ReadonlySet<string> = new Set(['href', 'src', 'cite']);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  bsol: '\\',
  lpar: '(',
  rpar: ')',
  num: '#',
  commat: '@',
  period: '.',
  semi: ';',
  equals: '=',
  excl: '!',
  quest: '?',
  percnt: '%',
  plus: '+',
  comma: ',',
  grave: '`',
  lsqb: '[',
  rsqb: ']',
  lcub: '{',
  rcub: '}',
  copy: '©',
  reg: '®',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  pound: '£',
  euro: '€',
};

const ENTITY = /&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,8})|([A-Za-z][A-Za-z0-9]{1,31}))(;?)/g;
/** Named references a browser also decodes without a ';' (when no letter, digit or '=' follows). */
const LEGACY_NAMED: ReadonlySet<string> = new Set(['amp', 'lt', 'gt', 'quot', 'nbsp', 'copy', 'reg']);

/**
 * Decodes character references in an attribute value. Numeric ones are decoded with or without ';';
 * named ones need the ';' except the legacy few. The sanitiser re-escapes every '&' it writes, so the
 * browser sees exactly the decoded string that was checked.
 */
export function decodeEntities(value: string): string {
  return value.replace(
    ENTITY,
    (
      whole: string,
      dec: string | undefined,
      hex: string | undefined,
      name: string | undefined,
      semicolon: string,
      offset: number,
      source: string,
    ) => {
      if (dec !== undefined || hex !== undefined) {
        const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex ?? '', 16);
        if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
        return String.fromCodePoint(code);
      }
      const key = name ?? '';
      const decoded = NAMED_ENTITIES[key] ?? NAMED_ENTITIES[key.toLowerCase()];
      if (decoded === undefined) return whole;
      if (semicolon === ';') return decoded;
      const following = source[offset + whole.length] ?? '';
      return LEGACY_NAMED.has(key) && !/[A-Za-z0-9=]/.test(following) ? decoded : whole;
    },
  );
}

/** Escapes text for an element's content. */
export function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeHtml(value).replaceAll('"', '&quot;').replaceAll("'", '&#39;').replaceAll('`', '&#96;');
}

/** Text content: well-formed character references are kept, everything else escaped. */
function escapeText(value: string): string {
  return value.replace(/&(?!(?:#\d{1,8}|#[xX][0-9a-fA-F]{1,8}|[A-Za-z][A-Za-z0-9]{1,31});)|[<>]/g, (match) =>
    match === '&' ? '&amp;' : match === '<' ? '&lt;' : '&gt;',
  );
}

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

interface Attribute {
  name: string;
  value: string;
}

type Token =
  | { kind: 'text'; text: string }
  | { kind: 'start'; name: string; attributes: Attribute[]; selfClosing: boolean }
  | { kind: 'end'; name: string };

const WHITESPACE = /[\t\n\f\r ]/;

/** Tokenises HTML following the HTML standard's tokenizer states closely enough for sanitising. */
function tokenise(html: string): Token[] {
  const tokens: Token[] = [];
  const length = html.length;
  let position = 0;
  let textStart = 0;

  const flushText = (end: number) => {
    if (end > textStart) tokens.push({ kind: 'text', text: html.slice(textStart, end) });
  };

  while (position < length) {
    const lt = html.indexOf('<', position);
    if (lt === -1) break;
    const next = html[lt + 1] ?? '';
    if (/[A-Za-z]/.test(next)) {
      const tag = readTag(html, lt + 1, false);
      if (tag === null) {
        // An unterminated tag runs to the end of the input: the parser emits nothing for it.
        flushText(lt);
        textStart = length;
        position = length;
        break;
      }
      flushText(lt);
      tokens.push({
        kind: 'start',
        name: tag.name,
        attributes: tag.attributes,
        selfClosing: tag.selfClosing,
      });
      position = tag.end;
      textStart = position;
      if (RAW_TEXT.has(tag.name) || tag.name === 'plaintext') {
        const close = tag.name === 'plaintext' ? -1 : findRawTextEnd(html, position, tag.name);
        const contentEnd = close === -1 ? length : close;
        if (contentEnd > position) tokens.push({ kind: 'text', text: html.slice(position, contentEnd) });
        if (close === -1) {
          position = length;
          textStart = length;
          break;
        }
        const endTag = readTag(html, close + 2, true);
        tokens.push({ kind: 'end', name: tag.name });
        position = endTag === null ? length : endTag.end;
        textStart = position;
      }
      continue;
    }
    if (next === '/') {
      const after = html[lt + 2] ?? '';
      if (/[A-Za-z]/.test(after)) {
        const tag = readTag(html, lt + 2, true);
        flushText(lt);
        if (tag === null) {
          textStart = length;
          position = length;
          break;
        }
        tokens.push({ kind: 'end', name: tag.name });
        position = tag.end;
        textStart = position;
        continue;
      }
      if (after === '>') {
        // '</>' is ignored by the parser.
        flushText(lt);
        position = lt + 3;
        textStart = position;
        continue;
      }
      if (after === '') {
        position = lt + 1;
        continue;
      }
      // '</' followed by anything else opens a bogus comment up to the next '>'.
      flushText(lt);
      position = skipTo(html, lt + 2, '>');
      textStart = position;
      continue;
    }
    if (next === '!') {
      flushText(lt);
      if (html.startsWith('<!--', lt)) {
        position = skipComment(html, lt + 4);
      } else {
        position = skipTo(html, lt + 2, '>');
      }
      textStart = position;
      continue;
    }
    if (next === '?') {
      flushText(lt);
      position = skipTo(html, lt + 2, '>');
      textStart = position;
      continue;
    }
    // A '<' that starts no tag is text.
    position = lt + 1;
  }
  flushText(length);
  return tokens;
}

/** Position after the next `char` (or the end of input). */
function skipTo(html: string, from: number, char: string): number {
  const index = html.indexOf(char, from);
  return index === -1 ? html.length : index + 1;
}

/** Position after a comment opened by '<!--': ends at '-->', '--!>', or an abrupt '>' / '->' at its start. */
function skipComment(html: string, from: number): number {
  if (html[from] === '>') return from + 1;
  if (html.startsWith('->', from)) return from + 2;
  let index = from;
  while (index < html.length) {
    const dash = html.indexOf('--', index);
    if (dash === -1) return html.length;
    if (html[dash + 2] === '>') return dash + 3;
    if (html.startsWith('!>', dash + 2)) return dash + 4;
    index = dash + 1;
  }
  return html.length;
}

/** Index of the '<' of the end tag closing a raw-text element, or -1. */
function findRawTextEnd(html: string, from: number, name: string): number {
  const lower = html.toLowerCase();
  let index = from;
  while (index < html.length) {
    const found = lower.indexOf(`</${name}`, index);
    if (found === -1) return -1;
    const after = html[found + 2 + name.length] ?? '';
    if (after === '' || WHITESPACE.test(after) || after === '/' || after === '>') return found;
    index = found + 1;
  }
  return -1;
}

interface ReadTag {
  name: string;
  attributes: Attribute[];
  selfClosing: boolean;
  end: number;
}

/** Reads a tag from its name to its closing '>'; null when the input ends first. */
function readTag(html: string, from: number, isEnd: boolean): ReadTag | null {
  const length = html.length;
  let index = from;
  while (
    index < length &&
    !WHITESPACE.test(html[index] ?? '') &&
    html[index] !== '/' &&
    html[index] !== '>'
  ) {
    index += 1;
  }
  const name = html.slice(from, index).toLowerCase();
  const attributes: Attribute[] = [];
  let selfClosing = false;
  while (index < length) {
    const char = html[index] ?? '';
    if (WHITESPACE.test(char)) {
      index += 1;
      continue;
    }
    if (char === '>') {
      return { name, attributes: isEnd ? [] : attributes, selfClosing, end: index + 1 };
    }
    if (char === '/') {
      selfClosing = html[index + 1] === '>';
      index += 1;
      continue;
    }
    selfClosing = false;
    // Attribute name: the first character may be '='; then up to whitespace, '/', '>' or '='.
    const nameStart = index;
    index += 1;
    while (index < length && !/[\t\n\f\r />=]/.test(html[index] ?? '')) index += 1;
    const attributeName = html.slice(nameStart, index).toLowerCase();
    while (index < length && WHITESPACE.test(html[index] ?? '')) index += 1;
    let value = '';
    if (html[index] === '=') {
      index += 1;
      while (index < length && WHITESPACE.test(html[index] ?? '')) index += 1;
      const quote = html[index];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, index + 1);
        if (close === -1) return null;
        value = html.slice(index + 1, close);
        index = close + 1;
      } else {
        const valueStart = index;
        while (index < length && !/[\t\n\f\r >]/.test(html[index] ?? '')) index += 1;
        value = html.slice(valueStart, index);
      }
    }
    if (!attributes.some((attribute) => attribute.name === attributeName)) {
      attributes.push({ name: attributeName, value: decodeEntities(value) });
    }
  }
  return null;
}

const ALLOWED_TARGETS: ReadonlySet<string> = new Set(['_self', '_blank']);

function cleanAttributes(element: string, attributes: Attribute[]): string {
  const allowed = ELEMENT_ATTRIBUTES[element];
  const kept: Attribute[] = [];
  for (const { name, value } of attributes) {
    if (!/^[a-z][a-z0-9-]*$/.test(name) || name.startsWith('on')) continue;
    const isAria = name.startsWith('aria-');
    if (!isAria && !GLOBAL_ATTRIBUTES.has(name) && !allowed?.has(name)) continue;
    const cleanValue = value.replace(CONTROL, '');
    if (URL_ATTRIBUTES.has(name)) {
      if (!isSafeLink(cleanValue)) continue;
      kept.push({ name, value: cleanValue.trim() });
      continue;
    }
    if (name === 'style') {
      const style = sanitiseStyle(cleanValue);
      if (style !== null) kept.push({ name, value: style });
      continue;
    }
    if (name === 'target') {
      if (ALLOWED_TARGETS.has(cleanValue.trim().toLowerCase())) {
        kept.push({ name, value: cleanValue.trim().toLowerCase() });
      }
      continue;
    }
    if (name === 'rel') continue; // set below for new-tab links
    kept.push({ name, value: cleanValue });
  }
  if (
    element === 'a' &&
    kept.some((attribute) => attribute.name === 'target' && attribute.value === '_blank')
  ) {
    kept.push({ name: 'rel', value: 'noopener noreferrer' });
  }
  return kept
    .map(({ name, value }) =>
      value === '' && name !== 'alt' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`,
    )
    .join('');
}

export interface SanitiseHtmlOptions {
  /** Longest input read; the rest is dropped (default 100 000 characters). */
  maxLength?: number;
}

/** Maximum nesting kept; deeper elements are flattened (their text kept). */
const MAX_DEPTH = 64;

/** Sanitised HTML: safe to insert as innerHTML on the storefront. */
export function sanitiseHtml(input: unknown, options: SanitiseHtmlOptions = {}): string {
  if (typeof input !== 'string' || input === '') return '';
  const html = input.slice(0, options.maxLength ?? 100_000).replaceAll('\u0000', '\ufffd');
  const tokens = tokenise(html);
  const open: string[] = [];
  let dropping: { name: string; depth: number } | null = null;
  let output = '';

  for (const token of tokens) {
    if (dropping !== null) {
      if (token.kind === 'start' && token.name === dropping.name && !token.selfClosing) dropping.depth += 1;
      if (token.kind === 'end' && token.name === dropping.name) {
        dropping.depth -= 1;
        if (dropping.depth === 0) dropping = null;
      }
      continue;
    }
    if (token.kind === 'text') {
      output += escapeText(token.text);
      continue;
    }
    if (token.kind === 'start') {
      if (DROPPED_WITH_CONTENT.has(token.name)) {
        // Raw-text elements swallow their content even when written '<iframe/>', as the parser does.
        if (!VOID_ELEMENTS.has(token.name) && (!token.selfClosing || RAW_TEXT.has(token.name))) {
          dropping = { name: token.name, depth: 1 };
        }
        continue;
      }
      if (!ALLOWED_ELEMENTS.has(token.name)) continue;
      if (VOID_ELEMENTS.has(token.name)) {
        output += `<${token.name}${cleanAttributes(token.name, token.attributes)}>`;
        continue;
      }
      if (open.length >= MAX_DEPTH) continue;
      output += `<${token.name}${cleanAttributes(token.name, token.attributes)}>`;
      open.push(token.name);
      continue;
    }
    // End tag: close up to the matching open element; ignore it when none is open.
    const at = open.lastIndexOf(token.name);
    if (at === -1) continue;
    while (open.length > at) output += `</${open.pop()}>`;
  }
  while (open.length > 0) output += `</${open.pop()}>`;
  return output;
}
