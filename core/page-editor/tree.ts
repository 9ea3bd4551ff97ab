/**
 * Reading and rewriting a page's block tree without mutating it: only the path from the page to the
 * changed block is copied, everything else is shared with the previous page (cheap undo, cheap React
 * memoisation).
 */
import { reorder, sortBlocks } from '../blocks/publishing';
import { type Block, newUid, type Page } from '../blocks/types';
import { containerTypeOf, isContainerType } from './containers';

/** A block with where it sits: its parent block (null at the top of the page) and its depth (1 on top). */
export interface LocatedBlock {
  block: Block;
  parent: Block | null;
  depth: number;
}

/** Finds a block at any depth, or null. */
export function locateBlock(blocks: readonly Block[], uid: string): LocatedBlock | null {
  const visit = (list: readonly Block[], parent: Block | null, depth: number): LocatedBlock | null => {
    for (const block of list) {
      if (block.uid === uid) return { block, parent, depth };
      if (block.items.length > 0) {
        const found = visit(block.items, block, depth + 1);
        if (found) return found;
      }
    }
    return null;
  };
  return visit(blocks, null, 1);
}

/** The blocks with the one of this uid replaced by `change(block)`; the same array when no block has it. */
export function mapBlock(blocks: readonly Block[], uid: string, change: (block: Block) => Block): Block[] {
  let changed = false;
  const next = blocks.map((block) => {
    if (changed) return block;
    if (block.uid === uid) {
      changed = true;
      return change(block);
    }
    if (block.items.length === 0) return block;
    const items = mapBlock(block.items, uid, change);
    if (items === block.items) return block;
    changed = true;
    return { ...block, items };
  });
  return changed ? next : (blocks as Block[]);
}

/** The children of a container: the page's blocks for null, else the block's items (null: no such block). */
export function childrenOf(page: Page, parent: string | null): Block[] | null {
  if (parent === null) return page.blocks;
  return locateBlock(page.blocks, parent)?.block.items ?? null;
}

/** The page with a container's children replaced. */
export function withChildren(page: Page, parent: string | null, children: Block[]): Page {
  if (parent === null) return { ...page, blocks: children };
  return { ...page, blocks: mapBlock(page.blocks, parent, (block) => ({ ...block, items: children })) };
}

/** Children in page order without deleted ones: what the editor shows and what its indexes count. */
export function liveChildren(children: readonly Block[]): Block[] {
  return sortBlocks(children).filter((block) => !block.flags.deleted);
}

/**
 * The position in `sorted` (every child, deleted ones too, in order) of the live child at `liveIndex`;
 * the end of the list for an index past the last live child. Negative indexes count as 0.
 */
export function fullIndexOf(sorted: readonly Block[], liveIndex: number): number {
  const wanted = Number.isFinite(liveIndex) ? Math.max(0, Math.trunc(liveIndex)) : Number.POSITIVE_INFINITY;
  let seen = 0;
  for (let index = 0; index < sorted.length; index += 1) {
    if (sorted[index]?.flags.deleted) continue;
    if (seen === wanted) return index;
    seen += 1;
  }
  return sorted.length;
}

/** Levels of blocks from this one down: 1 for a block without items. */
export function subtreeDepth(block: Block): number {
  let deepest = 0;
  for (const item of block.items) deepest = Math.max(deepest, subtreeDepth(item));
  return deepest + 1;
}

/** Blocks in a tree, items included. */
export function countBlocks(blocks: readonly Block[]): number {
  let count = 0;
  for (const block of blocks) count += 1 + countBlocks(block.items);
  return count;
}

/** Whether `uid` is this block or one of its items at any depth. */
export function containsBlock(block: Block, uid: string): boolean {
  return block.uid === uid || block.items.some((item) => containsBlock(item, uid));
}

/**
 * A deep copy of a block for a new place: fresh uids throughout (the given one for the block itself), no
 * database id, no editor flags, items re-parented; deleted items and editor placeholders are left behind.
 */
export function copyWithFreshUids(block: Block, parent: string | null, uid: string = newUid()): Block {
  return {
    ...block,
    uid,
    id: null,
    parent,
    flags: {},
    size: { ...block.size },
    properties: structuredClone(block.properties),
    items: block.items
      .filter((item) => !item.flags.deleted && !item.flags.placeholder)
      .map((item) => copyWithFreshUids(item, uid)),
  };
}

/** A block that is not deleted, at any depth, with its place; null for an unknown or deleted uid. */
export function liveBlock(page: Page, uid: string): LocatedBlock | null {
  const located = locateBlock(page.blocks, uid);
  return located && !located.block.flags.deleted ? located : null;
}

/** A container's type and depth (0 for the page), or null when the uid names no live container. */
export function container(page: Page, parent: string | null): { type: string; depth: number } | null {
  if (parent === null) return { type: containerTypeOf(null), depth: 0 };
  const located = liveBlock(page, parent);
  if (!located || !isContainerType(located.block.type)) return null;
  return { type: located.block.type, depth: located.depth };
}

/** Children with a block placed at a live index, renumbered (and flagged 'reordered') as reorder does. */
export function insertChild(children: readonly Block[], block: Block, liveIndex: number): Block[] {
  const sorted = sortBlocks(children);
  const incoming: Block = { ...block, order: Number.POSITIVE_INFINITY };
  return reorder([...sorted, incoming], incoming.uid, fullIndexOf(sorted, liveIndex));
}

export function placeIn(page: Page, parent: string | null, block: Block, liveIndex: number): Page {
  return withChildren(page, parent, insertChild(childrenOf(page, parent) ?? [], block, liveIndex));
}
