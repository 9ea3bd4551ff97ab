/**
 * Where a text layer's glyphs go, laid out as the renderer draws them (render-svg.ts): one line per '\n'
 * (curved text on one line), anchored at the box's left edge, centre or right edge by its alignment, the
 * block of lines centred vertically in the box. The width of a line comes from a `MeasureLine`: the editor
 * measures with the face the browser loaded; without a browser (the server's checks) `estimateLine` stands
 * in. With it the editor grows a text's box with its text, and the preflight checks the glyphs, not only
 * the box, against the print area, so text too large for its box never goes to print cut off unannounced.
 */
import { findFont } from '../fonts/catalogue';
import { roundMm } from './geometry';
import { DESIGN_LIMITS } from './limits';
import { addLayer, deleteLayer, getLayer, getSide, reorderLayer } from './operations';
import type { Box, DesignDocument, Layer, Side, TextFont, TextLayer } from './types';

/** The width of one line at a font size of 1 mm (so in ems), without letter spacing. */
export type MeasureLine = (line: string, font: TextFont) => number;

/** Widths in ems of a typical sans-serif's glyphs, by kind of character. */
const NARROW = new Set([..."fijlrtI.,:;!|'`()[]{}-"]);
const WIDE = new Set([...'mwMW@%&']);
function glyphEm(character: string): number {
  if (character === ' ') return 0.28;
  if (NARROW.has(character)) return 0.3;
  if (WIDE.has(character)) return 0.88;
  if (/[A-Z]/.test(character)) return 0.68;
  if (/[0-9]/.test(character)) return 0.57;
  return 0.54;
}

/** How wide each family sets compared with that typical sans-serif (condensed faces below 1). */
const FAMILY_WIDTH: Readonly<Record<string, number>> = Object.freeze({
  'Bebas Neue': 0.66,
  Oswald: 0.78,
  'DM Serif Display': 0.95,
  'Playfair Display': 0.98,
  Lato: 0.95,
  Roboto: 0.98,
  'Open Sans': 1.02,
  Rubik: 1.02,
  Raleway: 1.06,
  'Work Sans': 1.06,
  'Space Grotesk': 1.06,
  Merriweather: 1.1,
  'Libre Baskerville': 1.12,
  Poppins: 1.14,
  Montserrat: 1.16,
});

/**
 * A generous estimate of a line's width in ems without font files: per-character widths of a typical face,
 * scaled by the family's width and its weight (bolder is wider), in capitals for capitalised families.
 */
export const estimateLine: MeasureLine = (line, font) => {
  const capitalised = findFont(font.family)?.capitalised ?? false;
  const characters = [...(capitalised ? line.toUpperCase() : line)];
  const base = characters.reduce((sum, character) => sum + glyphEm(character), 0);
  const weight = 1 + Math.max(-0.1, (font.weight - 400) / 100) * 0.03;
  return base * (FAMILY_WIDTH[font.family] ?? 1.1) * weight;
};

/** A little room around the glyphs so the frame does not touch them. */
const PADDING_EM = 0.15;

type TextMetricsInput = Pick<
  TextLayer,
  'text' | 'font' | 'fontSize' | 'lineHeight' | 'letterSpacing' | 'curve'
>;

/** The lines as the renderer draws them: curved text is one line. */
export function textLines(layer: Pick<TextLayer, 'text' | 'curve'>): string[] {
  return layer.curve ? [layer.text.split('\n').join(' ')] : layer.text.split('\n');
}

/** The box a text needs, in mm: the widest line by the line count, plus the bow of a curve. */
export function textExtent(layer: TextMetricsInput, measure: MeasureLine): { width: number; height: number } {
  const lines = textLines(layer);
  const widest = Math.max(
    ...lines.map((line) => {
      const glyphs = [...line].length;
      const spacing = glyphs > 1 ? layer.letterSpacing * (glyphs - 1) : 0;
      return (measure(line, layer.font) + spacing) * layer.fontSize;
    }),
  );
  const width = widest + 2 * PADDING_EM * layer.fontSize;
  let height = lines.length * layer.fontSize * layer.lineHeight;
  if (layer.curve) {
    // The arc's rise over the text's length (its sagitta), at most the radius.
    const radius = Math.abs(layer.curve.radius);
    const angle = Math.min(2 * Math.PI, widest / radius);
    height += radius * (1 - Math.cos(Math.min(Math.PI, angle / 2)));
  }
  const clamp = (mm: number) =>
    roundMm(Math.min(DESIGN_LIMITS.maxLayerMm, Math.max(DESIGN_LIMITS.minLayerMm, mm)));
  return { width: clamp(width), height: clamp(height) };
}

/**
 * The unrotated rectangle the text covers, in the print area's mm: the layer's box, widened where the text
 * spills out of it (from its anchor: the left edge, the centre or the right edge), and taller where its lines
 * do (centred, like the renderer's baselines) or its curve bends.
 */
export function textInkBox(layer: TextLayer, measure: MeasureLine): Box {
  const extent = textExtent(layer, measure);
  const anchor = layer.curve ? 'center' : layer.align;
  const inkLeft =
    anchor === 'left'
      ? layer.x
      : anchor === 'right'
        ? layer.x + layer.width - extent.width
        : layer.x + (layer.width - extent.width) / 2;
  // Straight lines are centred in the box; an arch falls from its middle line, a dip rises from it.
  const lineBox = layer.fontSize * layer.lineHeight;
  const middle = layer.y + layer.height / 2;
  const inkTop = !layer.curve
    ? middle - extent.height / 2
    : layer.curve.radius > 0
      ? middle - lineBox / 2
      : middle + lineBox / 2 - extent.height;
  const left = Math.min(layer.x, inkLeft);
  const top = Math.min(layer.y, inkTop);
  const right = Math.max(layer.x + layer.width, inkLeft + extent.width);
  const bottom = Math.max(layer.y + layer.height, inkTop + extent.height);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** Whether a text layer's box is too small for its text (by more than a tenth of a millimetre). */
export function textOverflowsBox(layer: TextLayer, measure: MeasureLine): boolean {
  const extent = textExtent(layer, measure);
  return extent.width > layer.width + 0.1 || extent.height > layer.height + 0.1;
}

/** Puts a changed copy of a layer in the place of the original (same id, same place in the stack). */
export function replaceLayer(document: DesignDocument, side: Side, layer: Layer): DesignDocument {
  const index = getSide(document, side).layers.findIndex((candidate) => candidate.id === layer.id);
  const without = deleteLayer(document, side, layer.id);
  return reorderLayer(addLayer(without, side, layer), side, layer.id, { index });
}

/**
 * The document with a text layer's box fitted to its text, keeping the box centre; the font size is kept.
 * The editor calls it whenever a text, its font or its size changes, so the box grows with the text.
 */
export function fitTextBox(
  document: DesignDocument,
  side: Side,
  id: string,
  measure: MeasureLine = estimateLine,
): DesignDocument {
  const layer = getLayer(document, side, id);
  if (layer.kind !== 'text') return document;
  const { width, height } = textExtent(layer, measure);
  if (width === layer.width && height === layer.height) return document;
  const centreX = layer.x + layer.width / 2;
  const centreY = layer.y + layer.height / 2;
  return replaceLayer(document, side, {
    ...layer,
    width,
    height,
    x: roundMm(centreX - width / 2),
    y: roundMm(centreY - height / 2),
  });
}
