import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BESPOKE_MESSAGES } from '../../core/bespoke';
import type { OrderStatusCode } from '../../core/orders';
import { outboxEmails } from '../../domain/accounts';
import { createTestCustomer, TEST_PASSWORD } from '../../domain/accounts/testing';
import { mockupApprovals } from '../../domain/bespoke';
import type { DatabaseHandle } from '../../domain/db';
import { openTestDatabase, testEngines } from '../../domain/db/testing';
import { orderStatuses, orderStatusLogs, orders } from '../../domain/orders';
import { createTestOrder } from '../../domain/orders/testing';
import { createPlatformStore, createTestStore } from '../../domain/testing/fixtures';
import { XSRF_COOKIE } from '../plugins/xsrf';
import { type ApiClient, apiClient, buildTestServer } from '../testing';
import { type Browser, browser } from './accounts.testing';

const PLATFORM = 'localhost';
const STORE = 'mockup-shop.localhost';
const OTHER = 'mockup-other.localhost';
const DENIED = { message: 'Permission denied' };
const PAID_QUOTE: OrderStatusCode[] = [
  'quote',
  'bespoke_requested_terms',
  'bespoke_authorised_terms',
  'bespoke_paid',
];

describe.each(testEngines)('bespoke mockup API on %s', (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let client: ApiClient;
  let xsrf: string;
  let storeId: number;
  let otherId: number;
  let staff: Browser;
  let staffOnStore: Browser;
  let owner: Browser;
  let clerk: Browser;
  let image: Buffer;

  async function signIn(email: string, host: string): Promise<Browser> {
    const person = browser(client);
    const response = await person.send('POST', '/omnis/v3/dashboard/secure/login/', host, {
      email,
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    return person;
  }

  /** A raw body POST (the image itself), as the staff page's upload sends it. */
  const uploadAs = (
    person: Browser | null,
    orderId: number | string,
    body: Buffer,
    type = 'image/png',
    host = PLATFORM,
  ) =>
    app.inject({
      method: 'POST',
      url: `/omnis/v3/atlas/bespoke/orders/${orderId}/mockups/`,
      headers: { host, 'content-type': type, 'x-xsrf-token': xsrf },
      cookies: { ...(person?.cookies ?? {}), [XSRF_COOKIE]: xsrf },
      payload: body,
    });

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await createPlatformStore(database.db);
    storeId = (await createTestStore(database.db, { subdomain: 'mockup-shop' })).id;
    otherId = (await createTestStore(database.db, { subdomain: 'mockup-other' })).id;
    app = await buildTestServer(database);
    client = await apiClient(app);
    const first = await app.inject({ method: 'GET', url: '/healthz' });
    xsrf = first.cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? '';
    const person = await createTestCustomer(database.db, { staffPermissions: ['orders'] });
    const limited = await createTestCustomer(database.db, { staffPermissions: ['outbox'] });
    const storeOwner = await createTestCustomer(database.db, { stores: [{ divisionId: storeId }] });
    staff = await signIn(person.email, PLATFORM);
    staffOnStore = await signIn(person.email, STORE);
    clerk = await signIn(limited.email, PLATFORM);
    owner = await signIn(storeOwner.email, PLATFORM);
    image = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#2255aa' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const paidQuote = (divisionId = storeId) =>
    createTestOrder(database.db, divisionId, {
      history: PAID_QUOTE.map((status) => ({ status })),
      quote: {},
    });
  const statusOf = async (orderId: number) =>
    (
      await database.db
        .select({ code: orderStatuses.code })
        .from(orders)
        .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
        .where(eq(orders.id, orderId))
    )[0]?.code;
  const written = async (orderId: number) => ({
    mockups: (await database.db.select().from(mockupApprovals).where(eq(mockupApprovals.orderId, orderId)))
      .length,
    logs: (await database.db.select().from(orderStatusLogs).where(eq(orderStatusLogs.orderId, orderId)))
      .length,
    emails: (
      await database.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.kind, 'mockup-approval'), eq(outboxEmails.divisionId, storeId)))
    ).length,
  });
  const expectDenied = (response: LightMyRequestResponse) => {
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(DENIED);
  };

  describe('POST /atlas/bespoke/orders/{order}/mockups/', () => {
    it('keeps the mockup, moves the paid order into production and emails the shopper', async () => {
      const order = await paidQuote();
      const response = await uploadAs(staff, order.id, image);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.message).toBe(BESPOKE_MESSAGES.uploaded);
      expect(body.status).toBe('bespoke_production');
      expect(body.mockup).toMatchObject({ state: 'pending', width: 60, height: 40 });
      const served = await app.inject({ method: 'GET', url: body.mockup.image, headers: { host: PLATFORM } });
      expect(served.statusCode).toBe(200);
      expect(await statusOf(order.id)).toBe('bespoke_production');
      expect((await written(order.id)).mockups).toBe(1);
    });

    it('answers 422 with the exact message for a bad image, writing nothing', async () => {
      const order = await paidQuote();
      const before = await written(order.id);
      for (const [body, type, message] of [
        [Buffer.from('%PDF-1.4'), 'application/pdf', BESPOKE_MESSAGES.fileFormats],
        [Buffer.from('not an image'), 'image/png', BESPOKE_MESSAGES.fileUnreadable],
      ] as const) {
        const response = await uploadAs(staff, order.id, body, type);
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({ message, errors: { file: [message] } });
      }
      expect(await written(order.id)).toEqual(before);
      expect(await statusOf(order.id)).toBe('bespoke_paid');
    });

    it('answers 409 for an order that is not a paid bespoke order', async () => {
      const order = await createTestOrder(database.db, storeId, { status: 'paid' });
      const response = await uploadAs(staff, order.id, image);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: BESPOKE_MESSAGES.notBespoke });
    });

    it('answers 403 signed out, for a store owner and for staff without orders; 404 on a store host', async () => {
      const order = await paidQuote();
      const before = await written(order.id);
      expectDenied(await uploadAs(null, order.id, image));
      expectDenied(await uploadAs(owner, order.id, image));
      expectDenied(await uploadAs(clerk, order.id, image));
      const onStore = await uploadAs(staffOnStore, order.id, image, 'image/png', STORE);
      expect(onStore.statusCode).toBe(404);
      expect(await written(order.id)).toEqual(before);
      const missing = await uploadAs(staff, 99_999_999, image);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Order not found' });
    });
  });

  describe('GET /atlas/bespoke/orders/{order}/mockups/', () => {
    it("shows staff the mockups with the shopper's answers", async () => {
      const order = await paidQuote();
      await uploadAs(staff, order.id, image);
      const answered = await client.send('POST', `/omnis/v3/mockups/${order.hash}/answer/`, STORE, {
        answer: 'changes',
        comment: 'Move the crest left',
      });
      expect(answered.statusCode).toBe(200);
      const response = await staff.get(`/omnis/v3/atlas/bespoke/orders/${order.id}/mockups/`, PLATFORM);
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page.mockups).toHaveLength(1);
      expect(page.mockups[0]).toMatchObject({ state: 'changes_requested', comment: 'Move the crest left' });
      expect(page.order.status).toEqual({ code: 'bespoke_production', name: 'In production' });
      expect(page.canUpload).toBe(true);
    });

    it('answers 403 signed out and for non-staff, 404 on a store host', async () => {
      const order = await paidQuote();
      const url = `/omnis/v3/atlas/bespoke/orders/${order.id}/mockups/`;
      expectDenied(await client.get(url, PLATFORM));
      expectDenied(await owner.get(url, PLATFORM));
      expect((await staffOnStore.get(url, STORE)).statusCode).toBe(404);
      const bad = await staff.get('/omnis/v3/atlas/bespoke/orders/abc/mockups/', PLATFORM);
      expect(bad.statusCode).toBe(422);
    });
  });

  describe('POST /atlas/bespoke/orders/{order}/move/', () => {
    it('ships with a tracking code, and refuses a shipping move without one (422, nothing written)', async () => {
      const order = await createTestOrder(database.db, storeId, {
        history: (
          [
            ...PAID_QUOTE,
            'bespoke_production',
            'bespoke_documents_printed',
            'bespoke_sorted',
            'bespoke_printing',
            'bespoke_packing',
          ] as OrderStatusCode[]
        ).map((status) => ({ status })),
        quote: {},
      });
      const url = `/omnis/v3/atlas/bespoke/orders/${order.id}/move/`;
      const before = await written(order.id);
      const refused = await staff.send('POST', url, PLATFORM, {
        to: 'bespoke_shipped',
        expected: 'bespoke_packing',
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        message: BESPOKE_MESSAGES.trackingRequired,
        errors: { trackingCode: [BESPOKE_MESSAGES.trackingRequired] },
      });
      expect(await written(order.id)).toEqual(before);
      expectDenied(
        await owner.send('POST', url, PLATFORM, { to: 'bespoke_shipped', expected: 'bespoke_packing' }),
      );
      expectDenied(
        await client.send('POST', url, PLATFORM, { to: 'bespoke_shipped', expected: 'bespoke_packing' }),
      );
      expect(
        (await staffOnStore.send('POST', url, STORE, { to: 'bespoke_shipped', expected: 'bespoke_packing' }))
          .statusCode,
      ).toBe(404);
      const stale = await staff.send('POST', url, PLATFORM, {
        to: 'bespoke_shipped',
        expected: 'bespoke_printing',
        trackingCode: 'RM1',
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        message: 'Someone else moved this order meanwhile. Reload it to see where it is now.',
      });
      const shipped = await staff.send('POST', url, PLATFORM, {
        to: 'bespoke_shipped',
        expected: 'bespoke_packing',
        trackingCode: 'RM123456789GB',
      });
      expect(shipped.statusCode).toBe(200);
      expect(shipped.json()).toEqual({ message: BESPOKE_MESSAGES.moved, status: 'bespoke_shipped' });
      expect(
        (await database.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.trackingCodes,
      ).toEqual(['RM123456789GB']);
    });
  });

  describe("the shopper's GET /mockups/{orderHash}/ and POST /mockups/{orderHash}/answer/ (store host)", () => {
    it('shows the mockup and approves it: the order moves on', async () => {
      const order = await paidQuote();
      await uploadAs(staff, order.id, image);
      const page = await client.get(`/omnis/v3/mockups/${order.hash}/`, STORE);
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({
        mayAnswer: true,
        order: { number: order.id, status: 'In production' },
      });
      expect(page.json().mockups[0]).not.toHaveProperty('uploadedBy');
      const approved = await client.send('POST', `/omnis/v3/mockups/${order.hash}/answer/`, STORE, {
        answer: 'approve',
      });
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toEqual({ message: BESPOKE_MESSAGES.approved, state: 'approved' });
      expect(await statusOf(order.id)).toBe('bespoke_documents_printed');
      const again = await client.send('POST', `/omnis/v3/mockups/${order.hash}/answer/`, STORE, {
        answer: 'approve',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: BESPOKE_MESSAGES.noMockupToAnswer });
    });

    it('answers 422 with the exact message for a change request without a comment, writing nothing', async () => {
      const order = await paidQuote();
      await uploadAs(staff, order.id, image);
      const response = await client.send('POST', `/omnis/v3/mockups/${order.hash}/answer/`, STORE, {
        answer: 'changes',
        comment: ' ',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: BESPOKE_MESSAGES.commentRequired,
        errors: { comment: [BESPOKE_MESSAGES.commentRequired] },
      });
      const [row] = await database.db
        .select()
        .from(mockupApprovals)
        .where(eq(mockupApprovals.orderId, order.id));
      expect(row).toMatchObject({ state: 'pending', comment: null, answeredAt: null });
      expect(await statusOf(order.id)).toBe('bespoke_production');
    });

    it("answers 404 for another store's order hash, the platform host and an unknown hash, changing nothing", async () => {
      const order = await paidQuote();
      await uploadAs(staff, order.id, image);
      const elsewhere = await paidQuote(otherId);
      for (const [host, hash] of [
        [OTHER, order.hash],
        [PLATFORM, order.hash],
        [STORE, elsewhere.hash],
        [STORE, 'no-such-order'],
      ] as const) {
        const read = await client.get(`/omnis/v3/mockups/${hash}/`, host);
        expect(read.statusCode).toBe(404);
        const answer = await client.send('POST', `/omnis/v3/mockups/${hash}/answer/`, host, {
          answer: 'approve',
        });
        expect(answer.statusCode).toBe(404);
      }
      expect(await statusOf(order.id)).toBe('bespoke_production');
      const unknownHost = await client.get(`/omnis/v3/mockups/${order.hash}/`, 'nowhere.localhost');
      expect(unknownHost.statusCode).toBe(404);
    });
  });
});
