import { and, eq } from 'drizzle-orm';
import { normaliseUrlName } from '../../core/product-admin/editor-form';
import { products } from '../catalog/tables';
import type { ServiceContext } from '../context';
import { productUrlRedirects } from './tables';

/**
 * Where a product address that no product has now went: the current url name of the product that had
 * `urlName` before it was renamed, or null. The storefront answers 301 to /product/{it}/.
 */
export async function renamedProductUrl(ctx: ServiceContext, urlName: string): Promise<string | null> {
  const wanted = normaliseUrlName(urlName);
  if (!wanted) return null;
  const [row] = await ctx.db
    .select({ urlName: products.urlName })
    .from(productUrlRedirects)
    .innerJoin(products, eq(products.id, productUrlRedirects.productId))
    .where(
      and(
        eq(productUrlRedirects.divisionId, ctx.store.id),
        eq(productUrlRedirects.urlName, wanted),
        eq(products.divisionId, ctx.store.id),
      ),
    )
    .limit(1);
  return row && row.urlName !== wanted ? row.urlName : null;
}
