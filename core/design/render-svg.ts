/**
 * The one renderer: a side of a design document as an SVG string. The editor preview, the mockups and the
 * print files all draw this same markup, so what the shopper sees is what prints. Output is deterministic:
 * the same document and options always give the same bytes (fixed attribute order, numbers rounded to
 * 1/1000 mm, ids derived from layer ids).
 *
 * Fonts are referenced by family name (the browser has them from the font stylesheets, the print renderer
 * from the TTF files of the same faces); images by href (the server swaps in the file's bytes).
 */
import { findFont } from '../fonts/catalogue';
import { FONT_FALLBACKS } from '../theme/fonts';
import { getSide } from './operations';
import type { DesignDocument, ImageLayer, Layer, Side, TextLayer } from './types';

export interface SvgRenderOptions {
  /**
   * Size of the SVG element: without it, width and height are in mm (the physical size; a preview scales
   * it with CSS). With it, they are whole pixels at this many pixels per mm (print files: 300 DPI = 11.811).
   */
  pixelsPerMm?: number;
  /**
   * The href written for an image layer (the server passes data: URIs of the image already scaled to the
   * layer's size in pixels). Default: the layer's src.
   */
  imageHref?: (src: string, layer: ImageLayer) => string;
  /**
   * How images are resampled: 'smooth' (default) or 'pixelated'. Set 'pixelated' only when each image is
   * already exactly the size it is drawn at (print files), where it is a faster, exact copy.
   */
  imageRendering?: 'smooth' | 'pixelated';
  /** Prefix of the ids of clip paths and text paths, unique when several SVGs share one HTML page. */
  idPrefix?: string;
  /** A solid background (a preview on the garment colour); print files have none (transparent). */
  background?: string | null;
}

/** A number in SVG markup: at most three decimals, no trailing zeros, never '-0'. */
export function svgNumber(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  if (Object.is(rounded, -0) || rounded === 0) return '0';
  return String(rounded);
}

/**
 * Text and (double-quoted) attribute values with &, <, > and " escaped and control characters removed.
 */
export function escapeXml(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}

/** "'Playfair Display', serif": the family, then the generic family of its fallback. */
export function fontFamilyAttribute(family: string): string {
  const font = findFont(family);
  const name = font?.name ?? family.replace(/[^A-Za-z0-9 -]/g, '');
  const generic = FONT_FALLBACKS[font?.fallback ?? 'sans-serif'].at(-1) ?? 'sans-serif';
  return `'${name}', ${generic}`;
}

const ANCHOR = { left: 'start', center: 'middle', right: 'end' } as const;

/** Where the text's baselines go in its box: the block of lines is centred vertically (cap height ≈ 0.7 em). */
export function textBaselines(
  layer: Pick<TextLayer, 'height' | 'fontSize' | 'lineHeight'>,
  lines: number,
): number[] {
  const lineBox = layer.fontSize * layer.lineHeight;
  const top = (layer.height - lines * lineBox) / 2;
  return Array.from({ length: lines }, (_, index) => top + (index + 0.5) * lineBox + 0.35 * layer.fontSize);
}

function textAttributes(layer: TextLayer): string {
  const n = svgNumber;
  return [
    `font-family="${escapeXml(fontFamilyAttribute(layer.font.family))}"`,
    `font-size="${n(layer.fontSize)}"`,
    `font-weight="${layer.font.weight}"`,
    `font-style="${layer.font.style}"`,
    `fill="${escapeXml(layer.colour)}"`,
    ...(layer.letterSpacing !== 0 ? [`letter-spacing="${n(layer.letterSpacing * layer.fontSize)}"`] : []),
  ].join(' ');
}

/**
 * A circle through the text's middle point, drawn from its far side so the text (centred at 50%) sits on
 * the top of the circle when the radius is positive (an arch) and on the bottom when negative.
 */
export function curvePath(
  layer: Pick<TextLayer, 'width' | 'height' | 'fontSize' | 'lineHeight'>,
  radius: number,
): string {
  const n = svgNumber;
  const r = Math.abs(radius);
  const cx = layer.width / 2;
  const [baseline = layer.height / 2] = textBaselines(layer, 1);
  if (radius > 0) {
    const cy = baseline + r;
    return `M ${n(cx)} ${n(cy + r)} A ${n(r)} ${n(r)} 0 1 1 ${n(cx)} ${n(cy - r)} A ${n(r)} ${n(r)} 0 1 1 ${n(cx)} ${n(cy + r)}`;
  }
  const cy = baseline - r;
  return `M ${n(cx)} ${n(cy - r)} A ${n(r)} ${n(r)} 0 1 0 ${n(cx)} ${n(cy + r)} A ${n(r)} ${n(r)} 0 1 0 ${n(cx)} ${n(cy - r)}`;
}

