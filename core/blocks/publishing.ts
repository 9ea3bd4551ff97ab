/**
 * Publishing, visibility and ordering of blocks (spec §3, §4).
 */
import { type AppMode, type Block, isPseudoType, type PageMode } from './types';

/**
 * Whether a block is published: not when `unpublished` is set or its `published` property is false;
 * a block with (non-deleted) items is unpublished when none of its items is published.
 */
export function isPublished(block: Block): boolean {
  if (block.unpublished || block.properties.published === false) return false;
  const items = block.items.filter((item) => !item.flags.deleted);
  return items.length === 0 || items.some(isPublished);
}

/** The block fixed at the top of a page: a slideshow with order 0. */
export function isFixedBlock(block: Pick<Block, 'order' | 'type'>): boolean {
  return block.order === 0 && block.type === 'slideshow';
}

function orderKey(order: number): number {
  return Number.isNaN(order) ? Number.POSITIVE_INFINITY : order;
}

/** Blocks by `order` (Infinity, the default, last); equal orders keep their array order. */
export function sortBlocks<B extends Pick<Block, 'order'>>(blocks: readonly B[]): B[] {
  return blocks
    .map((block, index) => ({ block, index }))
    .sort((a, b) => {
      const difference = orderKey(a.block.order) - orderKey(b.block.order);
      return Number.isNaN(difference) || difference === 0 ? a.index - b.index : difference;
    })
    .map(({ block }) => block);
}

/** A block as rendered: faded when shown unpublished in preview, fixed when it heads the page. */
export interface VisibleBlock extends Omit<Block, 'items'> {
  items: VisibleBlock[];
  faded: boolean;
  fixed: boolean;
}

/**
 * The blocks to render, in order, with their visible items.
 * - native (and 'unknown'): unpublished blocks are left out;
 * - preview: every block is shown, unpublished ones marked `faded` (grayscale, 0.5 opacity).
 * In both modes deleted blocks and hidden pseudo-items ('_like_this_') are left out.
 */
export function visibleBlocks(blocks: readonly Block[], mode: AppMode | PageMode): VisibleBlock[] {
  const preview = mode === 'preview';
  const visit = (list: readonly Block[], parentFaded: boolean): VisibleBlock[] =>
    sortBlocks(list)
      .filter((block) => !block.flags.deleted && !isPseudoType(block.type))
      .filter((block) => preview || isPublished(block))
      .map((block) => {
        const faded = parentFaded || !isPublished(block);
        return {
          ...block,
          items: visit(block.items, faded),
          faded: preview && faded,
          fixed: isFixedBlock(block),
        };
      });
  return visit(blocks, false);
}

/**
 * Moves a block to `toIndex` among its siblings (sorted by order) and renumbers them 0..n-1. Blocks
 * whose order changes get the 'reordered' flag; other flags (deleted included) are kept. A fixed block
 * (slideshow at order 0) does not move, and nothing moves above it. Returns new blocks.
 */
export function reorder(blocks: readonly Block[], uid: string, toIndex: number): Block[] {
  const sorted = sortBlocks(blocks);
  const from = sorted.findIndex((block) => block.uid === uid);
  if (from === -1) return sorted.map((block) => ({ ...block }));
  const moving = sorted[from] as Block;
  const first = sorted[0];
  const floor = first && isFixedBlock(first) ? 1 : 0;
  if (isFixedBlock(moving)) return sorted.map((block) => ({ ...block }));
  const rest = sorted.filter((_, index) => index !== from);
  const target = Math.min(
    rest.length,
    Math.max(floor, Math.trunc(Number.isFinite(toIndex) ? toIndex : rest.length)),
  );
  rest.splice(target, 0, moving);
  return rest.map((block, index) =>
    block.order === index
      ? { ...block }
      : { ...block, order: index, flags: { ...block.flags, reordered: true } },
  );
}

/** Marks a block (found at any depth) deleted; it stays in the list so the save can carry the flag. */
export function markDeleted(blocks: readonly Block[], uid: string): Block[] {
  return blocks.map((block) => {
    if (block.uid === uid) return { ...block, flags: { ...block.flags, deleted: true } };
    return block.items.length > 0 ? { ...block, items: markDeleted(block.items, uid) } : block;
  });
}

/** Marks a block (at any depth) updated after an edit of its properties. */
export function markUpdated(blocks: readonly Block[], uid: string): Block[] {
  return blocks.map((block) => {
    if (block.uid === uid) return { ...block, flags: { ...block.flags, updated: true } };
    return block.items.length > 0 ? { ...block, items: markUpdated(block.items, uid) } : block;
  });
}

/**
 * Page load: when the first visible block is a slideshow it shows alone until its largest image loads
 * or 1 s passes; returns how many blocks to render at first (all of them otherwise).
 */
export function initialBlockCount(blocks: readonly Pick<Block, 'type'>[]): number {
  return blocks[0]?.type === 'slideshow' ? 1 : blocks.length;
}

/**
 * Whether later blocks wait for idle time: when every block is full width and the device is not iOS.
 */
export function deferLaterBlocks(
  blocks: readonly Pick<Block, 'size'>[],
  options: { ios: boolean; columns?: number },
): boolean {
  const columns = options.columns ?? 12;
  return !options.ios && blocks.length > 1 && blocks.every((block) => block.size.x >= columns);
}

/** How a page's blocks first render (spec §4 Render), decided from the blocks alone so it can be cached. */
export interface InitialRender {
  /** The first block is a slideshow: the blocks after it wait until its largest image loads or 1 s passes. */
  gate: boolean;
  /** Every block is full width: the blocks after the first wait for idle time (not on iOS). */
  idle: boolean;
}

/**
 * §4 Render for a page's visible blocks. Every block is still rendered on the server, for visitors without
 * JavaScript and for search engines: the wait is about painting and hydrating, and each block keeps its
 * place meanwhile so nothing moves (the storefront's CSS and entry script carry it out; iOS is told apart
 * there, since a shared render cannot know the device).
 */
export function initialRender(blocks: readonly Pick<Block, 'type' | 'size'>[]): InitialRender {
  return {
    gate: blocks.length > 1 && initialBlockCount(blocks) < blocks.length,
    idle: deferLaterBlocks(blocks, { ios: false }),
  };
}
