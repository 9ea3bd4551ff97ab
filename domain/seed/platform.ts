import { sql } from 'drizzle-orm';
import { PLATFORM_DIVISION_ID } from '../../core/constants';
import { CURRENCIES } from '../../core/money';
import { ORDER_STATUSES } from '../../core/orders';
import { THEMES } from '../../core/theme';
import type { Database } from '../db';
import { orderStatuses } from '../orders/tables';
import { currencies, divisions, manufacturers, subdomains, themes } from '../stores/tables';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Reference data every installation needs: currencies, order statuses, platform themes, the platform store. */
export async function seedPlatform(tx: Transaction): Promise<void> {
  await tx
    .insert(currencies)
    .values(
      Object.values(CURRENCIES).map((currency) => ({
        code: currency.code,
        name: currency.name,
        symbol: currency.symbol,
        symbolAlign: currency.symbolAlign,
        subScript: currency.subScript,
        decimalPoint: currency.decimalPoint,
        thousandsSeparator: currency.thousandsSeparator,
        minorUnits: currency.minorUnits,
        conversionRate: String(currency.conversionRate),
      })),
    )
    .onConflictDoNothing();

  await tx
    .insert(orderStatuses)
    .values([...ORDER_STATUSES])
    .onConflictDoNothing();

  for (const theme of Object.values(THEMES)) {
    await tx
      .insert(themes)
      .values({
        uuid: `theme-${theme.name}`,
        name: theme.name,
        extends: theme.extends ?? null,
        deprecated: theme.deprecated ?? false,
        properties: theme.properties,
      })
      .onConflictDoNothing();
  }

  const [platformManufacturer] = await tx
    .insert(manufacturers)
    .values({ hash: 'printfront-platform', name: 'Printfront', isPro: true, isTurbo: true, managed: true })
    .onConflictDoUpdate({ target: manufacturers.hash, set: { name: 'Printfront' } })
    .returning({ id: manufacturers.id });
  await tx
    .insert(divisions)
    .values({
      id: PLATFORM_DIVISION_ID,
      name: 'Printfront',
      code: 'printfront',
      subdomain: 'printfront',
      companyName: 'Printfront',
      logo: null,
      manufacturerId: platformManufacturer?.id ?? null,
    })
    .onConflictDoNothing();
  await tx
    .insert(subdomains)
    .values({ divisionId: PLATFORM_DIVISION_ID, isPro: true, theme: 'teemill', approvalStatus: 'approved' })
    .onConflictDoNothing();
}

/**
 * Keeps serial sequences ahead of rows inserted with explicit ids, and never moves one back: another process
 * seeding the same database may hold a value it has taken for a row this transaction cannot see yet (its
 * access demo stores), and a sequence set back to the visible rows' largest id would hand that value out
 * again. Two servers starting on one database failed their seed on exactly that (a duplicate division id).
 */
export async function advanceSequences(tx: Transaction): Promise<void> {
  await tx.execute(sql`
    select setval(
      pg_get_serial_sequence('divisions', 'id'),
      greatest(
        (select max(id) from divisions),
        100,
        pg_sequence_last_value(pg_get_serial_sequence('divisions', 'id')::regclass)
      )
    )`);
}
