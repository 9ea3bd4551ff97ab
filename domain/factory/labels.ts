import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { invalid, notFound, parseOrThrow } from '../../core/errors';
import {
  activeQuantity,
  alreadyPickedMessage,
  type CancelLabelInput,
  cancelLabelSchema,
  FACTORY_MESSAGES,
  firstFreePigeonhole,
  labelCode,
  labelIdOf,
  notAllPickedMessage,
  orderNumberOf,
  PICKABLE_STATUSES,
  type PrintLabelsInput,
  pickedProgress,
  pickfaceOf,
  pigeonholeMessage,
  printLabelsSchema,
  type ScanInput,
  SHIPPABLE_STATUSES,
  type ShipInput,
  scanSchema,
  shippingPath,
  shipSchema,
} from '../../core/factory';
import { type OrderStatusCode, orderDateTime, PAPER_FACTORY_CODE, statusName } from '../../core/orders';
import { requireStaffPermission, users } from '../accounts';
import type { ServiceContext } from '../context';
import type { Database } from '../db';
import { moveOrderAsStaff, staffOrderScope } from '../operator';
import { orderItems, orderStatusesByCode, orders } from '../orders';
import { divisions } from '../stores';
import { type LabelPrint, labelsPdf } from './pdf';
import { factoryLabels, labelPretreatLogs, labelPrintLogs, pigeonholeLogs } from './tables';

/** The permission every factory call needs (§6 staff permissions). */
export const FACTORY_PERMISSION = 'fulfilment';

/** Statuses in which an order holds its pigeonhole: picked units wait there until the order is packed. */
const HOLDING_STATUSES: OrderStatusCode[] = ['processing', 'label_printed', 'printed', 'consolidated'];

/** A key for the transaction lock that hands out pigeonholes one order at a time. */
const PIGEONHOLE_LOCK = 727_150;

async function codeOfStatus(db: Database, statusId: number): Promise<string> {
  const statuses = await orderStatusesByCode(db);
  return [...statuses.values()].find((row) => row.id === statusId)?.code ?? 'new';
}

async function statusIds(db: Database, codes: readonly string[]): Promise<number[]> {
  const statuses = await orderStatusesByCode(db);
  return codes.flatMap((code) => {
    const row = statuses.get(code);
    return row ? [row.id] : [];
  });
}

const notPaper = sql`lower(coalesce(${orders.fulfillmentFactory}, '')) <> ${PAPER_FACTORY_CODE}`;

export interface QueueOrder {
  id: number;
  store: string;
  email: string;
  status: string;
  statusName: string;
  priority: number;
  createdAt: string;
  units: number;
  labels: number;
  picked: number;
  pigeonhole: string | null;
}

/**
 * The factory's two queues across every store: paid orders waiting for their labels (priority first, then
 * oldest), and labelled orders on their way to packing and shipping with how many of their labels are picked.
 */
export async function factoryQueue(
  ctx: ServiceContext,
): Promise<{ toPrint: QueueOrder[]; toShip: QueueOrder[] }> {
  await requireStaffPermission(ctx, FACTORY_PERMISSION);
  const [paid, shipping] = await Promise.all([
    statusIds(ctx.db, ['paid']),
    statusIds(ctx.db, SHIPPABLE_STATUSES),
  ]);
  const units = sql<number>`coalesce((select sum(greatest(0, ${orderItems.quantity} - ${orderItems.returnedQuantity} - ${orderItems.cancelledQuantity})) from ${orderItems} where ${orderItems.orderId} = ${orders.id}), 0)::int`;
  const labels = sql<number>`(select count(*) from ${factoryLabels} where ${factoryLabels.orderId} = ${orders.id} and not ${factoryLabels.cancelled})::int`;
  const picked = sql<number>`(select count(*) from ${factoryLabels} where ${factoryLabels.orderId} = ${orders.id} and not ${factoryLabels.cancelled} and ${factoryLabels.pickedAt} is not null)::int`;
  const select = (ids: number[]) =>
    ctx.db
      .select({
        id: orders.id,
        store: divisions.name,
        email: orders.email,
        statusId: orders.statusId,
        priority: orders.priority,
        createdAt: orders.createdAt,
        units,
        labels,
        picked,
        pigeonhole: orders.pigeonhole,
      })
      .from(orders)
      .innerJoin(divisions, eq(divisions.id, orders.divisionId))
      .where(and(inArray(orders.statusId, ids), isNull(orders.deletedAt), notPaper))
      .orderBy(desc(orders.priority), asc(orders.createdAt), asc(orders.id))
      .limit(50);
  const [toPrint, toShip] = await Promise.all([select(paid), select(shipping)]);
  const shape = async (rows: Awaited<ReturnType<typeof select>>) =>
    Promise.all(
      rows.map(async (row) => {
        const code = await codeOfStatus(ctx.db, row.statusId);
        return {
          id: row.id,
          store: row.store,
          email: row.email,
          status: code,
          statusName: statusName(code),
          priority: row.priority,
          createdAt: row.createdAt.toISOString(),
          units: row.units,
          labels: row.labels,
          picked: row.picked,
          pigeonhole: row.pigeonhole,
        };
      }),
    );
  return { toPrint: await shape(toPrint), toShip: await shape(toShip) };
}

