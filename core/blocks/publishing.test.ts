import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deferLaterBlocks,
  initialBlockCount,
  initialRender,
  isFixedBlock,
  isPublished,
  markDeleted,
  markUpdated,
  reorder,
  sortBlocks,
  type VisibleBlock,
  visibleBlocks,
} from './publishing';
import { type Block, blockFromStored, type StoredBlock } from './types';

const block = (uid: string, stored: Partial<StoredBlock> = {}): Block =>
  blockFromStored({ uid, type: 'text', ...stored });
const uids = (blocks: readonly { uid: string }[]) => blocks.map((entry) => entry.uid);

describe('isPublished', () => {
  it('is published unless its published property is false or unpublished is set', () => {
    expect(isPublished(block('a'))).toBe(true);
    expect(isPublished(block('a', { properties: { published: true } }))).toBe(true);
    expect(isPublished(block('a', { properties: { published: false } }))).toBe(false);
    expect(isPublished(block('a', { unpublished: true }))).toBe(false);
  });

  it('a block with items is unpublished when none of its items is published', () => {
    const unpublishedItem = { uid: 'i1', type: 'slide', properties: { published: false } };
    const publishedItem = { uid: 'i2', type: 'slide' };
    expect(isPublished(block('s', { type: 'slideshow', items: [unpublishedItem] }))).toBe(false);
    expect(isPublished(block('s', { type: 'slideshow', items: [unpublishedItem, publishedItem] }))).toBe(
      true,
    );
    expect(
      isPublished(block('s', { type: 'slideshow', items: [{ ...publishedItem, flags: { deleted: true } }] })),
    ).toBe(true);
    expect(isPublished(block('s', { type: 'slideshow', unpublished: true, items: [publishedItem] }))).toBe(
      false,
    );
  });
});

