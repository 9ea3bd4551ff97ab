import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { BasketItem } from '../../core/basket/schemas';
import { productOptions, products, productVariants } from '../catalog/tables';
import type { Database } from '../db';

export interface ResolvedVariant {
  variantId: number;
  productId: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A product named by its numeric id (number or digits) or its uuid; null when the value names neither. */
export function productIdCondition(productId: number | string): SQL | null {
  if (typeof productId === 'number') return eq(products.id, productId);
  if (/^\d{1,9}$/.test(productId)) return eq(products.id, Number(productId));
  if (UUID.test(productId)) return eq(products.uuid, productId.toLowerCase());
  return null;
}

/**
 * The purchasable variant an item names, in this store only: an enabled variant of an enabled product that
 * may be added to the basket. Null when there is none (another store's, disabled, unknown).
 */
export async function resolveVariant(
  db: Database,
  storeId: number,
  item: BasketItem,
): Promise<ResolvedVariant | null> {
  const conditions: (SQL | undefined)[] = [
    eq(productVariants.divisionId, storeId),
    eq(products.divisionId, storeId),
    eq(products.enabled, true),
    eq(products.enableAddToCart, true),
    eq(productVariants.enabled, true),
  ];
  if (item.variantId) {
    if (!UUID.test(item.variantId)) return null;
    conditions.push(eq(productVariants.uuid, item.variantId.toLowerCase()));
  } else {
    if (item.productId !== undefined) {
      const byId = productIdCondition(item.productId);
      if (!byId) return null;
      conditions.push(byId);
    }
    if (item.productUrl !== undefined) conditions.push(eq(products.urlName, item.productUrl.toLowerCase()));
    conditions.push(
      sql`lower(${productOptions.colourName}) = ${(item.productColor ?? '').toLowerCase()}`,
      sql`lower(${productVariants.size}) = ${(item.productSize ?? '').toLowerCase()}`,
    );
  }
  const [variant] = await db
    .select({ variantId: productVariants.id, productId: products.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(productOptions, eq(productOptions.id, productVariants.optionId))
    .where(and(...conditions))
    .limit(1);
  return variant ?? null;
}
