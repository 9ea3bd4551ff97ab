import { describe, expect, it } from 'vitest';
import { PAGE_LIMITS } from '../blocks/page-limits';
import type { Page } from '../blocks/types';
import { EDITOR_MESSAGES } from './messages';
import {
  addBlock,
  addRefusal,
  duplicateBlock,
  duplicateRefusal,
  moveBlock,
  moveRefusal,
  removeBlock,
  resizeBlock,
  setPublished,
  updateProperties,
} from './operations';
import { order, samplePage, testBlock, testEnvironment, testPage, testRegistry, withItems } from './testing';
import { locateBlock } from './tree';

const env = testEnvironment();
const pro = testEnvironment(true);

function find(page: Page, uid: string) {
  const found = locateBlock(page.blocks, uid)?.block;
  if (!found) throw new Error(`no block ${uid}`);
  return found;
}

function frozen(page: Page): Page {
  return structuredClone(page);
}

describe('addBlock', () => {
  it('adds a block of a type with its defaults and default width at a position on the page', () => {
    const page = samplePage();
    const next = addBlock(page, { type: 'button', parent: null, index: 2, uid: 'new' }, env);
    expect(order(next.blocks)).toEqual(['show', 'row', 'new', 'grid', 'text', 'image']);
    expect(find(next, 'new')).toMatchObject({
      type: 'button',
      id: null,
      parent: null,
      size: { x: 6, y: 1 },
      properties: { text: expect.any(String), primary: expect.any(Boolean) },
    });
    expect(page).toEqual(frozen(samplePage()));
  });

  it('adds into a row, a grid, a carousel and a slideshow with the parent set', () => {
    let page = samplePage();
    page = addBlock(page, { type: 'text', parent: 'row', index: 1, uid: 'in-row' }, env);
    page = addBlock(page, { type: 'card', parent: 'grid', index: 0, uid: 'in-grid' }, env);
    page = addBlock(page, { type: 'slide', parent: 'show', index: 5, uid: 'in-show' }, env);
    expect(order(find(page, 'row').items)).toEqual(['row-text', 'in-row', 'row-button']);
    expect(order(find(page, 'grid').items)).toEqual(['in-grid', 'card-1', 'card-2']);
    expect(order(find(page, 'show').items)).toEqual(['slide-1', 'slide-2', 'in-show']);
    expect(find(page, 'in-row').parent).toBe('row');
  });

  it('never places anything above the fixed slideshow', () => {
    const next = addBlock(samplePage(), { type: 'text', parent: null, index: 0, uid: 'top' }, env);
    expect(order(next.blocks).slice(0, 2)).toEqual(['show', 'top']);
    expect(find(next, 'show').order).toBe(0);
  });

  it('flags the siblings it renumbers as reordered, as publishing.reorder does', () => {
    const next = addBlock(samplePage(), { type: 'text', parent: null, index: 1, uid: 'new' }, env);
    expect(find(next, 'row').flags.reordered).toBe(true);
    expect(find(next, 'show').flags.reordered).toBeUndefined();
  });

  it('refuses a type the container does not take, with the message, returning the same page', () => {
    const page = samplePage();
    const request = { type: 'banner', parent: 'grid', index: 0 };
    expect(addRefusal(page, request, env)).toBe(EDITOR_MESSAGES.incompatibleWithContainer('Banner', 'Grid'));
    expect(EDITOR_MESSAGES.incompatibleWithContainer('Banner', 'Grid')).toBe(
      "Banner blocks can't go inside a grid",
    );
    expect(addBlock(page, request, env)).toBe(page);
    expect(addRefusal(page, { type: 'slide', parent: null, index: 0 }, env)).toBe(
      EDITOR_MESSAGES.incompatibleWithContainer('Slide', 'page'),
    );
  });

  it('refuses a pro-only type on a non-pro store and allows it on a pro store', () => {
    const page = testPage([], { kind: 'store-platform' });
    const request = { type: 'proBenefits', parent: null, index: 0, uid: 'benefits' };
    expect(addRefusal(page, request, env)).toBe('Pro benefits blocks need a pro store');
    expect(addBlock(page, request, env)).toBe(page);
    expect(order(addBlock(page, request, pro).blocks)).toEqual(['benefits']);
  });

  it("refuses a type that doesn't suit the page's kind or layout", () => {
    const page = samplePage();
    expect(addRefusal(page, { type: 'graph', parent: null, index: 0 }, env)).toBe(
      "Graph blocks can't be used on this page",
    );
    const mail = testPage([], { layout: 'mail' });
    expect(addRefusal(mail, { type: 'feature', parent: null, index: 0 }, env)).toBeNull();
  });

  it('refuses unknown and hidden types, and parents that are not containers', () => {
    const page = samplePage();
    expect(addRefusal(page, { type: 'nope', parent: null, index: 0 }, env)).toBe(
      "Block type of nope hasn't been registered",
    );
    expect(addRefusal(page, { type: 'placeholder', parent: null, index: 0 }, env)).toBe(
      "Placeholder blocks can't be added by hand",
    );
    expect(addRefusal(page, { type: 'text', parent: 'text', index: 0 }, env)).toBe(
      EDITOR_MESSAGES.notAContainer,
    );
    expect(addRefusal(page, { type: 'text', parent: 'missing', index: 0 }, env)).toBe(
      EDITOR_MESSAGES.notAContainer,
    );
  });

  it('refuses a page already holding the most blocks allowed', () => {
    const blocks = Array.from({ length: PAGE_LIMITS.maxBlocks }, (_, index) =>
      testBlock('text', `t${index}`),
    );
    const page = testPage(blocks);
    expect(addRefusal(page, { type: 'text', parent: null, index: 0 }, env)).toBe(
      'A page may hold at most 500 blocks',
    );
    expect(addBlock(page, { type: 'text', parent: null, index: 0 }, env)).toBe(page);
  });
});

