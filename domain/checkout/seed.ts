import { inArray } from 'drizzle-orm';
import type { Database } from '../db';
import { seedDemoCoupons } from '../marketing';
import { seedShippingMethods } from '../shipping';
import { divisions } from '../stores';

/**
 * Shipping methods and coupons for the demo stores. Safe to run on every start: what exists is left as it
 * is, so a database seeded before checkout existed gets them too.
 */
export async function seedCheckoutDemo(db: Database, subdomains: readonly string[]): Promise<void> {
  const stores = await db
    .select({ id: divisions.id })
    .from(divisions)
    .where(inArray(divisions.subdomain, [...subdomains]));
  for (const store of stores) {
    await seedShippingMethods(db, store.id);
    await seedDemoCoupons(db, store.id);
  }
}
