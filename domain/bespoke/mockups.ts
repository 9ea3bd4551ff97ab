import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import sharp from 'sharp';
import {
  BESPOKE_MESSAGES,
  type FlowStep,
  flowMoveSchema,
  flowSteps,
  MOCKUP_APPROVED_STATUS,
  MOCKUP_EMAIL,
  MOCKUP_MAX_BYTES,
  type MockupState,
  mayAnswerMockup,
  mockupAnswerSchema,
  mockupUploadMove,
  needsTrackingCode,
} from '../../core/bespoke';
import { conflict, invalid, notFound, parseOrThrow } from '../../core/errors';
import type { MailMessage } from '../../core/mail';
import {
  BESPOKE_FLOW,
  type FlowName,
  flowFor,
  isBespoke,
  type OrderStatusCode,
  PAPER_FACTORY_CODE,
  PAPER_FLOW,
  percentComplete,
  statusName,
} from '../../core/orders';
import { queueMail, requireStaffPermission, users } from '../accounts';
import type { ServiceContext } from '../context';
import { moveOrderAsStaff, staffOrderScope } from '../operator';
import {
  moveOrderStatus,
  orderItems,
  orderStatuses,
  orderStatusesByCode,
  orders,
  statusHistory,
} from '../orders';
import { type MediaStorage, putOnce } from '../storage';
import { divisions, storeOrigin } from '../stores';
import { mockupApprovals } from './tables';

/** The permission staff need for bespoke orders and their mockups. */
export const BESPOKE_PERMISSION = 'orders';

const FORMATS: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};
const MAX_PIXELS = 50_000_000;
const MAX_SIDE = 2400;

const fileError = (message: string) => invalid({ file: [message] });

export interface MockupRecord {
  id: number;
  image: string;
  width: number;
  height: number;
  state: MockupState;
  comment: string | null;
  createdAt: string;
  answeredAt: string | null;
  /** Who sent it (staff pages only). */
  uploadedBy?: string | null;
}

export interface FlowMoveChoice {
  code: string;
  name: string;
  needsTrackingCode: boolean;
}

export interface StaffMockupPage {
  order: {
    id: number;
    number: number;
    email: string;
    storeName: string;
    status: { code: string; name: string };
    flow: FlowName;
    percentComplete: number;
    trackingCodes: string[];
    items: { name: string; sku: string; options: Record<string, string>; quantity: number }[];
  };
  steps: FlowStep[];
  /** The moves the order's flow allows from where it is. */
  moves: FlowMoveChoice[];
  mockups: MockupRecord[];
  /** Staff may send a mockup now (a paid quote, or production before approval). */
  canUpload: boolean;
  /** The shopper's page for the mockup, on the store's origin. */
  shopperUrl: string;
}

