import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { sanitiseHtml } from '../../core/blocks/sanitise-html';
import { colourSlug } from '../../core/catalog';
import { studioPath } from '../../core/design/studio-paths';
import { collectionTag, LISTINGS_TAG, noteShown, productTag } from '../cache-invalidation';
import type { ServiceContext } from '../context';
import { listedProduct } from './listed';
import { type ProductSummary, summariesForIds } from './product-summaries';
import { relatedProductIds } from './related';
import {
  collections,
  productCollections,
  productImages,
  productOptions,
  products,
  productTags,
  productVariants,
  tags,
} from './tables';

export interface ProductColour {
  name: string;
  hex: string;
  slug: string;
  sizes: { size: string; variantUuid: string; available: boolean }[];
  /** Each with the point its crops centre on, 0..1 each way. */
  images: { src: string; alt: string; focus: { x: number; y: number } }[];
}

export interface ProductPage {
  id: number;
  uuid: string;
  sku: string;
  urlName: string;
  name: string;
  /** The description as plain text, for meta tags and structured data. */
  description: string;
  /** The description's rich text, sanitised here (the storefront ships no sanitiser, decision 0008). */
  descriptionHtml: string;
  metaTitle: string | null;
  metaDescription: string | null;
  price: number;
  salePrice: number | null;
  onSale: boolean;
  kind: string;
  enableAddToCart: boolean;
  /** Where the studio opens on this product's base ("Customise it"), when it can be made there. */
  studioUrl: string | null;
  defaultColour: string;
  colours: ProductColour[];
  collections: { name: string; urlName: string }[];
  tags: string[];
  related: ProductSummary[];
}

/** Everything the product page shows; null when the store has no enabled product by that url name. */
export async function getProductPage(ctx: ServiceContext, urlName: string): Promise<ProductPage | null> {
  const storeId = ctx.store.id;
  const [product] = await ctx.db
    .select()
    .from(products)
    .where(
      and(
        eq(products.divisionId, storeId),
        eq(products.urlName, urlName.toLowerCase()),
        eq(products.enabled, true),
      ),
    )
    .limit(1);
  if (!product) return null;
  // Its related products are a listing of the store.
  noteShown(productTag(product.id), LISTINGS_TAG);

  const [options, variants, images, collectionRows, tagRows] = await Promise.all([
    ctx.db
      .select()
      .from(productOptions)
      .where(and(eq(productOptions.divisionId, storeId), eq(productOptions.productId, product.id)))
      .orderBy(asc(productOptions.position)),
    ctx.db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.divisionId, storeId), eq(productVariants.productId, product.id)))
      .orderBy(asc(productVariants.id)),
    ctx.db
      .select()
      .from(productImages)
      .where(and(eq(productImages.divisionId, storeId), eq(productImages.productId, product.id)))
      .orderBy(asc(productImages.position)),
    ctx.db
      .select({ id: collections.id, name: collections.name, urlName: collections.urlName })
      .from(productCollections)
      .innerJoin(collections, eq(collections.id, productCollections.collectionId))
      .where(
        and(
          eq(productCollections.divisionId, storeId),
          eq(productCollections.productId, product.id),
          eq(collections.enabled, true),
        ),
      )
      .orderBy(asc(collections.position)),
    ctx.db
      .select({ name: tags.name })
      .from(productTags)
      .innerJoin(tags, eq(tags.id, productTags.tagId))
      .where(and(eq(productTags.divisionId, storeId), eq(productTags.productId, product.id))),
  ]);

  noteShown(...collectionRows.map((row) => collectionTag(row.id)));
  const colours: ProductColour[] = options.map((option) => ({
    name: option.colourName,
    hex: option.colourHex,
    slug: colourSlug(option.colourName),
    sizes: option.sizes.map((size) => {
      const variant = variants.find(
        (candidate) => candidate.optionId === option.id && candidate.size === size,
      );
      return { size, variantUuid: variant?.uuid ?? '', available: Boolean(variant?.enabled) };
    }),
    images: images
      .filter((image) => image.optionId === option.id || image.optionId === null)
      .map((image) => ({
        src: image.original,
        alt: image.altText || `${product.name} in ${option.colourName}`,
        focus: { x: image.focusX, y: image.focusY },
      })),
  }));

  const descriptionHtml = sanitiseHtml(product.description);
  return {
    id: product.id,
    uuid: product.uuid,
    sku: product.sku,
    urlName: product.urlName,
    name: product.name,
    description: plainText(descriptionHtml),
    descriptionHtml,
    metaTitle: product.metaTitle,
    metaDescription: product.metaDescription,
    price: product.price,
    salePrice: product.salePrice,
    onSale: product.onSale,
    kind: product.kind,
    enableAddToCart: product.enableAddToCart,
    studioUrl: product.isEditableInStudio && product.customiseIt ? studioPath(product.customiseIt) : null,
    defaultColour: product.defaultColour ?? colours[0]?.name ?? '',
    colours,
    collections: collectionRows.map(({ name, urlName: collectionUrl }) => ({ name, urlName: collectionUrl })),
    tags: tagRows.map((tag) => tag.name),
    related: await relatedProducts(
      ctx,
      product,
      collectionRows.map((row) => row.id),
    ),
  };
}

/**
 * The related products a product page shows. Only these are read: each card read notes its product's tag,
 * so a card read but not shown would drop the page for a change it does not show.
 */
export const RELATED_SHOWN = 4;

async function relatedProducts(
  ctx: ServiceContext,
  product: typeof products.$inferSelect,
  collectionIds: number[],
): Promise<ProductSummary[]> {
  const candidates = await ctx.db
    .select({
      id: products.id,
      name: products.name,
      gender: products.gender,
      isBundle: products.isBundle,
      bundleItems: products.bundleItems,
      baseProductId: products.baseProductId,
      bestsellerRank: products.bestsellerRank,
    })
    .from(products)
    .where(
      and(
        eq(products.divisionId, ctx.store.id),
        eq(products.enabled, true),
        ne(products.id, product.id),
        listedProduct(),
      ),
    );
  const memberships =
    candidates.length === 0
      ? []
      : await ctx.db
          .select({ productId: productCollections.productId, collectionId: productCollections.collectionId })
          .from(productCollections)
          .where(
            and(
              eq(productCollections.divisionId, ctx.store.id),
              inArray(
                productCollections.productId,
                candidates.map((c) => c.id),
              ),
            ),
          );
  const collectionsOf = (id: number) =>
    memberships.filter((row) => row.productId === id).map((row) => row.collectionId);
  const ids = relatedProductIds(
    { ...product, collectionIds },
    candidates.map((candidate) => ({ ...candidate, collectionIds: collectionsOf(candidate.id) })),
    RELATED_SHOWN,
  );
  return summariesForIds(ctx, ids);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Sanitised HTML as the words it shows: tags dropped, paragraphs and breaks as spaces, entities read. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_entity, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
}
