import { describe, expect, it } from 'vitest';
import { addText, updateText } from './operations';
import { preflight } from './preflight';
import { A3, blankDesign } from './testing';
import {
  estimateLine,
  fitTextBox,
  replaceLayer,
  textExtent,
  textInkBox,
  textOverflowsBox,
} from './text-layout';
import type { TextLayer } from './types';

const monospace = (line: string) => line.length * 0.6;
const text = {
  text: 'Hello',
  font: { family: 'Lato', weight: 400, style: 'normal' as const },
  fontSize: 10,
  lineHeight: 1.2,
  letterSpacing: 0,
  curve: null,
};

describe('textExtent', () => {
  it('is the widest line by the line height of every line, with a little padding', () => {
    expect(textExtent(text, monospace)).toEqual({ width: 33, height: 12 });
    expect(textExtent({ ...text, text: 'Hi\nHello there' }, monospace)).toEqual({ width: 69, height: 24 });
  });

  it('adds letter spacing between the letters', () => {
    expect(textExtent({ ...text, letterSpacing: 0.1 }, monospace).width).toBe(37);
  });

  it('puts curved text on one line and adds the bow of the arc', () => {
    const curved = textExtent({ ...text, text: 'Hi\nthere', curve: { radius: 50 } }, monospace);
    expect(curved.width).toBe(51);
    expect(curved.height).toBeGreaterThan(12);
    expect(curved.height).toBeLessThan(12 + 50);
  });

  it('estimates a line without a browser: wider for wide letters, bold faces and wide families', () => {
    const lato = text.font;
    expect(estimateLine('abcd', lato)).toBeGreaterThan(1.8);
    expect(estimateLine('abcd', lato)).toBeLessThan(2.4);
    expect(estimateLine('MMMM', lato)).toBeGreaterThan(estimateLine('iiii', lato));
    expect(estimateLine('abcd', { ...lato, weight: 900 })).toBeGreaterThan(estimateLine('abcd', lato));
    expect(estimateLine('abcd', { ...lato, family: 'Montserrat' })).toBeGreaterThan(
      estimateLine('abcd', { ...lato, family: 'Oswald' }),
    );
  });
});

describe('fitTextBox', () => {
  it('fits the box around the text and keeps its centre and place in the stack', () => {
    let document = addText(blankDesign(), 'front', { text: 'A', x: 100, y: 100, width: 100, height: 50 });
    document = addText(document, 'front', { text: 'B' });
    document = updateText(document, 'front', 'layer-1', { text: 'Hello', fontSize: 10 });
    const fitted = fitTextBox(document, 'front', 'layer-1', monospace);
    const layers = fitted.sides.front?.layers ?? [];
    expect(layers.map((layer) => layer.id)).toEqual(['layer-1', 'layer-2']);
    expect(layers[0]).toMatchObject({ width: 33, height: 12, x: 133.5, y: 119 });
  });

  it('returns the same document when the box already fits', () => {
    const document = addText(blankDesign(), 'front', { text: 'Hello', fontSize: 10, width: 33, height: 12 });
    expect(fitTextBox(document, 'front', 'layer-1', monospace)).toBe(document);
  });

  it('replaces a layer in place', () => {
    let document = addText(blankDesign(), 'front', { text: 'A' });
    document = addText(document, 'front', { text: 'B' });
    document = addText(document, 'front', { text: 'C' });
    const middle = document.sides.front?.layers[1];
    if (!middle) throw new Error('no layer');
    const replaced = replaceLayer(document, 'front', { ...middle, name: 'Renamed' });
    expect(replaced.sides.front?.layers.map((layer) => layer.name)).toEqual(['A', 'Renamed', 'C']);
  });
});

describe('textInkBox', () => {
  const layer = (patch: Partial<TextLayer>): TextLayer => {
    const document = addText(blankDesign(), 'front', {
      text: 'Hello',
      fontSize: 10,
      x: 100,
      y: 100,
      width: 20,
      height: 12,
    });
    const added = document.sides.front?.layers[0] as TextLayer;
    return { ...added, ...patch };
  };

  it('is the box when the text fits in it', () => {
    expect(textInkBox(layer({ width: 40 }), monospace)).toEqual({ x: 100, y: 100, width: 40, height: 12 });
  });

  it('spills out of a box too small for the text from its anchor, as the renderer draws it', () => {
    // 'Hello' at 10 mm is 33 mm wide with its padding: 13 mm more than the 20 mm box.
    expect(textInkBox(layer({}), monospace)).toEqual({ x: 93.5, y: 100, width: 33, height: 12 });
    expect(textInkBox(layer({ align: 'left' }), monospace)).toEqual({
      x: 100,
      y: 100,
      width: 33,
      height: 12,
    });
    expect(textInkBox(layer({ align: 'right' }), monospace)).toEqual({
      x: 87,
      y: 100,
      width: 33,
      height: 12,
    });
    expect(textInkBox(layer({ text: 'Hello\nthere' }), monospace)).toMatchObject({ y: 94, height: 24 });
    expect(textOverflowsBox(layer({}), monospace)).toBe(true);
    expect(textOverflowsBox(layer({ width: 33 }), monospace)).toBe(false);
  });
});

describe('large text', () => {
  it('grows its box with its text: a larger size and a longer text give a box that holds the whole text', () => {
    let document = addText(blankDesign(), 'front', { text: 'Big' });
    document = fitTextBox(document, 'front', 'layer-1', monospace);
    document = updateText(document, 'front', 'layer-1', {
      text: 'Big text that goes on and on',
      fontSize: 40,
    });
    document = fitTextBox(document, 'front', 'layer-1', monospace);
    const layer = document.sides.front?.layers[0] as TextLayer;
    expect(textOverflowsBox(layer, monospace)).toBe(false);
    expect(layer.width).toBe(textExtent(layer, monospace).width);
  });

  it('is announced by the preflight when its glyphs reach past the print area, even if its box does not', () => {
    // A box well inside the A3 area, with text far wider than it (as a box measured before its font loaded).
    const document = addText(blankDesign(), 'front', {
      text: 'Large text that goes on and on',
      fontSize: 40,
      x: 50,
      y: 100,
      width: 197,
      height: 48,
    });
    const issues = preflight(document, { measureText: monospace });
    expect(issues.map((issue) => issue.code)).toEqual(['outside-print-area']);
    expect(issues[0]?.message).toBe('Part of this layer is outside the print area and will be cut off');
    // Without a browser the estimate sees it too.
    expect(preflight(document).map((issue) => issue.code)).toEqual(['outside-print-area']);
    // Short enough, the same box is fine.
    const fits = updateText(document, 'front', 'layer-1', { text: 'Large' });
    expect(preflight(fits, { measureText: monospace })).toEqual([]);
    expect(A3.widthMm).toBe(297);
  });
});
