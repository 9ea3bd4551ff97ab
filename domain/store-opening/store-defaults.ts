import { and, eq, sql } from 'drizzle-orm';
import { PLATFORM_DIVISION_ID } from '../../core/constants';
import { products } from '../catalog';
import type { Database } from '../db';
import { insertStudioBaseProducts } from '../seed';
import { seedShippingMethods, shippingMethods } from '../shipping';
import { divisions, subdomains } from '../stores';

/** What a store is given when it opens, beyond its own rows: each part is given only when the store has none. */
export interface StoreDefaultsGiven {
  blanks: boolean;
  shipping: boolean;
}

const hasAny = async (query: Promise<{ id: number }[]>) => (await query).length > 0;

/**
 * Gives a store what every new store starts with, where it has none: the studio's blanks (t-shirt, hoodie,
 * tote…) to make products from artwork, and the default shipping methods, without which checkout cannot
 * take its first order. A store with blanks or shipping methods of its own keeps them. Run inside the
 * caller's transaction (opening a store, or the backfill of older stores).
 */
export async function giveStoreDefaults(tx: Database, divisionId: number): Promise<StoreDefaultsGiven> {
  const hasBlanks = await hasAny(
    tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.divisionId, divisionId), eq(products.isBaseProduct, true)))
      .limit(1),
  );
  const hasShipping = await hasAny(
    tx
      .select({ id: shippingMethods.id })
      .from(shippingMethods)
      .where(eq(shippingMethods.divisionId, divisionId))
      .limit(1),
  );
  if (!hasBlanks) await insertStudioBaseProducts(tx, divisionId);
  if (!hasShipping) await seedShippingMethods(tx, divisionId);
  return { blanks: !hasBlanks, shipping: !hasShipping };
}

/** The stores (not the platform) without a blank to print on or without a shipping method. */
async function storesLackingDefaults(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: divisions.id })
    .from(divisions)
    .innerJoin(subdomains, eq(subdomains.divisionId, divisions.id))
    .where(
      and(
        sql`${divisions.id} <> ${PLATFORM_DIVISION_ID}`,
        sql`(not exists (select 1 from ${products} where ${products.divisionId} = ${divisions.id} and ${products.isBaseProduct})
          or not exists (select 1 from ${shippingMethods} where ${shippingMethods.divisionId} = ${divisions.id}))`,
      ),
    )
    .orderBy(divisions.id);
  return rows.map((row) => row.id);
}

export interface StoreDefaultsBackfill {
  /** Stores given the studio's blanks. */
  blanks: number;
  /** Stores given the default shipping methods. */
  shipping: number;
  /** Stores the backfill could not complete (logged; tried again at the next start). */
  failed: number[];
}

/**
 * At start-up, after the migrations: gives every store opened before new stores got them (an older
 * database) the blanks and shipping methods a new store gets (giveStoreDefaults). Idempotent: a store that
 * has them is left alone, so a second run changes nothing. Each store is done in a transaction of its own,
 * its row locked, so two processes starting at once give it them once; one store failing does not stop
 * the others.
 */
export async function backfillStoreDefaults(
  db: Database,
  options: { log?: (message: string, error?: unknown) => void } = {},
): Promise<StoreDefaultsBackfill> {
  const report: StoreDefaultsBackfill = { blanks: 0, shipping: 0, failed: [] };
  for (const divisionId of await storesLackingDefaults(db)) {
    try {
      const given = await db.transaction(async (tx) => {
        await tx
          .select({ id: divisions.id })
          .from(divisions)
          .where(eq(divisions.id, divisionId))
          .for('update');
        return giveStoreDefaults(tx, divisionId);
      });
      if (given.blanks) report.blanks += 1;
      if (given.shipping) report.shipping += 1;
    } catch (error) {
      report.failed.push(divisionId);
      options.log?.(`could not give store ${divisionId} its default blanks and shipping methods`, error);
    }
  }
  return report;
}
