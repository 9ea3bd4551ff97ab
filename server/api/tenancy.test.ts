import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  emailVerificationTokens,
  enableTwoFactorForCustomer,
  linkFromEmail,
  outboxEmails,
  passwordResetTokens,
  permissionRequests,
  sessions,
  users,
} from '../../domain/accounts';
import { createTestCustomer, TEST_PASSWORD } from '../../domain/accounts/testing';
import type { DatabaseHandle } from '../../domain/db';
import { openTestDatabase } from '../../domain/db/testing';
import { events, utmVisits } from '../../domain/events';
import { createTestPage, createTestStore } from '../../domain/testing/fixtures';
import { type ApiClient, apiClient, buildTestServer } from '../testing';
import { API_PREFIX } from '.';
import { editorProbes } from './editor-tenancy-probes';
import { HOST_A as A, HOST_B as B, type Probe, type TenancyIds } from './tenancy-probe';
import { aftercareProbes } from './tenancy-probes-aftercare';
import { artworkProbes } from './tenancy-probes-artwork';
import { basketProbes, prepareBasketProbes } from './tenancy-probes-basket';
import { catalogueFetchProbes, prepareCatalogueFetchProbes } from './tenancy-probes-catalogue';
import { checkoutProbes, prepareCheckoutProbes } from './tenancy-probes-checkout';
import { contentProbes, prepareContentProbes } from './tenancy-probes-content';
import { factoryProbes } from './tenancy-probes-factory';
import { operatorProbes, prepareOperatorProbes } from './tenancy-probes-operator';
import { orderProbes } from './tenancy-probes-orders';
import { pageProbes, preparePageProbes } from './tenancy-probes-pages';
import { peopleProbes } from './tenancy-probes-people';
import { prepareStudioProbes, studioProbes } from './tenancy-probes-studio';

/**
 * Every API route must show that one store cannot read or change another's data. A route added without a
 * probe here fails the last test, so the check cannot be forgotten.
 */

/** Accounts made on store A's host, which the account probes then aim at from store B's host. */
const made = {
  /** A member of store A, signed in on A's host. */
  member: { id: 0, email: '', session: '' },
  /** Signed in on A's host, EULA not yet signed. */
  unsigned: { id: 0, session: '' },
  /** Signed up on A's host, not verified: the token from the email A sent. */
  unverified: { id: 0, token: '' },
  /** A reset token A sent to the member. */
  resetToken: '',
  /** Two-factor on, with recovery codes. */
  twoFactor: { email: '', codes: [] as string[] },
  /** An operator user to mute. */
  staffUserId: 0,
};
const cookie = (session: string) => ({ cookie: `pf_session=${session}` });
const tokenIn = (email: { text: string } | undefined, path: string) =>
  new URL(linkFromEmail(email ?? { text: '' }, path) ?? 'http://x/').searchParams.get('token') ?? '';
const emailsTo = (database: DatabaseHandle, to: string) =>
  database.db
    .select()
    .from(outboxEmails)
    .where(sql`lower(${outboxEmails.to}) = ${to.toLowerCase()}`)
    .orderBy(outboxEmails.id);