describe('moveBlock', () => {
  it('reorders within a container and flags what changed order', () => {
    const page = samplePage();
    const next = moveBlock(page, 'image', { parent: null, index: 1 });
    expect(order(next.blocks)).toEqual(['show', 'image', 'row', 'grid', 'text']);
    expect(find(next, 'image')).toMatchObject({ order: 1, flags: { reordered: true } });
    expect(find(next, 'show').flags.reordered).toBeUndefined();
    expect(page).toEqual(frozen(samplePage()));
  });

  it('moves into a row and out of a grid, re-parenting and flagging the block', () => {
    let page = moveBlock(samplePage(), 'text', { parent: 'row', index: 0 });
    expect(order(find(page, 'row').items)).toEqual(['text', 'row-text', 'row-button']);
    expect(find(page, 'text')).toMatchObject({ parent: 'row', flags: { reordered: true } });
    expect(order(page.blocks)).toEqual(['show', 'row', 'grid', 'image']);
    page = moveBlock(page, 'card-2', { parent: null, index: 99 });
    expect(order(page.blocks)).toEqual(['show', 'row', 'grid', 'image', 'card-2']);
    expect(find(page, 'card-2').parent).toBeNull();
  });

  it('never moves the fixed slideshow and puts nothing above it', () => {
    const page = samplePage();
    expect(moveBlock(page, 'show', { parent: null, index: 3 })).toBe(page);
    expect(moveRefusal(page, 'show', { parent: null, index: 3 })).toBe(EDITOR_MESSAGES.fixedBlock);
    const next = moveBlock(page, 'image', { parent: null, index: 0 });
    expect(order(next.blocks)).toEqual(['show', 'image', 'row', 'grid', 'text']);
    expect(find(next, 'show').order).toBe(0);
  });

  it('returns the same page for a move to where the block already is', () => {
    const page = samplePage();
    expect(moveBlock(page, 'grid', { parent: null, index: 2 })).toBe(page);
    expect(moveBlock(page, 'row', { parent: null, index: 0 })).toBe(page);
  });

  it('refuses moves into itself, into a non-container and into a container that does not take the type', () => {
    const page = samplePage();
    expect(moveRefusal(page, 'row', { parent: 'row', index: 0 })).toBe(EDITOR_MESSAGES.intoItself);
    expect(moveRefusal(page, 'text', { parent: 'image', index: 0 })).toBe(EDITOR_MESSAGES.notAContainer);
    expect(moveRefusal(page, 'row', { parent: 'grid', index: 0 }, testRegistry)).toBe(
      "Row blocks can't go inside a grid",
    );
    expect(moveBlock(page, 'row', { parent: 'grid', index: 0 })).toBe(page);
  });

  it('counts positions among live blocks, skipping deleted ones', () => {
    const page = removeBlock(samplePage(), 'grid');
    const next = moveBlock(page, 'image', { parent: null, index: 2 });
    expect(order(next.blocks)).toEqual(['show', 'row', 'image', 'text']);
  });

  it('is a no-op for an unknown or deleted uid', () => {
    const page = removeBlock(samplePage(), 'text');
    expect(moveBlock(page, 'missing', { parent: null, index: 1 })).toBe(page);
    expect(moveBlock(page, 'text', { parent: null, index: 1 })).toBe(page);
  });
});

describe('resizeBlock', () => {
  it('sets whole columns between the type minimum and 12, marking the block updated', () => {
    const page = samplePage();
    expect(find(resizeBlock(page, 'text', 4.4, testRegistry), 'text')).toMatchObject({
      size: { x: 4, y: 1 },
      flags: { updated: true },
    });
    expect(find(resizeBlock(page, 'text', 1, testRegistry), 'text').size.x).toBe(3);
    expect(find(resizeBlock(page, 'text', 40, testRegistry), 'row').size.x).toBe(12);
    expect(find(resizeBlock(page, 'text', 40, testRegistry), 'text').size.x).toBe(12);
  });

  it('keeps banners and carousels full width', () => {
    const page = testPage([testBlock('banner', 'banner')]);
    expect(resizeBlock(page, 'banner', 6, testRegistry)).toBe(page);
  });

  it('is a no-op for an unknown uid, a size unchanged or a width that is not a number', () => {
    const page = samplePage();
    expect(resizeBlock(page, 'missing', 6, testRegistry)).toBe(page);
    expect(resizeBlock(page, 'text', 12, testRegistry)).toBe(page);
    expect(resizeBlock(page, 'text', Number.NaN, testRegistry)).toBe(page);
  });
});

