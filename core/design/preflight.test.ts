import { describe, expect, it } from 'vitest';
import { addImage, addText, clearSide, moveLayer, rotateLayer, updateText } from './operations';
import { imageDpi, preflight, preflightErrors, printedSides } from './preflight';
import { blankDesign, sampleDesign } from './testing';
import type { DesignDocument, ImageLayer } from './types';

const image = (document: DesignDocument, width: number, pixels = 1500): DesignDocument =>
  addImage(document, 'front', {
    src: '/images/a.png',
    pixelWidth: pixels,
    pixelHeight: pixels,
    width,
    height: width,
    x: 10,
    y: 10,
  });
const codes = (document: DesignDocument) => preflight(document).map((issue) => issue.code);

describe('preflight', () => {
  it('finds nothing wrong with a sharp design inside its print area', () => {
    expect(preflight(sampleDesign())).toEqual([]);
  });

  it('refuses an empty design with a clear message', () => {
    const issues = preflight(blankDesign());
    expect(issues).toEqual([
      {
        code: 'empty-design',
        severity: 'error',
        message: 'Your design is empty: add some text or an image first',
        side: null,
        layerId: null,
        field: 'sides',
      },
    ]);
    expect(preflightErrors(issues)).toEqual({
      sides: ['Your design is empty: add some text or an image first'],
    });
  });

  it('counts blank text as empty, and warns about it', () => {
    const document = addText(blankDesign(), 'front', { text: '   ' });
    expect(codes(document)).toEqual(['empty-design', 'empty-text']);
    expect(preflight(document)[1]).toMatchObject({ field: 'sides.front.layers.0.text', severity: 'warning' });
  });

  it('warns when an image prints below 150 DPI on a garment', () => {
    // 1500 px over 254 mm (10 in) is 150 DPI; over 255 mm it is 149.
    expect(codes(image(blankDesign(), 254))).toEqual([]);
    const blurry = image(blankDesign(), 255);
    expect(preflight(blurry)).toEqual([
      {
        code: 'low-resolution',
        severity: 'warning',
        message:
          'This image will print at 149 DPI, below the 150 DPI a sharp print needs: make it smaller or upload a larger image',
        side: 'front',
        layerId: 'layer-1',
        field: 'sides.front.layers.0',
      },
    ]);
    expect(preflightErrors(preflight(blurry))).toBeNull();
  });

  it('asks 300 DPI of paper goods', () => {
    expect(codes(image(blankDesign('paper'), 127))).toEqual([]);
    expect(preflight(image(blankDesign('paper'), 128))[0]?.message).toBe(
      'This image will print at 297 DPI, below the 300 DPI a sharp print needs: make it smaller or upload a larger image',
    );
  });

  it('uses the lower of the two directions', () => {
    const stretched = addImage(blankDesign(), 'front', {
      src: '/images/a.png',
      pixelWidth: 3000,
      pixelHeight: 300,
      width: 100,
      height: 100,
    });
    expect(imageDpi(stretched.sides.front?.layers[0] as ImageLayer)).toBe(76);
  });

  it('warns about content outside the print area, using the rotated outline', () => {
    const inside = image(blankDesign(), 100, 3000);
    expect(codes(inside)).toEqual([]);
    expect(codes(moveLayer(inside, 'front', 'layer-1', { x: 250, y: 10 }))).toEqual(['outside-print-area']);
    expect(codes(moveLayer(inside, 'front', 'layer-1', { x: -0.5, y: 10 }))).toEqual(['outside-print-area']);
    // A 100 mm square at x 10 fits; turned 45° its outline is 141 mm wide and pokes out on the left.
    expect(codes(rotateLayer(inside, 'front', 'layer-1', 45))).toEqual(['outside-print-area']);
    expect(preflight(moveLayer(inside, 'front', 'layer-1', { x: 250, y: 10 }))[0]?.message).toBe(
      'Part of this layer is outside the print area and will be cut off',
    );
  });

  it('treats a layer entirely outside as not printing', () => {
    const outside = moveLayer(image(blankDesign(), 100, 3000), 'front', 'layer-1', { x: 400, y: 10 });
    expect(codes(outside)).toEqual(['empty-design', 'entirely-outside']);
    expect(preflight(outside)[1]?.message).toBe('This layer is outside the print area and will not print');
  });

  it('treats a fully transparent layer as not printing', () => {
    const invisible = updateText(sampleDesign(), 'front', 'layer-1', { opacity: 0 });
    expect(codes(invisible)).toEqual(['invisible']);
    const onlyInvisible = updateText(
      addText(clearSide(sampleDesign(), 'front'), 'front', { text: 'x' }),
      'front',
      'layer-1',
      { opacity: 0 },
    );
    expect(codes(onlyInvisible)).toEqual(['empty-design', 'invisible']);
  });
});

describe('printedSides', () => {
  it('lists the sides that put ink down, in side order', () => {
    let document = addText(blankDesign(), 'left', { text: 'L' });
    expect(printedSides(document)).toEqual(['left']);
    document = addText(document, 'front', { text: 'F' });
    document = addText(document, 'back', { text: ' ' });
    expect(printedSides(document)).toEqual(['front', 'left']);
  });
});