const probes: Record<string, Probe> = {
  ...pageProbes,
  ...catalogueFetchProbes,
  ...basketProbes,
  ...studioProbes,
  ...checkoutProbes,
  ...orderProbes,
  ...aftercareProbes,
  ...contentProbes,
  ...artworkProbes,
  ...editorProbes,
  ...factoryProbes,
  ...peopleProbes,
  ...operatorProbes,
  'GET /frontend/getStoreCoreData/json/': {
    attack: (client) => client.get(`${API_PREFIX}/frontend/getStoreCoreData/json/?utm_source=probe`, B),
    async verify(response, database, ids) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('a-only-page');
      expect(response.json().state.subdomain.division.id).toBe(ids.b);
      const visits = await database.db.select().from(utmVisits);
      expect(visits.every((visit) => visit.divisionId === ids.b)).toBe(true);
    },
  },
  'GET /frontend/:division/getStoreCoreData/json/': {
    attack: (client, ids) => client.get(`${API_PREFIX}/frontend/${ids.a}/getStoreCoreData/json/`, B),
    async verify(response) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('a-only-page');
    },
  },
  'POST /events/logEvent/': {
    attack: (client) =>
      client.send('POST', `${API_PREFIX}/events/logEvent/`, B, { events: [{ name: 'probe' }] }),
    async verify(response, database, ids) {
      expect(response.statusCode).toBe(200);
      const rows = await database.db.select().from(events);
      expect(rows.filter((row) => row.divisionId === ids.a)).toHaveLength(0);
    },
  },
  'POST /shop/customer/create/': {
    attack: (client) =>
      client.send('POST', `${API_PREFIX}/shop/customer/create/`, B, {
        email: 'probe.signup@example.com',
        password: TEST_PASSWORD,
      }),
    async verify(response, database, ids) {
      expect(response.statusCode).toBe(200);
      const sent = await emailsTo(database, 'probe.signup@example.com');
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.every((email) => email.divisionId === ids.b && email.text.includes(`//${B}/`))).toBe(true);
    },
  },
  'POST /dashboard/secure/login/': {
    attack: (client) =>
      client.send('POST', `${API_PREFIX}/dashboard/secure/login/`, B, {
        email: made.member.email,
        password: TEST_PASSWORD,
      }),
    async verify(response, database, ids) {
      expect(response.statusCode).toBe(200);
      // Store A's membership is not shown on store B's host, and the new session belongs to B.
      expect(response.json().user.divisions).toEqual([]);
      const rows = await database.db.select().from(sessions).where(eq(sessions.customerId, made.member.id));
      expect(rows.map((row) => row.divisionId).sort()).toEqual([ids.a, ids.b].sort());
    },
  },
  'POST /dashboard/secure/recovery-login/': {
    attack: (client) =>
      client.send('POST', `${API_PREFIX}/dashboard/secure/recovery-login/`, B, {
        email: made.twoFactor.email,
        password: TEST_PASSWORD,
        recoveryCode: made.twoFactor.codes[0],
      }),
    async verify(response, database, ids) {
      expect(response.statusCode).toBe(200);
      expect(response.json().user.divisions).toEqual([]);
      const [row] = await database.db
        .select()
        .from(sessions)
        .innerJoin(customers, eq(customers.id, sessions.customerId))
        .where(eq(customers.email, made.twoFactor.email));
      expect(row?.sessions.divisionId).toBe(ids.b);
    },
  },
  'POST /dashboard/secure/forgot-password/': {
    attack: (client) =>
      client.send('POST', `${API_PREFIX}/dashboard/secure/forgot-password/`, B, { email: made.member.email }),
    async verify(response, database, ids) {
      expect(response.statusCode).toBe(200);
      const tokens = await database.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.customerId, made.member.id));
      expect(tokens.map((token) => token.divisionId).sort()).toEqual([ids.a, ids.b].sort());
      const [latest] = (await emailsTo(database, made.member.email)).reverse();
      expect(latest?.divisionId).toBe(ids.b);
      expect(latest?.text).toContain(`http://${B}/reset-password/`);
    },
  },
  'POST /dashboard/secure/reset-password/': {
    attack: (client) =>
      client.send('POST', `${API_PREFIX}/dashboard/secure/reset-password/`, B, {
        token: made.resetToken,
        password: 'taken over password',
        password_confirmation: 'taken over password',
      }),
    async verify(response, database, ids) {
      expect(response.statusCode).toBe(422);
      const [token] = await database.db
        .select()
        .from(passwordResetTokens)
        .where(
          and(eq(passwordResetTokens.customerId, made.member.id), eq(passwordResetTokens.divisionId, ids.a)),
        );
      expect(token?.usedAt).toBeNull();
    },
  },
  'POST /dashboard/secure/verify-email/': {
    attack: (client) =>
      client.send('POST', `${API_PREFIX}/dashboard/secure/verify-email/`, B, {
        token: made.unverified.token,
      }),
    async verify(response, database) {
      expect(response.statusCode).toBe(422);
      expect(response.cookies.find((entry) => entry.name === 'pf_session')).toBeUndefined();
      const [row] = await database.db.select().from(customers).where(eq(customers.id, made.unverified.id));
      expect(row?.verified).toBe(false);
      const [token] = await database.db
        .select()
        .from(emailVerificationTokens)
        .where(eq(emailVerificationTokens.customerId, made.unverified.id));
      expect(token?.usedAt).toBeNull();
    },
  },
  'POST /dashboard/secure/eula/': {
    attack: (client) =>
      client.send(
        'POST',
        `${API_PREFIX}/dashboard/secure/eula/`,
        B,
        undefined,
        cookie(made.unsigned.session),
      ),
    async verify(response, database) {
      expect(response.statusCode).toBe(401);
      const [row] = await database.db.select().from(customers).where(eq(customers.id, made.unsigned.id));
      expect(row?.signedEula).toBe(false);
    },
  },
  'POST /dashboard/secure/logout/': {
    attack: (client) =>
      client.send(
        'POST',
        `${API_PREFIX}/dashboard/secure/logout/`,
        B,
        undefined,
        cookie(made.unsigned.session),
      ),
    async verify(response, database, ids) {
      expect(response.statusCode).toBe(200);
      const rows = await database.db.select().from(sessions).where(eq(sessions.customerId, made.unsigned.id));
      expect(rows.map((row) => row.divisionId)).toEqual([ids.a]);
    },
  },
  'GET /dashboard/secure/get/': {
    attack: (client) => client.get(`${API_PREFIX}/dashboard/secure/get/`, B, cookie(made.member.session)),
    async verify(response) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ user: null });
    },
  },
  'POST /atlas/users/:id/mute/': {
    attack: (client) =>
      client.send(
        'POST',
        `${API_PREFIX}/atlas/users/${made.staffUserId}/mute/`,
        B,
        undefined,
        cookie(made.member.session),
      ),
    async verify(response, database) {
      expect(response.statusCode).toBe(404);
      const [row] = await database.db.select().from(users).where(eq(users.id, made.staffUserId));
      expect(row?.mutedAt).toBeNull();
    },
  },
  'POST /atlas/users/:id/unmute/': {
    attack: (client) =>
      client.send(
        'POST',
        `${API_PREFIX}/atlas/users/${made.staffUserId}/unmute/`,
        B,
        undefined,
        cookie(made.member.session),
      ),
    async verify(response) {
      expect(response.statusCode).toBe(404);
    },
  },
  'GET /atlas/outbox/': {
    attack: (client) => client.get(`${API_PREFIX}/atlas/outbox/`, B, cookie(made.member.session)),
    async verify(response) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('@example.com');
    },
  },
  'POST /atlas/permissions/request/:permissions/': {
    attack: (client) =>
      client.send(
        'POST',
        `${API_PREFIX}/atlas/permissions/request/orders/`,
        B,
        { reason: 'probe' },
        cookie(made.member.session),
      ),
    async verify(response, database) {
      expect(response.statusCode).toBe(404);
      expect(await database.db.select().from(permissionRequests)).toHaveLength(0);
    },
  },
};

