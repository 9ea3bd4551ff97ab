import { type Block, walkBlocks } from '../../core/blocks';
import { getCollectionPage, listProductSummaries, type ProductSummary } from '../catalog';
import type { ServiceContext } from '../context';
import { listCollectionFeed } from '../pages';

/** What the server resolves for a page's blocks, keyed by block uid (the shape BlockRenderer reads). */
export interface ResolvedBlockData {
  products: Record<string, ProductSummary[]>;
  collections: Record<
    string,
    { id: number; name: string; urlName: string; url: string; image: string | null }[]
  >;
}

type CollectionSort = 'featured' | 'bestseller' | 'new-in' | 'price-low' | 'price-high';

const SORTS: Record<string, CollectionSort> = {
  bestsellerOrder: 'bestseller',
  'new-in': 'new-in',
  'price-low-high': 'price-low',
  'price-high-low': 'price-high',
};

function numberOr(value: unknown, fallback: number, max: number): number {
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) && parsed >= 1 ? Math.min(Math.floor(parsed), max) : fallback;
}

async function productsFor(ctx: ServiceContext, props: Record<string, unknown>, fallbackLimit: number) {
  const limit = numberOr(props.limit, fallbackLimit, 48);
  const sort = SORTS[String(props.sortBy ?? 'bestsellerOrder')] ?? 'bestseller';
  const collection = typeof props.collection === 'string' ? props.collection.trim() : '';
  if (collection) {
    const page = await getCollectionPage(ctx, collection, { sort });
    return (page?.products ?? []).slice(0, limit);
  }
  return listProductSummaries(ctx, { limit, sort: sort === 'new-in' ? 'new-in' : 'bestseller' });
}

/**
 * Fills product lists and item factories from this store's catalogue, so block components never fetch while
 * rendering on the server. Sources of later capabilities (blog posts, Instagram, uploads) resolve to nothing.
 */
export async function resolveBlockData(
  ctx: ServiceContext,
  blocks: readonly Block[],
): Promise<ResolvedBlockData> {
  const data: ResolvedBlockData = { products: {}, collections: {} };
  const fillProducts = async (uid: string, props: Record<string, unknown>, fallbackLimit: number) => {
    data.products[uid] = await productsFor(ctx, props, fallbackLimit);
  };
  const fillCollections = async (uid: string, limit: number) => {
    const items = await listCollectionFeed(ctx, { limit });
    data.collections[uid] = items.map((item, index) => ({
      id: index,
      name: item.name,
      urlName: item.urlName,
      url: `/collection/${item.urlName}/`,
      image: item.banner?.thumbnails.full ?? null,
    }));
  };
  const work: Promise<void>[] = [];
  for (const block of walkBlocks(blocks)) {
    const props = (block.properties ?? {}) as Record<string, unknown>;
    const factory = props.factory as { source?: string; params?: Record<string, unknown> } | undefined;
    if (block.type === 'productList') work.push(fillProducts(block.uid, props, 4));
    else if (factory?.source === 'products') work.push(fillProducts(block.uid, factory.params ?? {}, 8));
    else if (factory?.source === 'collections')
      work.push(fillCollections(block.uid, numberOr(factory.params?.limit, 8, 24)));
  }
  await Promise.all(work);
  return data;
}
