import { randomUUID } from 'node:crypto';
import type { Side } from '../../core/design';
import { insertColourOption, productImages, products } from '../catalog';
import type { ServiceContext } from '../context';
import type { BaseProductColour, BaseProductView } from './base-products';

type Transaction = Parameters<Parameters<ServiceContext['db']['transaction']>[0]>[0];

/** A product made from a design on a base product: what differs between a studio custom product and a range's product. */
export interface DesignProductInput {
  base: BaseProductView;
  sku: string;
  name: string;
  urlName: string;
  description: string;
  price: number;
  /** The printed side's artwork file, per side. */
  designs: Partial<Record<Side, string>>;
  printedSides: readonly Side[];
  /** The colours it is made in, each with every size and the blank photos that stand in for its mockups. */
  colours: readonly BaseProductColour[];
  defaultColour: string | null;
  /** Listed products (a range's) go into the product feed; the studio's custom products do not. */
  listed: boolean;
  /** Set for the studio's unlisted custom products, which point at their base product. */
  studio?: { baseProductId: number; customiseIt: string };
  vatRate?: number;
  baseCost?: number;
}

/**
 * Inserts a product made from a design (inside the caller's transaction): the product row copied from its
 * base product, one colour option per colour with a variant per size, and up to two of the colour's blank
 * photos, which stand in until the mockups are rendered. Returns the new product's id.
 */
export async function insertDesignProduct(
  ctx: ServiceContext,
  tx: Transaction,
  input: DesignProductInput,
): Promise<number> {
  const { base, sku, name } = input;
  const actor = ctx.actor;
  const [product] = await tx
    .insert(products)
    .values({
      uuid: randomUUID(),
      divisionId: ctx.store.id,
      sku,
      name,
      urlName: input.urlName,
      description: input.description,
      metaTitle: name,
      price: input.price,
      kind: base.kind,
      type: base.type,
      gender: base.gender as 'men' | 'women' | 'kids' | 'unisex',
      vatRate: input.vatRate,
      baseCost: input.baseCost,
      baseSku: base.sku,
      baseProductId: input.studio?.baseProductId,
      defaultColour: input.defaultColour,
      customiseIt: input.studio?.customiseIt,
      isEditableInStudio: input.studio !== undefined,
      includeInProductFeed: input.listed,
      designs: input.designs,
      applications: base.applications.filter((application) => input.printedSides.includes(application.side)),
      platen: base.platen,
      printCosts: base.printCosts,
      mockupParams: base.mockupParams ? { ...base.mockupParams } : {},
      createdBy: actor.kind === 'customer' ? actor.customerId : null,
    })
    .returning({ id: products.id });
  if (!product) throw new Error('design product not created');
  for (const [position, colour] of input.colours.entries()) {
    const optionId = await insertColourOption(tx, {
      divisionId: ctx.store.id,
      productId: product.id,
      sku,
      colour,
      sizes: colour.sizes,
      position,
    });
    if (optionId === null) throw new Error('design product colour not created');
    const photos = colour.images.slice(0, 2);
    if (photos.length > 0) {
      await tx.insert(productImages).values(
        photos.map((original, photo) => ({
          divisionId: ctx.store.id,
          productId: product.id,
          optionId,
          original,
          position: photo,
          altText: `${name} in ${colour.name}`,
          color: colour.hex,
        })),
      );
    }
  }
  return product.id;
}
