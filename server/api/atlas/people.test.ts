import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE_MESSAGES } from '../../../core/operator-people';
import { APPROVAL_MESSAGES } from '../../../core/store-opening';
import { outboxEmails, queueEmail, users } from '../../../domain/accounts';
import { createTestCustomer, TEST_PASSWORD } from '../../../domain/accounts/testing';
import type { DatabaseHandle } from '../../../domain/db';
import { openTestDatabase, testEngines } from '../../../domain/db/testing';
import { staffActions } from '../../../domain/operator-people';
import { createTestOrder } from '../../../domain/orders/testing';
import { storeApprovals } from '../../../domain/store-opening';
import { divisions, subdomains } from '../../../domain/stores';
import { createPlatformStore, createTestStore } from '../../../domain/testing/fixtures';
import { type ApiClient, apiClient, buildTestServer } from '../../testing';
import { type Browser, browser } from '../accounts.testing';

const PLATFORM = 'localhost';
const DENIED = { message: 'Permission denied' };
const NOT_FOUND = { message: '404 Not found' };

describe.each(testEngines)('atlas people API on %s', (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let client: ApiClient;
  let staff: Browser;
  let storeHostStaff: Browser;
  let limited: Browser;
  let shopper: Browser;
  let store: { id: number };
  let owner: { id: number; email: string };
  let colleague: { id: number; email: string; staff?: { id: number } | undefined };
  let me: { staff?: { id: number } | undefined };
  let email: { id: number };
  const host = (subdomain: string) => `${subdomain}.localhost`;
  const STORE = 'people-shop';

  async function signIn(address: string, at: string): Promise<Browser> {
    const person = browser(client);
    const response = await person.send('POST', '/omnis/v3/dashboard/secure/login/', at, {
      email: address,
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    return person;
  }

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const { db } = database;
    await createPlatformStore(db);
    store = await createTestStore(db, {
      subdomain: STORE,
      companyName: 'People Shop',
      settings: { approvalStatus: 'none' },
    });
    await createTestStore(db, { subdomain: 'people-other', companyName: 'Already Live' });
    owner = await createTestCustomer(db, {
      firstName: 'Olive',
      lastName: null,
      stores: [{ divisionId: store.id, role: 'owner' }],
    });
    await createTestOrder(db, store.id, { email: owner.email, customerId: owner.id });
    app = await buildTestServer(database);
    client = await apiClient(app);
    const operator = await createTestCustomer(db, {
      staffPermissions: ['stores', 'customers', 'users', 'outbox'],
    });
    me = operator;
    colleague = await createTestCustomer(db, { staffPermissions: ['users'] });
    const orders = await createTestCustomer(db, { internal: true, staffPermissions: ['orders'] });
    const customer = await createTestCustomer(db);
    staff = await signIn(operator.email, PLATFORM);
    storeHostStaff = await signIn(operator.email, host(STORE));
    limited = await signIn(orders.email, PLATFORM);
    shopper = await signIn(customer.email, PLATFORM);
    await queueEmail(db, store.id, {
      to: owner.email,
      kind: 'order-confirmation',
      subject: 'Your order',
      text: 'Thanks',
      html: '<p>Thanks</p>',
    });
    const [row] = await db.select({ id: outboxEmails.id }).from(outboxEmails).limit(1);
    if (!row) throw new Error('no email');
    email = row;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const actions = async () => (await database.db.select({ n: count() }).from(staffActions))[0]?.n ?? 0;
  const emails = async () => (await database.db.select({ n: count() }).from(outboxEmails))[0]?.n ?? 0;
  const approval = async () =>
    (
      await database.db
        .select({ status: subdomains.approvalStatus })
        .from(subdomains)
        .where(eq(subdomains.divisionId, store.id))
    )[0]?.status;
  const storeCoreData = () => client.get('/omnis/v3/frontend/getStoreCoreData/json/', host(STORE));

  /** Every call of this file: method, url and a valid body. */
  const calls = () =>
    [
      ['GET', '/omnis/v3/atlas/stores/', undefined],
      ['GET', `/omnis/v3/atlas/stores/${store.id}/`, undefined],
      ['POST', `/omnis/v3/atlas/stores/${store.id}/approval/`, { status: 'none' }],
      ['POST', `/omnis/v3/atlas/stores/${store.id}/flags/`, { flag: 'fraud', on: false }],
      ['GET', '/omnis/v3/atlas/customers/', undefined],
      ['GET', `/omnis/v3/atlas/customers/${owner.id}/`, undefined],
      ['GET', '/omnis/v3/atlas/users/', undefined],
      ['POST', `/omnis/v3/atlas/users/${colleague.staff?.id}/status/`, { status: 'enabled' }],
      ['POST', `/omnis/v3/atlas/outbox/${email.id}/resend/`, undefined],
    ] as const;
  const call = (
    person: Browser | ApiClient,
    [method, url, body]: ReturnType<typeof calls>[number],
    at: string,
  ) => (method === 'GET' ? person.get(url, at) : person.send(method, url, at, body ?? {}));

  describe('access', () => {
    it("answers 403 'Permission denied' to a shopper, staff without the permission and the signed out, writing nothing", async () => {
      const before = [await actions(), await emails()];
      for (const spec of calls()) {
        for (const person of [shopper, limited, client]) {
          const response = await call(person, spec, PLATFORM);
          expect(response.statusCode, `${spec[0]} ${spec[1]}`).toBe(403);
          expect(response.json()).toEqual(DENIED);
        }
      }
      expect([await actions(), await emails()]).toEqual(before);
    });

    it("answers 404 on a store's host, even to staff", async () => {
      for (const spec of calls()) {
        const response = await call(storeHostStaff, spec, host(STORE));
        expect(response.statusCode, `${spec[0]} ${spec[1]}`).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
    });
  });

  describe('stores', () => {
    it('lists the approval queue (not modded yet), searchable by owner email, without the platform', async () => {
      const queue = await staff.get('/omnis/v3/atlas/stores/', PLATFORM);
      expect(queue.statusCode).toBe(200);
      const body = queue.json();
      expect(body).toMatchObject({ filter: 'pending', page: 1, total: 1 });
      expect(body.stores).toEqual([
        expect.objectContaining({
          id: store.id,
          name: 'People Shop',
          approvalLabel: 'Not modded yet',
          fraud: false,
          disabled: false,
          owners: [owner.email],
        }),
      ]);
      const all = (await staff.get('/omnis/v3/atlas/stores/?filter=all', PLATFORM)).json();
      expect(all.stores.map((row: { name: string }) => row.name).sort()).toEqual([
        'Already Live',
        'People Shop',
      ]);
      const found = (
        await staff.get(
          `/omnis/v3/atlas/stores/?filter=all&q=${encodeURIComponent(owner.email.toUpperCase())}`,
          PLATFORM,
        )
      ).json();
      expect(found.stores.map((row: { id: number }) => row.id)).toEqual([store.id]);
      const approved = (await staff.get('/omnis/v3/atlas/stores/?filter=approved', PLATFORM)).json();
      expect(approved.stores.map((row: { name: string }) => row.name)).toEqual(['Already Live']);
    });

    it('refuses a filter it does not know (422, the exact message)', async () => {
      const response = await staff.get('/omnis/v3/atlas/stores/?filter=lost', PLATFORM);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Choose a filter from the list',
        errors: { filter: ['Choose a filter from the list'] },
      });
    });

    it('refuses a denial without a reason: 422, nothing written, nobody emailed', async () => {
      const before = [await actions(), await emails()];
      const response = await staff.send('POST', `/omnis/v3/atlas/stores/${store.id}/approval/`, PLATFORM, {
        status: 'denied',
        reason: '  ',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: APPROVAL_MESSAGES.reasonRequired,
        errors: { reason: [APPROVAL_MESSAGES.reasonRequired] },
      });
      expect([await actions(), await emails()]).toEqual(before);
      expect(await approval()).toBe('none');
    });

    it('denies with a reason, then approves: the history keeps both and the owner is emailed each time', async () => {
      const denied = await staff.send('POST', `/omnis/v3/atlas/stores/${store.id}/approval/`, PLATFORM, {
        status: 'denied',
        reason: 'Copied designs',
      });
      expect(denied.statusCode).toBe(200);
      expect(denied.json()).toEqual({
        message: PEOPLE_MESSAGES.denied,
        approval: 'denied',
        approvalLabel: 'Denied',
      });
      const [review] = await database.db
        .select({ reason: storeApprovals.reason })
        .from(storeApprovals)
        .where(eq(storeApprovals.divisionId, store.id));
      expect(review?.reason).toBe('Copied designs');
      const detail = (await staff.get(`/omnis/v3/atlas/stores/${store.id}/`, PLATFORM)).json();
      expect(detail).toMatchObject({ approvalLabel: 'Denied', denialReason: 'Copied designs' });
      expect(detail.owners).toEqual([{ id: owner.id, email: owner.email, name: 'Olive' }]);

      const approved = await staff.send('POST', `/omnis/v3/atlas/stores/${store.id}/approval/`, PLATFORM, {
        status: 'approved',
      });
      expect(approved.statusCode).toBe(200);
      expect(await approval()).toBe('approved');
      const after = (await staff.get(`/omnis/v3/atlas/stores/${store.id}/`, PLATFORM)).json();
      expect(
        after.history.map((entry: { kind: string; reason: string | null }) => [entry.kind, entry.reason]),
      ).toEqual([
        ['store-approved', null],
        ['store-denied', 'Copied designs'],
      ]);
      const decisions = await database.db
        .select({ to: outboxEmails.to, subject: outboxEmails.subject, text: outboxEmails.text })
        .from(outboxEmails)
        .where(eq(outboxEmails.kind, 'store-decision'))
        .orderBy(outboxEmails.id);
      expect(decisions.map((row) => [row.to, row.subject])).toEqual([
        [owner.email, 'People Shop was not approved'],
        [owner.email, 'People Shop is approved and open to the public'],
      ]);
      expect(decisions[0]?.text).toContain('Copied designs');
      expect(decisions[0]?.text).toContain(`/dashboard/stores/${store.id}/`);
    });

    it('keeps the review and its history in step when two staff decide at once', async () => {
      const other = await signIn(
        (await createTestCustomer(database.db, { staffPermissions: ['stores'] })).email,
        PLATFORM,
      );
      const answers = await Promise.all([
        staff.send('POST', `/omnis/v3/atlas/stores/${store.id}/approval/`, PLATFORM, { status: 'approved' }),
        other.send('POST', `/omnis/v3/atlas/stores/${store.id}/approval/`, PLATFORM, {
          status: 'denied',
          reason: 'Both at once',
        }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const [last] = await database.db
        .select({ kind: staffActions.kind })
        .from(staffActions)
        .where(eq(staffActions.divisionId, store.id))
        .orderBy(desc(staffActions.id))
        .limit(1);
      expect(last?.kind).toBe(`store-${await approval()}`);
      // Back to approved for the tests that follow.
      await staff.send('POST', `/omnis/v3/atlas/stores/${store.id}/approval/`, PLATFORM, {
        status: 'approved',
      });
      expect(await approval()).toBe('approved');
    });

    it('answers 404 for the platform itself and a store that does not exist', async () => {
      for (const id of [12, 999999]) {
        const response = await staff.get(`/omnis/v3/atlas/stores/${id}/`, PLATFORM);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: PEOPLE_MESSAGES.storeNotFound });
      }
    });

    it('refuses to flag a store without a reason: 422, nothing written', async () => {
      const before = await actions();
      const response = await staff.send('POST', `/omnis/v3/atlas/stores/${store.id}/flags/`, PLATFORM, {
        flag: 'disabled',
        on: true,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: PEOPLE_MESSAGES.flagReasonRequired,
        errors: { reason: [PEOPLE_MESSAGES.flagReasonRequired] },
      });
      expect(await actions()).toBe(before);
      expect((await storeCoreData()).statusCode).toBe(200);
    });

    it('marks a store as fraud, and lifts it', async () => {
      const on = await staff.send('POST', `/omnis/v3/atlas/stores/${store.id}/flags/`, PLATFORM, {
        flag: 'fraud',
        on: true,
        reason: 'Stolen cards',
      });
      expect(on.json()).toEqual({ message: PEOPLE_MESSAGES.fraudOn });
      const fraud = (await staff.get('/omnis/v3/atlas/stores/?filter=fraud', PLATFORM)).json();
      expect(fraud.stores.map((row: { id: number }) => row.id)).toEqual([store.id]);
      const off = await staff.send('POST', `/omnis/v3/atlas/stores/${store.id}/flags/`, PLATFORM, {
        flag: 'fraud',
        on: false,
      });
      expect(off.json()).toEqual({ message: PEOPLE_MESSAGES.fraudOff });
      expect((await staff.get('/omnis/v3/atlas/stores/?filter=fraud', PLATFORM)).json().total).toBe(0);
    });

    it('disables a store: shoppers get a 404 at once; enabling it brings it back', async () => {
      expect((await storeCoreData()).statusCode).toBe(200);
      const on = await staff.send('POST', `/omnis/v3/atlas/stores/${store.id}/flags/`, PLATFORM, {
        flag: 'disabled',
        on: true,
        reason: 'Owner asked',
      });
      expect(on.json()).toEqual({ message: PEOPLE_MESSAGES.disabledOn });
      expect((await storeCoreData()).statusCode).toBe(404);
      const listed = (await staff.get('/omnis/v3/atlas/stores/?filter=disabled', PLATFORM)).json();
      expect(listed.stores.map((row: { id: number }) => row.id)).toEqual([store.id]);
      await staff.send('POST', `/omnis/v3/atlas/stores/${store.id}/flags/`, PLATFORM, {
        flag: 'disabled',
        on: false,
      });
      expect((await storeCoreData()).statusCode).toBe(200);
      const [row] = await database.db
        .select({ disabled: divisions.disabled })
        .from(divisions)
        .where(eq(divisions.id, store.id));
      expect(row?.disabled).toBe(false);
    });
  });

  describe('customers', () => {
    it('finds a customer by name or email, with their orders and stores', async () => {
      for (const q of ['olive', owner.email.slice(0, 8).toUpperCase()]) {
        const list = (
          await staff.get(`/omnis/v3/atlas/customers/?q=${encodeURIComponent(q)}`, PLATFORM)
        ).json();
        expect(list.customers).toContainEqual(
          expect.objectContaining({ id: owner.id, name: 'Olive Unknown', email: owner.email, orders: 1 }),
        );
      }
      const detail = await staff.get(`/omnis/v3/atlas/customers/${owner.id}/`, PLATFORM);
      expect(detail.statusCode).toBe(200);
      const body = detail.json();
      expect(body.name).toBe('Olive Unknown');
      expect(body.orders).toEqual([expect.objectContaining({ storeId: store.id, storeName: 'People Shop' })]);
      expect(body.stores).toEqual([{ id: store.id, name: 'People Shop', subdomain: STORE, role: 'owner' }]);
    });

    it('answers 404 for a customer that does not exist and 422 for a bad page', async () => {
      const missing = await staff.get('/omnis/v3/atlas/customers/999999/', PLATFORM);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: PEOPLE_MESSAGES.customerNotFound });
      const bad = await staff.get('/omnis/v3/atlas/customers/?page=0', PLATFORM);
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual({ message: 'Min 1', errors: { page: ['Min 1'] } });
    });
  });

  describe('operator users', () => {
    const statusOf = async (id: number) =>
      (await database.db.select({ status: users.status }).from(users).where(eq(users.id, id)))[0]?.status;

    it('lists users with their status, permissions and mute', async () => {
      const list = (await staff.get('/omnis/v3/atlas/users/', PLATFORM)).json();
      expect(list.users).toContainEqual(
        expect.objectContaining({
          id: colleague.staff?.id,
          status: 'enabled',
          statusLabel: 'Enabled',
          permissions: ['users'],
          mutedAt: null,
          isMe: false,
        }),
      );
      expect(list.users).toContainEqual(expect.objectContaining({ id: me.staff?.id, isMe: true }));
    });

    it('refuses a status not in the list and a change to your own: 422, nothing written', async () => {
      const before = await actions();
      const bad = await staff.send('POST', `/omnis/v3/atlas/users/${colleague.staff?.id}/status/`, PLATFORM, {
        status: 'banned',
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual({
        message: 'Choose Enabled, Pending or Disabled',
        errors: { status: ['Choose Enabled, Pending or Disabled'] },
      });
      const own = await staff.send('POST', `/omnis/v3/atlas/users/${me.staff?.id}/status/`, PLATFORM, {
        status: 'disabled',
      });
      expect(own.statusCode).toBe(422);
      expect(own.json()).toEqual({
        message: PEOPLE_MESSAGES.notYourself,
        errors: { status: [PEOPLE_MESSAGES.notYourself] },
      });
      expect(await actions()).toBe(before);
      expect(await statusOf(me.staff?.id ?? 0)).toBe(0);
      const missing = await staff.send('POST', '/omnis/v3/atlas/users/999999/status/', PLATFORM, {
        status: 'disabled',
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: PEOPLE_MESSAGES.userNotFound });
    });

    it('disables a user, who can no longer use the atlas; pending keeps them out too; enabled lets them back', async () => {
      const id = colleague.staff?.id ?? 0;
      const session = await signIn(colleague.email, PLATFORM);
      expect((await session.get('/omnis/v3/atlas/users/', PLATFORM)).statusCode).toBe(200);
      for (const [status, code, allowed] of [
        ['disabled', -1, 403],
        ['pending', null, 403],
        ['enabled', 0, 200],
      ] as const) {
        const response = await staff.send('POST', `/omnis/v3/atlas/users/${id}/status/`, PLATFORM, {
          status,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().status).toBe(status);
        expect(await statusOf(id)).toBe(code);
        expect((await session.get('/omnis/v3/atlas/users/', PLATFORM)).statusCode).toBe(allowed);
      }
      const logged = await database.db
        .select({ reason: staffActions.reason })
        .from(staffActions)
        .where(and(eq(staffActions.kind, 'user-status'), eq(staffActions.targetUserId, id)))
        .orderBy(staffActions.id);
      expect(logged.map((row) => row.reason)).toEqual(['disabled', 'pending', 'enabled']);
    });
  });

  describe('outbox', () => {
    it('resends an email as a new pending copy, the original untouched', async () => {
      const response = await staff.send('POST', `/omnis/v3/atlas/outbox/${email.id}/resend/`, PLATFORM);
      expect(response.statusCode).toBe(200);
      const { id, message } = response.json();
      expect(message).toBe(PEOPLE_MESSAGES.resent);
      expect(id).toBeGreaterThan(email.id);
      const rows = await database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.subject, 'Your order'))
        .orderBy(outboxEmails.id);
      expect(rows).toHaveLength(2);
      const [original, copy] = rows;
      expect(copy).toMatchObject({
        id,
        divisionId: original?.divisionId,
        to: original?.to,
        kind: 'order-confirmation',
        text: 'Thanks',
        html: '<p>Thanks</p>',
        status: 'pending',
        sentAt: null,
        attempts: 0,
      });
    });

    it('answers 404 for an email that does not exist, writing nothing', async () => {
      const before = await emails();
      const response = await staff.send('POST', '/omnis/v3/atlas/outbox/999999/resend/', PLATFORM);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: PEOPLE_MESSAGES.emailNotFound });
      expect(await emails()).toBe(before);
    });
  });
});
