/**
 * The editor's operations on a page document. Each takes a page and returns the next one without
 * mutating it (unchanged blocks are shared), and returns the very same page object when there is nothing
 * to do: an unknown or deleted uid, a refused change, or a change to what is already there. Indexes count
 * the container's live blocks (deleted ones are kept for the save but not shown).
 */

import { BLOCK_ERRORS } from '../blocks/messages';
import { PAGE_LIMITS } from '../blocks/page-limits';
import { isFixedBlock, markDeleted, reorder, sortBlocks } from '../blocks/publishing';
import type { BlockRegistry } from '../blocks/registry';
import { clampSize } from '../blocks/rules';
import { type Block, type BlockProperties, newUid, type Page } from '../blocks/types';
import { containerAccepts } from './containers';
import { EDITOR_MESSAGES } from './messages';
import { containerTitle, type EditorEnvironment, sizeRefusal, typeRefusal } from './placement';
import {
  childrenOf,
  container,
  containsBlock,
  copyWithFreshUids,
  countBlocks,
  fullIndexOf,
  liveBlock,
  liveChildren,
  mapBlock,
  placeIn,
  subtreeDepth,
  withChildren,
} from './tree';

/** Where a block goes: a container (null for the page itself, else a row, grid, carousel or slideshow uid) and a position among its live blocks. */
export interface InsertTarget {
  parent: string | null;
  index: number;
}

function withUpdatedFlag(block: Block): Block {
  return { ...block, flags: { ...block.flags, updated: true } };
}

export interface AddBlockRequest extends InsertTarget {
  type: string;
  /** The new block's uid; a fresh one when absent (give one to select the block afterwards). */
  uid?: string;
  /** Properties over the type's defaults. */
  properties?: BlockProperties;
}

/** Why a block of a type may not be added at a place (see typeRefusal), or null when it may. */
export function addRefusal(page: Page, request: AddBlockRequest, env: EditorEnvironment): string | null {
  const target = container(page, request.parent);
  if (!target) return EDITOR_MESSAGES.notAContainer;
  const refusal = typeRefusal(env, page, target.type, request.type);
  if (refusal !== null) return refusal;
  if (!env.registry.get(request.type).builder) return BLOCK_ERRORS.noBuilder;
  if (target.depth + 1 > PAGE_LIMITS.maxDepth) return EDITOR_MESSAGES.tooDeep(PAGE_LIMITS.maxDepth);
  if (countBlocks(page.blocks) >= PAGE_LIMITS.maxBlocks) {
    return EDITOR_MESSAGES.tooManyBlocks(PAGE_LIMITS.maxBlocks);
  }
  return null;
}

/** A new block of a type (the registry's builder: defaults, default width) placed in a container. */
export function addBlock(page: Page, request: AddBlockRequest, env: EditorEnvironment): Page {
  if (addRefusal(page, request, env) !== null) return page;
  const block = env.registry.makeBlock(request.type, {
    uid: request.uid ?? newUid(),
    parent: request.parent,
    properties: request.properties,
  });
  if (sizeRefusal(page, container(page, request.parent)?.depth ?? 0, [block]) !== null) return page;
  return placeIn(page, request.parent, block, request.index);
}

/**
 * Why a block may not move to a place, or null when it may (an unknown or deleted uid is no refusal:
 * the move is simply a no-op). The fixed slideshow stays where it is; a block cannot go inside itself,
 * into something that is not a container, or into a container that does not take its type.
 */
export function moveRefusal(
  page: Page,
  uid: string,
  target: InsertTarget,
  registry?: BlockRegistry<unknown>,
): string | null {
  const located = liveBlock(page, uid);
  if (!located) return null;
  if (located.parent === null && isFixedBlock(located.block)) return EDITOR_MESSAGES.fixedBlock;
  if (target.parent !== null && containsBlock(located.block, target.parent))
    return EDITOR_MESSAGES.intoItself;
  const into = container(page, target.parent);
  if (!into) return EDITOR_MESSAGES.notAContainer;
  const from = located.parent?.uid ?? null;
  if (from !== target.parent && !containerAccepts(into.type, located.block.type)) {
    const title = (type: string) => (registry?.has(type) ? registry.get(type).title : type);
    const containerName = registry ? containerTitle({ registry, isPro: false }, into.type) : into.type;
    return EDITOR_MESSAGES.incompatibleWithContainer(title(located.block.type), containerName);
  }
  if (into.depth + subtreeDepth(located.block) > PAGE_LIMITS.maxDepth) {
    return EDITOR_MESSAGES.tooDeep(PAGE_LIMITS.maxDepth);
  }
  return null;
}

