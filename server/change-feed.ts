import type { FastifyInstance } from 'fastify';
import { ChangeFeed } from '../domain/cache-invalidation';
import type { DatabaseHandle } from '../domain/db';
import type { PageReader } from '../domain/pages';
import { blockDataCacheFor } from '../domain/storefront-pages';
import type { StoreDirectory } from '../domain/stores';
import type { CatalogReads } from './load-context';
import type { PageCache } from './page-cache';

declare module 'fastify' {
  interface FastifyInstance {
    changes: ChangeFeed;
  }
  interface FastifyRequest {
    /** The page cache's change mark when the request arrived, before its store was looked up. */
    changeMark: number;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ChangingCaches {
  directory: StoreDirectory;
  pageCache: PageCache;
  pageReader: PageReader;
  catalogReads: CatalogReads;
}

/**
 * Keeps this process's caches true to the database (decision 0001): every committed change, whoever made
 * it, drops what it touches in the store directory, the shared page renders, the page reader, the block
 * data cache and the shared catalogue reads. A request that may have written answers only once its changes have arrived here, so the
 * next page its sender loads is never the old one.
 */
export async function registerChangeFeed(
  app: FastifyInstance,
  database: DatabaseHandle,
  caches: ChangingCaches,
): Promise<ChangeFeed> {
  const feed = await ChangeFeed.start(database);
  app.decorate('changes', feed);
  app.decorateRequest('changeMark', 0);
  // Registered before the tenant hook: a change that lands while the store is looked up keeps the render out.
  app.addHook('onRequest', (request, _reply, done) => {
    request.changeMark = caches.pageCache.mark();
    done();
  });
  feed.subscribe((change) => {
    caches.directory.applyChange(change);
    caches.pageReader.applyChange(change);
    blockDataCacheFor(caches.pageReader).applyChange(change);
    caches.catalogReads.applyChange(change);
    caches.pageCache.applyChange(change);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!SAFE_METHODS.has(request.method)) await feed.settle();
    return payload;
  });
  app.addHook('onClose', () => feed.close());
  return feed;
}
