/**
 * The SVG sanitiser for uploads: the file is parsed as XML by jsdom (well-formed or refused) and cleaned
 * in place by DOMPurify with this allow-list, then written out by the DOM's XMLSerializer.
 *
 * - only drawing elements are kept; anything else (script, foreignObject, iframe, animation, metadata,
 *   editor namespaces) is dropped with its content;
 * - only presentation and geometry attributes are kept: no on* handlers, no foreign namespaces;
 * - links (href, xlink:href) may only point inside the file ('#id'), or for <image> at an embedded PNG,
 *   JPEG, GIF or WebP data URI: external references are removed;
 * - url() in attributes and CSS may only name '#id'; CSS with @import, escapes, expression() or
 *   bindings is dropped;
 * - entity declarations (XXE, "billion laughs") refuse the file, as does a root that is not an SVG <svg>;
 * - a <use> may not point at something that itself contains a <use> (exponential expansion).
 */
import { createRequire } from 'node:module';
import type { Config, UponSanitizeAttributeHookEvent } from 'dompurify';
import type { JSDOM } from 'jsdom';

/**
 * jsdom is loaded on the first SVG upload, not at boot: importing it costs the process about 90 MB of
 * resident memory (28 MB of heap) that a server which never sees an SVG upload would carry for nothing.
 * Sanitising is synchronous, so it is required, not imported.
 */
const require = createRequire(import.meta.url);

export class UnsafeSvgError extends Error {
  constructor(readonly reason: string) {
    super(`unsafe or malformed SVG: ${reason}`);
    this.name = 'UnsafeSvgError';
  }
}

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';
const XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/';

/** Drawing elements kept (names as written in SVG); anything else is dropped with its content. */
const ELEMENTS = [
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'image',
  'marker',
  'title',
  'desc',
  'style',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
];

/** Presentation and geometry attributes kept; no on* handlers, no foreign namespaces. */
const ATTRIBUTES = [
  'id',
  'class',
  'style',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'dx',
  'dy',
  'd',
  'points',
  'width',
  'height',
  'viewBox',
  'preserveAspectRatio',
  'transform',
  'version',
  'xml:space',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'color',
  'display',
  'visibility',
  'overflow',
  'clip-path',
  'clip-rule',
  'clipPathUnits',
  'mask',
  'maskUnits',
  'maskContentUnits',
  'filter',
  'filterUnits',
  'primitiveUnits',
  'vector-effect',
  'paint-order',
  'mix-blend-mode',
  'isolation',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'marker-start',
  'marker-mid',
  'marker-end',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant',
  'text-anchor',
  'text-decoration',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'letter-spacing',
  'word-spacing',
  'writing-mode',
  'startOffset',
  'method',
  'spacing',
  'textLength',
  'lengthAdjust',
  'rotate',
  'in',
  'in2',
  'result',
  'stdDeviation',
  'mode',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'values',
  'type',
  'tableValues',
  'slope',
  'intercept',
  'amplitude',
  'exponent',
  'flood-color',
  'flood-opacity',
  'radius',
  'edgeMode',
  'href',
  'xlink:href',
];

