import { describe, expect, it } from 'vitest';
import { designFieldErrors, isSafeImageSource, parseDesign } from './schema';
import { sampleDesign } from './testing';

/** The sample design with the value at a dotted path ('sides.front.layers.0.fontSize') replaced. */
function changed(path: string, value: unknown): unknown {
  const document: unknown = structuredClone(sampleDesign());
  const keys = path.split('.');
  let target = document as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1) ?? ''] = value;
  return document;
}

describe('the design document schema', () => {
  it('accepts a document made by the operations', () => {
    const result = parseDesign(sampleDesign());
    expect(result.ok).toBe(true);
  });

  it.each([
    ['a negative font size', 'sides.front.layers.0.fontSize', -1, 'sides.front.layers.0.fontSize', 'Min 1'],
    [
      'a font size as text',
      'sides.front.layers.0.fontSize',
      '12',
      'sides.front.layers.0.fontSize',
      'Must be a number',
    ],
    [
      'an unknown font',
      'sides.front.layers.0.font.family',
      'Comic Sans',
      'sides.front.layers.0.font.family',
      'This font is not available',
    ],
    [
      'a weight the font lacks',
      'sides.front.layers.0.font.weight',
      650,
      'sides.front.layers.0.font.weight',
      'Playfair Display is not available in weight 650',
    ],
    [
      'italic of a font without italics',
      'sides.front.layers.0.font',
      { family: 'Oswald', weight: 400, style: 'italic' },
      'sides.front.layers.0.font.style',
      'Oswald has no italic',
    ],
    [
      'a colour that is not hex',
      'sides.front.layers.0.colour',
      'red',
      'sides.front.layers.0.colour',
      'Please choose a colour',
    ],
    [
      'an alignment',
      'sides.front.layers.0.align',
      'justify',
      'sides.front.layers.0.align',
      'Text can be aligned left, center or right',
    ],
    [
      'a tight curve',
      'sides.front.layers.1.curve',
      { radius: 5 },
      'sides.front.layers.1.curve.radius',
      'A curve needs a radius of at least 10 mm',
    ],
    ['an opacity above 1', 'sides.front.layers.2.opacity', 1.5, 'sides.front.layers.2.opacity', 'Max 1'],
    [
      'a rotation beyond 180',
      'sides.front.layers.2.rotation',
      181,
      'sides.front.layers.2.rotation',
      'Max 180',
    ],
    [
      'a remote image',
      'sides.front.layers.2.src',
      'https://evil.example/x.png',
      'sides.front.layers.2.src',
      'Images must come from your uploads',
    ],
    [
      'a path escaping the media folder',
      'sides.front.layers.2.src',
      '/images/../../etc/passwd',
      'sides.front.layers.2.src',
      'Images must come from your uploads',
    ],
    [
      'fractional pixels',
      'sides.front.layers.2.pixelWidth',
      10.5,
      'sides.front.layers.2.pixelWidth',
      'Must be a number',
    ],
    [
      'an unknown layer kind',
      'sides.front.layers.2.kind',
      'shape',
      'sides.front.layers.2.kind',
      'A layer must be text or an image',
    ],
    [
      'a bad layer id',
      'sides.front.layers.0.id',
      'Layer 1',
      'sides.front.layers.0.id',
      'Layer ids are lower-case letters, digits and hyphens',
    ],
    [
      'a repeated layer id',
      'sides.front.layers.1.id',
      'layer-1',
      'sides.front.layers.1.id',
      'Each layer needs its own id',
    ],
    [
      'an unknown side',
      'sides.top',
      sampleDesign().sides.back,
      'sides.top',
      'Designs can only be printed on the front, back, left or right',
    ],
    [
      'a side without layers',
      'sides.back',
      { printArea: { widthMm: 10, heightMm: 10 } },
      'sides.back.layers',
      'A side needs a print area and a list of layers',
    ],
    [
      'a print area without a size',
      'sides.back.printArea',
      null,
      'sides.back.printArea',
      'A print area needs a width and a height in mm',
    ],
    ['a medium', 'medium', 'wood', 'medium', 'The medium must be garment or paper'],
    ['a newer version', 'version', 3, 'version', 'This design was made by a newer version of the studio'],
  ] as const)('names the field for %s', (_what, path, value, field, message) => {
    const errors = designFieldErrors(changed(path, value));
    expect(errors).toEqual({ [field]: [message] });
  });

  it('limits a side to 50 layers', () => {
    const errors = designFieldErrors(
      changed(
        'sides.back.layers',
        Array.from({ length: 51 }, (_, i) => ({ ...sampleDesign().sides.front?.layers[0], id: `b-${i}` })),
      ),
    );
    expect(errors).toEqual({ 'sides.back.layers': ['A side can hold at most 50 layers'] });
  });

  it('refuses what is not a document', () => {
    expect(designFieldErrors(null)).toEqual({ document: ['This is not a studio design'] });
    expect(designFieldErrors([])).toEqual({ document: ['This is not a studio design'] });
  });

  it('drops keys it does not know', () => {
    const result = parseDesign(changed('sides.front.layers.0.onclick', 'alert(1)'));
    expect(result.ok && 'onclick' in (result.document.sides.front?.layers[0] ?? {})).toBe(false);
  });
});

describe('isSafeImageSource', () => {
  it.each([
    '/images/studio/uploads/3/abc.png',
    '/media/studio/a_b-c.webp',
    '/images/x.png?w=10'.split('?')[0],
  ])('accepts %s', (src) => {
    expect(isSafeImageSource(src ?? '')).toBe(true);
  });
  it.each([
    'images/a.png',
    '//evil.example/a.png',
    'data:image/png;base64,AAAA',
    'javascript:alert(1)',
    '/a/../b.png',
    '/a/./b.png',
    '/a b.png',
    '/a".png',
  ])('refuses %s', (src) => {
    expect(isSafeImageSource(src)).toBe(false);
  });
});
