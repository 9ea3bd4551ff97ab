import { randomUUID } from 'node:crypto';
import type { ServiceContext } from '../context';
import type { Database } from '../db';
import type { Store } from '../stores/store';
import { hashPassword } from './passwords';
import { customerDivisions, customers, users } from './tables';

/** A password that passes the new-password rules, for tests. */
export const TEST_PASSWORD = 'correct horse battery';

let counter = 0;
let cachedHash: Promise<string> | null = null;

export interface TestCustomerOptions extends Partial<typeof customers.$inferInsert> {
  password?: string;
  /** Stores the customer belongs to. */
  stores?: { divisionId: number; role?: 'owner' | 'staff'; internal?: boolean; permissions?: string[] }[];
  /** Makes an operator-side user with these permissions. */
  staffPermissions?: string[];
  staffStatus?: number | null;
}

/** A customer (verified, EULA signed unless told otherwise) with TEST_PASSWORD, for tests. */
export async function createTestCustomer(db: Database, options: TestCustomerOptions = {}) {
  counter += 1;
  const { password, stores = [], staffPermissions, staffStatus = 0, ...values } = options;
  if (password === undefined) cachedHash ??= hashPassword(TEST_PASSWORD);
  const passwordHash = password === undefined ? await cachedHash : await hashPassword(password);
  const [customer] = await db
    .insert(customers)
    .values({
      uuid: randomUUID(),
      email: `person${counter}.${randomUUID().slice(0, 8)}@example.com`,
      passwordHash,
      verified: true,
      signedEula: true,
      ...values,
    })
    .returning();
  if (!customer) throw new Error('fixture customer not created');
  if (stores.length > 0)
    await db.insert(customerDivisions).values(
      stores.map((store) => ({
        customerId: customer.id,
        divisionId: store.divisionId,
        role: store.role ?? 'owner',
        internal: store.internal ?? false,
        permissions: store.permissions ?? [],
      })),
    );
  const staff = staffPermissions
    ? (
        await db
          .insert(users)
          .values({
            customerId: customer.id,
            email: customer.email,
            username: `staff${counter}`,
            status: staffStatus,
            permissions: staffPermissions,
          })
          .returning()
      )[0]
    : undefined;
  return { ...customer, staff };
}

export function customerContext(
  db: Database,
  store: Store,
  customer: { id: number },
  internal = false,
): ServiceContext {
  return {
    db,
    store,
    actor: { kind: 'customer', customerId: customer.id, sessionId: 'test-visitor', internal },
  };
}

export const testClient = { ip: '203.0.113.7', userAgent: 'vitest' };
