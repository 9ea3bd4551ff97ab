/**
 * An allow-list SVG sanitiser for uploads. The input is tokenised as XML and the output written anew from
 * the tokens, so nothing of the input reaches the output unparsed:
 *
 * - only drawing elements are kept; anything else (script, foreignObject, iframe, animation, metadata,
 *   editor namespaces) is dropped with its content;
 * - only presentation and geometry attributes are kept: no on* handlers, no foreign namespaces;
 * - links (href, xlink:href) may only point inside the file ('#id'), or for <image> at an embedded PNG,
 *   JPEG, GIF or WebP data URI: external references are removed;
 * - url() in attributes and CSS may only name '#id'; CSS with @import, escapes, expression() or
 *   bindings is dropped;
 * - a DOCTYPE with an internal subset (entity declarations: XXE, "billion laughs") refuses the file;
 * - a <use> may not point at something that itself contains a <use> (exponential expansion).
 */
export class UnsafeSvgError extends Error {
  constructor(readonly reason: string) {
    super(`unsafe or malformed SVG: ${reason}`);
    this.name = 'UnsafeSvgError';
  }
}

const ELEMENTS = new Set([
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
]);

/** Elements whose text content is kept. */
const TEXT_ELEMENTS = new Set(['text', 'tspan', 'textPath', 'title', 'desc', 'style']);

const ATTRIBUTES = new Set([
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
]);

const LINK_ELEMENTS = new Set([
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
const NAME = /^[A-Za-z_][\w.:-]*$/;

const LIMITS = { elements: 20_000, depth: 100 };

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[A-Za-z]+);|&/g, (match, entity: string | undefined) => {
    if (!entity) throw new UnsafeSvgError('a bare & outside an entity');
    if (entity.startsWith('#x')) return codePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return codePoint(Number.parseInt(entity.slice(1), 10));
    const known = ENTITIES[entity];
    if (known === undefined) throw new UnsafeSvgError(`an unknown entity &${entity};`);
    return known ?? match;
  });
}

function codePoint(value: number): string {
  if (!Number.isFinite(value) || value <= 0 || value > 0x10ffff)
    throw new UnsafeSvgError('a bad character reference');
  return String.fromCodePoint(value);
}