export interface LabelView {
  id: number;
  code: string;
  counter: number;
  total: number;
  pickface: string;
  product: string;
  sku: string;
  options: Record<string, string>;
  timesPrinted: number;
  pickedAt: string | null;
  pickedBy: string | null;
  cancelled: boolean;
  cancelledAt: string | null;
  cancelReason: string | null;
  prints: { at: string; by: string | null; reason: string | null }[];
  pretreats: { at: string; by: string | null }[];
}

export interface OrderLabels {
  order: {
    id: number;
    store: string;
    email: string;
    status: string;
    statusName: string;
    pigeonhole: string | null;
    trackingCodes: string[];
    units: number;
    printable: boolean;
  };
  labels: LabelView[];
}

const userName = (
  row: { fullName: string | null; firstName: string | null; lastName: string | null; email: string } | null,
) => (row ? row.fullName || [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email : null);

async function userNames(db: Database, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, userName(row) ?? '']));
}

/** One order's labels with their print, pretreat, pick and cancel history (404 for an unknown order). */
export async function orderLabels(ctx: ServiceContext, orderId: number): Promise<OrderLabels> {
  const { order, scoped } = await staffOrderScope(ctx, FACTORY_PERMISSION, orderId);
  const [items, labels, code] = await Promise.all([
    ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
    ctx.db
      .select()
      .from(factoryLabels)
      .where(eq(factoryLabels.orderId, order.id))
      .orderBy(asc(factoryLabels.counter)),
    codeOfStatus(ctx.db, order.statusId),
  ]);
  const ids = labels.map((label) => label.id);
  const [prints, pretreats] = ids.length
    ? await Promise.all([
        ctx.db
          .select()
          .from(labelPrintLogs)
          .where(inArray(labelPrintLogs.labelId, ids))
          .orderBy(asc(labelPrintLogs.id)),
        ctx.db
          .select()
          .from(labelPretreatLogs)
          .where(inArray(labelPretreatLogs.labelId, ids))
          .orderBy(asc(labelPretreatLogs.id)),
      ])
    : [[], []];
  const names = await userNames(ctx.db, [
    ...labels.map((label) => label.pickedUserId),
    ...prints.map((log) => log.userId),
    ...pretreats.map((log) => log.userId),
  ]);
  const itemOf = new Map(items.map((item) => [item.id, item]));
  const paper = order.fulfillmentFactory?.trim().toLowerCase() === PAPER_FACTORY_CODE;
  return {
    order: {
      id: order.id,
      store: scoped.store.name,
      email: order.email,
      status: code,
      statusName: statusName(code),
      pigeonhole: order.pigeonhole,
      trackingCodes: order.trackingCodes,
      units: items.reduce((sum, item) => sum + activeQuantity(item), 0),
      printable: !paper && (labels.length > 0 || code === 'paid' || code === 'processing'),
    },
    labels: labels.map((label) => {
      const item = itemOf.get(label.orderItemId);
      return {
        id: label.id,
        code: labelCode(label.id),
        counter: label.counter,
        total: labels.length,
        pickface: label.pickface,
        product: item?.name ?? '',
        sku: item?.sku ?? '',
        options: item?.options ?? {},
        timesPrinted: label.timesPrinted,
        pickedAt: label.pickedAt?.toISOString() ?? null,
        pickedBy: label.pickedUserId === null ? null : (names.get(label.pickedUserId) ?? null),
        cancelled: label.cancelled,
        cancelledAt: label.cancelledAt?.toISOString() ?? null,
        cancelReason: label.cancelReason,
        prints: prints
          .filter((log) => log.labelId === label.id)
          .map((log) => ({
            at: log.createdAt.toISOString(),
            by: log.userId === null ? null : (names.get(log.userId) ?? null),
            reason: log.reason,
          })),
        pretreats: pretreats
          .filter((log) => log.labelId === label.id)
          .map((log) => ({
            at: log.createdAt.toISOString(),
            by: log.userId === null ? null : (names.get(log.userId) ?? null),
          })),
      };
    }),
  };
}

