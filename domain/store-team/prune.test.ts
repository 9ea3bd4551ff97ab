import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import type { Store } from '../stores';
import { createTestStore } from '../testing/fixtures';
import { pruneTeamInvites } from './prune';
import { teamInvites } from './tables';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-06-01T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

describe.each(testEngines)('the hourly clean-up of team invitations on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    store = await createTestStore(database.db, { subdomain: 'invite-prune' });
    other = await createTestStore(database.db, { subdomain: 'invite-prune-other' });
  });
  afterAll(async () => {
    await database.close();
  });

  async function invite(
    email: string,
    divisionId: number,
    dates: { createdAt: Date; expiresAt: Date; acceptedAt?: Date; withdrawnAt?: Date },
  ) {
    const [row] = await database.db
      .insert(teamInvites)
      .values({ divisionId, email, permissions: ['products'], tokenHash: `hash-${email}`, ...dates })
      .returning({ id: teamInvites.id });
    if (!row) throw new Error('invite not created');
    return row.id;
  }

  it('deletes invitations accepted, withdrawn or expired over 30 days ago, in every store, and keeps the rest', async () => {
    const kept = [
      await invite('open@example.com', store.id, { createdAt: daysAgo(1), expiresAt: daysAgo(-6) }),
      await invite('expired-lately@example.com', store.id, {
        createdAt: daysAgo(35),
        expiresAt: daysAgo(28),
      }),
      await invite('accepted-lately@example.com', store.id, {
        createdAt: daysAgo(33),
        expiresAt: daysAgo(26),
        acceptedAt: daysAgo(29),
      }),
      await invite('withdrawn-lately@example.com', other.id, {
        createdAt: daysAgo(32),
        expiresAt: daysAgo(25),
        withdrawnAt: daysAgo(10),
      }),
    ];
    const dropped = [
      await invite('expired-long-ago@example.com', store.id, {
        createdAt: daysAgo(45),
        expiresAt: daysAgo(38),
      }),
      await invite('accepted-long-ago@example.com', store.id, {
        createdAt: daysAgo(40),
        expiresAt: daysAgo(33),
        acceptedAt: daysAgo(39),
      }),
      await invite('withdrawn-long-ago@example.com', other.id, {
        createdAt: daysAgo(38),
        expiresAt: daysAgo(31),
        withdrawnAt: daysAgo(37),
      }),
    ];
    const all = [...kept, ...dropped];

    expect(await pruneTeamInvites(database.db, NOW)).toBe(dropped.length);
    const left = await database.db
      .select({ id: teamInvites.id })
      .from(teamInvites)
      .where(inArray(teamInvites.id, all));
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual(kept.sort((a, b) => a - b));
    expect(await pruneTeamInvites(database.db, NOW)).toBe(0);
  });
});
