import { randomUUID } from 'node:crypto';
import { productOptions, productVariants } from '../catalog/tables';
import type { Database } from '../db';
import type { SeedColour } from './data/types';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const skuPart = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '').toUpperCase();

/**
 * Inserts one colour of a seeded product: its option row, and a variant per size whose sku is the product's
 * with the colour and size appended. Answers the option's id (null if the row was not made).
 */
export async function insertColourOption(
  tx: Transaction | Database,
  option: {
    divisionId: number;
    productId: number;
    sku: string;
    colour: SeedColour;
    sizes: readonly string[];
    position: number;
  },
): Promise<number | null> {
  const { divisionId, productId, sku, colour, sizes, position } = option;
  const [row] = await tx
    .insert(productOptions)
    .values({
      divisionId,
      productId,
      colourName: colour.name,
      colourHex: colour.hex,
      sizes: [...sizes],
      position,
    })
    .returning({ id: productOptions.id });
  if (!row) return null;
  await tx.insert(productVariants).values(
    sizes.map((size) => ({
      uuid: randomUUID(),
      divisionId,
      productId,
      optionId: row.id,
      size,
      sku: `${sku}-${skuPart(colour.name)}-${skuPart(size)}`,
    })),
  );
  return row.id;
}
