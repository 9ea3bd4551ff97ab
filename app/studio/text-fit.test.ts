import { describe, expect, it } from 'vitest';
import { addText, updateText } from '../../core/design';
import { blankDesign } from '../../core/design/testing';
import { bendFromCurve, curveFromBend, estimateLine, fitTextBox, replaceLayer, textExtent } from './text-fit';

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

  it('estimates half an em per letter without a browser', () => {
    expect(estimateLine('abcd', text.font)).toBeCloseTo(2.2);
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

describe('curve bend', () => {
  it('turns a bend of the slider into a radius and back', () => {
    expect(curveFromBend(0, 100)).toBeNull();
    const half = curveFromBend(50, 100);
    expect(half?.radius).toBeCloseTo(100 / Math.PI, 2);
    expect(bendFromCurve(half, 100)).toBe(50);
    expect(bendFromCurve(curveFromBend(-25, 100), 100)).toBe(-25);
    expect(bendFromCurve(null, 100)).toBe(0);
  });

  it('never bends tighter than the smallest radius the document allows', () => {
    expect(curveFromBend(100, 20)?.radius).toBe(10);
  });
});