/** Makes an order's labels on its first print: one per unit of each item's active quantity, counted 1..n. */
async function createLabels(ctx: ServiceContext, orderId: number, divisionId: number): Promise<void> {
  const items = await ctx.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const rows: (typeof factoryLabels.$inferInsert)[] = [];
  for (const item of items)
    for (let unit = 0; unit < activeQuantity(item); unit += 1)
      rows.push({
        divisionId,
        orderId,
        orderItemId: item.id,
        counter: rows.length + 1,
        pickface: pickfaceOf(item.sku),
        productId: item.productId,
      });
  // Two staff printing the same order at once make its labels once: (order, counter) is unique.
  if (rows.length > 0) await ctx.db.insert(factoryLabels).values(rows).onConflictDoNothing();
}

export interface PrintedLabels {
  pdf: Uint8Array;
  labels: number;
  orderIds: number[];
}

/**
 * Prints labels for orders (the queue's batch, or one order's page). A paid order's first print makes its
 * labels and moves it paid → processing → label_printed (moveOrderAsStaff); printing labels that were printed
 * before is a reprint and needs a reason (422 'Please give a reason for the reprint', nothing written). Every
 * label printed counts a print and logs who, when and why. Answers the PDF.
 */
export async function printLabels(ctx: ServiceContext, input: PrintLabelsInput): Promise<PrintedLabels> {
  const staff = await requireStaffPermission(ctx, FACTORY_PERMISSION);
  const { orderIds, labelIds, reason } = parseOrThrow(printLabelsSchema, input);
  const unique = [...new Set(orderIds)];
  // Everything is checked before anything is written.
  const plans: { orderId: number; first: boolean; from: string; store: string }[] = [];
  for (const orderId of unique) {
    const { order, scoped } = await staffOrderScope(ctx, FACTORY_PERMISSION, orderId);
    const code = await codeOfStatus(ctx.db, order.statusId);
    const [existing] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(factoryLabels)
      .where(eq(factoryLabels.orderId, orderId));
    const paper = order.fulfillmentFactory?.trim().toLowerCase() === PAPER_FACTORY_CODE;
    const hasLabels = (existing?.n ?? 0) > 0;
    if (paper || (!hasLabels && code !== 'paid' && code !== 'processing'))
      throw invalid(
        { orderIds: [FACTORY_MESSAGES.notPrintable] },
        `Order #${orderId}: ${FACTORY_MESSAGES.notPrintable}`,
      );
    if (!hasLabels) {
      const items = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      if (items.reduce((sum, item) => sum + activeQuantity(item), 0) === 0)
        throw invalid(
          { orderIds: [FACTORY_MESSAGES.noLabels] },
          `Order #${orderId}: ${FACTORY_MESSAGES.noLabels}`,
        );
    }
    plans.push({ orderId, first: !hasLabels, from: code, store: scoped.store.name });
  }
  if (plans.some((plan) => !plan.first) && !reason)
    throw invalid({ reason: [FACTORY_MESSAGES.reprintReason] });

  const printed: LabelPrint[] = [];
  for (const plan of plans) {
    if (plan.first) {
      if (plan.from === 'paid')
        await moveOrderAsStaff(ctx, plan.orderId, { to: 'processing', expected: 'paid' }, FACTORY_PERMISSION);
      const [order] = await ctx.db.select().from(orders).where(eq(orders.id, plan.orderId));
      await createLabels(ctx, plan.orderId, order?.divisionId ?? 0);
      await moveOrderAsStaff(
        ctx,
        plan.orderId,
        { to: 'label_printed', expected: 'processing' },
        FACTORY_PERMISSION,
      );
    }
    const all = await ctx.db
      .select({ label: factoryLabels, item: orderItems })
      .from(factoryLabels)
      .innerJoin(orderItems, eq(orderItems.id, factoryLabels.orderItemId))
      .where(eq(factoryLabels.orderId, plan.orderId))
      .orderBy(asc(factoryLabels.counter));
    const chosen = all.filter(
      ({ label }) => !label.cancelled && (!labelIds || plan.first || labelIds.includes(label.id)),
    );
    if (chosen.length === 0)
      throw invalid(
        { orderIds: [FACTORY_MESSAGES.noLabels] },
        `Order #${plan.orderId}: ${FACTORY_MESSAGES.noLabels}`,
      );
    const ids = chosen.map(({ label }) => label.id);
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(factoryLabels)
        .set({ timesPrinted: sql`${factoryLabels.timesPrinted} + 1` })
        .where(inArray(factoryLabels.id, ids));
      await tx
        .insert(labelPrintLogs)
        .values(
          ids.map((labelId) => ({ labelId, userId: staff.id, reason: plan.first ? null : (reason ?? null) })),
        );
    });
    for (const { label, item } of chosen)
      printed.push({
        id: label.id,
        counter: label.counter,
        total: all.length,
        pickface: label.pickface,
        product: item.name,
        options: item.options,
        orderNumber: plan.orderId,
        store: plan.store,
      });
  }
  return {
    pdf: await labelsPdf(printed),
    labels: printed.length,
    orderIds: plans.map((plan) => plan.orderId),
  };
}

