import { describe, expect, it } from 'vitest';
import { migrateDesign } from './migrate';
import { sampleDesign } from './testing';

const version1 = {
  version: 1,
  medium: 'garment',
  sides: {
    front: {
      widthMm: 297,
      heightMm: 420,
      layers: [
        {
          id: 'a',
          type: 'text',
          x: 10,
          y: 20,
          width: 200,
          height: 40,
          text: 'Old text',
          fontFamily: 'Roboto',
          fontWeight: 700,
          italic: true,
          fontSizePt: 72,
          color: '#ff0000',
          align: 'left',
        },
        {
          id: 'b',
          type: 'image',
          x: 0,
          y: 0,
          width: 100,
          height: 100,
          src: '/images/a.png',
          pixelWidth: 2000,
          pixelHeight: 2000,
          opacity: 0.5,
        },
      ],
    },
  },
};

describe('migrateDesign', () => {
  it('reads a current document unchanged', () => {
    const document = sampleDesign();
    expect(migrateDesign(document)).toEqual({ ok: true, document, migratedFrom: null });
  });

  it('upgrades version 1: nested print area, kind, points to mm, colour, font object and new defaults', () => {
    const result = migrateDesign(version1);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.migratedFrom).toBe(1);
    expect(result.document.version).toBe(2);
    expect(result.document.sides.front?.printArea).toEqual({ widthMm: 297, heightMm: 420 });
    expect(result.document.sides.front?.layers).toEqual([
      {
        id: 'a',
        name: 'Layer 1',
        kind: 'text',
        x: 10,
        y: 20,
        width: 200,
        height: 40,
        rotation: 0,
        opacity: 1,
        locked: false,
        text: 'Old text',
        font: { family: 'Roboto', weight: 700, style: 'italic' },
        fontSize: 25.4,
        colour: '#ff0000',
        align: 'left',
        lineHeight: 1.2,
        letterSpacing: 0,
        curve: null,
      },
      {
        id: 'b',
        name: 'Layer 2',
        kind: 'image',
        x: 0,
        y: 0,
        width: 100,
        height: 100,
        rotation: 0,
        opacity: 0.5,
        locked: false,
        src: '/images/a.png',
        pixelWidth: 2000,
        pixelHeight: 2000,
        flipX: false,
        flipY: false,
      },
    ]);
  });

  it('names the field when an old document is broken', () => {
    const broken = structuredClone(version1);
    (broken.sides.front.layers[0] as Record<string, unknown>).fontFamily = 'Wingdings';
    expect(migrateDesign(broken)).toEqual({
      ok: false,
      errors: { 'sides.front.layers.0.font.family': ['This font is not available'] },
    });
  });

  it('refuses documents from a newer studio, without a version, or not documents at all', () => {
    expect(migrateDesign({ ...sampleDesign(), version: 3 })).toEqual({
      ok: false,
      errors: { version: ['This design was made by a newer version of the studio'] },
    });
    expect(migrateDesign({ sides: {} })).toEqual({
      ok: false,
      errors: { version: ['This is not a studio design'] },
    });
    expect(migrateDesign({ version: 0.5 })).toEqual({
      ok: false,
      errors: { version: ['This is not a studio design'] },
    });
    expect(migrateDesign('design')).toEqual({
      ok: false,
      errors: { document: ['This is not a studio design'] },
    });
  });
});
