import { describe, expect, it } from 'vitest';
import { layerBounds } from './geometry';
import {
  addImage,
  addLayer,
  addText,
  alignLayer,
  centreLayer,
  clearSide,
  createDesign,
  DesignOperationError,
  deleteLayer,
  duplicateLayer,
  getLayer,
  moveLayer,
  moveLayerBy,
  nextLayerId,
  reorderLayer,
  resizeLayer,
  rotateLayer,
  rotateLayerBy,
  scaleLayer,
  updateImage,
  updateText,
} from './operations';
import { parseDesign } from './schema';
import { A3, blankDesign, frozen, sampleDesign } from './testing';
import type { DesignDocument, ImageLayer, TextLayer } from './types';

const ids = (document: DesignDocument, side: 'front' | 'back' = 'front') =>
  document.sides[side]?.layers.map((layer) => layer.id);
const text = (document: DesignDocument, id: string) => getLayer(document, 'front', id) as TextLayer;
const image = (document: DesignDocument, id: string) => getLayer(document, 'front', id) as ImageLayer;

describe('createDesign', () => {
  it('makes an empty side for each print area, in side order, at the current version', () => {
    const document = createDesign({
      medium: 'paper',
      printAreas: { back: { widthMm: 100, heightMm: 50 }, front: A3 },
    });
    expect(document).toEqual({
      version: 2,
      medium: 'paper',
      sides: {
        front: { printArea: { widthMm: 297, heightMm: 420 }, layers: [] },
        back: { printArea: { widthMm: 100, heightMm: 50 }, layers: [] },
      },
    });
    expect(Object.keys(document.sides)).toEqual(['front', 'back']);
  });
});

describe('every operation returns a new document and leaves its input alone', () => {
  const base = frozen(sampleDesign());
  const operations: [string, (document: DesignDocument) => DesignDocument][] = [
    ['addText', (d) => addText(d, 'front', { text: 'More' })],
    ['addImage', (d) => addImage(d, 'front', { src: '/x/a.png', pixelWidth: 10, pixelHeight: 10 })],
    ['moveLayer', (d) => moveLayer(d, 'front', 'layer-1', { x: 1, y: 2 })],
    ['moveLayerBy', (d) => moveLayerBy(d, 'front', 'layer-1', { dx: 1, dy: 2 })],
    ['resizeLayer', (d) => resizeLayer(d, 'front', 'layer-1', { width: 50, height: 50 })],
    ['scaleLayer', (d) => scaleLayer(d, 'front', 'layer-3', 0.5)],
    ['rotateLayer', (d) => rotateLayer(d, 'front', 'layer-1', 45)],
    ['rotateLayerBy', (d) => rotateLayerBy(d, 'front', 'layer-1', 45)],
    ['alignLayer', (d) => alignLayer(d, 'front', 'layer-1', 'left')],
    ['reorderLayer', (d) => reorderLayer(d, 'front', 'layer-1', 'front')],
    ['deleteLayer', (d) => deleteLayer(d, 'front', 'layer-1')],
    ['duplicateLayer', (d) => duplicateLayer(d, 'front', 'layer-1')],
    ['updateText', (d) => updateText(d, 'front', 'layer-1', { text: 'Changed' })],
    ['updateImage', (d) => updateImage(d, 'front', 'layer-3', { flipX: true })],
    ['clearSide', (d) => clearSide(d, 'front')],
  ];

  it.each(operations)('%s', (_name, operation) => {
    const before = JSON.stringify(base);
    const after = operation(base);
    expect(after).not.toBe(base);
    expect(JSON.stringify(base)).toBe(before);
    // Sides the operation did not touch are shared, not copied.
    expect(after.sides.back).toBe(base.sides.back);
    expect(parseDesign(after).ok).toBe(true);
  });

  it.each(operations)('%s refuses an unknown side or layer', (name, operation) => {
    const withoutFront = { ...base, sides: { back: base.sides.back } } as DesignDocument;
    expect(() => operation(withoutFront)).toThrow(
      new DesignOperationError('This product cannot be printed on the front'),
    );
    if (!['addText', 'addImage', 'clearSide'].includes(name)) {
      const withoutLayers = clearSide(base, 'front');
      expect(() => operation(withoutLayers)).toThrow(DesignOperationError);
    }
  });
});

describe('nextLayerId', () => {
  it('counts up from the highest layer-n anywhere in the document', () => {
    expect(nextLayerId(blankDesign())).toBe('layer-1');
    const document = addText(sampleDesign(), 'back', { text: 'Back', id: 'layer-9' });
    expect(nextLayerId(document)).toBe('layer-10');
    expect(nextLayerId(addText(blankDesign(), 'front', { text: 'x', id: 'custom' }))).toBe('layer-1');
  });
});