/** Signs in on a host and answers the session cookie. */
async function signIn(client: ApiClient, host: string, email: string): Promise<string> {
  const response = await client.send('POST', `${API_PREFIX}/dashboard/secure/login/`, host, {
    email,
    password: TEST_PASSWORD,
  });
  const session = response.cookies.find((entry) => entry.name === 'pf_session')?.value;
  if (!session) throw new Error(`could not sign in on ${host}: ${response.body}`);
  return session;
}

/** The accounts the account probes need, all made on store A's host. */
async function makeAccounts(database: DatabaseHandle, client: ApiClient, ids: TenancyIds) {
  const member = await createTestCustomer(database.db, { stores: [{ divisionId: ids.a }] });
  made.member = { id: member.id, email: member.email, session: await signIn(client, A, member.email) };
  const unsigned = await createTestCustomer(database.db, { signedEula: false });
  made.unsigned = { id: unsigned.id, session: await signIn(client, A, unsigned.email) };
  await client.send('POST', `${API_PREFIX}/shop/customer/create/`, A, {
    email: 'probe.unverified@example.com',
    password: TEST_PASSWORD,
  });
  const [unverified] = await database.db
    .select()
    .from(customers)
    .where(eq(customers.email, 'probe.unverified@example.com'));
  made.unverified = {
    id: unverified?.id ?? 0,
    token: tokenIn((await emailsTo(database, 'probe.unverified@example.com'))[0], '/sign-up/verify/'),
  };
  await client.send('POST', `${API_PREFIX}/dashboard/secure/forgot-password/`, A, { email: member.email });
  made.resetToken = tokenIn((await emailsTo(database, member.email))[0], '/reset-password/');
  const twoFactor = await createTestCustomer(database.db);
  made.twoFactor = {
    email: twoFactor.email,
    codes: await enableTwoFactorForCustomer(database.db, twoFactor.id, 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'),
  };
  const staff = await createTestCustomer(database.db, { staffPermissions: [] });
  made.staffUserId = staff.staff?.id ?? 0;
  if (!made.unverified.token || !made.resetToken) throw new Error('account probes: no tokens were emailed');
}

describe('tenancy across every API route', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let client: ApiClient;
  const ids = { a: 0, b: 0 };

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    ids.a = (await createTestStore(database.db, { subdomain: 'tenant-a' })).id;
    ids.b = (await createTestStore(database.db, { subdomain: 'tenant-b' })).id;
    await createTestPage(database.db, ids.a, { url: '/a-only-page/' });
    await preparePageProbes(database, ids);
    await prepareCatalogueFetchProbes(database, ids);
    await prepareBasketProbes(database, ids);
    await prepareStudioProbes(database, ids);
    await prepareOperatorProbes(database, ids);
    await prepareCheckoutProbes(database, ids);
    await prepareContentProbes(database, ids);
    app = await buildTestServer(database);
    client = await apiClient(app);
    await makeAccounts(database, client, ids);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each(Object.entries(probes))('%s keeps stores apart', async (_route, probe) => {
    const response = await probe.attack(client, ids);
    await probe.verify(response, database, ids);
  });

  it('has a probe for every documented route', async () => {
    const document = (await client.get(`${API_PREFIX}/openapi.json`, A)).json() as {
      paths: Record<string, object>;
    };
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map(
        (method) => `${method.toUpperCase()} ${path.slice(API_PREFIX.length).replace(/\{(\w+)\}/g, ':$1')}`,
      ),
    );
    expect(documented.sort()).toEqual(Object.keys(probes).sort());
  });
});
