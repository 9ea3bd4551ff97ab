import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { BASKET_MESSAGES, MAX_FAVOURITES } from '../../core/basket/rules';
import {
  type FavouriteAddInput,
  type FavouriteRemoveInput,
  favouriteAddSchema,
  favouriteRemoveSchema,
} from '../../core/basket/schemas';
import { invalid, notFound, parseOrThrow } from '../../core/errors';
import { productImages, productOptions, products, productVariants } from '../catalog/tables';
import type { ServiceContext } from '../context';
import type { Database } from '../db';
import { type Owner, ownedBy, ownerOf, ownerValues, requireOwner } from './owner';
import { favourites } from './tables';
import { productIdCondition } from './variants';

/** §3 Favourite item (productId, productUrl, key, options, colour, size) with what the list shows. */
export interface FavouriteItem {
  key: string;
  productId: number;
  productUuid: string;
  productUrl: string;
  name: string;
  price: number;
  salePrice: number | null;
  image: string | null;
  colour: string | null;
  size: string | null;
  options: { Colour: string | null; Size: string | null };
  /** What 'Add to basket' offers: the favourite's colour (or the product's default) and its sizes for sale; null when the product cannot be bought. */
  addToBasket: { colour: string; sizes: string[] } | null;
}

/** The header heart and the product hearts: how many, and which products. */
export interface FavouritesSummary {
  count: number;
  productUuids: string[];
}

/** Favourites need the store to have them switched on; otherwise the calls answer 404. */
export function requireFavouritesEnabled(ctx: ServiceContext): void {
  if (!ctx.store.settings.favouritesEnabled) throw notFound(BASKET_MESSAGES.favouritesDisabled);
}

/** The owner's favourites of products still for sale in this store, newest first. */
/** The owner's favourites that are still shown: those of this store's enabled products (join products first). */
const listedFavourites = (ctx: ServiceContext, owner: Owner) =>
  and(
    ownedBy(favourites, ctx.store.id, owner),
    eq(products.divisionId, ctx.store.id),
    eq(products.enabled, true),
  );

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The product ids of the owner's favourites, their rows locked to the transaction's end: adds take turns. */
export async function lockFavourites(tx: Transaction, storeId: number, owner: Owner): Promise<number[]> {
  const held = await tx
    .select({ productId: favourites.productId })
    .from(favourites)
    .where(ownedBy(favourites, storeId, owner))
    .for('update');
  return held.map((row) => row.productId);
}

export async function favouritesOf(ctx: ServiceContext, owner: Owner): Promise<FavouriteItem[]> {
  const rows = await ctx.db
    .select({
      key: favourites.key,
      productId: products.id,
      productUuid: products.uuid,
      productUrl: products.urlName,
      name: products.name,
      price: products.price,
      salePrice: products.salePrice,
      colour: favourites.colour,
      size: favourites.size,
      defaultColour: products.defaultColour,
      enableAddToCart: products.enableAddToCart,
      image: sql<string | null>`(select ${productImages.original} from ${productImages}
        left join ${productOptions} on ${productOptions.id} = ${productImages.optionId}
        where ${productImages.productId} = ${products.id} and ${productImages.kind} = 'product'
        order by (${productOptions.colourName} = coalesce(${favourites.colour}, ${products.defaultColour})) desc nulls last,
          ${productImages.position}, ${productImages.id}
        limit 1)`,
    })
    .from(favourites)
    .innerJoin(products, eq(products.id, favourites.productId))
    .where(listedFavourites(ctx, owner))
    .orderBy(desc(favourites.createdAt), desc(favourites.id));
  const forSale = await sizesForSale(
    ctx.db,
    ctx.store.id,
    rows.map((row) => row.productId),
  );
  return rows.map((row) => ({
    key: row.key,
    productId: row.productId,
    productUuid: row.productUuid,
    productUrl: row.productUrl,
    name: row.name,
    price: row.price,
    salePrice: row.salePrice,
    image: row.image,
    colour: row.colour,
    size: row.size,
    options: { Colour: row.colour, Size: row.size },
    addToBasket: row.enableAddToCart
      ? basketChoice(forSale.get(row.productId) ?? [], row.colour, row.defaultColour)
      : null,
  }));
}

