/**
 * Property tests of the document operations over random sequences (fast-check): undo and redo are exact,
 * moves keep every block, the fixed slideshow stays on top, sizes stay on the grid, paste never repeats a uid.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Page } from '../blocks/types';
import { walkBlocks } from '../blocks/types';
import { copyBlocks, pasteBlocks } from './clipboard';
import { createHistory, record, redo, undo } from './history';
import {
  addBlock,
  duplicateBlock,
  moveBlock,
  removeBlock,
  resizeBlock,
  setPublished,
  updateProperties,
} from './operations';
import { samplePage, testEnvironment, testRegistry } from './testing';
import { locateBlock } from './tree';

const env = testEnvironment(true);
const ADDABLE = [
  'text',
  'image',
  'card',
  'button',
  'row',
  'grid',
  'banner',
  'slide',
  'slideshow',
  'carousel',
];
const CONTAINERS = [null, 'show', 'row', 'grid'];

const step: fc.Arbitrary<Step> = fc.record({
  kind: fc.constantFrom<Kind>('add', 'move', 'resize', 'update', 'publish', 'remove', 'duplicate', 'paste'),
  a: fc.nat(),
  b: fc.nat(),
  c: fc.integer({ min: -3, max: 20 }),
});
type Kind = 'add' | 'move' | 'resize' | 'update' | 'publish' | 'remove' | 'duplicate' | 'paste';
interface Step {
  kind: Kind;
  a: number;
  b: number;
  c: number;
}

const uidsOf = (page: Page) => [...walkBlocks(page.blocks)].map((block) => block.uid);
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** Containers that exist on the page: the sample's, and any the steps added. */
function containersOf(page: Page): (string | null)[] {
  const added = [...walkBlocks(page.blocks)]
    .filter((block) => ['row', 'grid', 'carousel', 'slideshow'].includes(block.type))
    .map((block) => block.uid);
  return [...new Set([...CONTAINERS, ...added])];
}

function apply(page: Page, { kind, a, b, c }: Step): Page {
  const uid = pick(uidsOf(page), a);
  const parent = pick(containersOf(page), b);
  switch (kind) {
    case 'add':
      return addBlock(page, { type: pick(ADDABLE, b), parent: pick(containersOf(page), a), index: c }, env);
    case 'move':
      return moveBlock(page, uid, { parent, index: c });
    case 'resize':
      return resizeBlock(page, uid, c, testRegistry);
    case 'update':
      return updateProperties(page, uid, { title: `t${b % 5}` });
    case 'publish':
      return setPublished(page, uid, b % 2 === 0);
    case 'remove':
      return removeBlock(page, uid);
    case 'duplicate':
      return duplicateBlock(page, uid);
    case 'paste': {
      const payload = copyBlocks(page, [uid]);
      if (!payload) return page;
      const result = pasteBlocks(page, payload, { parent, index: c }, env);
      return result.page;
    }
  }
  return page;
}

const steps = fc.array(step, { maxLength: 40 });
const runs = { numRuns: 200 };

describe('page editor properties', () => {
  it('undoing every step returns the original page, and redoing them all gives the last page back', () => {
    fc.assert(
      fc.property(steps, (sequence) => {
        const original = samplePage();
        let history = createHistory(original, { limit: 1_000 });
        for (const [index, each] of sequence.entries()) {
          history = record(history, apply(history.present, each), { key: `k${each.b % 2}`, at: index * 600 });
        }
        const last = history.present;
        while (history.past.length > 0) history = undo(history);
        expect(history.present).toBe(original);
        while (history.future.length > 0) history = redo(history);
        expect(history.present).toBe(last);
      }),
      runs,
    );
  });

  it('never changes the input page', () => {
    fc.assert(
      fc.property(steps, (sequence) => {
        const original = samplePage();
        const snapshot = structuredClone(original);
        sequence.reduce(apply, original);
        expect(original).toEqual(snapshot);
      }),
      runs,
    );
  });

  it('moves never change the set of block uids', () => {
    fc.assert(
      fc.property(steps, fc.array(step, { maxLength: 20 }), (setup, moves) => {
        const page = setup.reduce(apply, samplePage());
        const moved = moves.reduce((current, each) => apply(current, { ...each, kind: 'move' }), page);
        expect(new Set(uidsOf(moved))).toEqual(new Set(uidsOf(page)));
        expect(uidsOf(moved)).toHaveLength(uidsOf(page).length);
      }),
      runs,
    );
  });

  it('keeps the fixed slideshow at order 0 at the top of the page', () => {
    fc.assert(
      fc.property(steps, (sequence) => {
        const page = sequence.reduce(apply, samplePage());
        const show = locateBlock(page.blocks, 'show');
        expect(show?.parent).toBeNull();
        expect(show?.block.order).toBe(0);
        for (const block of page.blocks) if (block.uid !== 'show') expect(block.order).toBeGreaterThan(0);
      }),
      runs,
    );
  });

  it('keeps every width whole and within [minSize, 12]', () => {
    fc.assert(
      fc.property(steps, (sequence) => {
        const page = sequence.reduce(apply, samplePage());
        for (const block of walkBlocks(page.blocks)) {
          expect(Number.isInteger(block.size.x)).toBe(true);
          expect(block.size.x).toBeGreaterThanOrEqual(testRegistry.minSize(block.type));
          expect(block.size.x).toBeLessThanOrEqual(12);
        }
      }),
      runs,
    );
  });

  it('keeps uids unique across the page through pastes and duplicates', () => {
    fc.assert(
      fc.property(steps, (sequence) => {
        const page = sequence.reduce(apply, samplePage());
        const uids = uidsOf(page);
        expect(new Set(uids).size).toBe(uids.length);
      }),
      runs,
    );
  });
});
