import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { testEngines } from '../db/testing';
import { failure, SECRET, useAccountsTestbed } from './accounts.testbed';
import {
  LOGIN_CHALLENGE_MAX_FAILURES,
  LOGIN_CHALLENGE_TTL_MS,
  loginPasswordStep,
  loginTwoFactorStep,
  pruneLoginChallenges,
} from './login';
import { loginChallenges } from './tables';
import { createTestCustomer, TEST_PASSWORD, testClient } from './testing';
import { totp } from './totp';
import { enableTwoFactorForCustomer } from './two-factor';

const EXPIRED = {
  status: 422,
  message: 'Your sign-in took too long. Please log in again.',
  errors: { challenge: ['Your sign-in took too long. Please log in again.'] },
};

describe.each(testEngines)('two-factor login challenges on %s', (engine) => {
  let database: DatabaseHandle;
  let ctx: ServiceContext;
  useAccountsTestbed(engine, (testbed) => {
    ({ database, ctx } = testbed);
  });
  const options = (visitorId = 'browser-1', now?: Date) => ({ client: testClient, visitorId, now });

  async function challengeFor() {
    const person = await createTestCustomer(database.db);
    await enableTwoFactorForCustomer(database.db, person.id, SECRET);
    const step = await loginPasswordStep(ctx, { email: person.email, password: TEST_PASSWORD }, options());
    if (step.kind !== 'two-factor') throw new Error('expected a challenge');
    return { person, challenge: step.challenge };
  }

  it('gives the page a random token only: nothing of the password, nothing reversible', async () => {
    const { person, challenge } = await challengeFor();
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(challenge).not.toContain(TEST_PASSWORD);
    expect(Buffer.from(challenge, 'base64url').toString('latin1')).not.toContain(TEST_PASSWORD);
    const rows = await database.db.select().from(loginChallenges);
    const row = rows.find((candidate) => candidate.customerId === person.id);
    expect(row?.id).not.toBe(challenge);
    expect(JSON.stringify(rows)).not.toContain(challenge);
    expect(JSON.stringify(rows)).not.toContain(TEST_PASSWORD);
  });

  it('signs in with the right code once: the challenge is single use', async () => {
    const { challenge } = await challengeFor();
    const code = totp(SECRET, Date.now());
    const signedIn = await loginTwoFactorStep(ctx, { challenge, twoFactorAuthCode: code }, options());
    expect(signedIn.session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await failure(loginTwoFactorStep(ctx, { challenge, twoFactorAuthCode: code }, options()))).toEqual(
      EXPIRED,
    );
  });

  it('expires after five minutes, and works only in the browser that passed the password', async () => {
    const { challenge } = await challengeFor();
    const code = totp(SECRET, Date.now());
    const later = new Date(Date.now() + LOGIN_CHALLENGE_TTL_MS + 1_000);
    expect(
      await failure(
        loginTwoFactorStep(ctx, { challenge, twoFactorAuthCode: code }, options('browser-1', later)),
      ),
    ).toEqual(EXPIRED);
    expect(
      await failure(loginTwoFactorStep(ctx, { challenge, twoFactorAuthCode: code }, options('browser-2'))),
    ).toEqual(EXPIRED);
    expect(await pruneLoginChallenges(database.db, later)).toBeGreaterThan(0);
    expect(await database.db.select().from(loginChallenges).where(eq(loginChallenges.id, challenge))).toEqual(
      [],
    );
  });

  it('is spent after five wrong codes', async () => {
    const { challenge } = await challengeFor();
    for (let index = 0; index < LOGIN_CHALLENGE_MAX_FAILURES; index += 1)
      expect(
        await failure(loginTwoFactorStep(ctx, { challenge, twoFactorAuthCode: '000000' }, options())),
      ).toMatchObject({ status: 422 });
    expect(
      await failure(
        loginTwoFactorStep(ctx, { challenge, twoFactorAuthCode: totp(SECRET, Date.now()) }, options()),
      ),
    ).toEqual(EXPIRED);
  });
});