describe('addText', () => {
  it('centres a new text layer with the default font, on top of the stack', () => {
    const document = addText(blankDesign(), 'front', { text: 'Hello' });
    const layer = text(document, 'layer-1');
    expect(layer).toMatchObject({
      kind: 'text',
      name: 'Hello',
      font: { family: 'Lato', weight: 400, style: 'normal' },
      colour: '#000000',
      align: 'center',
      curve: null,
      rotation: 0,
      opacity: 1,
    });
    expect(layer.x + layer.width / 2).toBeCloseTo(A3.widthMm / 2);
    expect(layer.y + layer.height / 2).toBeCloseTo(A3.heightMm / 2);
  });

  it('snaps a weight the font lacks to its nearest weight and drops italic a font lacks', () => {
    const document = addText(blankDesign(), 'front', {
      text: 'Tall',
      font: { family: 'Oswald', weight: 800, style: 'italic' },
    });
    expect(text(document, 'layer-1').font).toEqual({ family: 'Oswald', weight: 700, style: 'normal' });
  });

  it('sizes the box to the lines of text', () => {
    const document = addText(blankDesign(), 'front', {
      text: 'one\ntwo\nthree',
      fontSize: 10,
      lineHeight: 1.5,
    });
    expect(text(document, 'layer-1').height).toBe(45);
  });
});

describe('addImage', () => {
  it('fits 80% of the print area when the image is sharp enough there', () => {
    const document = addImage(blankDesign(), 'front', {
      src: '/images/a.png',
      pixelWidth: 4000,
      pixelHeight: 2000,
    });
    const layer = image(document, 'layer-1');
    expect(layer.width).toBeCloseTo(297 * 0.8, 2);
    expect(layer.height).toBeCloseTo((297 * 0.8) / 2, 2);
  });

  it('is never placed larger than it prints at 150 DPI on garments or 300 DPI on paper', () => {
    const input = { src: '/images/a.png', pixelWidth: 600, pixelHeight: 600 };
    expect(image(addImage(blankDesign(), 'front', input), 'layer-1').width).toBeCloseTo(101.6, 2);
    expect(image(addImage(blankDesign('paper'), 'front', input), 'layer-1').width).toBeCloseTo(50.8, 2);
  });
});

describe('moving', () => {
  it('moves to a point and by an offset', () => {
    let document = moveLayer(sampleDesign(), 'front', 'layer-1', { x: 10.0004, y: -5 });
    expect(text(document, 'layer-1')).toMatchObject({ x: 10, y: -5 });
    document = moveLayerBy(document, 'front', 'layer-1', { dx: 0.1, dy: 0.2 });
    expect(text(document, 'layer-1')).toMatchObject({ x: 10.1, y: -4.8 });
  });
});

describe('resizing and scaling', () => {
  it('resizes an image from its top-left corner or about its centre', () => {
    const start = image(sampleDesign(), 'layer-3');
    const fromCorner = image(
      resizeLayer(sampleDesign(), 'front', 'layer-3', { width: 100, height: 50 }),
      'layer-3',
    );
    expect(fromCorner).toMatchObject({ x: start.x, y: start.y, width: 100, height: 50 });
    const fromCentre = image(
      resizeLayer(sampleDesign(), 'front', 'layer-3', { width: 100, height: 50 }, { anchor: 'centre' }),
      'layer-3',
    );
    expect(fromCentre.x + 50).toBeCloseTo(start.x + start.width / 2, 2);
    expect(fromCentre.y + 25).toBeCloseTo(start.y + start.height / 2, 2);
  });

  it('scales text with its box: font size and curve follow the height', () => {
    const start = text(sampleDesign(), 'layer-2');
    const grown = text(
      resizeLayer(sampleDesign(), 'front', 'layer-2', { width: start.width, height: start.height * 2 }),
      'layer-2',
    );
    expect(grown.fontSize).toBeCloseTo(start.fontSize * 2, 2);
    expect(grown.curve?.radius).toBeCloseTo((start.curve?.radius ?? 0) * 2, 2);
  });

  it('never makes a box smaller than 1 mm', () => {
    const tiny = image(resizeLayer(sampleDesign(), 'front', 'layer-3', { width: 0, height: -4 }), 'layer-3');
    expect(tiny).toMatchObject({ width: 1, height: 1 });
    const scaled = image(scaleLayer(sampleDesign(), 'front', 'layer-3', 0), 'layer-3');
    expect(Math.min(scaled.width, scaled.height)).toBeCloseTo(1, 2);
  });

  it('scales about the centre keeping proportions', () => {
    const start = image(sampleDesign(), 'layer-3');
    const half = image(scaleLayer(sampleDesign(), 'front', 'layer-3', 0.5), 'layer-3');
    expect(half.width / half.height).toBeCloseTo(start.width / start.height, 2);
    expect(half.x + half.width / 2).toBeCloseTo(start.x + start.width / 2, 2);
  });
});

