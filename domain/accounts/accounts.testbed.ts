import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { isAppError } from '../../core/errors';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase } from '../db/testing';
import type { Store } from '../stores/store';
import { createTestStore, visitorContext } from '../testing/fixtures';
import { isTooManyAttempts } from './rate-limit';
import { type customers, loginAttempts, outboxEmails, type sessions } from './tables';
import { testClient } from './testing';
import { base32Encode } from './totp';

/** Tests only: what the accounts test files share. */

/** The AppError a call fails with (or a failure of the test). */
export async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return { status: error.status, message: error.message, errors: error.errors };
    if (isTooManyAttempts(error))
      return { status: 429, message: error.message, retryAfter: error.retryAfterSeconds };
    throw error;
  }
  throw new Error('expected the call to fail');
}

export const origin = 'http://north.localhost';
export const linkOptions = { origin, client: testClient };
export const SECRET = base32Encode(Buffer.from('12345678901234567890'));

export interface AccountsTestbed {
  database: DatabaseHandle;
  store: Store;
  otherStore: Store;
  ctx: ServiceContext;
}

/** A database of its own with two stores ('north', whose visitor `ctx` acts, and 'south'). */
async function openAccountsTestbed(engine: 'pglite' | 'postgres'): Promise<AccountsTestbed> {
  const database = await openTestDatabase(engine);
  const store = await createTestStore(database.db, { subdomain: 'north', companyName: 'North Shop' });
  const otherStore = await createTestStore(database.db, { subdomain: 'south' });
  return { database, store, otherStore, ctx: visitorContext(database.db, store) };
}

/**
 * Gives the surrounding describe a testbed: opened once (and handed to `opened`), with no rate-limit entries
 * and an empty outbox at the start of each test, and closed after all.
 */
export function useAccountsTestbed(
  engine: 'pglite' | 'postgres',
  opened: (testbed: AccountsTestbed) => void,
): void {
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    const testbed = await openAccountsTestbed(engine);
    database = testbed.database;
    opened(testbed);
  });
  beforeEach(async () => {
    await database?.db.delete(loginAttempts);
    await database?.db.delete(outboxEmails);
  });
  afterAll(async () => {
    await database?.close();
  });
}

/** Row counts and outbox reads against the testbed's database. */
export function testbedQueries(database: () => DatabaseHandle) {
  return {
    countRows: async (table: typeof customers | typeof sessions | typeof outboxEmails) =>
      (await database().db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0,
    outbox: (to: string) =>
      database()
        .db.select()
        .from(outboxEmails)
        .where(sql`lower(${outboxEmails.to}) = ${to.toLowerCase()}`)
        .orderBy(outboxEmails.id),
  };
}
