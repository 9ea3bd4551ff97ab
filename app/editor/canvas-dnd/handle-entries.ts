import { isFixedBlock } from '../../../core/blocks/publishing';
import type { Block, Page } from '../../../core/blocks/types';
import { type EditorEnvironment, isContainerType, liveChildren } from '../../../core/page-editor';
import type { Rect } from './geometry';

/** A block that gets a drag handle: every measured live block but the fixed slideshow. */
export interface HandleEntry {
  uid: string;
  title: string;
  /** 1 for a page block, 2 for an item of a row, grid or carousel... */
  depth: number;
  /** The container's uid; null on the page. */
  parent: string | null;
  rect: Rect;
}

/** The blocks with handles, in page order (a container's items after it). */
export function handleEntries(
  page: Page,
  rects: ReadonlyMap<string, Rect>,
  env: EditorEnvironment,
): HandleEntry[] {
  const entries: HandleEntry[] = [];
  const visit = (blocks: readonly Block[], parent: Block | null, depth: number) => {
    for (const block of liveChildren(blocks)) {
      const rect = rects.get(block.uid);
      const fixed = parent === null && isFixedBlock(block);
      if (rect && !fixed) {
        const title = env.registry.has(block.type) ? env.registry.get(block.type).title : block.type;
        entries.push({ uid: block.uid, title, depth, parent: parent?.uid ?? null, rect });
      }
      if (isContainerType(block.type)) visit(block.items, block, depth + 1);
    }
  };
  visit(page.blocks, null, 1);
  return entries;
}
