/**
 * A text layer's box fitted around its text. The renderer needs no metrics, but the box is what the
 * selection frame shows and what the preflight checks against the print area, so the editor measures the
 * text (in the browser, with the loaded font) and fits the box to it whenever the text or its style
 * changes. The font size is kept: only the box changes, about its centre.
 */
import {
  addLayer,
  DESIGN_LIMITS,
  type DesignDocument,
  deleteLayer,
  getLayer,
  getSide,
  type Layer,
  reorderLayer,
  roundMm,
  type Side,
  type TextLayer,
} from '../../core/design';

/** The width of one line at a font size of 1 mm, without letter spacing. */
export type MeasureLine = (line: string, font: TextLayer['font']) => number;

/** Without a browser: an average glyph is about half an em wide. */
export const estimateLine: MeasureLine = (line) => line.length * 0.55;

/** A little room around the glyphs so the frame does not touch them. */
const PADDING_EM = 0.15;

/** The box a text needs, in mm: the widest line by the line count, plus the bow of a curve. */
export function textExtent(
  layer: Pick<TextLayer, 'text' | 'font' | 'fontSize' | 'lineHeight' | 'letterSpacing' | 'curve'>,
  measure: MeasureLine,
): { width: number; height: number } {
  const lines = layer.curve ? [layer.text.split('\n').join(' ')] : layer.text.split('\n');
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

/** Puts a changed copy of a layer in the place of the original (same id, same place in the stack). */
export function replaceLayer(document: DesignDocument, side: Side, layer: Layer): DesignDocument {
  const index = getSide(document, side).layers.findIndex((candidate) => candidate.id === layer.id);
  const without = deleteLayer(document, side, layer.id);
  return reorderLayer(addLayer(without, side, layer), side, layer.id, { index });
}

/** The document with a text layer's box fitted to its text, keeping the box centre. */
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

/**
 * A curve's bend as the studio's slider shows it: -100 to 100, the share of a full circle the text's
 * width spans (100 wraps it all the way round); 0 is straight.
 */
export function bendFromCurve(curve: TextLayer['curve'], width: number): number {
  if (!curve || curve.radius === 0) return 0;
  const share = width / Math.abs(curve.radius) / (2 * Math.PI);
  return Math.sign(curve.radius) * Math.min(100, Math.round(share * 100));
}

export function curveFromBend(bend: number, width: number): TextLayer['curve'] {
  const share = Math.min(100, Math.abs(bend)) / 100;
  if (share === 0) return null;
  const radius = Math.min(
    DESIGN_LIMITS.maxCurveRadiusMm,
    Math.max(DESIGN_LIMITS.minCurveRadiusMm, width / (share * 2 * Math.PI)),
  );
  return { radius: roundMm(Math.sign(bend) * radius) };
}
