/**
 * The template mode of rendering (spec §2: "a legacy masonry-grid mode ... and a newer template mode").
 *
 * Our reading: the newer editor gives blocks a `template`, the layout of the section the block makes on the
 * page. A page whose blocks name templates renders in template mode: its blocks stack top to bottom, one
 * section each, the page's ySpacing between them, each as wide as its template says (their grid widths do
 * not apply). Pages whose blocks name none keep the legacy masonry grid.
 */
import type { Block } from './types';

/** full: edge to edge; wide: the content container; narrow: a reading width. */
export const BLOCK_TEMPLATES = ['full', 'wide', 'narrow'] as const;
export type BlockTemplate = (typeof BLOCK_TEMPLATES)[number];
export type RenderingMode = 'grid' | 'template';

export function isBlockTemplate(value: unknown): value is BlockTemplate {
  return typeof value === 'string' && (BLOCK_TEMPLATES as readonly string[]).includes(value);
}

/** Template mode when any of the page's blocks names a template; the masonry grid otherwise. */
export function renderingMode(blocks: readonly Pick<Block, 'template'>[]): RenderingMode {
  return blocks.some((block) => typeof block.template === 'string' && block.template !== '')
    ? 'template'
    : 'grid';
}

/** A block's section template in template mode: its own when known, else 'wide'. */
export function templateOf(block: Pick<Block, 'template'>): BlockTemplate {
  return isBlockTemplate(block.template) ? block.template : 'wide';
}
