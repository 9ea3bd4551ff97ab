import { describe, expect, it } from 'vitest';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { testEngines } from '../db/testing';
import { useAccountsTestbed } from './accounts.testbed';
import { cleanUpExpired } from './clean-up';
import { createSession, resolveSession, SESSION_MAX_AGE_MS, SESSION_TTL_MS } from './sessions';
import { emailVerificationTokens, passwordResetTokens, sessions } from './tables';
import { createTestCustomer, testClient } from './testing';
import { sha256Hex } from './tokens';

const DAY = 24 * 60 * 60_000;

describe.each(testEngines)('session lifetime and clean-up on %s', (engine) => {
  let database: DatabaseHandle;
  let ctx: ServiceContext;
  useAccountsTestbed(engine, (testbed) => {
    ({ database, ctx } = testbed);
  });

  it('ends a session at its absolute lifetime however active it is', async () => {
    const person = await createTestCustomer(database.db);
    const start = new Date();
    const session = await createSession(database.db, {
      customerId: person.id,
      divisionId: ctx.store.id,
      client: testClient,
      now: start,
    });
    // Active every 20 days: the idle expiry keeps sliding.
    for (let day = 20; day < 90; day += 20) {
      const seen = await resolveSession(
        database.db,
        session.token,
        ctx.store.id,
        new Date(start.getTime() + day * DAY),
      );
      expect(seen).not.toBeNull();
      expect(seen?.expiresAt.getTime()).toBeLessThanOrEqual(start.getTime() + SESSION_MAX_AGE_MS);
    }
    const afterLife = new Date(start.getTime() + SESSION_MAX_AGE_MS + 1_000);
    expect(await resolveSession(database.db, session.token, ctx.store.id, afterLife)).toBeNull();
    expect(SESSION_MAX_AGE_MS).toBeGreaterThan(SESSION_TTL_MS);
  });

  it('the clean-up job deletes expired sessions and tokens and keeps live ones', async () => {
    const person = await createTestCustomer(database.db);
    const now = new Date();
    const old = new Date(now.getTime() - 40 * DAY);
    const live = await createSession(database.db, {
      customerId: person.id,
      divisionId: ctx.store.id,
      client: testClient,
      now,
    });
    const expired = await createSession(database.db, {
      customerId: person.id,
      divisionId: ctx.store.id,
      client: testClient,
      now: old,
    });
    const token = (id: string, expiresAt: Date, usedAt: Date | null = null) => ({
      id: sha256Hex(id),
      customerId: person.id,
      divisionId: ctx.store.id,
      createdAt: old,
      expiresAt,
      usedAt,
    });
    const tomorrow = new Date(now.getTime() + DAY);
    await database.db
      .insert(passwordResetTokens)
      .values([token('reset-old', old), token('reset-live', tomorrow), token('reset-used', tomorrow, now)]);
    await database.db
      .insert(emailVerificationTokens)
      .values([token('verify-old', old), token('verify-live', tomorrow)]);

    const report = await cleanUpExpired(database.db, now);
    expect(report).toMatchObject({ sessions: 1, passwordResetTokens: 2, emailVerificationTokens: 1 });
    const ids = (await database.db.select({ id: sessions.id }).from(sessions)).map((row) => row.id);
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(expired.id);
    expect((await database.db.select().from(passwordResetTokens)).map((row) => row.id)).toEqual([
      sha256Hex('reset-live'),
    ]);
    expect((await database.db.select().from(emailVerificationTokens)).map((row) => row.id)).toEqual([
      sha256Hex('verify-live'),
    ]);
  });
});
