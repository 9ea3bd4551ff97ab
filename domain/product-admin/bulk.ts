import { and, inArray } from 'drizzle-orm';
import { parseOrThrow } from '../../core/errors';
import { bulkProductsFormSchema } from '../../core/product-admin/list-query';
import { PRODUCT_ADMIN_MESSAGES } from '../../core/product-admin/messages';
import { products } from '../catalog/tables';
import type { ServiceContext } from '../context';
import { assertMayManage } from '../store-admin';
import { managedProducts } from './list';

export interface BulkResult {
  action: 'enable' | 'disable' | 'delete';
  /** How many of the store's products it changed: ids of other stores' products change nothing. */
  count: number;
  message: string;
}

/**
 * Enables, disables or deletes the ticked products of the context's store at once (one statement, so all
 * or none). The list's bulk form values go through the same schema the page checks.
 */
export async function bulkUpdateProducts(
  ctx: ServiceContext,
  values: Record<string, unknown>,
): Promise<BulkResult> {
  await assertMayManage(ctx, 'products');
  const { action, productIds } = parseOrThrow(bulkProductsFormSchema, values);
  const chosen = and(managedProducts(ctx.store.id), inArray(products.id, productIds));
  const changed =
    action === 'delete'
      ? await ctx.db.delete(products).where(chosen).returning({ id: products.id })
      : await ctx.db
          .update(products)
          .set({ enabled: action === 'enable', updatedAt: new Date() })
          .where(chosen)
          .returning({ id: products.id });
  return { action, count: changed.length, message: PRODUCT_ADMIN_MESSAGES.bulkDone(action, changed.length) };
}
