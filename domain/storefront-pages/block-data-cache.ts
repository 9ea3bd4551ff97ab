import { SHARED_READS_TTL_MS, SharedReads } from '../cache-invalidation';
import type { ResolvedBlockData } from './block-data';

/** How long what a page's blocks show is shared between visitors: as long as a shared page render. */
export const BLOCK_DATA_TTL_MS = SHARED_READS_TTL_MS;

/**
 * What a page's blocks show (product lists, feeds, factories) is the same for every shopper of a store, so
 * it is kept a few seconds per store, page and page version, and concurrent renders share one read. Badge
 * figures are personal and never go in (their pages are read afresh).
 */
export class BlockDataCache extends SharedReads<ResolvedBlockData> {
  static override key(storeId: number, url: string, version: number): string {
    return SharedReads.key(storeId, url, version);
  }
}
