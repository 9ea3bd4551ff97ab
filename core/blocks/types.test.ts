import { describe, expect, it } from 'vitest';
import {
  blockFromStored,
  blocksToStored,
  blockToStored,
  isPseudoType,
  newUid,
  orderFromStored,
  walkBlocks,
} from './types';

describe('blockFromStored', () => {
  it('reads the database JSON shape: order null → Infinity, size y defaults to 1', () => {
    const block = blockFromStored({
      uid: 'a',
      id: 7,
      type: 'banner',
      order: null,
      size: { x: 12 },
      flags: { deleted: true, bogus: true },
      properties: { title: 'Hi' },
      items: [{ uid: 'b', type: 'slide' }],
      unpublished: true,
      template: 'hero',
    });
    expect(block).toEqual({
      uid: 'a',
      id: 7,
      type: 'banner',
      order: Number.POSITIVE_INFINITY,
      size: { x: 12, y: 1 },
      flags: { deleted: true },
      properties: { title: 'Hi' },
      items: [
        {
          uid: 'b',
          id: null,
          type: 'slide',
          order: Number.POSITIVE_INFINITY,
          size: { x: 12, y: 1 },
          flags: {},
          properties: {},
          items: [],
          parent: 'a',
          unpublished: false,
          template: null,
        },
      ],
      parent: null,
      unpublished: true,
      template: 'hero',
    });
  });

  it('uses the default width for a block without a size, and tolerates junk', () => {
    expect(blockFromStored({ uid: 'x', type: 'button' }, { defaultWidth: () => 6 }).size).toEqual({
      x: 6,
      y: 1,
    });
    const junk = blockFromStored('nonsense');
    expect(junk.type).toBe('');
    expect(junk.uid).not.toBe('');
    expect(blockFromStored({ uid: 'x', type: 't', order: 'first', items: 'none' })).toMatchObject({
      order: Number.POSITIVE_INFINITY,
      items: [],
    });
  });
});

describe('blockToStored', () => {
  it('serialises Infinity as null and keeps only the deleted flag', () => {
    const block = blockFromStored({ uid: 'a', type: 'text', order: 3 });
    block.order = Number.POSITIVE_INFINITY;
    block.flags = { deleted: true, updated: true, reordered: true };
    expect(blockToStored(block)).toMatchObject({ order: null, flags: { deleted: true } });
    block.flags = { updated: true };
    expect(blockToStored(block).flags).toEqual({});
  });

  it('round-trips through JSON', () => {
    const stored = {
      uid: 'a',
      id: null,
      type: 'text',
      order: 0,
      size: { x: 6, y: 2 },
      flags: {},
      properties: { text: 'x' },
      items: [],
      parent: null,
      unpublished: false,
      template: null,
    };
    expect(JSON.parse(JSON.stringify(blockToStored(blockFromStored(stored))))).toEqual(stored);
  });

  it('drops editor placeholders when saving', () => {
    const blocks = [
      blockFromStored({ uid: 'a', type: 'text' }),
      blockFromStored({ uid: 'b', type: 'placeholder', flags: { placeholder: true } }),
    ];
    expect(blocksToStored(blocks).map((block) => block.uid)).toEqual(['a']);
  });
});

describe('helpers', () => {
  it('orderFromStored', () => {
    expect(orderFromStored(2)).toBe(2);
    expect(orderFromStored(null)).toBe(Number.POSITIVE_INFINITY);
    expect(orderFromStored(Number.NaN)).toBe(Number.POSITIVE_INFINITY);
  });

  it('isPseudoType', () => {
    expect(isPseudoType('_add_')).toBe(true);
    expect(isPseudoType('__')).toBe(true);
    expect(isPseudoType('_')).toBe(false);
    expect(isPseudoType('text')).toBe(false);
  });

  it('newUid makes distinct v4 uuids', () => {
    const ids = new Set(Array.from({ length: 100 }, newUid));
    expect(ids.size).toBe(100);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('walkBlocks visits parents before items', () => {
    const tree = [
      blockFromStored({
        uid: 'a',
        type: 't',
        items: [{ uid: 'b', type: 't', items: [{ uid: 'c', type: 't' }] }],
      }),
      blockFromStored({ uid: 'd', type: 't' }),
    ];
    expect([...walkBlocks(tree)].map((block) => block.uid)).toEqual(['a', 'b', 'c', 'd']);
  });
});
