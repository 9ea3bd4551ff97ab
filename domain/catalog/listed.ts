import { and, eq, isNull } from 'drizzle-orm';
import { products } from './tables';

/**
 * Products shoppers browse: not the studio's base products (blanks) and not the custom products made from
 * them (sku GBro-…). Collections, search, the sitemap, product feeds and related products list only these;
 * custom products are still reachable by their own address and can be bought.
 */
export const listedProduct = () => and(eq(products.isBaseProduct, false), isNull(products.baseProductId));
