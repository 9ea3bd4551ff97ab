import { and, eq, inArray } from 'drizzle-orm';
import { MAX_RANGE_PRODUCTS } from '../../core/product-ranges';
import { products } from '../catalog/tables';
import type { ServiceContext } from '../context';
import { assertMayManage } from '../store-admin';
import { type RenderStatusView, renderStatus, studioDesigns } from '../studio';

export interface RangeProductStatus {
  id: number;
  name: string;
  urlName: string;
  price: number;
  render: RenderStatusView;
}

export interface RangeStatusView {
  products: RangeProductStatus[];
  /** Every file of every product finished (done or failed). */
  settled: boolean;
}

/**
 * The products of a published range with their mockups' progress (what the seller watches after
 * publishing). Ids of other stores' products or of products not made from artwork are left out.
 */
export async function rangeStatus(
  ctx: ServiceContext,
  productIds: readonly number[],
): Promise<RangeStatusView> {
  await assertMayManage(ctx, 'products');
  const ids = [...new Set(productIds)]
    .filter((id) => Number.isInteger(id) && id > 0)
    .slice(0, MAX_RANGE_PRODUCTS);
  if (ids.length === 0) return { products: [], settled: true };
  const rows = await ctx.db
    .select({
      id: products.id,
      name: products.name,
      urlName: products.urlName,
      price: products.price,
      designId: studioDesigns.id,
    })
    .from(products)
    .innerJoin(
      studioDesigns,
      and(eq(studioDesigns.productId, products.id), eq(studioDesigns.divisionId, ctx.store.id)),
    )
    .where(and(eq(products.divisionId, ctx.store.id), inArray(products.id, ids)));
  const ordered = ids.flatMap((id) => rows.filter((row) => row.id === id));
  const views = await Promise.all(
    ordered.map(async (row) => ({
      id: row.id,
      name: row.name,
      urlName: row.urlName,
      price: row.price,
      render: await renderStatus(ctx, row.designId),
    })),
  );
  return {
    products: views,
    settled: views.every((view) => view.render.status === 'done' || view.render.status === 'failed'),
  };
}