function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** CSS that can only style: no imports, external url(), escapes, script or behaviours. */
export function isSafeCss(css: string): boolean {
  const lower = css.toLowerCase();
  if (/@import|expression\s*\(|javascript:|behavior|-moz-binding|\\|<|@font-face/.test(lower)) return false;
  return !lower.replace(URL_REFERENCE, '').includes('url(');
}

function safeAttribute(element: string, name: string, value: string): boolean {
  if (!ATTRIBUTES.has(name)) return false;
  if (name === 'href' || name === 'xlink:href') {
    if (!LINK_ELEMENTS.has(element)) return false;
    const target = value.trim();
    if (/^#[A-Za-z_][\w.:-]*$/.test(target)) return true;
    return element === 'image' && EMBEDDED_IMAGE.test(target);
  }
  if (name === 'style') return isSafeCss(value);
  if (value.toLowerCase().includes('url('))
    return !value.toLowerCase().replace(URL_REFERENCE, '').includes('url(');
  return !/javascript:|expression\s*\(/i.test(value);
}

interface Tag {
  name: string;
  attributes: [string, string][];
  selfClosing: boolean;
}

function parseTag(source: string): Tag {
  const match = /^<([A-Za-z_][\w.:-]*)/.exec(source);
  if (!match?.[1]) throw new UnsafeSvgError('a malformed tag');
  const name = match[1];
  let rest = source.slice(match[0].length);
  const selfClosing = /\/\s*>$/.test(rest);
  rest = rest.replace(/\/?\s*>$/, '');
  const attributes: [string, string][] = [];
  const pattern = /\s*([A-Za-z_][\w.:-]*)\s*=\s*("([^"]*)"|'([^']*)')/gy;
  let position = 0;
  while (position < rest.length) {
    if (/^\s*$/.test(rest.slice(position))) break;
    pattern.lastIndex = position;
    const attribute = pattern.exec(rest);
    if (!attribute?.[1]) throw new UnsafeSvgError(`a malformed attribute in <${name}>`);
    attributes.push([attribute[1], decodeEntities(attribute[3] ?? attribute[4] ?? '')]);
    position = pattern.lastIndex;
  }
  return { name, attributes, selfClosing };
}

/** Reads the end of a tag, skipping '>' inside quoted attribute values. */
function tagEnd(input: string, from: number): number {
  let quote: string | null = null;
  for (let index = from; index < input.length; index++) {
    const char = input[index];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return index;
  }
  throw new UnsafeSvgError('an unclosed tag');
}

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

interface Open {
  name: string;
  kept: boolean;
  id: string | null;
  containsUse: boolean;
}

/** A clean copy of an uploaded SVG, or UnsafeSvgError when it cannot be made safe or is not an SVG. */
export function sanitiseSvg(input: string): SanitisedSvg {
  const source = input.replace(/^\uFEFF/, '');
  const out: string[] = [];
  const stack: Open[] = [];
  const containsUse = new Set<string>();
  const useTargets: string[] = [];
  let dropDepth = 0;
  let elements = 0;
  let root: Tag | null = null;
  let closedRoot = false;
  let position = 0;

  const text = (raw: string) => {
    const parent = stack.at(-1);
    if (dropDepth > 0 || !parent || !TEXT_ELEMENTS.has(parent.name)) {
      if (!parent && raw.trim() !== '') throw new UnsafeSvgError('text outside the root element');
      return;
    }
    out.push(escapeMarkup(raw));
  };

  while (position < source.length) {
    const next = source.indexOf('<', position);
    if (next === -1) {
      text(decodeEntities(source.slice(position)));
      break;
    }
    if (next > position) text(decodeEntities(source.slice(position, next)));
    if (source.startsWith('<!--', next)) {
      const end = source.indexOf('-->', next + 4);
      if (end === -1) throw new UnsafeSvgError('an unclosed comment');
      position = end + 3;
    } else if (source.startsWith('<![CDATA[', next)) {
      const end = source.indexOf(']]>', next + 9);
      if (end === -1) throw new UnsafeSvgError('an unclosed CDATA section');
      text(source.slice(next + 9, end));
      position = end + 3;
    } else if (source.startsWith('<?', next)) {
      const end = source.indexOf('?>', next + 2);
      if (end === -1) throw new UnsafeSvgError('an unclosed processing instruction');
      position = end + 2;
    } else if (/^<!doctype/i.test(source.slice(next, next + 9))) {
      const end = tagEnd(source, next);
      if (source.slice(next, end).includes('['))
        throw new UnsafeSvgError('a DOCTYPE with entity declarations');
      position = end + 1;
    } else if (source.startsWith('</', next)) {
      const end = source.indexOf('>', next);
      if (end === -1) throw new UnsafeSvgError('an unclosed end tag');
      const name = source.slice(next + 2, end).trim();
      const open = stack.pop();
      if (!open || open.name !== name) throw new UnsafeSvgError(`a mismatched </${name}>`);
      if (!open.kept) dropDepth -= 1;
      else out.push(`</${name}>`);
      if (open.containsUse) {
        if (open.id) containsUse.add(open.id);
        const parent = stack.at(-1);
        if (parent) parent.containsUse = true;
      }
      if (stack.length === 0) closedRoot = true;
      position = end + 1;
    } else {
      const end = tagEnd(source, next);
      const tag = parseTag(source.slice(next, end + 1));
      position = end + 1;
      if (closedRoot) throw new UnsafeSvgError('content after the root element');
      elements += 1;
      if (elements > LIMITS.elements || stack.length >= LIMITS.depth) throw new UnsafeSvgError('too complex');
      if (!root) {
        if (tag.name !== 'svg') throw new UnsafeSvgError('the root element is not <svg>');
        root = tag;
      }
      const kept = dropDepth === 0 && ELEMENTS.has(tag.name);
      const id = tag.attributes.find(([name]) => name === 'id')?.[1] ?? null;
      const open: Open = { name: tag.name, kept, id: id && NAME.test(id) ? id : null, containsUse: false };
      if (kept) {
        if (tag.name === 'use') {
          open.containsUse = true;
          const href = tag.attributes.find(([name]) => name === 'href' || name === 'xlink:href')?.[1];
          if (href?.startsWith('#')) useTargets.push(href.slice(1));
        }
        const attributes = tag.attributes.filter(
          ([name, value]) => safeAttribute(tag.name, name, value) && !(name === 'id' && !NAME.test(value)),
        );
        const namespaces =
          stack.length === 0
            ? ' xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'
            : '';
        const written = attributes.map(([name, value]) => ` ${name}="${escapeMarkup(value)}"`).join('');
        out.push(`<${tag.name}${namespaces}${written}${tag.selfClosing ? '/>' : '>'}`);
      } else if (!tag.selfClosing) {
        dropDepth += 1;
      }
      if (tag.selfClosing) {
        if (open.containsUse) {
          const parent = stack.at(-1);
          if (parent) parent.containsUse = true;
        }
        if (stack.length === 0) closedRoot = true;
      } else {
        stack.push(open);
      }
    }
  }
  if (!root || stack.length > 0) throw new UnsafeSvgError('an unclosed <svg>');
  if (useTargets.some((target) => containsUse.has(target))) {
    throw new UnsafeSvgError('a <use> of something that itself uses');
  }
  const svg = dropUnsafeStyles(out.join(''));
  const size = svgSize(root);
  if (!size) throw new UnsafeSvgError('no width and height or viewBox');
  return { svg, ...size };
}

/** <style> elements whose CSS is not safe are removed whole (their text was collected escaped). */
function dropUnsafeStyles(svg: string): string {
  return svg.replace(/<style([^>]*)>([\s\S]*?)<\/style>/g, (whole, _attributes: string, css: string) => {
    const decoded = css
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    return isSafeCss(decoded) ? whole : '';
  });
}

function svgSize(root: Tag): { width: number; height: number } | null {
  const attribute = (name: string) => root.attributes.find(([key]) => key === name)?.[1];
  const width = lengthInPixels(attribute('width'));
  const height = lengthInPixels(attribute('height'));
  const box = (attribute('viewBox') ?? '')
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