/**
 * Moves a block to a position in its own container or into another one (rows, grids, carousels,
 * slideshows, or the page). Siblings are renumbered and flagged 'reordered' as publishing.reorder does;
 * a block that changes container is always flagged. Nothing moves above the fixed slideshow.
 */
export function moveBlock(page: Page, uid: string, target: InsertTarget): Page {
  const located = liveBlock(page, uid);
  if (!located || moveRefusal(page, uid, target) !== null) return page;
  const from = located.parent?.uid ?? null;
  const source = childrenOf(page, from) ?? [];
  if (from === target.parent) {
    const sorted = sortBlocks(source);
    const current = sorted.findIndex((block) => block.uid === uid);
    const rest = sorted.filter((block) => block.uid !== uid);
    const floor = rest[0] && isFixedBlock(rest[0]) ? 1 : 0;
    const wanted = Math.min(rest.length, Math.max(floor, fullIndexOf(rest, target.index)));
    if (wanted === current) return page;
    return withChildren(page, from, reorder(source, uid, wanted));
  }
  const emptied = withChildren(
    page,
    from,
    source.filter((block) => block.uid !== uid),
  );
  const moved: Block = {
    ...located.block,
    parent: target.parent,
    flags: { ...located.block.flags, reordered: true },
  };
  return placeIn(emptied, target.parent, moved, target.index);
}

/**
 * Sets a block's width on the 12-column grid: whole columns, at least its type's minimum (3 unless the
 * type says otherwise; banner and carousel 12), at most 12. Marks it updated.
 */
export function resizeBlock(page: Page, uid: string, width: number, registry: BlockRegistry<unknown>): Page {
  const located = liveBlock(page, uid);
  if (!located || !Number.isFinite(width)) return page;
  const { block } = located;
  const size = clampSize({ x: width, y: block.size.y }, registry.minSize(block.type));
  if (size.x === block.size.x && size.y === block.size.y) return page;
  return { ...page, blocks: mapBlock(page.blocks, uid, (found) => withUpdatedFlag({ ...found, size })) };
}

/**
 * Patches a block's properties (a key set to undefined is removed, so the type's default applies again)
 * and marks it updated. A patch that changes nothing returns the same page.
 */
export function updateProperties(page: Page, uid: string, patch: Readonly<BlockProperties>): Page {
  const located = liveBlock(page, uid);
  if (!located) return page;
  const current = located.block.properties;
  const changes = Object.entries(patch).filter(([key, value]) =>
    value === undefined ? Object.hasOwn(current, key) : !Object.is(current[key], value),
  );
  if (changes.length === 0) return page;
  const properties: BlockProperties = { ...current };
  for (const [key, value] of changes) {
    if (value === undefined) delete properties[key];
    else properties[key] = value;
  }
  return {
    ...page,
    blocks: mapBlock(page.blocks, uid, (found) => withUpdatedFlag({ ...found, properties })),
  };
}

/**
 * Publishes or unpublishes a block (§4): unpublishing sets `unpublished`; publishing clears it and a
 * `published: false` property. A block whose items are all unpublished still shows as unpublished.
 */
export function setPublished(page: Page, uid: string, published: boolean): Page {
  const located = liveBlock(page, uid);
  if (!located) return page;
  const { block } = located;
  const ownPublished = !block.unpublished && block.properties.published !== false;
  if (ownPublished === published) return page;
  return {
    ...page,
    blocks: mapBlock(page.blocks, uid, (found) => {
      if (!published) return withUpdatedFlag({ ...found, unpublished: true });
      const { published: _off, ...properties } = found.properties;
      return withUpdatedFlag({ ...found, unpublished: false, properties });
    }),
  };
}

/** Removes a block: it stays on the page flagged deleted (markDeleted) so the save tells the server. */
export function removeBlock(page: Page, uid: string): Page {
  if (!liveBlock(page, uid)) return page;
  return { ...page, blocks: markDeleted(page.blocks, uid) };
}

/** Why a block may not be duplicated (the page would be too big), or null. */
export function duplicateRefusal(page: Page, uid: string): string | null {
  const located = liveBlock(page, uid);
  if (!located) return null;
  return sizeRefusal(page, located.depth - 1, [located.block]);
}

/**
 * A deep copy of a block (items included, fresh uids, no database ids) placed right after it in the same
 * container. `uid` names the copy (a fresh one when absent).
 */
export function duplicateBlock(page: Page, uid: string, options: { uid?: string } = {}): Page {
  const located = liveBlock(page, uid);
  if (!located || duplicateRefusal(page, uid) !== null) return page;
  const parent = located.parent?.uid ?? null;
  const copy = copyWithFreshUids(located.block, parent, options.uid ?? newUid());
  const position = liveChildren(childrenOf(page, parent) ?? []).findIndex((block) => block.uid === uid);
  return placeIn(page, parent, copy, position + 1);
}