export interface ShopperMockupPage {
  order: { number: number; status: string };
  /** Newest first; the first is the one to answer. */
  mockups: MockupRecord[];
  mayAnswer: boolean;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

async function codeOfStatus(ctx: ServiceContext, statusId: number): Promise<string> {
  const statuses = await orderStatusesByCode(ctx.db);
  return [...statuses.values()].find((row) => row.id === statusId)?.code ?? 'new';
}

async function mockupsOf(
  ctx: ServiceContext,
  orderId: number,
  withUploader: boolean,
): Promise<MockupRecord[]> {
  const rows = await ctx.db
    .select({
      id: mockupApprovals.id,
      image: mockupApprovals.image,
      width: mockupApprovals.width,
      height: mockupApprovals.height,
      state: mockupApprovals.state,
      comment: mockupApprovals.comment,
      createdAt: mockupApprovals.createdAt,
      answeredAt: mockupApprovals.answeredAt,
      uploader: users.username,
      uploaderName: users.fullName,
    })
    .from(mockupApprovals)
    .leftJoin(users, eq(users.id, mockupApprovals.uploadedBy))
    .where(and(eq(mockupApprovals.orderId, orderId), eq(mockupApprovals.divisionId, ctx.store.id)))
    .orderBy(desc(mockupApprovals.id));
  return rows.map((row) => ({
    id: row.id,
    image: row.image,
    width: row.width,
    height: row.height,
    state: row.state,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    answeredAt: iso(row.answeredAt),
    ...(withUploader ? { uploadedBy: row.uploaderName ?? row.uploader ?? null } : {}),
  }));
}

/** The image as kept: decoded (at most 50 MP), upright, at most 2400 px, WebP without metadata. */
async function cleanImage(upload: { contentType: string | undefined; data: unknown }) {
  const format = FORMATS[(upload.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''];
  if (!Buffer.isBuffer(upload.data) || upload.data.length === 0)
    throw fileError(BESPOKE_MESSAGES.fileRequired);
  if (!format) throw fileError(BESPOKE_MESSAGES.fileFormats);
  if (upload.data.length > MOCKUP_MAX_BYTES) throw fileError(BESPOKE_MESSAGES.fileTooLarge);
  try {
    const image = sharp(upload.data, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const metadata = await image.metadata();
    if (metadata.format !== format) throw new Error('format');
    const { data, info } = await image
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw fileError(BESPOKE_MESSAGES.fileUnreadable);
  }
}

export function mockupApprovalEmail(input: {
  orderNumber: number;
  url: string;
  comment?: string;
}): MailMessage {
  return {
    subject: MOCKUP_EMAIL.subject(input.orderNumber),
    blocks: [
      { kind: 'heading', text: 'Your mockup is ready' },
      {
        kind: 'paragraph',
        text: `We have made a mockup of your bespoke order #${input.orderNumber}. Please look at it and approve it, or tell us what you would like changed. We start printing once you approve it.`,
      },
      { kind: 'action', text: MOCKUP_EMAIL.action, url: input.url },
      { kind: 'note', text: 'This link is just for you: anyone with it can see your mockup.' },
    ],
  };
}

/** The shopper's mockup page for an order: on the order's store, by its unguessable hash. */
export const mockupPath = (orderHash: string) => `/mockup/${orderHash}/`;

/**
 * Staff send a mockup for a bespoke order whose quote is paid (decision 0014): the image is cleaned and kept
 * as media key mockups/{store}/…, the first mockup moves the order into production (moveOrderAsStaff: locked,
 * logged with the staff member), an unanswered earlier mockup is marked superseded, and the shopper is
 * emailed the link to approve it ('mockup-approval'). 422 for a bad file, 409 when the order is not waiting
 * for a mockup; nothing is written then.
 */
export async function uploadMockup(
  ctx: ServiceContext,
  media: MediaStorage,
  orderId: number,
  upload: { contentType: string | undefined; data: unknown },
  options: { origin?: string } = {},
): Promise<{ message: string; mockup: MockupRecord; status: string }> {
  const { order, scoped, staff } = await staffOrderScope(ctx, BESPOKE_PERMISSION, orderId);
  const history = await statusHistory(scoped, order.id);
  if (!isBespoke(history)) throw conflict(BESPOKE_MESSAGES.notBespoke);
  const seen = await codeOfStatus(ctx, order.statusId);
  if (mockupUploadMove(seen) === 'refused') throw conflict(BESPOKE_MESSAGES.notAwaitingMockup);
  const cleaned = await cleanImage(upload);
  const hash = createHash('sha256').update(cleaned.data).digest('hex').slice(0, 32);
  const relative = `mockups/${scoped.store.id}/${hash}.webp`;
  await putOnce(media, relative, cleaned.data, 'image/webp');
  const origin = options.origin ?? storeOrigin(scoped.store);

  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ statusId: orders.statusId })
      .from(orders)
      .where(eq(orders.id, order.id))
      .for('update');
    const now = locked ? await codeOfStatus({ ...ctx, db: tx }, locked.statusId) : 'new';
    const move = mockupUploadMove(now);
    if (move === 'refused') throw conflict(BESPOKE_MESSAGES.notAwaitingMockup);
    if (move)
      await moveOrderAsStaff(
        { ...ctx, db: tx },
        order.id,
        { to: move, expected: now as OrderStatusCode },
        BESPOKE_PERMISSION,
      );
    await tx
      .update(mockupApprovals)
      .set({ state: 'superseded' })
      .where(
        and(
          eq(mockupApprovals.orderId, order.id),
          eq(mockupApprovals.state, 'pending'),
          isNull(mockupApprovals.answeredAt),
        ),
      );
    const [row] = await tx
      .insert(mockupApprovals)
      .values({
        divisionId: scoped.store.id,
        orderId: order.id,
        image: `/media/${relative}`,
        width: cleaned.width,
        height: cleaned.height,
        uploadedBy: staff.id,
      })
      .returning();
    if (!row) throw new Error('the mockup was not recorded');
    await queueMail(
      { ...scoped, db: tx },
      {
        to: order.email,
        kind: 'mockup-approval',
        origin,
        message: mockupApprovalEmail({ orderNumber: order.id, url: `${origin}${mockupPath(order.hash)}` }),
      },
    );
    return {
      message: BESPOKE_MESSAGES.uploaded,
      status: move ?? now,
      mockup: {
        id: row.id,
        image: row.image,
        width: row.width,
        height: row.height,
        state: row.state,
        comment: null,
        createdAt: row.createdAt.toISOString(),
        answeredAt: null,
      },
    };
  });
}