describe('updateProperties', () => {
  it('patches properties, removes keys set to undefined and marks the block updated', () => {
    const page = samplePage();
    const next = updateProperties(page, 'card-1', { title: 'Hello', copy: undefined });
    const card = find(next, 'card-1');
    expect(card.properties.title).toBe('Hello');
    expect(Object.hasOwn(card.properties, 'copy')).toBe(false);
    expect(card.flags.updated).toBe(true);
    expect(find(page, 'card-1').properties.title).not.toBe('Hello');
    expect(find(next, 'text')).toBe(find(page, 'text'));
  });

  it('returns the same page for a patch that changes nothing or an unknown uid', () => {
    const page = updateProperties(samplePage(), 'text', { copy: 'Same' });
    expect(updateProperties(page, 'text', { copy: 'Same' })).toBe(page);
    expect(updateProperties(page, 'text', {})).toBe(page);
    expect(updateProperties(page, 'missing', { copy: 'x' })).toBe(page);
  });
});

describe('setPublished', () => {
  it('unpublishes and publishes a block, clearing a published:false property', () => {
    const page = samplePage();
    const hidden = setPublished(page, 'text', false);
    expect(find(hidden, 'text')).toMatchObject({ unpublished: true, flags: { updated: true } });
    const legacy = updateProperties(page, 'image', { published: false });
    const shown = setPublished(legacy, 'image', true);
    expect(find(shown, 'image').unpublished).toBe(false);
    expect(Object.hasOwn(find(shown, 'image').properties, 'published')).toBe(false);
  });

  it('returns the same page when nothing changes', () => {
    const page = samplePage();
    expect(setPublished(page, 'text', true)).toBe(page);
    expect(setPublished(page, 'missing', false)).toBe(page);
  });
});

describe('removeBlock', () => {
  it('keeps the block flagged deleted for the save, at any depth', () => {
    const page = removeBlock(removeBlock(samplePage(), 'card-1'), 'text');
    expect(find(page, 'text').flags.deleted).toBe(true);
    expect(find(page, 'card-1').flags.deleted).toBe(true);
    expect(order(page.blocks)).toEqual(['show', 'row', 'grid', 'image']);
  });

  it('is a no-op for an unknown or already deleted uid', () => {
    const page = removeBlock(samplePage(), 'text');
    expect(removeBlock(page, 'text')).toBe(page);
    expect(removeBlock(page, 'missing')).toBe(page);
  });
});

describe('duplicateBlock', () => {
  it('places a deep copy with fresh uids and no ids right after the original', () => {
    const page = samplePage();
    const next = duplicateBlock(page, 'grid', { uid: 'grid-copy' });
    expect(order(next.blocks)).toEqual(['show', 'row', 'grid', 'grid-copy', 'text', 'image']);
    const copy = find(next, 'grid-copy');
    expect(copy).toMatchObject({ id: null, parent: null, flags: { reordered: true } });
    expect(copy.items).toHaveLength(2);
    for (const item of copy.items) {
      expect(item.parent).toBe('grid-copy');
      expect(['card-1', 'card-2']).not.toContain(item.uid);
    }
    expect(copy.properties).toEqual(find(page, 'grid').properties);
    expect(copy.properties).not.toBe(find(page, 'grid').properties);
  });

  it('duplicates inside a container and leaves deleted items behind', () => {
    const page = removeBlock(samplePage(), 'card-2');
    const next = duplicateBlock(page, 'card-1', { uid: 'card-copy' });
    expect(order(find(next, 'grid').items)).toEqual(['card-1', 'card-copy']);
    const grid = duplicateBlock(page, 'grid', { uid: 'grid-copy' });
    expect(find(grid, 'grid-copy').items).toHaveLength(1);
  });

  it('copies the fixed slideshow below it, never above', () => {
    const next = duplicateBlock(samplePage(), 'show', { uid: 'show-copy' });
    expect(order(next.blocks).slice(0, 2)).toEqual(['show', 'show-copy']);
    expect(find(next, 'show').order).toBe(0);
  });

  it('is a no-op for an unknown uid and refused when the page would be too big', () => {
    const page = samplePage();
    expect(duplicateBlock(page, 'missing')).toBe(page);
    const full = testPage([
      withItems(
        testBlock('grid', 'grid'),
        Array.from({ length: PAGE_LIMITS.maxBlocks - 1 }, (_, index) => testBlock('card', `c${index}`)),
      ),
    ]);
    expect(duplicateRefusal(full, 'c1')).toBe('A page may hold at most 500 blocks');
    expect(duplicateBlock(full, 'c1')).toBe(full);
  });
});
