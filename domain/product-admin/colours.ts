import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { invalid, notFound, parseOrThrow } from '../../core/errors';
import {
  COLOUR_NAME_MAX_LENGTH,
  type ColourEdit,
  productColoursFormSchema,
} from '../../core/product-admin/colours-form';
import { PRODUCT_ADMIN_MESSAGES } from '../../core/product-admin/messages';
import { insertOptionRow } from '../catalog';
import { productOptions, products, productVariants } from '../catalog/tables';
import type { ServiceContext } from '../context';
import { assertMayManage } from '../store-admin';
import { managedProducts } from './list';

export interface SavedColours {
  colours: { id: number; name: string; hex: string; sizes: string[] }[];
  message: string;
}

const skuPart = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '').toUpperCase();

/**
 * Saves a product's colours and sizes, all or nothing: rows with an id edit that colour (renamed, recoloured,
 * sizes added or taken away), rows without one add a colour, and colours left out are removed. A variant
 * is a colour in a size: new sizes get one (sku `{product}-{COLOUR}-{SIZE}`, made unique in the store),
 * removed sizes lose theirs. Deleting a variant takes its basket lines with it (no basket can hold what the
 * store no longer sells) while orders keep what was bought (their items' variant goes null, their names and
 * prices stay); removing a colour deletes the images shown only for that colour. The storefront hears of
 * it from the tables' triggers at commit.
 */
export async function saveColours(
  ctx: ServiceContext,
  productId: number,
  values: Record<string, unknown>,
): Promise<SavedColours> {
  await assertMayManage(ctx, 'products');
  const { colours } = parseOrThrow(productColoursFormSchema, values);
  const storeId = ctx.store.id;
  return ctx.db.transaction(async (db) => {
    const [product] = await db
      .select({ id: products.id, sku: products.sku, defaultColour: products.defaultColour })
      .from(products)
      .where(and(managedProducts(storeId), eq(products.id, Number.isSafeInteger(productId) ? productId : -1)))
      .for('update')
      .limit(1);
    if (!product) throw notFound(PRODUCT_ADMIN_MESSAGES.noSuchProduct);

    const existing = await db
      .select()
      .from(productOptions)
      .where(and(eq(productOptions.divisionId, storeId), eq(productOptions.productId, product.id)));
    const existingIds = new Set(existing.map((option) => option.id));
    if (colours.some((colour) => colour.id !== null && !existingIds.has(colour.id)))
      throw invalid({ colours: [PRODUCT_ADMIN_MESSAGES.unknownColour] });
    const keptIds = new Set(colours.flatMap((colour) => (colour.id === null ? [] : [colour.id])));

    const removed = existing.filter((option) => !keptIds.has(option.id)).map((option) => option.id);
    if (removed.length > 0)
      // Cascades to the colour's variants (and their basket lines) and its own images.
      await db.delete(productOptions).where(inArray(productOptions.id, removed));

    // Names are unique per product: park the kept ones first (on names longer than any a form may carry),
    // so two colours may swap names.
    for (const colour of colours)
      if (colour.id !== null)
        await db
          .update(productOptions)
          .set({ colourName: `parked-${colour.id}-`.padEnd(COLOUR_NAME_MAX_LENGTH + 1, '-') })
          .where(eq(productOptions.id, colour.id));

    const saved: SavedColours['colours'] = [];
    for (const [position, colour] of colours.entries()) {
      const id =
        colour.id === null
          ? await insertOption(db, storeId, product.id, colour, position)
          : await updateOption(db, colour.id, colour, position);
      const skus = await variantsFor(db, storeId, product, id, colour);
      if (skus.length > 0) await db.insert(productVariants).values(skus);
      saved.push({ id, name: colour.name, hex: colour.hex, sizes: colour.sizes });
    }

    // The default colour follows a rename, and falls to the first colour when its own is removed.
    const before = existing.find((option) => option.colourName === product.defaultColour);
    const renamed = before ? colours.find((colour) => colour.id === before.id)?.name : undefined;
    const defaultColour = renamed ?? colours[0]?.name ?? null;
    await db
      .update(products)
      .set({ defaultColour, updatedAt: new Date() })
      .where(eq(products.id, product.id));
    return { colours: saved, message: PRODUCT_ADMIN_MESSAGES.coloursSaved };
  });
}

type Transaction = Parameters<Parameters<ServiceContext['db']['transaction']>[0]>[0];

async function insertOption(
  db: Transaction,
  storeId: number,
  productId: number,
  colour: ColourEdit,
  position: number,
): Promise<number> {
  const id = await insertOptionRow(db, {
    divisionId: storeId,
    productId,
    colour,
    sizes: colour.sizes,
    position,
  });
  if (id === null) throw new Error('the colour was not added');
  return id;
}

async function updateOption(db: Transaction, id: number, colour: ColourEdit, position: number) {
  await db
    .update(productOptions)
    .set({ colourName: colour.name, colourHex: colour.hex, sizes: colour.sizes, position })
    .where(eq(productOptions.id, id));
  return id;
}

/** Removes the option's variants of sizes it no longer has; answers the rows of the sizes it gains. */
async function variantsFor(
  db: Transaction,
  storeId: number,
  product: { id: number; sku: string },
  optionId: number,
  colour: ColourEdit,
) {
  const current = await db
    .select({ id: productVariants.id, size: productVariants.size })
    .from(productVariants)
    .where(and(eq(productVariants.divisionId, storeId), eq(productVariants.optionId, optionId)));
  const gone = current.filter((variant) => !colour.sizes.includes(variant.size)).map((variant) => variant.id);
  if (gone.length > 0) await db.delete(productVariants).where(inArray(productVariants.id, gone));
  const added = colour.sizes.filter((size) => !current.some((variant) => variant.size === size));
  if (added.length === 0) return [];
  const base = `${product.sku}-${skuPart(colour.name)}`;
  const taken = new Set(
    (
      await db
        .select({ sku: productVariants.sku })
        .from(productVariants)
        .where(and(eq(productVariants.divisionId, storeId), like(productVariants.sku, `${base}-%`)))
    ).map((row) => row.sku),
  );
  return added.map((size) => {
    let sku = `${base}-${skuPart(size)}`;
    // A renamed colour keeps its variants' skus, which a new colour's may meet.
    for (let n = 2; taken.has(sku); n++) sku = `${base}-${skuPart(size)}-${n}`;
    taken.add(sku);
    return { uuid: randomUUID(), divisionId: storeId, productId: product.id, optionId, size, sku };
  });
}