describe('visibleBlocks', () => {
  const blocks = [
    block('late', { order: null }),
    block('hidden', { order: 1, properties: { published: false } }),
    block('first', { order: 0 }),
    block('deleted', { order: 2, flags: { deleted: true } }),
    block('pseudo', { order: 3, type: '_add_' }),
    block('show', {
      order: 4,
      type: 'slideshow',
      items: [
        { uid: 's1', type: 'slide', order: 1 },
        { uid: 's0', type: 'slide', order: 0, properties: { published: false } },
      ],
    }),
  ];

  it('native hides unpublished, deleted and pseudo blocks, in order', () => {
    const visible = visibleBlocks(blocks, 'native');
    expect(uids(visible)).toEqual(['first', 'show', 'late']);
    expect(uids(visible[1]?.items ?? [])).toEqual(['s1']);
    expect(visible.every((entry) => !entry.faded)).toBe(true);
  });

  it("'unknown' mode behaves like native", () => {
    expect(uids(visibleBlocks(blocks, 'unknown'))).toEqual(['first', 'show', 'late']);
  });

  it('preview shows unpublished blocks faded, and still leaves out deleted ones', () => {
    const visible = visibleBlocks(blocks, 'preview');
    expect(uids(visible)).toEqual(['first', 'hidden', 'show', 'late']);
    expect(visible.map((entry) => entry.faded)).toEqual([false, true, false, false]);
    expect(visible[2]?.items.map((item) => [item.uid, item.faded])).toEqual([
      ['s0', true],
      ['s1', false],
    ]);
  });

  it('in preview the items of a faded block are faded too', () => {
    const visible = visibleBlocks(
      [block('p', { unpublished: true, items: [{ uid: 'c', type: 'text' }] })],
      'preview',
    );
    expect(visible[0]?.items[0]?.faded).toBe(true);
  });

  it('marks the slideshow at order 0 fixed', () => {
    const visible = visibleBlocks(
      [block('s', { type: 'slideshow', order: 0 }), block('t', { order: 1 })],
      'native',
    );
    expect(visible.map((entry) => entry.fixed)).toEqual([true, false]);
  });

  it('native never contains an unpublished or deleted block, at any depth (property)', () => {
    const leaf = fc.record({
      uid: fc.uuid(),
      type: fc.constantFrom('text', 'slide', '_x_'),
      order: fc.option(fc.integer({ min: -5, max: 5 })),
      unpublished: fc.boolean(),
      flags: fc.record({ deleted: fc.boolean() }),
      properties: fc.record({ published: fc.option(fc.boolean(), { nil: undefined }) }),
    });
    const tree = fc.array(
      fc.record({
        uid: fc.uuid(),
        type: fc.constantFrom('text', 'slideshow', 'grid'),
        order: fc.option(fc.integer({ min: -5, max: 5 })),
        unpublished: fc.boolean(),
        flags: fc.record({ deleted: fc.boolean() }),
        properties: fc.record({ published: fc.option(fc.boolean(), { nil: undefined }) }),
        items: fc.array(leaf, { maxLength: 4 }),
      }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(tree, (stored) => {
        const check = (list: VisibleBlock[]): boolean =>
          list.every(
            (entry) =>
              isPublished(entry as unknown as Block) &&
              !entry.flags.deleted &&
              !entry.faded &&
              check(entry.items),
          );
        return check(
          visibleBlocks(
            stored.map((entry) => blockFromStored(entry)),
            'native',
          ),
        );
      }),
    );
  });
});

describe('ordering', () => {
  it('sorts by order with Infinity last, keeping ties in place', () => {
    const sorted = sortBlocks([
      block('c', { order: null }),
      block('b', { order: 1 }),
      block('a', { order: 0 }),
      block('d', { order: 1 }),
    ]);
    expect(uids(sorted)).toEqual(['a', 'b', 'd', 'c']);
  });

  it('reorder moves a block, renumbers and flags those that moved', () => {
    const blocks = [
      block('a', { order: 0 }),
      block('b', { order: 1 }),
      block('c', { order: 2, flags: { deleted: true } }),
      block('d', { order: 3 }),
    ];
    const moved = reorder(blocks, 'd', 0);
    expect(uids(moved)).toEqual(['d', 'a', 'b', 'c']);
    expect(moved.map((entry) => entry.order)).toEqual([0, 1, 2, 3]);
    expect(moved.map((entry) => entry.flags)).toEqual([
      { reordered: true },
      { reordered: true },
      { reordered: true },
      { deleted: true, reordered: true },
    ]);
    expect(blocks[3]?.order).toBe(3);
  });

  it('reorder leaves unmoved blocks unflagged, clamps the index and ignores unknown uids', () => {
    const blocks = [block('a', { order: 0 }), block('b', { order: 1 }), block('c', { order: 2 })];
    const moved = reorder(blocks, 'a', 99);
    expect(uids(moved)).toEqual(['b', 'c', 'a']);
    expect(uids(reorder(blocks, 'nope', 0))).toEqual(['a', 'b', 'c']);
    expect(reorder(blocks, 'b', 1).every((entry) => !entry.flags.reordered)).toBe(true);
  });

  it('a fixed slideshow neither moves nor is displaced', () => {
    const blocks = [
      block('show', { type: 'slideshow', order: 0 }),
      block('a', { order: 1 }),
      block('b', { order: 2 }),
    ];
    expect(uids(reorder(blocks, 'show', 2))).toEqual(['show', 'a', 'b']);
    expect(uids(reorder(blocks, 'b', 0))).toEqual(['show', 'b', 'a']);
    expect(isFixedBlock({ type: 'slideshow', order: 0 })).toBe(true);
    expect(isFixedBlock({ type: 'slideshow', order: 1 })).toBe(false);
    expect(isFixedBlock({ type: 'banner', order: 0 })).toBe(false);
  });

  it('markDeleted and markUpdated find a block at any depth and keep other flags', () => {
    const blocks = [block('a', { flags: { reordered: true }, items: [{ uid: 'b', type: 'slide' }] })];
    expect(markDeleted(blocks, 'a')[0]?.flags).toEqual({ reordered: true, deleted: true });
    expect(markDeleted(blocks, 'b')[0]?.items[0]?.flags).toEqual({ deleted: true });
    expect(markUpdated(blocks, 'b')[0]?.items[0]?.flags).toEqual({ updated: true });
    expect(blocks[0]?.flags).toEqual({ reordered: true });
  });
});

describe('page load', () => {
  it('a leading slideshow shows alone at first', () => {
    expect(initialBlockCount([{ type: 'slideshow' }, { type: 'text' }])).toBe(1);
    expect(initialBlockCount([{ type: 'banner' }, { type: 'text' }])).toBe(2);
    expect(initialBlockCount([])).toBe(0);
  });

  it('later blocks wait for idle when all are full width, except on iOS', () => {
    const full = [{ size: { x: 12, y: 1 } }, { size: { x: 12, y: 1 } }];
    expect(deferLaterBlocks(full, { ios: false })).toBe(true);
    expect(deferLaterBlocks(full, { ios: true })).toBe(false);
    expect(deferLaterBlocks([...full, { size: { x: 6, y: 1 } }], { ios: false })).toBe(false);
  });

  it('decides the first render from the blocks alone', () => {
    const wide = (type: string) => ({ type, size: { x: 12, y: 1 } });
    expect(initialRender([wide('slideshow'), wide('text')])).toEqual({ gate: true, idle: true });
    expect(initialRender([wide('slideshow'), { type: 'pod', size: { x: 3, y: 1 } }])).toEqual({
      gate: true,
      idle: false,
    });
    expect(initialRender([wide('slideshow')])).toEqual({ gate: false, idle: false });
    expect(initialRender([wide('banner'), wide('text')])).toEqual({ gate: false, idle: true });
    expect(initialRender([])).toEqual({ gate: false, idle: false });
  });
});