/** The label a scanned code names (422 on the code field when none). */
async function scannedLabel(ctx: ServiceContext, code: string) {
  const id = labelIdOf(code);
  const [label] = id
    ? await ctx.db.select().from(factoryLabels).where(eq(factoryLabels.id, id)).limit(1)
    : [];
  if (!label) throw invalid({ code: [FACTORY_MESSAGES.unknownCode] });
  return label;
}

export interface ScanResult {
  message: string;
  /** The order's pigeonhole for a multi-item order, null for a single unit. */
  pigeonhole: number | null;
  progress: string;
  label: { id: number; code: string; orderId: number; counter: number; total: number; product: string };
}

/**
 * Pick by scanning: marks the label picked by the staff member. A single-unit order goes straight to packing;
 * a multi-item order gets the first free pigeonhole (kept until it is packed) and every unit is put there.
 * Unknown, cancelled and already-picked codes are refused (422, nothing written). The label's and the
 * order's rows are locked, so the same label scanned twice at once is picked once.
 */
export async function scanPick(ctx: ServiceContext, input: ScanInput): Promise<ScanResult> {
  const staff = await requireStaffPermission(ctx, FACTORY_PERMISSION);
  const { code } = parseOrThrow(scanSchema, input);
  const found = await scannedLabel(ctx, code);
  await staffOrderScope(ctx, FACTORY_PERMISSION, found.orderId);
  const pickable = await statusIds(ctx.db, PICKABLE_STATUSES);
  const holding = await statusIds(ctx.db, HOLDING_STATUSES);
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
    const [label] = await tx.select().from(factoryLabels).where(eq(factoryLabels.id, found.id)).for('update');
    if (!order || !label) throw invalid({ code: [FACTORY_MESSAGES.unknownCode] });
    if (label.cancelled) throw invalid({ code: [FACTORY_MESSAGES.labelCancelled] });
    if (label.pickedAt) throw invalid({ code: [alreadyPickedMessage(orderDateTime(label.pickedAt))] });
    if (!pickable.includes(order.statusId)) throw invalid({ code: [FACTORY_MESSAGES.notPickable] });
    const now = new Date();
    await tx
      .update(factoryLabels)
      .set({ pickedAt: now, pickedUserId: staff.id, toBePicked: false })
      .where(eq(factoryLabels.id, label.id));
    const active = await tx
      .select({ id: factoryLabels.id, pickedAt: factoryLabels.pickedAt })
      .from(factoryLabels)
      .where(and(eq(factoryLabels.orderId, order.id), eq(factoryLabels.cancelled, false)));
    const all = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(factoryLabels)
      .where(eq(factoryLabels.orderId, order.id));
    const [item] = await tx
      .select({ name: orderItems.name })
      .from(orderItems)
      .where(eq(orderItems.id, label.orderItemId));
    const picked = active.filter((row) => row.pickedAt !== null).length;
    const summary = {
      id: label.id,
      code: labelCode(label.id),
      orderId: order.id,
      counter: label.counter,
      total: all[0]?.n ?? active.length,
      product: item?.name ?? '',
    };
    if (active.length <= 1)
      return {
        message: FACTORY_MESSAGES.singleItem,
        pigeonhole: null,
        progress: pickedProgress(picked, active.length),
        label: summary,
      };
    let hole = order.pigeonhole ? Number(order.pigeonhole) : null;
    if (!hole) {
      // Pigeonholes are handed out one order at a time, so two orders never get the same one.
      await tx.execute(sql`select pg_advisory_xact_lock(${PIGEONHOLE_LOCK})`);
      const inUse = await tx
        .select({ pigeonhole: orders.pigeonhole })
        .from(orders)
        .where(and(isNotNull(orders.pigeonhole), inArray(orders.statusId, holding), ne(orders.id, order.id)));
      hole = firstFreePigeonhole(inUse.map((row) => Number(row.pigeonhole)));
      if (!hole) throw invalid({ code: [FACTORY_MESSAGES.noPigeonhole] });
      await tx
        .update(orders)
        .set({ pigeonhole: String(hole) })
        .where(eq(orders.id, order.id));
    }
    await tx.insert(pigeonholeLogs).values({
      divisionId: order.divisionId,
      orderId: order.id,
      orderItemId: label.orderItemId,
      labelId: label.id,
      pigeonhole: hole,
      userId: staff.id,
    });
    return {
      message: pigeonholeMessage(hole),
      pigeonhole: hole,
      progress: pickedProgress(picked, active.length),
      label: summary,
    };
  });
}

