import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { invalid, parseOrThrow } from '../../core/errors';
import { type OpenStoreInput, openStoreSchema, STORE_OPENING_MESSAGES } from '../../core/store-opening';
import { customerDivisions, customerManufacturers, customers, requireCustomer } from '../accounts';
import type { ServiceContext } from '../context';
import type { Database } from '../db';
import { pages } from '../pages';
import { currencies, divisions, manufacturers, subdomains } from '../stores';
import { starterHomeBlocks } from './starter-home';
import { giveStoreDefaults } from './store-defaults';

export interface OpenedStore {
  id: number;
  subdomain: string;
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const taken = () => invalid({ subdomain: [STORE_OPENING_MESSAGES.taken] });

/**
 * Whether a sub-domain is free (case-insensitive). The unique indexes (sub-domain, and the store code that
 * copies it) have the last word, inside the opening's transaction.
 */
export async function subdomainIsFree(ctx: ServiceContext, subdomain: string): Promise<boolean> {
  const lower = subdomain.toLowerCase();
  const rows = await ctx.db
    .select({ id: divisions.id })
    .from(divisions)
    .where(sql`lower(${divisions.subdomain}) = ${lower}`)
    .limit(1);
  return rows.length === 0;
}

/**
 * Opens a store for the signed-in customer, in one transaction: the division and its storefront settings
 * (not yet reviewed: the public sees /store-under-review/ until staff approve it), the customer as its
 * owner, a home page with starter blocks, the studio's base products, the default
 * shipping methods, and a project (manufacturer) when the customer has none. A
 * sub-domain taken in the meantime is the same 422 as one taken before, and nothing is written.
 */
export async function openStore(ctx: ServiceContext, input: OpenStoreInput): Promise<OpenedStore> {
  const actor = requireCustomer(ctx);
  const data = parseOrThrow(openStoreSchema, input);
  const [currency] = await ctx.db
    .select({ code: currencies.code })
    .from(currencies)
    .where(eq(currencies.code, data.currency))
    .limit(1);
  if (!currency) throw invalid({ currency: [STORE_OPENING_MESSAGES.currency] });
  if (!(await subdomainIsFree(ctx, data.subdomain))) throw taken();
  try {
    return await ctx.db.transaction(async (tx) => {
      const manufacturerId = await projectFor(tx, actor.customerId, data);
      const [division] = await tx
        .insert(divisions)
        .values({
          name: data.companyName,
          code: data.subdomain,
          subdomain: data.subdomain,
          companyName: data.companyName,
          manufacturerId,
        })
        .returning({ id: divisions.id, subdomain: divisions.subdomain });
      if (!division) throw new Error('the new store was not created');
      await tx.insert(subdomains).values({
        divisionId: division.id,
        approvalStatus: 'none',
        theme: data.theme,
        currency: data.currency,
        plugins: { 'cookie-policy': { enabled: true, allowEssentialOnly: true } },
      });
      await tx
        .insert(customerDivisions)
        .values({ customerId: actor.customerId, divisionId: division.id, role: 'owner' });
      await tx.insert(pages).values({
        uuid: randomUUID(),
        divisionId: division.id,
        url: '/',
        flags: { homepage: true },
        properties: { title: data.companyName, isStorePage: true },
        blocks: starterHomeBlocks(data.companyName),
      });
      // The studio's blanks, to make products from artwork at once, and the default shipping methods.
      await giveStoreDefaults(tx, division.id);
      return division;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** The customer's project, or a new one named after the store (linked to the customer). */
async function projectFor(
  tx: Database,
  customerId: number,
  data: { companyName: string; currency: string },
): Promise<number> {
  const [own] = await tx
    .select({ id: customerManufacturers.manufacturerId })
    .from(customerManufacturers)
    .where(eq(customerManufacturers.customerId, customerId))
    .orderBy(customerManufacturers.manufacturerId)
    .limit(1);
  if (own) return own.id;
  const [customer] = await tx
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  const [created] = await tx
    .insert(manufacturers)
    .values({
      hash: randomBytes(12).toString('hex'),
      name: data.companyName,
      email: customer?.email ?? null,
      currency: data.currency,
    })
    .returning({ id: manufacturers.id });
  if (!created) throw new Error('the project was not created');
  await tx.insert(customerManufacturers).values({ customerId, manufacturerId: created.id });
  return created.id;
}

/** The currencies a new store may sell in (the currencies table), by code. */
export async function storeCurrencies(ctx: ServiceContext): Promise<{ code: string; name: string }[]> {
  return ctx.db
    .select({ code: currencies.code, name: currencies.name })
    .from(currencies)
    .orderBy(currencies.code);
}