const LINK_ELEMENTS: ReadonlySet<string> = new Set([
  'use',
  'image',
  'textPath',
  'linearGradient',
  'radialGradient',
  'pattern',
  'filter',
]);
const EMBEDDED_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]+$/;
const URL_REFERENCE = /url\(\s*(['"]?)#[A-Za-z_][\w.:-]*\1\s*\)/g;
const INTERNAL_LINK = /^#[A-Za-z_][\w.:-]*$/;
const NAME = /^[A-Za-z_][\w.:-]*$/;

const LIMITS = { elements: 20_000, depth: 100 };

/** CSS that can only style: no imports, external url(), escapes, script or behaviours. */
export function isSafeCss(css: string): boolean {
  const lower = css.toLowerCase();
  if (/@import|expression\s*\(|javascript:|behavior|-moz-binding|\\|<|@font-face/.test(lower)) return false;
  return !lower.replace(URL_REFERENCE, '').includes('url(');
}

function isSafeAttribute(element: string, name: string, value: string): boolean {
  if (name === 'href' || name === 'xlink:href') {
    if (!LINK_ELEMENTS.has(element)) return false;
    const target = value.trim();
    return INTERNAL_LINK.test(target) || (element === 'image' && EMBEDDED_IMAGE.test(target));
  }
  if (name === 'id') return NAME.test(value);
  if (name === 'style') return isSafeCss(value);
  if (value.toLowerCase().includes('url('))
    return !value.toLowerCase().replace(URL_REFERENCE, '').includes('url(');
  return !/javascript:|expression\s*\(/i.test(value);
}

interface SvgToolkit {
  window: JSDOM['window'];
  purifier: ReturnType<typeof import('dompurify').default>;
}

let toolkit: SvgToolkit | undefined;

/**
 * One window and one DOMPurify for the process, made on the first upload rather than at boot: sanitising
 * is synchronous, so calls never interleave.
 */
function svgToolkit(): SvgToolkit {
  if (!toolkit) {
    const { JSDOM: Dom } = require('jsdom') as typeof import('jsdom');
    const createDOMPurify = require('dompurify') as typeof import('dompurify').default;
    const { window } = new Dom('');
    const purifier = createDOMPurify(window);
    purifier.addHook('uponSanitizeAttribute', (node: Element, event: UponSanitizeAttributeHookEvent) => {
      if (!isSafeAttribute(node.nodeName, event.attrName, event.attrValue)) event.keepAttr = false;
    });
    toolkit = { window, purifier };
  }
  return toolkit;
}

const PURIFY_CONFIG: Config & { IN_PLACE: true } = {
  IN_PLACE: true,
  // Case-preserving names (linearGradient, viewBox), as SVG writes them.
  PARSER_MEDIA_TYPE: 'application/xhtml+xml',
  ALLOWED_NAMESPACES: [SVG_NAMESPACE],
  ALLOWED_TAGS: [...ELEMENTS, '#text'],
  ALLOWED_ATTR: ATTRIBUTES,
  // A dropped element goes with its content: an unknown wrapper's drawing is not promoted.
  KEEP_CONTENT: false,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** A length attribute in CSS pixels (96 per inch); undefined when absent, a percentage or unreadable. */
export function lengthInPixels(value: string | undefined): number | undefined {
  const match = /^\s*([0-9]*\.?[0-9]+(?:e[-+]?\d+)?)\s*(px|pt|pc|mm|cm|in)?\s*$/i.exec(value ?? '');
  if (!match?.[1]) return undefined;
  const number = Number(match[1]);
  const unit = (match[2] ?? 'px').toLowerCase();
  const perUnit: Record<string, number> = {
    px: 1,
    pt: 96 / 72,
    pc: 16,
    mm: 96 / 25.4,
    cm: 96 / 2.54,
    in: 96,
  };
  const pixels = number * (perUnit[unit] ?? 1);
  return pixels > 0 ? pixels : undefined;
}

export interface SanitisedSvg {
  svg: string;
  /** The drawing's own size in CSS pixels, from width and height or else the viewBox. */
  width: number;
  height: number;
}

/** The file as an XML document; refused when it is not well-formed or declares entities. */
function parseSvg(input: string): Element {
  // jsdom's XML parser would expand entities declared in the DOCTYPE: refuse them before parsing.
  if (/<!ENTITY/i.test(input)) throw new UnsafeSvgError('a DOCTYPE with entity declarations');
  let document: Document;
  try {
    document = new (svgToolkit().window.DOMParser)().parseFromString(
      input.replace(/^\uFEFF/, ''),
      'image/svg+xml',
    );
  } catch {
    throw new UnsafeSvgError('not well-formed XML');
  }
  const root = document.documentElement;
  if (!root || document.getElementsByTagNameNS('*', 'parsererror').length > 0) {
    throw new UnsafeSvgError('not well-formed XML');
  }
  if (root.localName !== 'svg' || root.namespaceURI !== SVG_NAMESPACE) {
    throw new UnsafeSvgError('the root element is not <svg>');
  }
  return root;
}

/** Refuses files too big or too deep to render safely. */
function checkComplexity(root: Element): void {
  let elements = 0;
  const stack: [Element, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [element, depth] = stack.pop() as [Element, number];
    elements += 1;
    if (elements > LIMITS.elements || depth > LIMITS.depth) throw new UnsafeSvgError('too complex');
    // Siblings by pointer: jsdom's live HTMLCollection (element.children) costs O(n) per index.
    for (let child = element.firstElementChild; child; child = child.nextElementSibling) {
      stack.push([child, depth + 1]);
    }
  }
}

/** CDATA sections become plain text, so DOMPurify keeps the CSS or text they hold (and checks it). */
function cdataToText(root: Element): void {
  const { NodeFilter } = svgToolkit().window;
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_CDATA_SECTION);
  const sections: Node[] = [];
  while (walker.nextNode()) sections.push(walker.currentNode);
  for (const section of sections) {
    section.parentNode?.replaceChild(root.ownerDocument.createTextNode(section.textContent ?? ''), section);
  }
}

function linkTarget(element: Element): string | null {
  const href = element.getAttribute('href') ?? element.getAttributeNS(XLINK_NAMESPACE, 'href');
  return href?.startsWith('#') ? href.slice(1) : null;
}

/** A <use> of something that itself holds a <use> can expand exponentially. */
function checkNestedUse(root: Element): void {
  for (const use of Array.from(root.querySelectorAll('use'))) {
    const id = linkTarget(use);
    const target = id === null ? null : root.ownerDocument.getElementById(id);
    if (target && (target.localName === 'use' || target.querySelector('use') !== null)) {
      throw new UnsafeSvgError('a <use> of something that itself uses');
    }
  }
}

/** The root's namespace declarations first, then its own attributes in their order. */
function declareNamespaces(root: Element): void {
  const attributes = Array.from(root.attributes).filter(
    (attribute) => attribute.namespaceURI !== XMLNS_NAMESPACE,
  );
  for (const attribute of Array.from(root.attributes)) root.removeAttributeNode(attribute);
  root.setAttributeNS(XMLNS_NAMESPACE, 'xmlns', SVG_NAMESPACE);
  root.setAttributeNS(XMLNS_NAMESPACE, 'xmlns:xlink', XLINK_NAMESPACE);
  for (const attribute of attributes) root.setAttributeNodeNS(attribute);
}

/** A clean copy of an uploaded SVG, or UnsafeSvgError when it cannot be made safe or is not an SVG. */
export function sanitiseSvg(input: string): SanitisedSvg {
  const root = parseSvg(input);
  checkComplexity(root);
  const size = svgSize(root);
  if (!size) throw new UnsafeSvgError('no width and height or viewBox');
  cdataToText(root);
  const { window, purifier } = svgToolkit();
  try {
    purifier.sanitize(root, PURIFY_CONFIG);
  } catch {
    // DOMPurify refuses to clean in place a tree it cannot make safe (a clobbered or forbidden root).
    throw new UnsafeSvgError('a tree DOMPurify could not clean');
  }
  for (const style of Array.from(root.querySelectorAll('style'))) {
    if (!isSafeCss(style.textContent ?? '')) style.remove();
  }
  checkNestedUse(root);
  declareNamespaces(root);
  return { svg: new window.XMLSerializer().serializeToString(root), ...size };
}

function svgSize(root: Element): { width: number; height: number } | null {
  const width = lengthInPixels(root.getAttribute('width') ?? undefined);
  const height = lengthInPixels(root.getAttribute('height') ?? undefined);
  const box = (root.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const boxWidth = box.length === 4 && (box[2] ?? 0) > 0 ? box[2] : undefined;
  const boxHeight = box.length === 4 && (box[3] ?? 0) > 0 ? box[3] : undefined;
  if (width && height) return { width, height };
  if (boxWidth && boxHeight) {
    if (width) return { width, height: (width * boxHeight) / boxWidth };
    if (height) return { width: (height * boxWidth) / boxHeight, height };
    return { width: boxWidth, height: boxHeight };
  }
  return null;
}