describe('rotating', () => {
  it('sets and adds degrees, normalised to (-180, 180]', () => {
    expect(text(rotateLayer(sampleDesign(), 'front', 'layer-1', 370), 'layer-1').rotation).toBe(10);
    expect(text(rotateLayer(sampleDesign(), 'front', 'layer-1', -180), 'layer-1').rotation).toBe(180);
    expect(text(rotateLayer(sampleDesign(), 'front', 'layer-1', 270), 'layer-1').rotation).toBe(-90);
    const twice = rotateLayerBy(
      rotateLayerBy(sampleDesign(), 'front', 'layer-1', 100),
      'front',
      'layer-1',
      100,
    );
    expect(text(twice, 'layer-1').rotation).toBe(-160);
  });
});

describe('aligning to the print area', () => {
  const square = () =>
    addImage(blankDesign(), 'front', {
      src: '/images/a.png',
      pixelWidth: 3000,
      pixelHeight: 3000,
      width: 100,
      height: 100,
      x: 33,
      y: 44,
    });

  it.each([
    ['left', { x: 0, y: 44 }],
    ['center', { x: 98.5, y: 44 }],
    ['right', { x: 197, y: 44 }],
    ['top', { x: 33, y: 0 }],
    ['middle', { x: 33, y: 160 }],
    ['bottom', { x: 33, y: 320 }],
  ] as const)('%s', (alignment, expected) => {
    expect(image(alignLayer(square(), 'front', 'layer-1', alignment), 'layer-1')).toMatchObject(expected);
  });

  it('aligns the rotated outline, not the unrotated box', () => {
    const rotated = rotateLayer(square(), 'front', 'layer-1', 45);
    const left = alignLayer(rotated, 'front', 'layer-1', 'left');
    expect(layerBounds(image(left, 'layer-1')).x).toBeCloseTo(0, 2);
    const centred = centreLayer(rotated, 'front', 'layer-1');
    const bounds = layerBounds(image(centred, 'layer-1'));
    expect(bounds.x + bounds.width / 2).toBeCloseTo(148.5, 2);
    expect(bounds.y + bounds.height / 2).toBeCloseTo(210, 2);
  });
});

describe('reordering', () => {
  it('moves a layer one step, to the ends or to an index', () => {
    const document = sampleDesign();
    expect(ids(reorderLayer(document, 'front', 'layer-1', 'forward'))).toEqual([
      'layer-2',
      'layer-1',
      'layer-3',
    ]);
    expect(ids(reorderLayer(document, 'front', 'layer-3', 'backward'))).toEqual([
      'layer-1',
      'layer-3',
      'layer-2',
    ]);
    expect(ids(reorderLayer(document, 'front', 'layer-1', 'front'))).toEqual([
      'layer-2',
      'layer-3',
      'layer-1',
    ]);
    expect(ids(reorderLayer(document, 'front', 'layer-3', 'back'))).toEqual([
      'layer-3',
      'layer-1',
      'layer-2',
    ]);
    expect(ids(reorderLayer(document, 'front', 'layer-3', { index: 1 }))).toEqual([
      'layer-1',
      'layer-3',
      'layer-2',
    ]);
    expect(ids(reorderLayer(document, 'front', 'layer-1', { index: 99 }))).toEqual([
      'layer-2',
      'layer-3',
      'layer-1',
    ]);
  });

  it('keeps the same side object when nothing moves', () => {
    const document = sampleDesign();
    expect(reorderLayer(document, 'front', 'layer-3', 'forward').sides.front).toBe(document.sides.front);
  });
});

describe('deleting and duplicating', () => {
  it('deletes one layer', () => {
    expect(ids(deleteLayer(sampleDesign(), 'front', 'layer-2'))).toEqual(['layer-1', 'layer-3']);
  });

  it('puts an unlocked, offset copy with a new id just above the original', () => {
    const locked = addLayer(blankDesign(), 'front', { ...text(sampleDesign(), 'layer-1'), locked: true });
    const document = duplicateLayer(addText(locked, 'front', { text: 'top' }), 'front', 'layer-1');
    expect(ids(document)).toEqual(['layer-1', 'layer-3', 'layer-2']);
    const copy = text(document, 'layer-3');
    const original = text(document, 'layer-1');
    expect(copy).toMatchObject({
      name: 'Printfront copy',
      x: original.x + 5,
      y: original.y + 5,
      locked: false,
      text: original.text,
    });
  });
});

describe('updating', () => {
  it('changes text, merges font changes and clamps opacity', () => {
    const document = updateText(sampleDesign(), 'front', 'layer-1', {
      text: 'New',
      font: { family: 'Playfair Display', weight: 400, style: 'normal' },
      opacity: 4,
    });
    expect(text(document, 'layer-1')).toMatchObject({
      text: 'New',
      font: { family: 'Playfair Display', weight: 400, style: 'normal' },
      opacity: 1,
    });
  });

  it('refuses to update a layer of the other kind', () => {
    expect(() => updateText(sampleDesign(), 'front', 'layer-3', { text: 'x' })).toThrow(DesignOperationError);
    expect(() => updateImage(sampleDesign(), 'front', 'layer-1', { flipX: true })).toThrow(
      DesignOperationError,
    );
  });
});