function textMarkup(layer: TextLayer, prefix: string): { defs: string; body: string } {
  const n = svgNumber;
  if (layer.curve) {
    const id = `${prefix}${layer.id}-arc`;
    const line = layer.text.split('\n').join(' ');
    return {
      defs: `<path id="${id}" d="${curvePath(layer, layer.curve.radius)}" fill="none"/>`,
      body: `<text ${textAttributes(layer)} xml:space="preserve"><textPath href="#${id}" startOffset="50%" text-anchor="middle">${escapeXml(line)}</textPath></text>`,
    };
  }
  const lines = layer.text.split('\n');
  const x = layer.align === 'left' ? 0 : layer.align === 'right' ? layer.width : layer.width / 2;
  const baselines = textBaselines(layer, lines.length);
  const spans = lines
    .map((line, index) => `<tspan x="${n(x)}" y="${n(baselines[index] ?? 0)}">${escapeXml(line)}</tspan>`)
    .join('');
  return {
    defs: '',
    body: `<text ${textAttributes(layer)} text-anchor="${ANCHOR[layer.align]}" xml:space="preserve">${spans}</text>`,
  };
}

function imageMarkup(layer: ImageLayer, href: (src: string, layer: ImageLayer) => string): string {
  const n = svgNumber;
  const flips: string[] = [];
  if (layer.flipX || layer.flipY) {
    flips.push(
      `translate(${layer.flipX ? n(layer.width) : 0} ${layer.flipY ? n(layer.height) : 0})`,
      `scale(${layer.flipX ? -1 : 1} ${layer.flipY ? -1 : 1})`,
    );
  }
  const transform = flips.length > 0 ? ` transform="${flips.join(' ')}"` : '';
  return `<image href="${escapeXml(href(layer.src, layer))}" width="${n(layer.width)}" height="${n(layer.height)}" preserveAspectRatio="none"${transform}/>`;
}

function layerMarkup(
  layer: Layer,
  prefix: string,
  href: (src: string, layer: ImageLayer) => string,
): { defs: string; body: string } {
  const n = svgNumber;
  const transform = [`translate(${n(layer.x)} ${n(layer.y)})`];
  if (layer.rotation !== 0) {
    transform.push(`rotate(${n(layer.rotation)} ${n(layer.width / 2)} ${n(layer.height / 2)})`);
  }
  const opacity = layer.opacity < 1 ? ` opacity="${n(layer.opacity)}"` : '';
  const content =
    layer.kind === 'text' ? textMarkup(layer, prefix) : { defs: '', body: imageMarkup(layer, href) };
  return {
    defs: content.defs,
    body: `<g transform="${transform.join(' ')}"${opacity}>${content.body}</g>`,
  };
}

/** One side of the design as a standalone SVG document whose viewport is the print area. */
export function renderSideSvg(document: DesignDocument, side: Side, options: SvgRenderOptions = {}): string {
  const n = svgNumber;
  const content = getSide(document, side);
  const { widthMm, heightMm } = content.printArea;
  const prefix = options.idPrefix ?? `pf-${side}-`;
  const href = options.imageHref ?? ((src: string) => src);
  const rendering = options.imageRendering === 'pixelated' ? ' image-rendering="optimizeSpeed"' : '';
  const size =
    options.pixelsPerMm === undefined
      ? `width="${n(widthMm)}mm" height="${n(heightMm)}mm"`
      : `width="${Math.max(1, Math.round(widthMm * options.pixelsPerMm))}" height="${Math.max(1, Math.round(heightMm * options.pixelsPerMm))}"`;
  const layers = content.layers.map((layer) => layerMarkup(layer, prefix, href));
  const defs = layers.map((layer) => layer.defs).join('');
  const background = options.background
    ? `<rect width="${n(widthMm)}" height="${n(heightMm)}" fill="${escapeXml(options.background)}"/>`
    : '';
  // The SVG viewport is the print area and clips to it (a clipPath as well made resvg 2.5x slower).
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" ${size} viewBox="0 0 ${n(widthMm)} ${n(heightMm)}" preserveAspectRatio="none" overflow="hidden">`,
    defs ? `<defs>${defs}</defs>` : '',
    background,
    `<g${rendering}>`,
    layers.map((layer) => layer.body).join(''),
    '</g></svg>',
  ].join('');
}

/** Every image href a side uses, in drawing order without repeats (what a renderer must fetch). */
export function imageSources(document: DesignDocument, side?: Side): string[] {
  const sides = side ? [document.sides[side]] : Object.values(document.sides);
  const sources = sides.flatMap((content) =>
    (content?.layers ?? []).flatMap((layer) => (layer.kind === 'image' ? [layer.src] : [])),
  );
  return [...new Set(sources)];
}

/** Every font face a document uses ('Lato|700|italic'), sorted. */
export function fontFaces(
  document: DesignDocument,
): { family: string; weight: number; style: 'normal' | 'italic' }[] {
  const keys = new Set<string>();
  for (const content of Object.values(document.sides)) {
    for (const layer of content?.layers ?? []) {
      if (layer.kind === 'text') keys.add(`${layer.font.family}|${layer.font.weight}|${layer.font.style}`);
    }
  }
  return [...keys].sort().map((key) => {
    const [family = '', weight = '400', style = 'normal'] = key.split('|');
    return { family, weight: Number(weight), style: style === 'italic' ? 'italic' : 'normal' };
  });
}
