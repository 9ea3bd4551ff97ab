/**
 * Whether a block of a type may go somewhere: the registry knows it and offers it, the page's kind or
 * layout suits it, the container takes it, the store's plan allows it, and the page stays within its
 * nesting and size limits. One set of rules for adding, moving, pasting and the palette.
 */
import { PAGE_LIMITS } from '../blocks/page-limits';
import { isProOnlyBlockType } from '../blocks/pro';
import { type BlockRegistry, isCompatible } from '../blocks/registry';
import type { Block, Page } from '../blocks/types';
import { containerAccepts, PAGE_CONTAINER } from './containers';
import { EDITOR_MESSAGES } from './messages';
import { countBlocks, subtreeDepth } from './tree';

/** What the rules need to know beyond the page: the app's block types and the store's plan. */
export interface EditorEnvironment {
  registry: BlockRegistry<unknown>;
  /** The store is on the pro plan (pro-only block types are refused otherwise). */
  isPro: boolean;
}

/** A block or a clipboard block: a type and items of the same shape. */
export interface BlockTree {
  type: string;
  items: readonly BlockTree[];
}

/** The page fields the compatibility rule reads. */
export type PageShape = Pick<Page, 'kind' | 'layout'>;

/** A container's name in messages: its type's title, or 'page'. */
export function containerTitle(env: EditorEnvironment, containerType: string): string {
  if (containerType === PAGE_CONTAINER) return 'page';
  return env.registry.has(containerType) ? env.registry.get(containerType).title : containerType;
}

/**
 * Why a new block of `typeName` may not go into a container of `containerType` on this page, or null when
 * it may. Checks in order: registered, offered by hand (not hidden), suits the page, the container takes
 * it, the plan allows it.
 */
export function typeRefusal(
  env: EditorEnvironment,
  page: PageShape,
  containerType: string,
  typeName: string,
): string | null {
  if (!env.registry.has(typeName)) return EDITOR_MESSAGES.unknownType(typeName);
  const type = env.registry.get(typeName);
  if (type.hidden) return EDITOR_MESSAGES.hiddenType(type.title);
  if (!isCompatible(type, page)) return EDITOR_MESSAGES.incompatibleWithPage(type.title);
  if (!containerAccepts(containerType, typeName)) {
    return EDITOR_MESSAGES.incompatibleWithContainer(type.title, containerTitle(env, containerType));
  }
  if (isProOnlyBlockType(typeName) && !env.isPro) return EDITOR_MESSAGES.proRequired(type.title);
  return null;
}

/**
 * Why a block tree (a pasted block with its items) may not go into a container: the block itself by
 * typeRefusal, then every item inside a container block by the same rule; items of other blocks (filled
 * by a factory, say) need only be registered and allowed by the plan.
 */
export function treeRefusal(
  env: EditorEnvironment,
  page: PageShape,
  containerType: string,
  block: BlockTree,
): string | null {
  const own = typeRefusal(env, page, containerType, block.type);
  if (own !== null) return own;
  for (const item of block.items) {
    const refusal = containerAccepts(block.type, item.type)
      ? treeRefusal(env, page, block.type, item)
      : itemRefusal(env, item);
    if (refusal !== null) return refusal;
  }
  return null;
}

function itemRefusal(env: EditorEnvironment, block: BlockTree): string | null {
  if (!env.registry.has(block.type)) return EDITOR_MESSAGES.unknownType(block.type);
  if (isProOnlyBlockType(block.type) && !env.isPro) {
    return EDITOR_MESSAGES.proRequired(env.registry.get(block.type).title);
  }
  for (const item of block.items) {
    const refusal = itemRefusal(env, item);
    if (refusal !== null) return refusal;
  }
  return null;
}

/**
 * Why these blocks may not be added under a parent at `parentDepth` (0 for the page itself): too deep for
 * PAGE_LIMITS.maxDepth, or more blocks than PAGE_LIMITS.maxBlocks on the page.
 */
export function sizeRefusal(page: Page, parentDepth: number, blocks: readonly Block[]): string | null {
  for (const block of blocks) {
    if (parentDepth + subtreeDepth(block) > PAGE_LIMITS.maxDepth) {
      return EDITOR_MESSAGES.tooDeep(PAGE_LIMITS.maxDepth);
    }
  }
  if (countBlocks(page.blocks) + countBlocks(blocks) > PAGE_LIMITS.maxBlocks) {
    return EDITOR_MESSAGES.tooManyBlocks(PAGE_LIMITS.maxBlocks);
  }
  return null;
}
