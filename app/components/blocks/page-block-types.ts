import type { Block, VisibleBlock, VisitorFacts } from '../../../core/blocks';
import { blocksForVisitor } from '../../../core/blocks/conditions';
import { visibleBlocks } from '../../../core/blocks/publishing';
import { renderedItems } from './block-items';
import type { BlockData, RenderMode } from './context';
import { staticBlockUids } from './static-blocks';

/** The blocks shown to this visitor in this mode: published (or faded in preview), deleted, pseudo-items and failed conditions left out. */
export function blocksToRender(
  blocks: readonly Block[],
  mode: RenderMode,
  visitor: VisitorFacts,
): VisibleBlock[] {
  return blocksForVisitor(visibleBlocks(blocks, mode), visitor);
}

function addTypes(block: VisibleBlock, data: BlockData, types: Set<string>): void {
  types.add(block.type);
  for (const item of renderedItems(block, data)) addTypes(item, data, types);
}

/** The types of the shown blocks, and of every item they render, but for the blocks kept as server HTML. */
function blockTypesOf(shown: readonly VisibleBlock[], kept: ReadonlySet<string>, data: BlockData): string[] {
  const types = new Set<string>();
  for (const block of shown) if (!kept.has(block.uid)) addTypes(block, data, types);
  return [...types].sort();
}

/**
 * The block types whose components a page's render needs. Its static blocks need none while they keep
 * the server's HTML (StaticBlockFrame: `keepsServerHtml` says which do, by uid); a page rendered in the
 * browser (reached in the app, or the editor's) has none of that HTML and needs every type it shows.
 */
export function blockTypesToRender(
  page: { blocks: readonly Block[]; mode: RenderMode; visitor: VisitorFacts; data: BlockData },
  keepsServerHtml: (uid: string) => boolean,
): string[] {
  const shown = blocksToRender(page.blocks, page.mode, page.visitor);
  const kept = new Set(staticBlockUids(shown, page.mode, page.data).filter(keepsServerHtml));
  return blockTypesOf(shown, kept, page.data);
}
