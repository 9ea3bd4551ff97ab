import type { VisibleBlock } from '../../../core/blocks';
import { renderedItems } from './block-items';
import type { BlockData, RenderMode } from './context';

/**
 * Block types whose components do nothing in the browser but follow links: their server HTML is all there
 * is to them, so a page keeps it as it is instead of hydrating it (see StaticBlockFrame).
 */
const STATIC_TYPES: ReadonlySet<string> = new Set([
  'action',
  'banner',
  'button',
  'card',
  'feature',
  'feed',
  'grid',
  'html',
  'image',
  'pod',
  'quote',
  'row',
  'socials',
  'spacer',
  'tag',
  'taglets',
  'text',
]);

/** Whether a block, and every item it shows, is plain server HTML with links (no state, no effects). */
export function rendersStatically(block: VisibleBlock, data: BlockData): boolean {
  if (!STATIC_TYPES.has(block.type)) return false;
  const p = block.properties;
  // asyncItems and asyncData load after hydration.
  if (p.asyncItems !== undefined || p.asyncData !== undefined) return false;
  if (block.type === 'image' && p.zoom === true && text(p.href) === '') return false;
  if (block.type === 'banner' && hasVideo(p)) return false;
  return renderedItems(block, data).every((item) => rendersStatically(item, data));
}

function hasVideo(properties: Readonly<Record<string, unknown>>): boolean {
  const media = properties.media;
  const mediaVideo =
    typeof media === 'object' && media !== null ? (media as Record<string, unknown>).video : undefined;
  return text(mediaVideo) !== '' || text(properties.video) !== '';
}

/** Written here rather than taken from shared.tsx, whose components would come with it into the page's chunk. */
function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The uids of the blocks a page keeps as server HTML (StaticBlockFrame): in native mode, those after the
 * first that render statically. The first block always hydrates; preview (the editor) hydrates them all.
 */
export function staticBlockUids(shown: readonly VisibleBlock[], mode: RenderMode, data: BlockData): string[] {
  if (mode !== 'native') return [];
  return shown
    .slice(1)
    .filter((block) => rendersStatically(block, data))
    .map((block) => block.uid);
}

/**
 * The part of a page's block data a block and the items it renders read (each keyed by its uid): all a
 * static block is given when its HTML is rendered on its own, so that the HTML depends on nothing else.
 */
export function dataOfBlock(block: VisibleBlock, data: BlockData): BlockData {
  const uids: string[] = [];
  const collect = (current: VisibleBlock) => {
    uids.push(current.uid);
    for (const item of renderedItems(current, data)) collect(item);
  };
  collect(block);
  const slice = <T>(records: Readonly<Record<string, T>> | undefined) => {
    if (!records) return undefined;
    const entries = uids.flatMap((uid) => (records[uid] === undefined ? [] : [[uid, records[uid]] as const]));
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  };
  // A record with no entry for these uids stays undefined, which the key's JSON leaves out.
  return {
    products: slice(data.products),
    collections: slice(data.collections),
    posts: slice(data.posts),
    images: slice(data.images),
    values: slice(data.values),
  };
}