/** An order's mockups and where it is in its flow, for staff (/atlas/orders/:order/mockup/). */
export async function loadStaffMockupPage(ctx: ServiceContext, orderId: number): Promise<StaffMockupPage> {
  const { order, scoped } = await staffOrderScope(ctx, BESPOKE_PERMISSION, orderId);
  const history = await statusHistory(scoped, order.id);
  const code = await codeOfStatus(ctx, order.statusId);
  const flow = flowFor({ history, fulfillmentFactory: order.fulfillmentFactory });
  const items = await ctx.db
    .select({
      name: orderItems.name,
      sku: orderItems.sku,
      options: orderItems.options,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(orderItems.id);
  return {
    order: {
      id: order.id,
      number: order.id,
      email: order.email,
      storeName: scoped.store.companyName,
      status: { code, name: statusName(code) },
      flow: flow.name,
      percentComplete: percentComplete(flow, code),
      trackingCodes: order.trackingCodes,
      items,
    },
    steps: flowSteps(flow, code, statusName),
    moves: (flow.transitions[code as OrderStatusCode] ?? []).map((to) => ({
      code: to,
      name: statusName(to),
      needsTrackingCode: needsTrackingCode(to),
    })),
    mockups: await mockupsOf(scoped, order.id, true),
    canUpload: flow.name === 'bespoke' && mockupUploadMove(code) !== 'refused',
    shopperUrl: `${storeOrigin(scoped.store)}${mockupPath(order.hash)}`,
  };
}

/**
 * Staff move a bespoke or paper order on along its flow (the generic move of moveOrderAsStaff), adding the
 * tracking code when the move ships it. 422 without a tracking code for a shipping move, 409 when the flow
 * does not allow the move or someone moved the order meanwhile.
 */
export async function moveOrderOn(
  ctx: ServiceContext,
  orderId: number,
  input: unknown,
): Promise<{ message: string; status: string }> {
  const move = parseOrThrow(flowMoveSchema, input);
  const { order } = await staffOrderScope(ctx, BESPOKE_PERMISSION, orderId);
  if (needsTrackingCode(move.to) && !move.trackingCode)
    throw invalid({ trackingCode: [BESPOKE_MESSAGES.trackingRequired] });
  const changes = move.trackingCode
    ? {
        trackingCodes: [
          ...order.trackingCodes.filter((code) => code !== move.trackingCode),
          move.trackingCode,
        ],
      }
    : {};
  const { status } = await moveOrderAsStaff(
    ctx,
    order.id,
    { to: move.to as OrderStatusCode, expected: move.expected as OrderStatusCode, changes },
    BESPOKE_PERMISSION,
  );
  return { message: BESPOKE_MESSAGES.moved, status };
}

async function shopperOrder(ctx: ServiceContext, orderHash: string) {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.hash, orderHash), eq(orders.divisionId, ctx.store.id), isNull(orders.deletedAt)))
    .limit(1);
  if (!order) throw notFound(BESPOKE_MESSAGES.mockupNotFound);
  return order;
}

/** The shopper's mockup page (store host, by order hash): 404 for another store's order or no mockup. */
export async function loadShopperMockupPage(
  ctx: ServiceContext,
  orderHash: string,
): Promise<ShopperMockupPage> {
  const order = await shopperOrder(ctx, orderHash);
  const mockups = await mockupsOf(ctx, order.id, false);
  if (mockups.length === 0) throw notFound(BESPOKE_MESSAGES.mockupNotFound);
  const code = await codeOfStatus(ctx, order.statusId);
  return {
    order: { number: order.id, status: statusName(code) },
    mockups,
    mayAnswer: mayAnswerMockup(code, mockups[0]),
  };
}