/** Logs a label's garment as pretreated (scan or button); a cancelled or unknown label is refused. */
export async function logPretreat(
  ctx: ServiceContext,
  input: ScanInput,
): Promise<{ message: string; labelId: number }> {
  const staff = await requireStaffPermission(ctx, FACTORY_PERMISSION);
  const { code } = parseOrThrow(scanSchema, input);
  const label = await scannedLabel(ctx, code);
  await staffOrderScope(ctx, FACTORY_PERMISSION, label.orderId);
  if (label.cancelled) throw invalid({ code: [FACTORY_MESSAGES.labelCancelled] });
  await ctx.db.insert(labelPretreatLogs).values({ labelId: label.id, userId: staff.id });
  return { message: `${FACTORY_MESSAGES.pretreated}: ${labelCode(label.id)}`, labelId: label.id };
}

/**
 * Cancels a label with a reason: it stays (nothing is deleted) but no longer counts in its item's active
 * quantity (order_items.cancelled_quantity goes up by one, in the same transaction).
 */
export async function cancelLabel(
  ctx: ServiceContext,
  labelId: number,
  input: CancelLabelInput,
): Promise<{ message: string }> {
  const staff = await requireStaffPermission(ctx, FACTORY_PERMISSION);
  const [found] = Number.isSafeInteger(labelId)
    ? await ctx.db.select().from(factoryLabels).where(eq(factoryLabels.id, labelId)).limit(1)
    : [];
  if (!found) throw notFound(FACTORY_MESSAGES.labelNotFound);
  await staffOrderScope(ctx, FACTORY_PERMISSION, found.orderId);
  const { reason } = parseOrThrow(cancelLabelSchema, input);
  await ctx.db.transaction(async (tx) => {
    const [label] = await tx.select().from(factoryLabels).where(eq(factoryLabels.id, labelId)).for('update');
    if (!label || label.cancelled) throw invalid({ reason: [FACTORY_MESSAGES.alreadyCancelled] });
    await tx
      .update(factoryLabels)
      .set({
        cancelled: true,
        cancelledAt: new Date(),
        cancelledUserId: staff.id,
        cancelReason: reason,
        toBePicked: false,
      })
      .where(eq(factoryLabels.id, labelId));
    await tx
      .update(orderItems)
      .set({ cancelledQuantity: sql`${orderItems.cancelledQuantity} + 1` })
      .where(eq(orderItems.id, label.orderItemId));
  });
  return { message: FACTORY_MESSAGES.cancelled };
}

