import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BESPOKE_MESSAGES, MOCKUP_EMAIL } from '../../core/bespoke';
import type { OrderStatusCode } from '../../core/orders';
import { linkFromEmail, outboxEmails } from '../accounts';
import { createTestCustomer, customerContext } from '../accounts/testing';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { orderStatuses, orderStatusLogs, orders } from '../orders';
import { createTestOrder } from '../orders/testing';
import { LocalMediaStorage } from '../storage';
import type { Store } from '../stores';
import { createPlatformStore, createTestStore, visitorContext } from '../testing/fixtures';
import {
  answerMockup,
  listFlowOrders,
  loadShopperMockupPage,
  loadStaffMockupPage,
  mockupApprovals,
  moveOrderOn,
  uploadMockup,
} from '.';

const PAID_QUOTE: OrderStatusCode[] = [
  'quote',
  'bespoke_requested_terms',
  'bespoke_authorised_terms',
  'bespoke_paid',
];

async function png(colour = '#336699'): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** The AppError a call fails with: its status, message and field errors. */
async function failure(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    const { status, message, errors } = error as { status: number; message: string; errors?: unknown };
    return { status, message, errors };
  }
  throw new Error('the call did not fail');
}

describe.each(testEngines)('bespoke mockups on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let otherStore: Store;
  let staff: ServiceContext;
  let staffUserId: number;
  let clerk: ServiceContext;
  let staffOnStore: ServiceContext;
  let shopper: ServiceContext;
  let mediaDir: string;
  let media: LocalMediaStorage;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const platform = await createPlatformStore(database.db);
    store = await createTestStore(database.db, { subdomain: 'bespoke-shop' });
    otherStore = await createTestStore(database.db, { subdomain: 'bespoke-other' });
    const person = await createTestCustomer(database.db, { staffPermissions: ['orders'] });
    staffUserId = person.staff?.id ?? 0;
    staff = customerContext(database.db, platform, person, true);
    staffOnStore = customerContext(database.db, store, person, true);
    const limited = await createTestCustomer(database.db, { staffPermissions: ['outbox'] });
    clerk = customerContext(database.db, platform, limited, true);
    shopper = visitorContext(database.db, store);
    mediaDir = mkdtempSync(path.join(tmpdir(), 'bespoke-mockups-'));
    media = new LocalMediaStorage(mediaDir);
  });
  afterAll(async () => {
    await database.close();
  });

  const paidQuote = (divisionId = store.id) =>
    createTestOrder(database.db, divisionId, {
      history: PAID_QUOTE.map((status) => ({ status })),
      email: 'club@example.com',
      quote: { contactName: 'Club Secretary' },
    });
  const statusOf = async (orderId: number) =>
    (
      await database.db
        .select({ code: orderStatuses.code })
        .from(orders)
        .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
        .where(eq(orders.id, orderId))
    )[0]?.code;
  const logOf = (orderId: number) =>
    database.db
      .select({ code: orderStatuses.code, userId: orderStatusLogs.userId })
      .from(orderStatusLogs)
      .innerJoin(orderStatuses, eq(orderStatuses.id, orderStatusLogs.statusId))
      .where(eq(orderStatusLogs.orderId, orderId))
      .orderBy(asc(orderStatusLogs.id));
  const mockupsOf = (orderId: number) =>
    database.db
      .select()
      .from(mockupApprovals)
      .where(eq(mockupApprovals.orderId, orderId))
      .orderBy(asc(mockupApprovals.id));
  const emailsTo = (divisionId: number) =>
    database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.divisionId, divisionId), eq(outboxEmails.kind, 'mockup-approval')));
  const upload = async (orderId: number, colour?: string) =>
    uploadMockup(staff, media, orderId, { contentType: 'image/png', data: await png(colour) });

  it('sends the first mockup of a paid quote: production starts, logged with the staff member, and the shopper is emailed the link', async () => {
    const order = await paidQuote();
    const before = (await emailsTo(store.id)).length;
    const result = await upload(order.id);
    expect(result.message).toBe(BESPOKE_MESSAGES.uploaded);
    expect(result.status).toBe('bespoke_production');
    expect(await statusOf(order.id)).toBe('bespoke_production');
    expect((await logOf(order.id)).at(-1)).toEqual({ code: 'bespoke_production', userId: staffUserId });

    const [mockup] = await mockupsOf(order.id);
    expect(mockup).toMatchObject({ state: 'pending', uploadedBy: staffUserId, width: 40, height: 30 });
    expect(mockup?.image).toMatch(new RegExp(`^/media/mockups/${store.id}/[0-9a-f]{32}\\.webp$`));
    expect(existsSync(path.join(mediaDir, (mockup?.image ?? '').replace('/media/', '')))).toBe(true);

    const emails = await emailsTo(store.id);
    expect(emails).toHaveLength(before + 1);
    const email = emails.at(-1);
    expect(email?.to).toBe('club@example.com');
    expect(email?.subject).toBe(MOCKUP_EMAIL.subject(order.id));
    const link = linkFromEmail(email ?? { text: '' }, `/mockup/${order.hash}/`);
    expect(link).toMatch(new RegExp(`^https?://bespoke-shop\\.[^/]+/mockup/${order.hash}/$`));
  });

  it('shows the shopper the mockup by the order hash, and only in its own store', async () => {
    const order = await paidQuote();
    await upload(order.id);
    const page = await loadShopperMockupPage(shopper, order.hash);
    expect(page.mayAnswer).toBe(true);
    expect(page.order).toEqual({ number: order.id, status: 'In production' });
    expect(page.mockups).toHaveLength(1);
    expect(page.mockups[0]).not.toHaveProperty('uploadedBy');
    expect(
      await failure(loadShopperMockupPage(visitorContext(database.db, otherStore), order.hash)),
    ).toMatchObject({ status: 404, message: BESPOKE_MESSAGES.mockupNotFound });
    expect(await failure(loadShopperMockupPage(shopper, 'no-such-hash'))).toMatchObject({ status: 404 });
    expect(
      await failure(answerMockup(visitorContext(database.db, otherStore), order.hash, { answer: 'approve' })),
    ).toMatchObject({ status: 404 });
    expect(await statusOf(order.id)).toBe('bespoke_production');
  });

  it('keeps a change request, takes a new mockup without moving, then approval moves the order on without a staff member', async () => {
    const order = await paidQuote();
    await upload(order.id, '#aa0000');
    const asked = await answerMockup(shopper, order.hash, {
      answer: 'changes',
      comment: 'Make the logo bigger',
    });
    expect(asked).toEqual({ state: 'changes_requested', message: BESPOKE_MESSAGES.changesRequested });
    expect(await statusOf(order.id)).toBe('bespoke_production');
    expect((await loadShopperMockupPage(shopper, order.hash)).mayAnswer).toBe(false);

    await upload(order.id, '#00aa00');
    expect(await statusOf(order.id)).toBe('bespoke_production');
    const approved = await answerMockup(shopper, order.hash, { answer: 'approve' });
    expect(approved).toEqual({ state: 'approved', message: BESPOKE_MESSAGES.approved });
    expect(await statusOf(order.id)).toBe('bespoke_documents_printed');
    expect((await logOf(order.id)).slice(-2)).toEqual([
      { code: 'bespoke_production', userId: staffUserId },
      { code: 'bespoke_documents_printed', userId: null },
    ]);
    const rows = await mockupsOf(order.id);
    expect(rows.map((row) => [row.state, row.comment])).toEqual([
      ['changes_requested', 'Make the logo bigger'],
      ['approved', null],
    ]);
    expect(rows.every((row) => row.answeredAt instanceof Date)).toBe(true);

    const staffPage = await loadStaffMockupPage(staff, order.id);
    expect(staffPage.mockups.map((mockup) => mockup.state)).toEqual(['approved', 'changes_requested']);
    expect(staffPage.mockups[1]?.comment).toBe('Make the logo bigger');
    expect(staffPage.order.status).toEqual({ code: 'bespoke_documents_printed', name: 'Documents printed' });
    expect(staffPage.canUpload).toBe(false);
    expect(staffPage.moves.map((move) => move.code)).toEqual(['bespoke_sorted']);
    expect(staffPage.shopperUrl).toMatch(new RegExp(`/mockup/${order.hash}/$`));

    expect(await failure(answerMockup(shopper, order.hash, { answer: 'approve' }))).toMatchObject({
      status: 409,
      message: BESPOKE_MESSAGES.noMockupToAnswer,
    });
  });

  it('marks an unanswered mockup superseded when a newer one is sent', async () => {
    const order = await paidQuote();
    await upload(order.id, '#111111');
    await upload(order.id, '#222222');
    expect((await mockupsOf(order.id)).map((row) => row.state)).toEqual(['superseded', 'pending']);
    expect((await logOf(order.id)).filter((row) => row.code === 'bespoke_production')).toHaveLength(1);
  });

  it('refuses a bad file with its message (422) and writes nothing', async () => {
    const order = await paidQuote();
    const emails = (await emailsTo(store.id)).length;
    const cases: [{ contentType: string | undefined; data: unknown }, string][] = [
      [{ contentType: 'image/png', data: Buffer.alloc(0) }, BESPOKE_MESSAGES.fileRequired],
      [{ contentType: 'application/pdf', data: Buffer.from('%PDF-1.4') }, BESPOKE_MESSAGES.fileFormats],
      [{ contentType: 'image/png', data: Buffer.from('not a png at all') }, BESPOKE_MESSAGES.fileUnreadable],
      [{ contentType: 'image/jpeg', data: await png() }, BESPOKE_MESSAGES.fileUnreadable],
      [{ contentType: 'image/png', data: Buffer.alloc(5 * 1024 * 1024 + 1) }, BESPOKE_MESSAGES.fileTooLarge],
    ];
    for (const [file, message] of cases)
      expect(await failure(uploadMockup(staff, media, order.id, file))).toEqual({
        status: 422,
        message,
        errors: { file: [message] },
      });
    expect(await statusOf(order.id)).toBe('bespoke_paid');
    expect(await mockupsOf(order.id)).toEqual([]);
    expect(await emailsTo(store.id)).toHaveLength(emails);
  });

  it('refuses a mockup for an order that is not a paid bespoke order (409), writing nothing', async () => {
    const normal = await createTestOrder(database.db, store.id, { status: 'paid' });
    expect(await failure(upload(normal.id))).toMatchObject({
      status: 409,
      message: BESPOKE_MESSAGES.notBespoke,
    });
    const unpaid = await createTestOrder(database.db, store.id, {
      history: [{ status: 'quote' }, { status: 'bespoke_requested_terms' }],
      quote: {},
    });
    expect(await failure(upload(unpaid.id))).toMatchObject({
      status: 409,
      message: BESPOKE_MESSAGES.notAwaitingMockup,
    });
    expect(await mockupsOf(normal.id)).toEqual([]);
    expect(await mockupsOf(unpaid.id)).toEqual([]);
  });

  it('is for staff with the orders permission on the platform only', async () => {
    const fresh = await paidQuote();
    const file = { contentType: 'image/png', data: await png() };
    expect(await failure(uploadMockup(clerk, media, fresh.id, file))).toMatchObject({ status: 403 });
    expect(await failure(uploadMockup(staffOnStore, media, fresh.id, file))).toMatchObject({
      status: 404,
    });
    expect(await failure(uploadMockup(shopper, media, fresh.id, file))).toMatchObject({ status: 404 });
    expect(await failure(loadStaffMockupPage(clerk, fresh.id))).toMatchObject({ status: 403 });
    expect(await failure(loadStaffMockupPage(staff, 99_999_999))).toMatchObject({ status: 404 });
    expect(await mockupsOf(fresh.id)).toEqual([]);
  });

  it('answers two approvals at once once: one wins, the other is told, the order moves once', async () => {
    const order = await paidQuote();
    await upload(order.id);
    const results = await Promise.allSettled([
      answerMockup(shopper, order.hash, { answer: 'approve' }),
      answerMockup(visitorContext(database.db, store), order.hash, { answer: 'approve' }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({
      status: 409,
      message: BESPOKE_MESSAGES.noMockupToAnswer,
    });
    expect((await logOf(order.id)).filter((row) => row.code === 'bespoke_documents_printed')).toHaveLength(1);
  });

  it('moves an approved order on through sorting, printing and packing, and ships it with a tracking code', async () => {
    const order = await paidQuote();
    await upload(order.id);
    await answerMockup(shopper, order.hash, { answer: 'approve' });
    const steps: [OrderStatusCode, OrderStatusCode][] = [
      ['bespoke_documents_printed', 'bespoke_sorted'],
      ['bespoke_sorted', 'bespoke_printing'],
      ['bespoke_printing', 'bespoke_packing'],
    ];
    for (const [expected, to] of steps)
      expect(await moveOrderOn(staff, order.id, { to, expected })).toEqual({
        message: BESPOKE_MESSAGES.moved,
        status: to,
      });
    expect(
      await failure(moveOrderOn(staff, order.id, { to: 'bespoke_shipped', expected: 'bespoke_packing' })),
    ).toEqual({
      status: 422,
      message: BESPOKE_MESSAGES.trackingRequired,
      errors: { trackingCode: [BESPOKE_MESSAGES.trackingRequired] },
    });
    expect(
      await failure(
        moveOrderOn(staff, order.id, {
          to: 'bespoke_shipped',
          expected: 'bespoke_printing',
          trackingCode: 'X',
        }),
      ),
    ).toMatchObject({ status: 409 });
    expect(await statusOf(order.id)).toBe('bespoke_packing');
    await moveOrderOn(staff, order.id, {
      to: 'bespoke_shipped',
      expected: 'bespoke_packing',
      trackingCode: ' RM123456789GB ',
    });
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.trackingCodes).toEqual(['RM123456789GB']);
    expect(await statusOf(order.id)).toBe('bespoke_shipped');
    expect((await logOf(order.id)).at(-1)).toEqual({ code: 'bespoke_shipped', userId: staffUserId });
  });

  it('moves a paper order along the paper flow only', async () => {
    const order = await createTestOrder(database.db, store.id, {
      status: 'paid',
      fulfillmentFactory: 'newport',
    });
    const page = await loadStaffMockupPage(staff, order.id);
    expect(page.order.flow).toBe('paper');
    expect(page.canUpload).toBe(false);
    expect(page.steps.map((step) => step.name)).toEqual([
      'New or Paid',
      'Processing',
      'Printed',
      'Packing',
      'Disputed or Issue',
      'Complete or Exchanged or Refunded',
    ]);
    await moveOrderOn(staff, order.id, { to: 'processing', expected: 'paid' });
    expect(
      await failure(moveOrderOn(staff, order.id, { to: 'label_printed', expected: 'processing' })),
    ).toMatchObject({
      status: 409,
      message: 'An order cannot move from Processing to Label printed',
    });
  });

  it('lists bespoke orders after payment and paper orders in progress, across stores, for staff only', async () => {
    const bespoke = await paidQuote(otherStore.id);
    const paper = await createTestOrder(database.db, store.id, {
      status: 'processing',
      fulfillmentFactory: 'newport',
    });
    const normal = await createTestOrder(database.db, store.id, { status: 'paid' });
    const unpaidQuote = await createTestOrder(database.db, store.id, {
      history: [{ status: 'quote' }],
      quote: {},
    });
    const donePaper = await createTestOrder(database.db, store.id, {
      status: 'complete',
      fulfillmentFactory: 'newport',
    });
    const listed = await listFlowOrders(staff);
    const byId = new Map(listed.map((order) => [order.id, order]));
    expect(byId.get(bespoke.id)).toMatchObject({
      flow: 'bespoke',
      status: { code: 'bespoke_paid', name: 'Bespoke paid' },
      percentComplete: 3 / 8,
    });
    expect(byId.get(paper.id)).toMatchObject({
      flow: 'paper',
      status: { code: 'processing' },
      percentComplete: 1 / 5,
    });
    for (const order of [normal, unpaidQuote, donePaper]) expect(byId.has(order.id)).toBe(false);
    expect(await failure(listFlowOrders(clerk))).toMatchObject({ status: 403 });
    expect(await failure(listFlowOrders(shopper))).toMatchObject({ status: 404 });
  });
});
