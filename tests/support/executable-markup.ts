/**
 * Tests only: what a browser would find executable in sanitised markup. The markup is read by a real
 * parser (jsdom's HTML5 parser, or its XML parser for SVG files), never by a regular expression, so a
 * corpus test sees the tree a browser builds, mutations included.
 */
import { JSDOM } from 'jsdom';
import { isSafeLink } from '../../core/links/safe';

const { window } = new JSDOM('');

/** Elements that run script, load a document or change how the page around them is read. */
const EXECUTING_ELEMENTS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'form',
  'portal',
  'foreignobject',
  'handler',
  'listener',
  'animate',
  'animatemotion',
  'animatetransform',
  'set',
  'discard',
]);

/** Attributes that take a URL a browser may load or navigate to. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'data',
  'background',
  'poster',
  'cite',
  'codebase',
  'lowsrc',
  'dynsrc',
  'ping',
]);

/** Attributes that are trouble whatever their value. */
const FORBIDDEN_ATTRIBUTES = new Set(['srcdoc', 'formaction', 'action', 'srcset', 'is', 'xmlns:xlink:href']);

const UNSAFE_CSS =
  /expression\s*\(|javascript:|vbscript:|@import|behavior\s*:|-moz-binding|url\s*\(\s*['"]?(?!#)/i;

function* elementsOf(root: ParentNode): Generator<Element> {
  for (const element of Array.from(root.querySelectorAll('*'))) {
    yield element;
    if (element instanceof window.HTMLTemplateElement) yield* elementsOf(element.content);
  }
}

function problemsOf(root: ParentNode, options: { svg: boolean }): string[] {
  const found: string[] = [];
  for (const element of elementsOf(root)) {
    const name = element.localName.toLowerCase();
    if (EXECUTING_ELEMENTS.has(name)) found.push(`element <${element.localName}>`);
    if (name === 'style' && UNSAFE_CSS.test(element.textContent ?? '')) {
      found.push(`style sheet ${element.textContent}`);
    }
    for (const attribute of Array.from(element.attributes)) {
      const attributeName = attribute.name.toLowerCase();
      const value = attribute.value;
      if (attributeName.startsWith('on')) found.push(`handler ${attribute.name}`);
      if (FORBIDDEN_ATTRIBUTES.has(attributeName)) found.push(`attribute ${attribute.name}`);
      // In HTML, id and name can clobber the page's globals (DOM clobbering); SVG files need ids.
      if (!options.svg && (attributeName === 'id' || attributeName === 'name')) {
        found.push(`attribute ${attribute.name}`);
      }
      // In SVG every presentation attribute may hold url(), like CSS.
      if ((attributeName === 'style' || options.svg) && UNSAFE_CSS.test(value)) {
        found.push(`CSS in ${attribute.name}: ${value}`);
      }
      if (URL_ATTRIBUTES.has(attributeName) || attribute.localName === 'href') {
        const safe = options.svg ? isSafeSvgLink(name, value) : isSafeLink(value);
        if (!safe) found.push(`link ${attribute.name}="${value}"`);
      }
      // A browser skips whitespace and control characters inside a URL's scheme.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
      if (/javascript:|vbscript:/i.test(value.replace(/[\s\u0000-\u001f]/g, ''))) {
        found.push(`script URL in ${attribute.name}`);
      }
    }
  }
  return found;
}

/** In an SVG file links may only point inside it, or, for <image>, at an embedded raster image. */
function isSafeSvgLink(element: string, value: string): boolean {
  const target = value.trim();
  if (/^#[A-Za-z_][\w.:-]*$/.test(target)) return true;
  return element === 'image' && /^data:image\/(png|jpeg|gif|webp);base64,/.test(target);
}

/** The HTML a browser builds from a fragment, serialised: parsing its own output must not change it. */
function reparsed(html: string): string {
  const template = window.document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

/**
 * Everything executable in an HTML fragment as a browser parses it inside <body>, plus a mutation: a
 * fragment whose serialisation parses into a different tree (the mechanism of mutation XSS).
 */
export function executableHtml(html: string): string[] {
  const template = window.document.createElement('template');
  template.innerHTML = html;
  const found = problemsOf(template.content, { svg: false });
  const once = reparsed(html);
  if (reparsed(once) !== once) found.push(`mutates when parsed again: ${once}`);
  return found;
}

/** Everything executable in an SVG file, read both as an SVG document and inline in an HTML page. */
export function executableSvg(svg: string): string[] {
  const document = new window.DOMParser().parseFromString(svg, 'image/svg+xml');
  const found: string[] = [];
  if (document.getElementsByTagName('parsererror').length > 0) found.push('not well-formed XML');
  found.push(...problemsOf(document, { svg: true }));
  for (const element of Array.from(document.querySelectorAll('*'))) {
    if (element.namespaceURI !== 'http://www.w3.org/2000/svg') {
      found.push(`element <${element.tagName}> outside the SVG namespace`);
    }
  }
  const inline = window.document.createElement('div');
  inline.innerHTML = svg;
  found.push(...problemsOf(inline, { svg: true }).map((problem) => `inline: ${problem}`));
  return found;
}

/** The DOM a browser builds from an HTML fragment, serialised, to compare markup that differs only in form. */
export function parsedHtml(html: string): string {
  return reparsed(html);
}