/** The order a pack station names: a label code scanned from one of its units, or its number. */
async function shippedOrderId(ctx: ServiceContext, text: string): Promise<number> {
  const labelId = labelIdOf(text);
  if (labelId) {
    const [label] = await ctx.db
      .select({ orderId: factoryLabels.orderId })
      .from(factoryLabels)
      .where(eq(factoryLabels.id, labelId))
      .limit(1);
    if (label) return label.orderId;
  }
  const number = orderNumberOf(text);
  if (number) {
    const [order] = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, number), isNull(orders.deletedAt)))
      .limit(1);
    if (order) return order.id;
  }
  throw invalid({ order: [FACTORY_MESSAGES.unknownOrder] });
}

/**
 * Consolidate, pack and ship: once every active label of the order is picked, the order moves on through
 * printed, consolidated (several units), packing (its pigeonhole freed) to complete with the tracking code,
 * each move through moveOrderAsStaff (the complete move emails the shopper the tracking code).
 */
export async function shipOrder(
  ctx: ServiceContext,
  input: ShipInput,
): Promise<{ orderId: number; status: OrderStatusCode; trackingCodes: string[]; message: string }> {
  await requireStaffPermission(ctx, FACTORY_PERMISSION);
  const { order: text, trackingCode } = parseOrThrow(shipSchema, input);
  const orderId = await shippedOrderId(ctx, text);
  const { order } = await staffOrderScope(ctx, FACTORY_PERMISSION, orderId);
  const code = await codeOfStatus(ctx.db, order.statusId);
  if (
    !SHIPPABLE_STATUSES.includes(code) ||
    order.fulfillmentFactory?.trim().toLowerCase() === PAPER_FACTORY_CODE
  )
    throw invalid({ order: [FACTORY_MESSAGES.notShippable] });
  const active = await ctx.db
    .select({ pickedAt: factoryLabels.pickedAt })
    .from(factoryLabels)
    .where(and(eq(factoryLabels.orderId, orderId), eq(factoryLabels.cancelled, false)));
  const picked = active.filter((row) => row.pickedAt !== null).length;
  if (active.length === 0) throw invalid({ order: [FACTORY_MESSAGES.notShippable] });
  if (picked < active.length) throw invalid({ order: [notAllPickedMessage(picked, active.length)] });
  const trackingCodes = [
    ...order.trackingCodes.filter((existing) => existing !== trackingCode),
    trackingCode,
  ];
  let at = code as OrderStatusCode;
  for (const to of shippingPath(code, active.length)) {
    const changes =
      to === 'packing' ? { pigeonhole: null } : to === 'complete' ? { trackingCodes } : undefined;
    await moveOrderAsStaff(
      ctx,
      orderId,
      { to, expected: at, ...(changes ? { changes } : {}) },
      FACTORY_PERMISSION,
    );
    at = to;
  }
  return { orderId, status: at, trackingCodes, message: FACTORY_MESSAGES.shipped };
}
