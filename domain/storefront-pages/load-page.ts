import { type Page, walkBlocks, withoutPrivateProperties } from '../../core/blocks';
import { withSanitisedHtml } from '../../core/blocks/sanitise-html';
import { faqEntries } from '../../core/pages';
import type { ServiceContext } from '../context';
import { canEditPages, type PageReader } from '../pages';
import { type ResolvedBlockData, resolveBlockData } from './block-data';
import { BlockDataCache } from './block-data-cache';
import { type PageEditorSettings, pageEditorSettings } from './editor-settings';

export interface StorefrontPage {
  /** The page as it may be sent to a browser: private block properties left out. */
  page: Page;
  data: ResolvedBlockData;
  faq: { question: string; answer: string }[];
  /** Preview mode shows unpublished blocks faded with edit controls; only for those who may edit. */
  mode: 'native' | 'preview';
  /** Preview only: what the page editor needs beside the page; null for shoppers. */
  editor: PageEditorSettings | null;
}

/** One block data cache per page reader, so each server (and each test's reader) has its own. */
const dataCaches = new WeakMap<PageReader, BlockDataCache>();

/** The block data cache that renders through this page reader share. */
export function blockDataCacheFor(reader: PageReader): BlockDataCache {
  let cache = dataCaches.get(reader);
  if (!cache) {
    cache = new BlockDataCache();
    dataCaches.set(reader, cache);
  }
  return cache;
}

/**
 * The blocks as a browser may get them: HTML sanitised (again: it was on save, but a row may have reached
 * the database another way) and private properties left out. The reader's cached page is shared and
 * frozen, so this is worked out once per cached page, not per request.
 */
const browserBlocks = new WeakMap<Readonly<Page>, Page['blocks']>();

function blocksForBrowser(page: Readonly<Page>): Page['blocks'] {
  let blocks = browserBlocks.get(page);
  if (!blocks) {
    blocks = withoutPrivateProperties(withSanitisedHtml(page.blocks));
    browserBlocks.set(page, blocks);
  }
  return blocks;
}

const PERSONAL_BLOCK_TYPES: ReadonlySet<string> = new Set(['badge', 'badgeProgress']);

/**
 * A store page by its path, with the data its blocks need; null when there is none (or it is unpublished
 * and the visitor may not see it). Reads go through the page reader's 30-second cache, and what the blocks
 * show is shared for a few seconds (BlockDataCache) except in preview and on pages with personal figures.
 */
export async function loadStorefrontPage(
  ctx: ServiceContext,
  reader: PageReader,
  url: string,
  options: { preview?: boolean } = {},
): Promise<StorefrontPage | null> {
  const page = await reader.read(ctx, url);
  if (!page) return null;
  const mode = options.preview && (await canEditPages(ctx)) ? 'preview' : 'native';
  const personal = [...walkBlocks(page.blocks)].some((block) => PERSONAL_BLOCK_TYPES.has(block.type));
  const data =
    mode === 'preview' || personal
      ? await resolveBlockData(ctx, page.blocks)
      : await blockDataCacheFor(reader).get(BlockDataCache.key(ctx.store.id, page.url, page.version), () =>
          resolveBlockData(ctx, page.blocks),
        );
  return {
    page: { ...page, blocks: blocksForBrowser(page) },
    data,
    faq: faqEntries(page.blocks),
    mode,
    editor: mode === 'preview' ? pageEditorSettings(ctx, page) : null,
  };
}
