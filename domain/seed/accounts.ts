import { randomUUID } from 'node:crypto';
import { hashPassword } from '../accounts/passwords';
import { customerDivisions, customers, users } from '../accounts/tables';
import type { Database } from '../db';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export const DEMO_PASSWORD = 'printfront-demo';
export const DEMO_ACCOUNTS = {
  owner: 'owner@printfront.test',
  staff: 'staff@printfront.test',
  shopper: 'shopper@printfront.test',
} as const;

/** The three demo accounts of the README: a store owner, an internal staff member and a shopper. */
export async function seedDemoAccounts(
  tx: Transaction,
  storeIds: number[],
  passwordHash?: string,
): Promise<void> {
  const hashValue = passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  const [owner, staff] = await tx
    .insert(customers)
    .values([
      {
        uuid: randomUUID(),
        email: DEMO_ACCOUNTS.owner,
        passwordHash: hashValue,
        firstName: 'Olivia',
        lastName: 'Owner',
        verified: true,
        signedEula: true,
        shouldHaveStore: true,
        dashboardAccess: true,
        dashboardPermissions: ['products', 'pages', 'themes', 'marketing', 'orders'],
        role: 'owner',
      },
      {
        uuid: randomUUID(),
        email: DEMO_ACCOUNTS.staff,
        passwordHash: hashValue,
        firstName: 'Sam',
        lastName: 'Staff',
        internal: true,
        verified: true,
        signedEula: true,
        dashboardAccess: true,
        dashboardPermissions: ['*'],
        role: 'staff',
      },
      {
        uuid: randomUUID(),
        email: DEMO_ACCOUNTS.shopper,
        passwordHash: hashValue,
        firstName: 'Sasha',
        lastName: 'Shopper',
        verified: true,
        signedEula: true,
      },
    ])
    .returning({ id: customers.id });
  if (!owner || !staff) throw new Error('could not create demo accounts');
  await tx
    .insert(customerDivisions)
    .values(storeIds.map((divisionId) => ({ customerId: owner.id, divisionId, role: 'owner' as const })));
  await tx.insert(users).values({
    customerId: staff.id,
    email: DEMO_ACCOUNTS.staff,
    username: 'sam.staff',
    fullName: 'Sam Staff',
    firstName: 'Sam',
    lastName: 'Staff',
    status: 0,
    team: { code: 'operations', name: 'Operations' },
    permissions: ['orders', 'fulfilment', 'refunds', 'stores', 'customers', 'users', 'outbox'],
  });
}