/**
 * The shopper answers the newest mockup: approve (the order moves on to bespoke_documents_printed, logged
 * without a staff member) or ask for changes with a comment (it stays in production for the next mockup).
 * The order's row is locked, so a double submit answers once; the second is told there is nothing to answer.
 */
export async function answerMockup(
  ctx: ServiceContext,
  orderHash: string,
  input: unknown,
): Promise<{ message: string; state: MockupState }> {
  const answer = parseOrThrow(mockupAnswerSchema, input);
  const order = await shopperOrder(ctx, orderHash);
  await orderStatusesByCode(ctx.db);
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: orders.id, statusId: orders.statusId, fulfillmentFactory: orders.fulfillmentFactory })
      .from(orders)
      .where(and(eq(orders.id, order.id), eq(orders.divisionId, ctx.store.id)))
      .for('update');
    if (!locked) throw notFound(BESPOKE_MESSAGES.mockupNotFound);
    const txCtx = { ...ctx, db: tx };
    const code = await codeOfStatus(txCtx, locked.statusId);
    const [latest] = await tx
      .select({ id: mockupApprovals.id, state: mockupApprovals.state })
      .from(mockupApprovals)
      .where(and(eq(mockupApprovals.orderId, order.id), eq(mockupApprovals.divisionId, ctx.store.id)))
      .orderBy(desc(mockupApprovals.id))
      .limit(1);
    if (!latest) throw notFound(BESPOKE_MESSAGES.mockupNotFound);
    if (!mayAnswerMockup(code, latest)) throw conflict(BESPOKE_MESSAGES.noMockupToAnswer);
    const state: MockupState = answer.answer === 'approve' ? 'approved' : 'changes_requested';
    await tx
      .update(mockupApprovals)
      .set({ state, comment: answer.comment || null, answeredAt: new Date() })
      .where(and(eq(mockupApprovals.id, latest.id), inArray(mockupApprovals.state, ['pending'])));
    if (state === 'approved') await moveOrderStatus(txCtx, tx, locked, MOCKUP_APPROVED_STATUS, null);
    return {
      state,
      message: state === 'approved' ? BESPOKE_MESSAGES.approved : BESPOKE_MESSAGES.changesRequested,
    };
  });
}

/** The statuses of bespoke orders staff work on after payment, and of paper orders not yet settled. */
const BESPOKE_WORK: OrderStatusCode[] = [
  'bespoke_paid',
  'po_confirmed',
  'bespoke_production',
  'bespoke_documents_printed',
  'bespoke_sorted',
  'bespoke_printing',
  'bespoke_packing',
];
const PAPER_WORK: OrderStatusCode[] = ['paid', 'processing', 'printed', 'packing', 'disputed', 'issue'];

export interface FlowOrderSummary {
  id: number;
  storeName: string;
  email: string;
  status: { code: string; name: string };
  flow: 'bespoke' | 'paper';
  percentComplete: number;
  updatedAt: string;
}

/**
 * Bespoke orders after payment and paper orders (newport) not yet complete, across stores, the most
 * recently changed first (at most 50): the staff's way into the mockup and flow page.
 */
export async function listFlowOrders(ctx: ServiceContext): Promise<FlowOrderSummary[]> {
  await requireStaffPermission(ctx, BESPOKE_PERMISSION);
  const rows = await ctx.db
    .select({
      id: orders.id,
      storeName: divisions.companyName,
      email: orders.email,
      code: orderStatuses.code,
      factory: orders.fulfillmentFactory,
      updatedAt: orders.updatedAt,
    })
    .from(orders)
    .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
    .innerJoin(divisions, eq(divisions.id, orders.divisionId))
    .where(
      and(
        isNull(orders.deletedAt),
        or(
          inArray(orderStatuses.code, BESPOKE_WORK),
          and(eq(orders.fulfillmentFactory, PAPER_FACTORY_CODE), inArray(orderStatuses.code, PAPER_WORK)),
        ),
      ),
    )
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(50);
  return rows.map((row) => {
    const flow = (BESPOKE_WORK as string[]).includes(row.code) ? BESPOKE_FLOW : PAPER_FLOW;
    return {
      id: row.id,
      storeName: row.storeName,
      email: row.email,
      status: { code: row.code, name: statusName(row.code) },
      flow: flow.name as 'bespoke' | 'paper',
      percentComplete: percentComplete(flow, row.code),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}
