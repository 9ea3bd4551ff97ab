import { type Block, type FactoryRecord, walkBlocks } from '../../core/blocks';
import { LIMITS } from '../../core/constants/limits';
import { getCollectionPage, listProductSummaries, type ProductSummary } from '../catalog';
import { listBlogPosts, listInstagramPosts, listMediaFiles } from '../content';
import type { ServiceContext } from '../context';
import { canEditPages, listCollectionFeed, ONBOARDING_GROUP, readProjectBadges } from '../pages';

/** What the server resolves for a page's blocks, keyed by block uid (the shape BlockRenderer reads). */
export interface ResolvedBlockData {
  products: Record<string, ProductSummary[]>;
  collections: Record<string, FactoryRecord[]>;
  /** Blog posts, as records of the blogPosts factory source. */
  posts: Record<string, FactoryRecord[]>;
  /** Instagram posts and uploaded images, as image records. */
  images: Record<string, FactoryRecord[]>;
  /** Figures of the dashboard blocks, for those who edit the store only. */
  values: Record<string, Record<string, unknown>>;
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

async function collectionRecords(ctx: ServiceContext, limit: number): Promise<FactoryRecord[]> {
  const items = await listCollectionFeed(ctx, { limit });
  return items.map((item, index) => ({
    id: index,
    name: item.name,
    urlName: item.urlName,
    url: `/collection/${item.urlName}/`,
    image: item.banner?.thumbnails.full ?? null,
  }));
}

async function postRecords(ctx: ServiceContext, limit: number): Promise<FactoryRecord[]> {
  const { data } = await listBlogPosts(ctx, { perPage: limit, lite: true });
  return data.map((post) => ({
    id: post.url,
    title: post.title,
    url: post.url,
    image: post.metaImage.banner,
  }));
}

async function instagramRecords(ctx: ServiceContext, limit: number): Promise<FactoryRecord[]> {
  const posts = await listInstagramPosts(ctx, { limit });
  return posts.map((post) => ({ id: post.id, src: post.image, href: post.href, caption: post.caption }));
}

async function uploadedImageRecords(ctx: ServiceContext, limit: number): Promise<FactoryRecord[]> {
  const { data } = await listMediaFiles(ctx, { macros: ['images'], perPage: limit });
  return data.map((file) => ({ id: file.id, src: file.thumbnails.original, caption: file.altText }));
}

/** Badge and badge-progress figures from the store's project badges. */
async function badgeValues(
  ctx: ServiceContext,
  blocks: Block[],
): Promise<Record<string, Record<string, unknown>>> {
  if (blocks.length === 0) return {};
  const badges = await readProjectBadges(ctx.db, ctx.store.id);
  const values: Record<string, Record<string, unknown>> = {};
  for (const block of blocks) {
    if (block.type === 'badge') {
      const code = String(block.properties.code ?? '');
      values[block.uid] = { unlocked: badges.some((badge) => badge.code === code && badge.unlocked) };
    } else {
      const group = String(block.properties.group || ONBOARDING_GROUP);
      const inGroup = badges.filter((badge) => badge.groups.includes(group));
      values[block.uid] = {
        total: inGroup.length,
        unlocked: inGroup.filter((badge) => badge.unlocked).length,
      };
    }
  }
  return values;
}

/**
 * Fills product lists, feeds and item factories from this store's catalogue and content, so block
 * components never fetch while rendering on the server: products, collections, blog posts, Instagram posts
 * and uploaded images. Badge figures are resolved only for those who edit the store.
 */
export async function resolveBlockData(
  ctx: ServiceContext,
  blocks: readonly Block[],
): Promise<ResolvedBlockData> {
  type ListKey = 'products' | 'collections' | 'posts' | 'images';
  // Each list is written in the blocks' order once every query has answered, so a page's structured data
  // (PageBlocks' item list) reads the same whichever query finishes first.
  const lists: { key: ListKey; uid: string; load: Promise<ProductSummary[] | FactoryRecord[]> }[] = [];
  const fill = (key: ListKey, uid: string, load: Promise<ProductSummary[] | FactoryRecord[]>) => {
    lists.push({ key, uid, load });
  };
  const badgeBlocks: Block[] = [];
  for (const block of walkBlocks(blocks)) {
    const props = (block.properties ?? {}) as Record<string, unknown>;
    const factory = props.factory as { source?: string; params?: Record<string, unknown> } | undefined;
    const limit = (fallback: number, max: number) => numberOr(factory?.params?.limit, fallback, max);
    if (block.type === 'productList')
      fill('products', block.uid, productsFor(ctx, props, LIMITS.productListLimit));
    if (block.type === 'feed') {
      const feedLimit = numberOr(props.limit, LIMITS.instagramLimit, 50);
      if (props.source === 'blog') fill('posts', block.uid, postRecords(ctx, feedLimit));
      else fill('images', block.uid, instagramRecords(ctx, feedLimit));
    } else if (block.type === 'badge' || block.type === 'badgeProgress') {
      badgeBlocks.push(block);
    }
    switch (factory?.source) {
      case 'products':
        fill('products', block.uid, productsFor(ctx, factory.params ?? {}, 8));
        break;
      case 'collections':
        fill('collections', block.uid, collectionRecords(ctx, limit(8, 24)));
        break;
      case 'blogPosts':
        fill('posts', block.uid, postRecords(ctx, limit(6, 50)));
        break;
      case 'instagramPosts':
        fill('images', block.uid, instagramRecords(ctx, limit(LIMITS.instagramLimit, 50)));
        break;
      case 'uploadedImages':
        fill('images', block.uid, uploadedImageRecords(ctx, limit(12, 100)));
        break;
    }
  }
  const badges = badgeBlocks.length > 0 && (await canEditPages(ctx)) ? badgeValues(ctx, badgeBlocks) : null;
  const [loaded, values] = await Promise.all([Promise.all(lists.map((list) => list.load)), badges]);
  const data: ResolvedBlockData = {
    products: {},
    collections: {},
    posts: {},
    images: {},
    values: values ?? {},
  };
  lists.forEach(({ key, uid }, index) => {
    (data[key] as Record<string, unknown[]>)[uid] = loaded[index] as unknown[];
  });
  return data;
}
