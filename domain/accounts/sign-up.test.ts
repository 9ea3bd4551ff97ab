import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { testEngines } from '../db/testing';
import type { Store } from '../stores/store';
import { visitorContext } from '../testing/fixtures';
import { expectFailsWhileOutboxRefuses } from '../testing/outbox-refusal';
import { failure, linkOptions, testbedQueries, useAccountsTestbed } from './accounts.testbed';
import { denyAllCaptcha } from './captcha';
import { linkFromEmail } from './outbox';
import { verifyPassword } from './passwords';
import { resolveSession } from './sessions';
import { signEula, signUp, verifyEmail } from './sign-up';
import { customers, emailVerificationTokens, outboxEmails } from './tables';
import { createTestCustomer, customerContext, TEST_PASSWORD, testClient } from './testing';

describe.each(testEngines)('sign-up and verification on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let otherStore: Store;
  let ctx: ServiceContext;

  useAccountsTestbed(engine, (testbed) => {
    ({ database, store, otherStore, ctx } = testbed);
  });

  const { countRows, outbox } = testbedQueries(() => database);
  const accountsNamed = (email: string) =>
    database.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));

  describe('sign up and verification', () => {
    it('creates an unverified account and emails a verification link for this host', async () => {
      const result = await signUp(
        ctx,
        {
          email: 'New.Person@Example.com',
          password: TEST_PASSWORD,
          should_have_store: '1',
          dashboard_access: 0,
        },
        linkOptions,
      );
      expect(result).toEqual({
        message: 'Thanks for signing up! Please check your email for a link to verify your account.',
      });
      const [row] = await database.db
        .select()
        .from(customers)
        .where(eq(customers.email, 'new.person@example.com'));
      expect(row).toMatchObject({
        verified: false,
        signedEula: false,
        shouldHaveStore: true,
        dashboardAccess: false,
      });
      expect(row?.passwordHash?.startsWith('$argon2id$')).toBe(true);
      const [email] = await outbox('new.person@example.com');
      expect(email).toMatchObject({ kind: 'verify-email', divisionId: store.id });
      expect(email?.subject).toContain('North Shop');
      expect(linkFromEmail(email!, '/sign-up/verify/')).toMatch(
        /^http:\/\/north\.localhost\/sign-up\/verify\/\?token=[A-Za-z0-9_-]{43}$/,
      );
      expect(email?.html).toContain('href="http://north.localhost/sign-up/verify/?token=');
    });

    it('answers a taken email exactly like a new one, and tells the owner instead', async () => {
      const owner = await createTestCustomer(database.db, { email: 'taken@example.com' });
      const before = await countRows(customers);
      const result = await signUp(
        ctx,
        { email: 'TAKEN@example.com', password: 'another password 1' },
        linkOptions,
      );
      expect(result).toEqual({
        message: 'Thanks for signing up! Please check your email for a link to verify your account.',
      });
      expect(await countRows(customers)).toBe(before);
      const [email, ...rest] = await outbox('taken@example.com');
      expect(rest).toHaveLength(0);
      expect(email?.kind).toBe('sign-up-attempt');
      expect(email?.subject).toContain('Someone tried to sign up with your email');
      const [unchanged] = await database.db.select().from(customers).where(eq(customers.id, owner.id));
      expect(await verifyPassword(unchanged!.passwordHash!, TEST_PASSWORD)).toBe(true);
      // A second try within the hour does not email the owner again.
      await signUp(ctx, { email: 'taken@example.com', password: 'another password 1' }, linkOptions);
      expect(await outbox('taken@example.com')).toHaveLength(1);
    });

    it('refuses bad input with the §5 messages and writes nothing', async () => {
      const before = await countRows(customers);
      expect(
        await failure(signUp(ctx, { email: 'not-an-email', password: TEST_PASSWORD }, linkOptions)),
      ).toEqual({
        status: 422,
        message: 'Please enter a valid email address',
        errors: { email: ['Please enter a valid email address'] },
      });
      expect(
        await failure(signUp(ctx, { email: 'ok@example.com', password: ' padded password ' }, linkOptions)),
      ).toMatchObject({ status: 422, message: 'Password cannot start or end with spaces' });
      expect(
        await failure(signUp(ctx, { email: 'ok@example.com', password: 'short' }, linkOptions)),
      ).toMatchObject({
        errors: { password: ['Must contain at least 12 characters'] },
      });
      expect(await failure(signUp(ctx, { email: '', password: '' } as never, linkOptions))).toMatchObject({
        errors: { email: ['This field is required'], password: ['This field is required'] },
      });
      expect(await countRows(customers)).toBe(before);
      expect(await countRows(outboxEmails)).toBe(0);
    });

    it('refuses a failed captcha and writes nothing', async () => {
      const before = await countRows(customers);
      expect(
        await failure(
          signUp(
            ctx,
            { email: 'robot@example.com', password: TEST_PASSWORD },
            { ...linkOptions, captcha: denyAllCaptcha },
          ),
        ),
      ).toMatchObject({
        status: 422,
        errors: { captcha: ['Please confirm that you are not a robot and try again.'] },
      });
      expect(await countRows(customers)).toBe(before);
    });

    it('keeps no account when its verification email cannot be written, and both once it can', async () => {
      const input = { email: 'atomic@example.com', password: TEST_PASSWORD };
      await expectFailsWhileOutboxRefuses(database.db, 'verify-email', () => signUp(ctx, input, linkOptions));
      expect(await accountsNamed('atomic@example.com')).toEqual([]);
      await signUp(ctx, input, linkOptions);
      expect(await accountsNamed('atomic@example.com')).toHaveLength(1);
      expect((await outbox('atomic@example.com')).map((email) => email.kind)).toEqual(['verify-email']);
    });

    it('writes no verification email when the account cannot be written', async () => {
      await database.db.execute(
        sql.raw(`create or replace function refuse_customers() returns trigger language plpgsql as $$
          begin raise exception 'the customers table refuses'; end $$`),
      );
      await database.db.execute(
        sql`create trigger refuse_customers before insert on customers for each row execute function refuse_customers()`,
      );
      try {
        await expect(
          signUp(ctx, { email: 'no.account@example.com', password: TEST_PASSWORD }, linkOptions),
        ).rejects.toThrow(/insert into "customers"/);
      } finally {
        await database.db.execute(sql`drop trigger refuse_customers on customers`);
      }
      expect(await outbox('no.account@example.com')).toEqual([]);
    });

    it('verifies with a single-use token, signs the browser in, then the EULA opens the dashboard', async () => {
      await signUp(ctx, { email: 'verify.me@example.com', password: TEST_PASSWORD }, linkOptions);
      const [email] = await outbox('verify.me@example.com');
      const token = new URL(linkFromEmail(email!, '/sign-up/verify/')!).searchParams.get('token')!;
      const verified = await verifyEmail(ctx, { token }, { client: testClient });
      expect(verified.state.user).toMatchObject({
        email: 'verify.me@example.com',
        verified: true,
        signedEula: false,
        dashboardAccess: false,
      });
      expect(verified.session?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const resolved = await resolveSession(database.db, verified.session!.token, store.id);
      expect(resolved?.customerId).toBe(verified.state.user?.id);
      expect(await failure(verifyEmail(ctx, { token }, { client: testClient }))).toEqual({
        status: 422,
        message: 'This verification link is invalid or has expired.',
        errors: { token: ['This verification link is invalid or has expired.'] },
      });
      const signed = await signEula(customerContext(database.db, store, { id: verified.state.user!.id }));
      expect(signed.user).toMatchObject({ signedEula: true, dashboardAccess: true });
      const [row] = await database.db
        .select()
        .from(customers)
        .where(eq(customers.id, verified.state.user!.id));
      expect(row?.eulaSignedAt).toBeInstanceOf(Date);
      expect(row?.verifiedAt).toBeInstanceOf(Date);
    });

    it('refuses a verification token on another store, or once expired', async () => {
      await signUp(ctx, { email: 'elsewhere@example.com', password: TEST_PASSWORD }, linkOptions);
      const [email] = await outbox('elsewhere@example.com');
      const token = new URL(linkFromEmail(email!, '/sign-up/verify/')!).searchParams.get('token')!;
      const elsewhere = visitorContext(database.db, otherStore);
      expect(await failure(verifyEmail(elsewhere, { token }, { client: testClient }))).toMatchObject({
        status: 422,
      });
      await database.db.update(emailVerificationTokens).set({ expiresAt: new Date(Date.now() - 1000) });
      expect(await failure(verifyEmail(ctx, { token }, { client: testClient }))).toMatchObject({
        status: 422,
      });
      const [row] = await database.db
        .select()
        .from(customers)
        .where(eq(customers.email, 'elsewhere@example.com'));
      expect(row?.verified).toBe(false);
    });

    it('needs a signed-in account to sign the EULA', async () => {
      expect(await failure(signEula(ctx))).toMatchObject({
        status: 401,
        message: 'Please log in to continue.',
      });
    });
  });
});
