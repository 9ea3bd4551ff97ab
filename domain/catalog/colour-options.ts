import { randomUUID } from 'node:crypto';
import type { Database } from '../db';
import { productOptions, productVariants } from './tables';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const skuPart = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '').toUpperCase();

interface OptionRow {
  divisionId: number;
  productId: number;
  colour: { name: string; hex: string };
  sizes: readonly string[];
  position: number;
}

/** Inserts a product's colour option row; answers its id (null if the row was not made). */
export async function insertOptionRow(tx: Transaction | Database, option: OptionRow): Promise<number | null> {
  const { divisionId, productId, colour, sizes, position } = option;
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
  return row?.id ?? null;
}

/**
 * Inserts one colour of a product: its option row, and a variant per size whose sku is the product's
 * with the colour and size appended. Answers the option's id (null if the row was not made).
 */
export async function insertColourOption(
  tx: Transaction | Database,
  option: OptionRow & { sku: string },
): Promise<number | null> {
  const { divisionId, productId, sku, colour, sizes } = option;
  const optionId = await insertOptionRow(tx, option);
  if (optionId === null || sizes.length === 0) return optionId;
  await tx.insert(productVariants).values(
    sizes.map((size) => ({
      uuid: randomUUID(),
      divisionId,
      productId,
      optionId,
      size,
      sku: `${sku}-${skuPart(colour.name)}-${skuPart(size)}`,
    })),
  );
  return optionId;
}
