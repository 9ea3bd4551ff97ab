import { and, asc, eq } from 'drizzle-orm';
import type { ShippingRate } from '../../core/checkout';
import type { Region } from '../../core/constants';
import type { ServiceContext } from '../context';
import type { Database } from '../db';
import { shippingMethods, shippingRates } from './tables';

/** The store's enabled shipping methods for a region, cheapest position first. */
export async function listShippingRates(ctx: ServiceContext, region: Region): Promise<ShippingRate[]> {
  const rows = await ctx.db
    .select({
      method: shippingMethods.code,
      name: shippingMethods.name,
      description: shippingMethods.description,
      region: shippingRates.region,
      price: shippingRates.price,
      freeOver: shippingRates.freeOver,
      minDays: shippingRates.minDays,
      maxDays: shippingRates.maxDays,
    })
    .from(shippingRates)
    .innerJoin(shippingMethods, eq(shippingMethods.id, shippingRates.methodId))
    .where(
      and(
        eq(shippingRates.divisionId, ctx.store.id),
        eq(shippingMethods.divisionId, ctx.store.id),
        eq(shippingMethods.enabled, true),
        eq(shippingRates.region, region),
      ),
    )
    .orderBy(asc(shippingMethods.position), asc(shippingMethods.id));
  return rows;
}

interface MethodSeed {
  code: string;
  name: string;
  description: string;
  rates: Record<Region, { price: number; freeOver: number | null; minDays: number; maxDays: number }>;
}

/** The methods every demo store starts with (prices in the store's currency, minor units). */
export const DEFAULT_SHIPPING_METHODS: readonly MethodSeed[] = [
  {
    code: 'standard',
    name: 'Standard',
    description: 'Tracked delivery',
    rates: {
      UK: { price: 399, freeOver: 5000, minDays: 2, maxDays: 4 },
      EU: { price: 699, freeOver: 7500, minDays: 4, maxDays: 8 },
      ROW: { price: 999, freeOver: null, minDays: 6, maxDays: 12 },
    },
  },
  {
    code: 'express',
    name: 'Express',
    description: 'Priority tracked delivery',
    rates: {
      UK: { price: 799, freeOver: null, minDays: 1, maxDays: 2 },
      EU: { price: 1299, freeOver: null, minDays: 2, maxDays: 4 },
      ROW: { price: 1999, freeOver: null, minDays: 3, maxDays: 6 },
    },
  },
];

/** Gives a store the default shipping methods (once: existing codes are left as they are). */
export async function seedShippingMethods(
  db: Database,
  divisionId: number,
  methods: readonly MethodSeed[] = DEFAULT_SHIPPING_METHODS,
): Promise<void> {
  for (const [position, method] of methods.entries()) {
    const [row] = await db
      .insert(shippingMethods)
      .values({ divisionId, code: method.code, name: method.name, description: method.description, position })
      .onConflictDoNothing()
      .returning({ id: shippingMethods.id });
    if (!row) continue;
    await db.insert(shippingRates).values(
      (Object.entries(method.rates) as [Region, MethodSeed['rates'][Region]][]).map(([region, rate]) => ({
        divisionId,
        methodId: row.id,
        region,
        ...rate,
      })),
    );
  }
}
