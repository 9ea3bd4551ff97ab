import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../accounts/passwords';
import { customerDivisions, customers } from '../accounts/tables';
import type { Database } from '../db';
import { divisions, manufacturers, subdomains } from '../stores/tables';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { storeExists } from './stores';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const PRIVATE_STORE_LOCK_KEY = 727_005;
/** The coming-soon store opens this long after it is seeded. */
export const SOON_LAUNCH_DELAY_MS = 30 * 24 * 60 * 60_000;

export const ACCESS_DEMO_STORES = {
  /** http://private.localhost:3000/: password protected; its store password is the demo password. */
  private: 'private',
  /** http://soon.localhost:3000/: coming soon, with a countdown to its launch. */
  soon: 'soon',
} as const;

async function insertStore(
  tx: Transaction,
  store: { subdomain: string; companyName: string; announcement: string },
  settings: Partial<typeof subdomains.$inferInsert>,
): Promise<void> {
  const [manufacturer] = await tx
    .insert(manufacturers)
    .values({ hash: `demo-${store.subdomain}`, name: store.companyName, email: 'owner@printfront.test' })
    .returning({ id: manufacturers.id });
  const [division] = await tx
    .insert(divisions)
    .values({
      name: store.companyName,
      code: store.subdomain,
      subdomain: store.subdomain,
      companyName: store.companyName,
      companyInfo: { email: `hello@${store.subdomain}.printfront.test` },
      manufacturerId: manufacturer?.id ?? null,
    })
    .returning({ id: divisions.id });
  if (!division) throw new Error(`could not create store ${store.subdomain}`);
  await tx.insert(subdomains).values({
    divisionId: division.id,
    approvalStatus: 'approved',
    theme: 'teemill',
    announcement: { text: store.announcement },
    plugins: { 'cookie-policy': { enabled: true, allowEssentialOnly: true } },
    ...settings,
  });
  // The demo owner runs these stores too, so the dashboard can show (and change) who may visit them.
  const [owner] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, DEMO_ACCOUNTS.owner))
    .limit(1);
  if (owner)
    await tx
      .insert(customerDivisions)
      .values({ customerId: owner.id, divisionId: division.id, role: 'owner' });
}

/**
 * Two small stores that show §2's store-visit rules: 'private', password protected (store password
 * 'printfront-demo'), and 'soon', a coming-soon store counting down to a launch 30 days after seeding.
 * Seeded once, in a transaction of their own, so existing demo databases get them too.
 */
export async function seedAccessDemoStores(db: Database, passwordHash?: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PRIVATE_STORE_LOCK_KEY})`);
    if (!(await storeExists(tx, ACCESS_DEMO_STORES.private))) {
      await insertStore(
        tx,
        {
          subdomain: ACCESS_DEMO_STORES.private,
          companyName: 'Private Label',
          announcement: 'Members only: thanks for visiting.',
        },
        {
          passwordProtected: true,
          storePasswordHash: passwordHash ?? (await hashPassword(DEMO_PASSWORD)),
        },
      );
    }
    if (!(await storeExists(tx, ACCESS_DEMO_STORES.soon))) {
      await insertStore(
        tx,
        { subdomain: ACCESS_DEMO_STORES.soon, companyName: 'Soon Supply Co.', announcement: 'Opening soon.' },
        {
          comingSoonPageData: {
            enabled: true,
            heading: 'Something new is coming',
            launchAt: new Date(Date.now() + SOON_LAUNCH_DELAY_MS).toISOString(),
          },
        },
      );
    }
  });
}
