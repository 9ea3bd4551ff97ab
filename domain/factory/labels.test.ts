import { eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelCode } from '../../core/factory';
import { pdfBarcodes } from '../../tests/support/barcode';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { getReceipt, orderItems, orders } from '../orders';
import { createTestOrder } from '../orders/testing';
import { visitorContext } from '../testing/fixtures';
import { cancelLabel, factoryQueue, logPretreat, orderLabels, printLabels, scanPick, shipOrder } from '.';
import { factoryLabels, type labelPretreatLogs, labelPrintLogs, pigeonholeLogs } from './tables';
import { factoryWorld, orderRow, statusTrail } from './testing';

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    const e = error as { status: number; message: string; errors?: Record<string, string[]> };
    return { status: e.status, message: e.message, errors: e.errors };
  }
  throw new Error('expected a failure');
};

describe.each(testEngines)('factory labels on %s', (engine) => {
  let database: DatabaseHandle;
  let world: Awaited<ReturnType<typeof factoryWorld>>;
  let staff: { ctx: ServiceContext; userId: number };
  let shopId: number;

  const labelsOf = (orderId: number) =>
    database.db
      .select()
      .from(factoryLabels)
      .where(eq(factoryLabels.orderId, orderId))
      .orderBy(factoryLabels.counter);
  const count = async (table: typeof labelPrintLogs | typeof pigeonholeLogs | typeof labelPretreatLogs) =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
  const paidOrder = (quantities: number[], extra: Parameters<typeof createTestOrder>[2] = {}) =>
    createTestOrder(database.db, shopId, {
      items: quantities.map((quantity, index) => ({
        quantity,
        name: `Tee ${index + 1}`,
        sku: `TEE${index + 1}-CLASSIC-NAVY-M`,
      })),
      ...extra,
    });

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    world = await factoryWorld(database.db);
    shopId = world.shop.id;
    staff = await world.staffContext();
  });
  afterAll(async () => {
    await database.close();
  });

  it('prints a paid order: one label per unit of active quantity, moves it to label_printed, counts the print', async () => {
    const order = await paidOrder([2, 1, 1]);
    // One unit of the third line was returned already: it gets no label.
    await database.db
      .update(orderItems)
      .set({ returnedQuantity: 1 })
      .where(eq(orderItems.id, order.items[2]?.id ?? 0));
    const queue = await factoryQueue(staff.ctx);
    expect(queue.toPrint.find((row) => row.id === order.id)).toMatchObject({
      units: 3,
      status: 'paid',
      store: 'Factory Shop',
    });

    const printed = await printLabels(staff.ctx, { orderIds: [order.id] });
    expect(printed.labels).toBe(3);
    const labels = await labelsOf(order.id);
    expect(labels.map((label) => [label.counter, label.orderItemId, label.timesPrinted])).toEqual([
      [1, order.items[0]?.id, 1],
      [2, order.items[0]?.id, 1],
      [3, order.items[1]?.id, 1],
    ]);
    expect(labels[0]?.pickface).toMatch(/^[A-H]-\d{2}-[1-4]$/);
    expect(labels[0]?.pickface).toBe(labels[1]?.pickface);
    expect((await orderRow(database.db, order.id)).statusId).not.toBe(order.statusId);
    expect((await statusTrail(database.db, order.id)).slice(-2)).toEqual([
      { code: 'processing', userId: staff.userId },
      { code: 'label_printed', userId: staff.userId },
    ]);

    const pdf = await PDFDocument.load(printed.pdf);
    expect(pdf.getPageCount()).toBe(3);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 288, height: 432 });
    expect((await pdfBarcodes(printed.pdf)).sort()).toEqual(
      labels.map((label) => labelCode(label.id)).sort(),
    );
    const view = await orderLabels(staff.ctx, order.id);
    expect(view.order).toMatchObject({ status: 'label_printed', units: 3, store: 'Factory Shop' });
    expect(view.labels[1]).toMatchObject({
      counter: 2,
      total: 3,
      timesPrinted: 1,
      code: labelCode(labels[1]?.id ?? 0),
    });
    expect(view.labels[0]?.prints).toHaveLength(1);
    expect(view.labels[0]?.prints[0]?.reason).toBeNull();
    expect((await factoryQueue(staff.ctx)).toShip.find((row) => row.id === order.id)).toMatchObject({
      labels: 3,
      picked: 0,
    });
  });

  it("a reprint needs a reason: 422 'Please give a reason for the reprint', nothing written; then it is logged", async () => {
    const order = await paidOrder([2]);
    await printLabels(staff.ctx, { orderIds: [order.id] });
    const logs = await count(labelPrintLogs);
    for (const reason of [undefined, '', '   ']) {
      const refused = await failure(
        printLabels(staff.ctx, { orderIds: [order.id], ...(reason === undefined ? {} : { reason }) }),
      );
      expect(refused).toEqual({
        status: 422,
        message: 'Please give a reason for the reprint',
        errors: { reason: ['Please give a reason for the reprint'] },
      });
    }
    expect(await count(labelPrintLogs)).toBe(logs);
    expect((await labelsOf(order.id)).map((label) => label.timesPrinted)).toEqual([1, 1]);

    const [first] = await labelsOf(order.id);
    const again = await printLabels(staff.ctx, {
      orderIds: [order.id],
      labelIds: [first?.id ?? 0],
      reason: ' Smudged ',
    });
    expect(again.labels).toBe(1);
    expect((await labelsOf(order.id)).map((label) => label.timesPrinted)).toEqual([2, 1]);
    const view = await orderLabels(staff.ctx, order.id);
    expect(view.labels[0]?.prints.map((log) => log.reason)).toEqual([null, 'Smudged']);
  });

  it('refuses orders that are not ready for labels, and paper orders, before writing anything', async () => {
    const fresh = await createTestOrder(database.db, shopId, { status: 'new' });
    const paper = await paidOrder([1], { fulfillmentFactory: 'newport' });
    const paid = await paidOrder([1]);
    const logs = await count(labelPrintLogs);
    for (const orderId of [fresh.id, paper.id]) {
      const refused = await failure(printLabels(staff.ctx, { orderIds: [paid.id, orderId] }));
      expect(refused).toEqual({
        status: 422,
        message: `Order #${orderId}: This order is not ready for labels`,
        errors: { orderIds: ['This order is not ready for labels'] },
      });
    }
    expect(await labelsOf(paid.id)).toEqual([]);
    expect(await count(labelPrintLogs)).toBe(logs);
    expect((await failure(printLabels(staff.ctx, { orderIds: [999_999] }))).status).toBe(404);
    expect((await failure(printLabels(staff.ctx, { orderIds: [] }))).message).toBe(
      'Choose at least one order to print',
    );
  });

  it('picks by scanning: pigeonholes for multi-item orders, single items to packing, clear refusals', async () => {
    const multi = await paidOrder([3]);
    const other = await paidOrder([1, 1]);
    const single = await paidOrder([1]);
    await printLabels(staff.ctx, { orderIds: [multi.id, other.id, single.id] });
    const [a, b, c] = await labelsOf(multi.id);
    const [d] = await labelsOf(other.id);
    const [s] = await labelsOf(single.id);
    const hole = (await scanPick(staff.ctx, { code: labelCode(a?.id ?? 0) })).pigeonhole ?? 0;
    expect(hole).toBeGreaterThan(0);
    const second = await scanPick(staff.ctx, { code: ` ${labelCode(b?.id ?? 0).toLowerCase()} ` });
    expect(second).toMatchObject({
      message: `Put it in pigeonhole ${hole}`,
      pigeonhole: hole,
      progress: '2 of 3 picked: 1 to go.',
    });
    const elsewhere = await scanPick(staff.ctx, { code: labelCode(d?.id ?? 0) });
    expect(elsewhere.pigeonhole).not.toBe(hole);
    expect(elsewhere.message).toBe(`Put it in pigeonhole ${elsewhere.pigeonhole}`);
    expect(await scanPick(staff.ctx, { code: labelCode(s?.id ?? 0) })).toMatchObject({
      message: 'Single item: take it to packing',
      pigeonhole: null,
      progress: 'All 1 picked: the order is ready for packing.',
    });
    expect((await orderRow(database.db, multi.id)).pigeonhole).toBe(String(hole));
    const [picked] = await database.db
      .select()
      .from(factoryLabels)
      .where(eq(factoryLabels.id, a?.id ?? 0));
    expect(picked).toMatchObject({ pickedUserId: staff.userId, toBePicked: false });

    const holes = await count(pigeonholeLogs);
    const again = await failure(scanPick(staff.ctx, { code: labelCode(a?.id ?? 0) }));
    expect(again.status).toBe(422);
    expect(again.message).toMatch(/^This label was already picked on \d\d\/\d\d\/\d\d \d\d:\d\d (am|pm)\.$/);
    expect(await failure(scanPick(staff.ctx, { code: 'L99999999' }))).toEqual({
      status: 422,
      message: 'No label has this code. Check the code and scan it again.',
      errors: { code: ['No label has this code. Check the code and scan it again.'] },
    });
    expect((await failure(scanPick(staff.ctx, { code: 'hello' }))).message).toBe(
      'No label has this code. Check the code and scan it again.',
    );
    expect((await failure(scanPick(staff.ctx, { code: '' }))).message).toBe('Scan or type a label code');
    await cancelLabel(staff.ctx, c?.id ?? 0, { reason: 'Misprint' });
    expect((await failure(scanPick(staff.ctx, { code: labelCode(c?.id ?? 0) }))).message).toBe(
      'This label was cancelled: do not pick it.',
    );
    expect(await count(pigeonholeLogs)).toBe(holes);
  });

  it('cancels a label with a reason: it stops counting in the active quantity', async () => {
    const order = await paidOrder([2]);
    await printLabels(staff.ctx, { orderIds: [order.id] });
    const [label] = await labelsOf(order.id);
    const id = label?.id ?? 0;
    expect(await failure(cancelLabel(staff.ctx, id, { reason: ' ' }))).toEqual({
      status: 422,
      message: 'Please give a reason for cancelling the label',
      errors: { reason: ['Please give a reason for cancelling the label'] },
    });
    const item = async () =>
      (
        await database.db
          .select()
          .from(orderItems)
          .where(eq(orderItems.id, order.items[0]?.id ?? 0))
      )[0];
    expect((await item())?.cancelledQuantity).toBe(0);
    expect(await cancelLabel(staff.ctx, id, { reason: 'Garment damaged' })).toEqual({
      message: 'Label cancelled: it no longer counts in the order.',
    });
    expect((await item())?.cancelledQuantity).toBe(1);
    const [cancelled] = await database.db.select().from(factoryLabels).where(eq(factoryLabels.id, id));
    expect(cancelled).toMatchObject({
      cancelled: true,
      cancelReason: 'Garment damaged',
      cancelledUserId: staff.userId,
    });
    expect(cancelled?.cancelledAt).toBeInstanceOf(Date);
    expect((await failure(cancelLabel(staff.ctx, id, { reason: 'again' }))).message).toBe(
      'This label is already cancelled.',
    );
    expect((await item())?.cancelledQuantity).toBe(1);
    expect((await failure(cancelLabel(staff.ctx, 99_999_999, { reason: 'x' }))).status).toBe(404);
    expect((await orderLabels(staff.ctx, order.id)).order.units).toBe(1);
    // A reprint leaves the cancelled label out.
    expect((await printLabels(staff.ctx, { orderIds: [order.id], reason: 'Jammed' })).labels).toBe(1);
  });

  it('logs pretreatment by scan', async () => {
    const order = await paidOrder([1]);
    await printLabels(staff.ctx, { orderIds: [order.id] });
    const [label] = await labelsOf(order.id);
    expect(await logPretreat(staff.ctx, { code: labelCode(label?.id ?? 0) })).toEqual({
      message: `Pretreatment logged: ${labelCode(label?.id ?? 0)}`,
      labelId: label?.id,
    });
    expect((await orderLabels(staff.ctx, order.id)).labels[0]?.pretreats).toHaveLength(1);
    expect((await failure(logPretreat(staff.ctx, { code: 'L77777777' }))).status).toBe(422);
  });

  it('ships once every label is picked: consolidated, packing (pigeonhole freed), complete with the tracking code', async () => {
    const order = await paidOrder([2]);
    await printLabels(staff.ctx, { orderIds: [order.id] });
    const [a, b] = await labelsOf(order.id);
    await scanPick(staff.ctx, { code: labelCode(a?.id ?? 0) });
    const trail = (await statusTrail(database.db, order.id)).length;
    expect(
      await failure(shipOrder(staff.ctx, { order: String(order.id), trackingCode: 'RM123456789GB' })),
    ).toEqual({
      status: 422,
      message: 'Pick every label of this order before shipping it: 1 of 2 picked.',
      errors: { order: ['Pick every label of this order before shipping it: 1 of 2 picked.'] },
    });
    expect(
      (await failure(shipOrder(staff.ctx, { order: String(order.id), trackingCode: 'x' }))).errors,
    ).toEqual({
      trackingCode: ['Please enter a valid tracking code (6 to 40 letters, digits or dashes)'],
    });
    expect(
      (await failure(shipOrder(staff.ctx, { order: '99999999', trackingCode: 'RM123456789GB' }))).errors,
    ).toEqual({
      order: ['No order has this number or label code'],
    });
    expect((await statusTrail(database.db, order.id)).length).toBe(trail);
    await scanPick(staff.ctx, { code: labelCode(b?.id ?? 0) });
    const shipped = await shipOrder(staff.ctx, {
      order: labelCode(b?.id ?? 0),
      trackingCode: 'rm123456789gb',
    });
    expect(shipped).toEqual({
      orderId: order.id,
      status: 'complete',
      trackingCodes: ['RM123456789GB'],
      message: 'Shipped: the shopper has been emailed the tracking code.',
    });
    expect((await statusTrail(database.db, order.id)).slice(-4)).toEqual(
      ['printed', 'consolidated', 'packing', 'complete'].map((code) => ({ code, userId: staff.userId })),
    );
    const row = await orderRow(database.db, order.id);
    expect(row.trackingCodes).toEqual(['RM123456789GB']);
    expect(row.pigeonhole).toBeNull();
    // The shopper's receipt says it shipped, with the tracking code (receipts are found by a hex hash).
    const hash = order.id.toString(16).padStart(32, 'f');
    await database.db.update(orders).set({ hash }).where(eq(orders.id, order.id));
    expect(await getReceipt(visitorContext(database.db, world.shop), hash)).toMatchObject({
      status: { code: 'complete', percentComplete: 1 },
      shipped: true,
      trackingCodes: ['RM123456789GB'],
    });
    expect(
      (await failure(shipOrder(staff.ctx, { order: String(order.id), trackingCode: 'RM123456789GB' })))
        .errors,
    ).toEqual({
      order: ['This order is not ready to ship'],
    });
  });

  it('is for staff with fulfilment, on the platform only', async () => {
    const order = await paidOrder([1]);
    const ordersOnly = await world.staffContext(['orders']);
    for (const call of [
      () => factoryQueue(ordersOnly.ctx),
      () => printLabels(ordersOnly.ctx, { orderIds: [order.id] }),
      () => scanPick(ordersOnly.ctx, { code: 'L00000001' }),
      () => orderLabels(ordersOnly.ctx, order.id),
      () => shipOrder(ordersOnly.ctx, { order: String(order.id), trackingCode: 'RM123456789GB' }),
      () => cancelLabel(ordersOnly.ctx, 1, { reason: 'x' }),
      () => logPretreat(visitorContext(database.db, world.platform), { code: 'L00000001' }),
    ])
      expect((await failure(call())).status).toBe(403);
    const onShop = { ...staff.ctx, store: world.shop };
    expect((await failure(printLabels(onShop, { orderIds: [order.id] }))).status).toBe(404);
    expect(await labelsOf(order.id)).toEqual([]);
    // 'fulfilment' comes with '*'.
    const everything = await world.staffContext(['*']);
    expect((await printLabels(everything.ctx, { orderIds: [order.id] })).labels).toBe(1);
  });

  it('picks a label once when it is scanned twice at the same moment', async () => {
    const order = await paidOrder([2]);
    await printLabels(staff.ctx, { orderIds: [order.id] });
    const [label] = await labelsOf(order.id);
    const other = await world.staffContext();
    const code = labelCode(label?.id ?? 0);
    const holes = await count(pigeonholeLogs);
    const results = await Promise.allSettled([scanPick(staff.ctx, { code }), scanPick(other.ctx, { code })]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason.message).toMatch(/^This label was already picked on /);
    expect(await count(pigeonholeLogs)).toBe(holes + 1);
  });

  it('hands two orders picked at the same moment two different pigeonholes', async () => {
    const first = await paidOrder([2]);
    const second = await paidOrder([2]);
    await printLabels(staff.ctx, { orderIds: [first.id, second.id] });
    const [a] = await labelsOf(first.id);
    const [b] = await labelsOf(second.id);
    const other = await world.staffContext();
    const [x, y] = await Promise.all([
      scanPick(staff.ctx, { code: labelCode(a?.id ?? 0) }),
      scanPick(other.ctx, { code: labelCode(b?.id ?? 0) }),
    ]);
    expect(x.pigeonhole).not.toBe(y.pigeonhole);
  });
});