interface ColourForSale {
  colour: string;
  sizes: string[];
}

/** The colours of each product with the sizes of their enabled variants, in the options' order. */
async function sizesForSale(
  db: Database,
  storeId: number,
  productIds: number[],
): Promise<Map<number, ColourForSale[]>> {
  const byProduct = new Map<number, ColourForSale[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      productId: productOptions.productId,
      colour: productOptions.colourName,
      sizes: productOptions.sizes,
      forSale: sql<
        string[]
      >`coalesce(array_agg(${productVariants.size}) filter (where ${productVariants.id} is not null), '{}')`,
    })
    .from(productOptions)
    .leftJoin(
      productVariants,
      and(eq(productVariants.optionId, productOptions.id), eq(productVariants.enabled, true)),
    )
    .where(and(eq(productOptions.divisionId, storeId), inArray(productOptions.productId, productIds)))
    .groupBy(productOptions.id)
    .orderBy(asc(productOptions.position), asc(productOptions.id));
  for (const row of rows) {
    const sold = new Set(row.forSale);
    const sizes = [
      ...row.sizes.filter((size) => sold.has(size)),
      ...row.forSale.filter((size) => !row.sizes.includes(size)),
    ];
    const list = byProduct.get(row.productId) ?? [];
    list.push({ colour: row.colour, sizes });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

function basketChoice(
  colours: ColourForSale[],
  chosen: string | null,
  fallback: string | null,
): { colour: string; sizes: string[] } | null {
  const pick =
    colours.find((option) => option.colour === chosen) ??
    colours.find((option) => option.colour === fallback) ??
    colours.find((option) => option.sizes.length > 0);
  return pick && pick.sizes.length > 0 ? { colour: pick.colour, sizes: pick.sizes } : null;
}

/** GET /basket/favourites/list/ */
export async function listFavourites(ctx: ServiceContext): Promise<{ favourites: FavouriteItem[] }> {
  requireFavouritesEnabled(ctx);
  const owner = ownerOf(ctx);
  return { favourites: owner ? await favouritesOf(ctx, owner) : [] };
}

/** How many favourites, and of which products (for the hearts); empty when favourites are off. */
export async function favouritesSummary(ctx: ServiceContext): Promise<FavouritesSummary> {
  const owner = ownerOf(ctx);
  if (!owner || !ctx.store.settings.favouritesEnabled) return { count: 0, productUuids: [] };
  const rows = await ctx.db
    .select({ uuid: products.uuid })
    .from(favourites)
    .innerJoin(products, eq(products.id, favourites.productId))
    .where(listedFavourites(ctx, owner))
    .orderBy(asc(favourites.id));
  return { count: rows.length, productUuids: rows.map((row) => row.uuid) };
}

function productCondition(input: { productId?: number | string; productUrl?: string }): SQL | null {
  const conditions: SQL[] = [];
  if (input.productId !== undefined) {
    const byId = productIdCondition(input.productId);
    if (!byId) return null;
    conditions.push(byId);
  }
  if (input.productUrl !== undefined) conditions.push(eq(products.urlName, input.productUrl.toLowerCase()));
  return and(...conditions) ?? null;
}

/** Checks the colour and size against the product's options; answers them as the product spells them. */
async function chosenOptions(
  db: Database,
  storeId: number,
  productId: number,
  colour: string | undefined,
  size: string | undefined,
): Promise<{ colour: string | null; size: string | null }> {
  if (!colour) return { colour: null, size: null };
  const [option] = await db
    .select({ colourName: productOptions.colourName, sizes: productOptions.sizes })
    .from(productOptions)
    .where(
      and(
        eq(productOptions.divisionId, storeId),
        eq(productOptions.productId, productId),
        sql`lower(${productOptions.colourName}) = ${colour.toLowerCase()}`,
      ),
    )
    .limit(1);
  if (!option) throw invalid({ colour: [BASKET_MESSAGES.chooseColour] });
  if (!size) return { colour: option.colourName, size: null };
  const matched = option.sizes.find((candidate) => candidate.toLowerCase() === size.toLowerCase());
  if (!matched) throw invalid({ size: [BASKET_MESSAGES.chooseSize] });
  return { colour: option.colourName, size: matched };
}

/**
 * POST /basket/favourites/add/: keeps one of this store's enabled products (again: its colour and size are
 * updated). Another store's, disabled or unknown product: 422 'Oops... Looks like this product is no
 * longer available'. At most 200 favourites. Answers the list.
 */
export async function addFavourite(
  ctx: ServiceContext,
  input: FavouriteAddInput,
): Promise<{ favourites: FavouriteItem[] }> {
  requireFavouritesEnabled(ctx);
  const data = parseOrThrow(favouriteAddSchema, input);
  const owner = requireOwner(ctx);
  const which = productCondition(data);
  const [product] = which
    ? await ctx.db
        .select({ id: products.id })
        .from(products)
        .where(and(which, eq(products.divisionId, ctx.store.id), eq(products.enabled, true)))
        .limit(1)
    : [];
  if (!product) throw invalid({ product: [BASKET_MESSAGES.productNoLongerAvailable] });
  const options = await chosenOptions(ctx.db, ctx.store.id, product.id, data.colour, data.size);
  await ctx.db.transaction(async (tx) => {
    const held = await lockFavourites(tx, ctx.store.id, owner);
    const already = held.includes(product.id);
    if (!already && held.length >= MAX_FAVOURITES)
      throw invalid({ favourites: [BASKET_MESSAGES.favouritesFull] });
    const target =
      owner.kind === 'customer'
        ? [favourites.divisionId, favourites.customerId, favourites.productId]
        : [favourites.divisionId, favourites.visitorId, favourites.productId];
    await tx
      .insert(favourites)
      .values({
        key: randomUUID(),
        divisionId: ctx.store.id,
        ...ownerValues(owner),
        productId: product.id,
        ...options,
      })
      .onConflictDoUpdate({ target, set: options });
  });
  return { favourites: await favouritesOf(ctx, owner) };
}

/**
 * POST /basket/favourites/remove/: by key, or by product. Not one of this shopper's favourites in this
 * store: 404 'This item is no longer in your favourites', nothing changes.
 */
export async function removeFavourite(
  ctx: ServiceContext,
  input: FavouriteRemoveInput,
): Promise<{ favourites: FavouriteItem[] }> {
  requireFavouritesEnabled(ctx);
  const data = parseOrThrow(favouriteRemoveSchema, input);
  const owner = requireOwner(ctx);
  const conditions: (SQL | undefined)[] = [ownedBy(favourites, ctx.store.id, owner)];
  if (data.key !== undefined) conditions.push(eq(favourites.key, data.key));
  const which = data.productId !== undefined || data.productUrl !== undefined ? productCondition(data) : null;
  if (which)
    conditions.push(
      sql`${favourites.productId} in (select ${products.id} from ${products} where ${which} and ${products.divisionId} = ${ctx.store.id})`,
    );
  else if (data.key === undefined) throw notFound(BASKET_MESSAGES.favouriteNotFound);
  const removed = await ctx.db
    .delete(favourites)
    .where(and(...conditions))
    .returning({ id: favourites.id });
  if (removed.length === 0) throw notFound(BASKET_MESSAGES.favouriteNotFound);
  return { favourites: await favouritesOf(ctx, owner) };
}
