import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { productOptions, productVariants } from '../catalog/tables';
import type { Database } from '../db';
import { createTestProduct } from '../testing/fixtures';

/**
 * Tests only: a product that can go in a basket: its colours, each in the given sizes, with a variant per
 * colour and size (sku `{URL}-{COLOUR}-{SIZE}`).
 */
export async function createSellableProduct(
  db: Database,
  storeId: number,
  values: Parameters<typeof createTestProduct>[2] & { sizes?: string[] } = {},
) {
  const { sizes = ['S', 'M', 'L'], ...productValues } = values;
  const product = await createTestProduct(db, storeId, productValues);
  const options = await db.select().from(productOptions).where(eq(productOptions.productId, product.id));
  const variants: { uuid: string; colour: string; size: string }[] = [];
  for (const option of options) {
    await db.update(productOptions).set({ sizes }).where(eq(productOptions.id, option.id));
    for (const size of sizes) {
      const uuid = randomUUID();
      await db.insert(productVariants).values({
        uuid,
        divisionId: storeId,
        productId: product.id,
        optionId: option.id,
        size,
        sku: `${product.urlName}-${option.colourName}-${size}`.toUpperCase(),
      });
      variants.push({ uuid, colour: option.colourName, size });
    }
  }
  const variant = (colour: string, size: string) => {
    const found = variants.find((candidate) => candidate.colour === colour && candidate.size === size);
    if (!found) throw new Error(`no ${colour} ${size} variant of ${product.urlName}`);
    return found.uuid;
  };
  return { product, variants, variant };
}

/** Tests only: the basket tests' Summit Tee, in Navy and White (sizes S, M and L) at £26, unless told otherwise. */
export function createSummitTee(
  db: Database,
  storeId: number,
  values: Parameters<typeof createSellableProduct>[2] = {},
) {
  return createSellableProduct(db, storeId, {
    urlName: 'summit-tee',
    name: 'Summit Tee',
    price: 2600,
    colours: [
      { name: 'Navy', hex: '#1f2a44' },
      { name: 'White', hex: '#ffffff' },
    ],
    ...values,
  });
}
