import type { Page } from '../../core/blocks';
import { faqEntries } from '../../core/pages';
import type { ServiceContext } from '../context';
import { canEditPages, type PageReader } from '../pages';
import { type ResolvedBlockData, resolveBlockData } from './block-data';

export interface StorefrontPage {
  page: Page;
  data: ResolvedBlockData;
  faq: { question: string; answer: string }[];
  /** Preview mode shows unpublished blocks faded with edit controls; only for those who may edit. */
  mode: 'native' | 'preview';
}

/**
 * A store page by its path, with the data its blocks need; null when there is none (or it is unpublished
 * and the visitor may not see it). Reads go through the page reader's 30-second cache.
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
  return { page, data: await resolveBlockData(ctx, page.blocks), faq: faqEntries(page.blocks), mode };
}
