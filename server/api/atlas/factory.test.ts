import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelCode } from '../../../core/factory';
import { createTestCustomer, TEST_PASSWORD } from '../../../domain/accounts/testing';
import type { DatabaseHandle } from '../../../domain/db';
import { openTestDatabase, testEngines } from '../../../domain/db/testing';
import { factoryLabels, labelPretreatLogs, labelPrintLogs } from '../../../domain/factory';
import { orderItems, orderStatusLogs, orders } from '../../../domain/orders';
import { createTestOrder } from '../../../domain/orders/testing';
import { createPlatformStore, createTestStore } from '../../../domain/testing/fixtures';
import { pdfBarcodes } from '../../../tests/support/barcode';
import { type ApiClient, apiClient, buildTestServer } from '../../testing';
import { type Browser, browser } from '../accounts.testing';

const PLATFORM = 'localhost';
const STORE = 'factory-api.localhost';
const DENIED = { message: 'Permission denied' };
const API = '/omnis/v3/atlas';

describe.each(testEngines)('atlas factory API on %s', (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let client: ApiClient;
  let shopId: number;
  let staff: Browser;
  let staffOnStore: Browser;
  let ordersOnly: Browser;
  let shopper: Browser;

  async function signIn(email: string, host: string): Promise<Browser> {
    const person = browser(client);
    const response = await person.send('POST', '/omnis/v3/dashboard/secure/login/', host, {
      email,
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    return person;
  }

  const paidOrder = (quantities: number[]) =>
    createTestOrder(database.db, shopId, {
      items: quantities.map((quantity, index) => ({
        quantity,
        sku: `API${index}-TEE-NAVY-M`,
        name: `Tee ${index}`,
      })),
    });
  const labelsOf = (orderId: number) =>
    database.db
      .select()
      .from(factoryLabels)
      .where(eq(factoryLabels.orderId, orderId))
      .orderBy(factoryLabels.counter);
  const countOf = async (table: typeof labelPrintLogs | typeof labelPretreatLogs | typeof orderStatusLogs) =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
  const print = (person: Browser, body: unknown, host = PLATFORM) =>
    person.send('POST', `${API}/factory/labels/print/`, host, body);

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const shop = await createTestStore(database.db, {
      subdomain: 'factory-api',
      companyName: 'Factory API Shop',
    });
    shopId = shop.id;
    await createPlatformStore(database.db);
    app = await buildTestServer(database);
    client = await apiClient(app);
    const worker = await createTestCustomer(database.db, {
      internal: true,
      staffPermissions: ['fulfilment'],
    });
    const limited = await createTestCustomer(database.db, { internal: true, staffPermissions: ['orders'] });
    const customer = await createTestCustomer(database.db);
    staff = await signIn(worker.email, PLATFORM);
    staffOnStore = await signIn(worker.email, STORE);
    ordersOnly = await signIn(limited.email, PLATFORM);
    shopper = await signIn(customer.email, PLATFORM);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('prints labels as a PDF whose barcodes read back as the labels, and lists them', async () => {
    const order = await paidOrder([2]);
    const queue = await staff.get(`${API}/factory/queue/`, PLATFORM);
    expect(queue.statusCode).toBe(200);
    expect(queue.json().toPrint.map((row: { id: number }) => row.id)).toContain(order.id);

    const response = await print(staff, { orderIds: [order.id] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="labels-${order.id}.pdf"`);
    expect(response.headers['cache-control']).toBe('no-store');
    const labels = await labelsOf(order.id);
    expect(labels).toHaveLength(2);
    expect((await pdfBarcodes(new Uint8Array(response.rawPayload))).sort()).toEqual(
      labels.map((label) => labelCode(label.id)).sort(),
    );

    const listed = await staff.get(`${API}/orders/${order.id}/labels/`, PLATFORM);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().order).toMatchObject({
      id: order.id,
      status: 'label_printed',
      store: 'Factory API Shop',
    });
    expect(
      listed.json().labels.map((label: { counter: number; total: number }) => [label.counter, label.total]),
    ).toEqual([
      [1, 2],
      [2, 2],
    ]);
    expect((await staff.get(`${API}/orders/99999999/labels/`, PLATFORM)).statusCode).toBe(404);
    expect((await staff.get(`${API}/orders/abc/labels/`, PLATFORM)).json()).toEqual({
      message: 'Order not found',
      errors: { order: ['Order not found'] },
    });
  });

  it('refuses a reprint without a reason: 422 with the exact message, nothing written', async () => {
    const order = await paidOrder([1]);
    expect((await print(staff, { orderIds: [order.id] })).statusCode).toBe(200);
    const logs = await countOf(labelPrintLogs);
    const refused = await print(staff, { orderIds: [order.id], reason: '  ' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'Please give a reason for the reprint',
      errors: { reason: ['Please give a reason for the reprint'] },
    });
    const empty = await print(staff, { orderIds: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      message: 'Choose at least one order to print',
      errors: { orderIds: ['Choose at least one order to print'] },
    });
    expect(await countOf(labelPrintLogs)).toBe(logs);
    const reprint = await print(staff, { orderIds: [order.id], reason: 'Printer jammed' });
    expect(reprint.statusCode).toBe(200);
    expect(await countOf(labelPrintLogs)).toBe(logs + 1);
    expect((await labelsOf(order.id))[0]?.timesPrinted).toBe(2);
  });

  it('scans a label picked, logs pretreatment, cancels a label and ships the order', async () => {
    const order = await paidOrder([1, 1, 1]);
    await print(staff, { orderIds: [order.id] });
    const [a, b, c] = await labelsOf(order.id);
    const code = (label: typeof a) => labelCode(label?.id ?? 0);

    const pretreats = await countOf(labelPretreatLogs);
    const pretreat = await staff.send('POST', `${API}/factory/pretreat/`, PLATFORM, { code: code(a) });
    expect(pretreat.statusCode).toBe(200);
    expect(pretreat.json()).toEqual({ message: `Pretreatment logged: ${code(a)}`, labelId: a?.id });
    const badPretreat = await staff.send('POST', `${API}/factory/pretreat/`, PLATFORM, { code: '' });
    expect(badPretreat.statusCode).toBe(422);
    expect(badPretreat.json()).toEqual({
      message: 'Scan or type a label code',
      errors: { code: ['Scan or type a label code'] },
    });
    expect(await countOf(labelPretreatLogs)).toBe(pretreats + 1);

    const picked = await staff.send('POST', `${API}/factory/scan/`, PLATFORM, { code: code(a) });
    expect(picked.statusCode).toBe(200);
    const hole = picked.json().pigeonhole as number;
    expect(picked.json()).toMatchObject({
      message: `Put it in pigeonhole ${hole}`,
      progress: '1 of 3 picked: 2 to go.',
    });
    expect(picked.json().label).toMatchObject({ orderId: order.id, counter: 1, total: 3 });
    const twice = await staff.send('POST', `${API}/factory/scan/`, PLATFORM, { code: code(a) });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toMatch(/^This label was already picked on /);
    const unknown = await staff.send('POST', `${API}/factory/scan/`, PLATFORM, { code: 'L99999999' });
    expect(unknown.json()).toEqual({
      message: 'No label has this code. Check the code and scan it again.',
      errors: { code: ['No label has this code. Check the code and scan it again.'] },
    });

    const noReason = await staff.send('POST', `${API}/factory/labels/${c?.id}/cancel/`, PLATFORM, {
      reason: '',
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json()).toEqual({
      message: 'Please give a reason for cancelling the label',
      errors: { reason: ['Please give a reason for cancelling the label'] },
    });
    const item = async () =>
      (
        await database.db
          .select()
          .from(orderItems)
          .where(eq(orderItems.id, c?.orderItemId ?? 0))
      )[0];
    expect((await item())?.cancelledQuantity).toBe(0);
    const cancelled = await staff.send('POST', `${API}/factory/labels/${c?.id}/cancel/`, PLATFORM, {
      reason: 'Out of stock',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ message: 'Label cancelled: it no longer counts in the order.' });
    expect((await item())?.cancelledQuantity).toBe(1);
    expect(
      (await staff.send('POST', `${API}/factory/labels/99999999/cancel/`, PLATFORM, { reason: 'x' }))
        .statusCode,
    ).toBe(404);

    const moves = await countOf(orderStatusLogs);
    const early = await staff.send('POST', `${API}/factory/ship/`, PLATFORM, {
      order: String(order.id),
      trackingCode: 'RM123456789GB',
    });
    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual({
      message: 'Pick every label of this order before shipping it: 1 of 2 picked.',
      errors: { order: ['Pick every label of this order before shipping it: 1 of 2 picked.'] },
    });
    const noTracking = await staff.send('POST', `${API}/factory/ship/`, PLATFORM, {
      order: String(order.id),
      trackingCode: '',
    });
    expect(noTracking.statusCode).toBe(422);
    expect(noTracking.json().errors.trackingCode).toEqual(['Enter or scan the tracking code']);
    expect(await countOf(orderStatusLogs)).toBe(moves);

    await staff.send('POST', `${API}/factory/scan/`, PLATFORM, { code: code(b) });
    const shipped = await staff.send('POST', `${API}/factory/ship/`, PLATFORM, {
      order: code(b),
      trackingCode: 'RM123456789GB',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toEqual({
      orderId: order.id,
      status: 'complete',
      trackingCodes: ['RM123456789GB'],
      message: 'Shipped: the shopper has been emailed the tracking code.',
    });
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.trackingCodes).toEqual(['RM123456789GB']);
  });

  it("answers 403 to staff without 'fulfilment', shoppers and the signed out, writing nothing", async () => {
    const order = await paidOrder([1]);
    const calls: [string, string, unknown?][] = [
      ['GET', `${API}/factory/queue/`],
      ['GET', `${API}/orders/${order.id}/labels/`],
      ['POST', `${API}/factory/labels/print/`, { orderIds: [order.id] }],
      ['POST', `${API}/factory/scan/`, { code: 'L00000001' }],
      ['POST', `${API}/factory/pretreat/`, { code: 'L00000001' }],
      ['POST', `${API}/factory/labels/1/cancel/`, { reason: 'x' }],
      ['POST', `${API}/factory/ship/`, { order: String(order.id), trackingCode: 'RM123456789GB' }],
    ];
    const moves = await countOf(orderStatusLogs);
    for (const person of [ordersOnly, shopper, browser(client)])
      for (const [method, url, body] of calls) {
        const response =
          method === 'GET' ? await person.get(url, PLATFORM) : await person.send('POST', url, PLATFORM, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual(DENIED);
      }
    expect(await labelsOf(order.id)).toEqual([]);
    expect(await countOf(orderStatusLogs)).toBe(moves);
  });

  it("answers 404 from a store's host, even for staff", async () => {
    const order = await paidOrder([1]);
    expect((await staffOnStore.get(`${API}/factory/queue/`, STORE)).statusCode).toBe(404);
    const printed = await print(staffOnStore, { orderIds: [order.id] }, STORE);
    expect(printed.statusCode).toBe(404);
    expect(printed.json()).toEqual({ message: '404 Not found' });
    const scanned = await staffOnStore.send('POST', `${API}/factory/scan/`, STORE, { code: 'L00000001' });
    expect(scanned.statusCode).toBe(404);
    expect(await labelsOf(order.id)).toEqual([]);
  });

  it('picks a label once when two scans of it arrive together', async () => {
    const order = await paidOrder([2]);
    await print(staff, { orderIds: [order.id] });
    const [label] = await labelsOf(order.id);
    const other = await signIn(
      (await createTestCustomer(database.db, { internal: true, staffPermissions: ['fulfilment'] })).email,
      PLATFORM,
    );
    const body = { code: labelCode(label?.id ?? 0) };
    const answers = await Promise.all([
      staff.send('POST', `${API}/factory/scan/`, PLATFORM, body),
      other.send('POST', `${API}/factory/scan/`, PLATFORM, body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const [after] = await labelsOf(order.id);
    expect(after?.pickedAt).toBeInstanceOf(Date);
  });
});
