import type { VisibleBlock } from '../../../core/blocks';
import type { BlockData } from './context';
import { str } from './shared';
import { itemsOf } from './types/layout';

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

const LAYOUT_TYPES: ReadonlySet<string> = new Set(['grid', 'row']);

/** Whether a block, and every item it shows, is plain server HTML with links (no state, no effects). */
export function rendersStatically(block: VisibleBlock, data: BlockData): boolean {
  if (!STATIC_TYPES.has(block.type)) return false;
  const p = block.properties;
  // asyncItems and asyncData load after hydration.
  if (p.asyncItems !== undefined || p.asyncData !== undefined) return false;
  if (block.type === 'image' && p.zoom === true && str(p.href).trim() === '') return false;
  if (block.type === 'banner' && hasVideo(p)) return false;
  const items = LAYOUT_TYPES.has(block.type) ? itemsOf(block, data) : block.items;
  return items.every((item) => rendersStatically(item, data));
}

function hasVideo(properties: Readonly<Record<string, unknown>>): boolean {
  const media = properties.media;
  const mediaVideo =
    typeof media === 'object' && media !== null ? (media as Record<string, unknown>).video : undefined;
  return str(mediaVideo).trim() !== '' || str(properties.video).trim() !== '';
}
