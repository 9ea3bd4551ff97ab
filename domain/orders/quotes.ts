import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { includedTax } from '../../core/checkout';
import { type FieldErrors, forbidden, invalid, parseOrThrow } from '../../core/errors';
import {
  acceptQuoteSchema,
  MAX_QUOTE_AMOUNT,
  ORDER_MESSAGES,
  orderLineColumns,
  orderMoneyOf,
  QUOTE_VALID_DAYS,
  type QuotePricingInput,
  type QuoteRequestInput,
  quotePricingSchema,
  quoteRequestSchema,
  todayIso,
} from '../../core/orders';
import { captchaTokenOf, guardAttempt, queueMail, requireCaptcha } from '../accounts';
import { customerDivisions, customers } from '../accounts/tables';
import { productOptions, products } from '../catalog/tables';
import type { ServiceContext } from '../context';
import { divisions } from '../stores/tables';
import {
  quoteAcceptedEmail,
  quoteReadyEmail,
  quoteRequestedEmail,
  quoteRequestReceivedEmail,
} from './emails';
import { loadOrder, loadOrderItems, moveOrderTo, type OrderItemRecord, type OrderRecord } from './lookup';
import { statusIdOf } from './statuses';
import { orderAmendments, orderItems, orderStatuses, orderStatusLogs, orders, quoteDetails } from './tables';

/** How long a priced quote may be accepted (the pricing form's default, in core/orders). */
export { QUOTE_VALID_DAYS };
/** The VAT rate inside quoted prices (UK standard rate). */
export const QUOTE_VAT_PERCENT = 20;

export const DEFAULT_QUOTE_TERMS =
  'Prices include VAT and delivery to one UK address. Production starts once the order is paid and the ' +
  'mockup approved. Deadlines are met when the mockup is approved within two working days. Custom-printed ' +
  'items can only be returned if faulty.';

export const newOrderHash = () => randomBytes(18).toString('base64url');

/** The store's products a quote may ask for (for the form's choices). */
export async function quotableProducts(ctx: ServiceContext) {
  const rows = await ctx.db
    .select({ urlName: products.urlName, name: products.name, colour: productOptions.colourName })
    .from(products)
    .leftJoin(productOptions, eq(productOptions.productId, products.id))
    .where(and(eq(products.divisionId, ctx.store.id), eq(products.enabled, true)))
    .orderBy(asc(products.name), asc(productOptions.position));
  const byUrl = new Map<string, { urlName: string; name: string; colours: string[] }>();
  for (const row of rows) {
    const entry = byUrl.get(row.urlName) ?? { urlName: row.urlName, name: row.name, colours: [] };
    if (row.colour && !entry.colours.includes(row.colour)) entry.colours.push(row.colour);
    byUrl.set(row.urlName, entry);
  }
  return [...byUrl.values()];
}

/**
 * /get-a-quote/: a bespoke order starts as a quote (§4 bespoke flow). The order is created in 'quote' with
 * its lines unpriced; the shopper is emailed a confirmation and the store the request ('quote-request').
 */
export async function requestQuote(
  ctx: ServiceContext,
  input: QuoteRequestInput,
  options: { origin: string; now?: Date },
): Promise<{ hash: string; number: number; message: string }> {
  const data = parseOrThrow(quoteRequestSchema, input);
  await requireCaptcha(
    { captchaToken: captchaTokenOf(input) },
    { action: 'quote', ip: ctx.client?.ip ?? null },
  );
  if (data.deadline && data.deadline <= todayIso(options.now))
    throw invalid({ deadline: [ORDER_MESSAGES.deadlinePast] });
  const catalogue = await quotableProducts(ctx);
  const errors: FieldErrors = {};
  const lines = data.lines.map((line, index) => {
    const product = catalogue.find((candidate) => candidate.urlName === line.product.toLowerCase());
    if (!product) errors[`product.${index}`] = ['Please choose a product'];
    else if (line.colour && !product.colours.includes(line.colour))
      errors[`colour.${index}`] = ['Please choose a colour of this product'];
    return { ...line, product };
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  // Two emails per request, one to any address: limited per address, per recipient and per store.
  await guardAttempt(ctx, 'quote', { email: data.email });

  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const quoteStatus = await statusIdOf(db, 'quote');
    const productRows = await db
      .select({ id: products.id, urlName: products.urlName, sku: products.sku })
      .from(products)
      .where(
        and(
          eq(products.divisionId, ctx.store.id),
          inArray(
            products.urlName,
            lines.map((line) => line.product?.urlName ?? ''),
          ),
        ),
      );
    const [order] = await db
      .insert(orders)
      .values({
        uuid: randomUUID(),
        hash: newOrderHash(),
        divisionId: ctx.store.id,
        createdDivisionId: ctx.store.id,
        customerId: ctx.actor.kind === 'customer' ? ctx.actor.customerId : null,
        email: data.email,
        statusId: quoteStatus,
        currency: ctx.store.settings.currency,
      })
      .returning({ id: orders.id, hash: orders.hash });
    if (!order) throw new Error('quote not created');
    await db.insert(orderItems).values(
      lines.map((line) => {
        const product = productRows.find((row) => row.urlName === line.product?.urlName);
        return {
          divisionId: ctx.store.id,
          orderId: order.id,
          productId: product?.id ?? null,
          sku: product?.sku ?? 'BESPOKE',
          name: line.product?.name ?? 'Bespoke item',
          options: (line.colour ? { Colour: line.colour } : {}) as Record<string, string>,
          ...orderLineColumns({
            unitPrice: 0,
            quantity: line.quantity,
            discount: 0,
            vatPercent: QUOTE_VAT_PERCENT,
          }),
        };
      }),
    );
    await db
      .insert(orderStatusLogs)
      .values({ divisionId: ctx.store.id, orderId: order.id, statusId: quoteStatus });
    await db.insert(quoteDetails).values({
      orderId: order.id,
      divisionId: ctx.store.id,
      contactName: data.name,
      phone: data.phone,
      company: data.company,
      deadline: data.deadline,
      notes: data.notes,
    });
    const summary = lines.map((line) => ({
      name: line.product?.name ?? 'Bespoke item',
      colour: line.colour,
      quantity: line.quantity,
    }));
    await queueMail(tx, {
      to: data.email,
      kind: 'quote-request',
      origin: options.origin,
      message: quoteRequestedEmail({
        number: order.id,
        name: data.name,
        lines: summary,
        deadline: data.deadline,
        quoteUrl: `${options.origin}/advanced-quote/${order.hash}/`,
      }),
    });
    const [division] = await db
      .select({ companyInfo: divisions.companyInfo })
      .from(divisions)
      .where(eq(divisions.id, ctx.store.id))
      .limit(1);
    if (division?.companyInfo.email)
      await queueMail(tx, {
        to: division.companyInfo.email,
        kind: 'quote-request',
        origin: options.origin,
        message: quoteRequestReceivedEmail({
          number: order.id,
          contact: { name: data.name, email: data.email, phone: data.phone, company: data.company },
          lines: summary,
          deadline: data.deadline,
          notes: data.notes,
        }),
      });
    return { hash: order.hash, number: order.id, message: ORDER_MESSAGES.quoteRequested };
  });
}

export type QuoteState = 'preparing' | 'ready' | 'expired' | 'accepted' | 'paid' | 'closed';

export interface QuotePage {
  order: OrderRecord;
  items: OrderItemRecord[];
  state: QuoteState;
  details: {
    contactName: string;
    company: string | null;
    deadline: string | null;
    notes: string | null;
    validUntil: Date | null;
    terms: string;
    termsAcceptedAt: Date | null;
  };
}

function stateOf(status: string, validUntil: Date | null, now: Date): QuoteState {
  if (status === 'quote' || status === 'bespoke_idle') return 'preparing';
  if (status === 'bespoke_requested_terms')
    return validUntil && validUntil.getTime() < now.getTime() ? 'expired' : 'ready';
  if (status === 'bespoke_authorised_terms' || status === 'bespoke_mockup' || status === 'bespoke_approved')
    return 'accepted';
  if (status === 'bespoke_refunded') return 'closed';
  return 'paid';
}

/** /advanced-quote/{order}/: the quote, its prices once staff have set them, and what the shopper may do. */
export async function loadQuote(ctx: ServiceContext, hash: string, now = new Date()): Promise<QuotePage> {
  const order = await loadOrder(ctx, hash);
  const [details] = await ctx.db
    .select()
    .from(quoteDetails)
    .where(and(eq(quoteDetails.orderId, order.id), eq(quoteDetails.divisionId, ctx.store.id)))
    .limit(1);
  if (!order.isBespoke) throw invalid({ order: [ORDER_MESSAGES.quoteNotPayable] });
  return {
    order,
    items: await loadOrderItems(ctx, order.id),
    state: stateOf(order.status.code, details?.validUntil ?? null, now),
    details: {
      contactName: details?.contactName ?? '',
      company: details?.company ?? null,
      deadline: details?.deadline ?? null,
      notes: details?.notes ?? null,
      validUntil: details?.validUntil ?? null,
      terms: details?.terms ?? DEFAULT_QUOTE_TERMS,
      termsAcceptedAt: details?.termsAcceptedAt ?? null,
    },
  };
}

/** The store's owner or staff, or an internal user: who may price a quote. */
async function requireStoreStaff(ctx: ServiceContext): Promise<number> {
  if (ctx.actor.kind !== 'customer') throw forbidden();
  if (ctx.actor.internal) return ctx.actor.customerId;
  const [member] = await ctx.db
    .select({ id: customers.id, internal: customers.internal })
    .from(customers)
    .leftJoin(
      customerDivisions,
      and(eq(customerDivisions.customerId, customers.id), eq(customerDivisions.divisionId, ctx.store.id)),
    )
    .where(
      and(
        eq(customers.id, ctx.actor.customerId),
        sql`(${customers.internal} or ${customerDivisions.divisionId} is not null)`,
      ),
    )
    .limit(1);
  if (!member) throw forbidden();
  return member.id;
}

/** The statuses in which staff may (re-)price a quote: not yet accepted. */
const PRICEABLE_STATUSES = ['quote', 'bespoke_idle', 'bespoke_requested_terms'];

/** Orders keep 32-bit totals. */
const LARGEST_TOTAL = 2_147_483_647;

/**
 * Staff price a quote: each line's unit price (VAT included), delivery, the terms and how long it stands.
 * The order moves to 'bespoke_requested_terms' and the shopper is emailed ('quote-ready'). A quote priced
 * but not yet accepted may be priced again (its validity starts again); an accepted one may not.
 */
export async function priceQuote(
  ctx: ServiceContext,
  hash: string,
  input: QuotePricingInput,
  options: { origin: string; now?: Date },
): Promise<{ message: string }> {
  await requireStoreStaff(ctx);
  const data = parseOrThrow(quotePricingSchema, input);
  const now = options.now ?? new Date();
  await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const order = await loadOrder(tx, hash, { lock: true });
    if (!PRICEABLE_STATUSES.includes(order.status.code))
      throw invalid({ order: [ORDER_MESSAGES.quoteLocked] });
    const items = await loadOrderItems(tx, order.id);
    const priced = items.map((item) => {
      const line = data.lines.find((candidate) => candidate.itemId === item.id);
      if (!line) throw invalid({ [`price.${item.id}`]: [ORDER_MESSAGES.quotePriceRequired] });
      const amounts = {
        unitPrice: line.price,
        quantity: item.quantity,
        discount: 0,
        vatPercent: QUOTE_VAT_PERCENT,
      };
      return { item, amounts };
    });
    const shipping = data.shipping ?? 0;
    const money = orderMoneyOf(
      priced.map((line) => line.amounts),
      { total: shipping, tax: includedTax(shipping, QUOTE_VAT_PERCENT) },
    );
    if (money.total > LARGEST_TOTAL || shipping > MAX_QUOTE_AMOUNT)
      throw invalid({ order: [ORDER_MESSAGES.quoteTotalTooLarge] });
    for (const line of priced)
      await db
        .update(orderItems)
        .set(orderLineColumns(line.amounts))
        .where(and(eq(orderItems.id, line.item.id), eq(orderItems.divisionId, ctx.store.id)));
    await db
      .update(orders)
      .set({
        subtotal: money.subtotal,
        discount: money.discount,
        goodsTax: money.goodsTax,
        taxDiscount: money.taxDiscount,
        shippingTotal: money.shippingTotal,
        shippingTax: money.shippingTax,
        total: money.total,
      })
      .where(eq(orders.id, order.id));
    const validUntil = new Date(now.getTime() + (data.validDays ?? QUOTE_VALID_DAYS) * 86_400_000);
    await db
      .update(quoteDetails)
      .set({ pricedAt: now, validUntil, terms: data.terms ?? DEFAULT_QUOTE_TERMS })
      .where(and(eq(quoteDetails.orderId, order.id), eq(quoteDetails.divisionId, ctx.store.id)));
    if (order.status.code !== 'bespoke_requested_terms')
      await moveOrderTo(tx, order.id, 'bespoke_requested_terms');
    await queueMail(tx, {
      to: order.email,
      kind: 'quote-ready',
      origin: options.origin,
      message: quoteReadyEmail({
        order: await loadOrder(tx, hash),
        validUntil,
        quoteUrl: `${options.origin}/advanced-quote/${order.hash}/`,
      }),
    });
  });
  return { message: ORDER_MESSAGES.quotePriced };
}

/** A quote as the store's quote desk lists it. */
export interface QuoteSummary {
  number: number;
  hash: string;
  state: QuoteState;
  email: string;
  contactName: string;
  company: string | null;
  requestedAt: Date;
  /** How many pieces were asked for, over all lines. */
  itemCount: number;
  total: number;
  currency: string;
}

/** How many quotes a page of the quote desk lists. */
export const QUOTE_DESK_PAGE_SIZE = 50;

/** One page of the store's quotes, newest first. */
export interface QuoteList {
  quotes: QuoteSummary[];
  /** 1-based; a page past the last is answered with the last. */
  page: number;
  pageCount: number;
  total: number;
}

/** The store's quotes, newest first, a page at a time, for its staff (the quote desk). */
export async function listQuotes(
  ctx: ServiceContext,
  options: { page?: number; pageSize?: number; now?: Date } = {},
): Promise<QuoteList> {
  await requireStoreStaff(ctx);
  const now = options.now ?? new Date();
  const pageSize = Math.min(Math.max(Math.trunc(options.pageSize ?? QUOTE_DESK_PAGE_SIZE), 1), 200);
  const storeQuotes = and(eq(orders.divisionId, ctx.store.id), isNull(orders.deletedAt));
  const quoteOfStore = and(eq(quoteDetails.orderId, orders.id), eq(quoteDetails.divisionId, ctx.store.id));
  const [counted] = await ctx.db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .innerJoin(quoteDetails, quoteOfStore)
    .where(storeQuotes);
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const requested = Number.isFinite(options.page) ? Math.trunc(options.page as number) : 1;
  const page = Math.min(Math.max(requested, 1), pageCount);
  const itemCount = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.divisionId} = ${ctx.store.id})`;
  const rows = await ctx.db
    .select({
      id: orders.id,
      hash: orders.hash,
      email: orders.email,
      createdAt: orders.createdAt,
      total: orders.total,
      currency: orders.currency,
      status: orderStatuses.code,
      contactName: quoteDetails.contactName,
      company: quoteDetails.company,
      validUntil: quoteDetails.validUntil,
      itemCount: itemCount.mapWith(Number),
    })
    .from(orders)
    .innerJoin(quoteDetails, quoteOfStore)
    .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
    .where(storeQuotes)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const quotes = rows.map((row) => ({
    number: row.id,
    hash: row.hash,
    state: stateOf(row.status, row.validUntil, now),
    email: row.email,
    contactName: row.contactName,
    company: row.company,
    requestedAt: row.createdAt,
    itemCount: row.itemCount,
    total: row.total,
    currency: row.currency,
  }));
  return { quotes, page, pageCount, total };
}

/** One quote at the quote desk: the shopper's page, with how to reach them and whether it may be priced. */
export interface DeskQuote extends QuotePage {
  phone: string | null;
  pricedAt: Date | null;
  priceable: boolean;
}

export async function loadDeskQuote(ctx: ServiceContext, hash: string, now = new Date()): Promise<DeskQuote> {
  await requireStoreStaff(ctx);
  const page = await loadQuote(ctx, hash, now);
  const [details] = await ctx.db
    .select({ phone: quoteDetails.phone, pricedAt: quoteDetails.pricedAt })
    .from(quoteDetails)
    .where(and(eq(quoteDetails.orderId, page.order.id), eq(quoteDetails.divisionId, ctx.store.id)))
    .limit(1);
  return {
    ...page,
    phone: details?.phone ?? null,
    pricedAt: details?.pricedAt ?? null,
    priceable: PRICEABLE_STATUSES.includes(page.order.status.code),
  };
}

/** The shopper accepts a priced quote's terms: 'bespoke_authorised_terms', emailed with the way to pay. */
export async function acceptQuote(
  ctx: ServiceContext,
  hash: string,
  input: { terms?: unknown },
  options: { origin: string; now?: Date },
): Promise<{ message: string }> {
  parseOrThrow(acceptQuoteSchema, input);
  const now = options.now ?? new Date();
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const quote = await loadQuote(tx, hash, now);
    await loadOrder(tx, hash, { lock: true });
    if (quote.state === 'accepted') return { message: ORDER_MESSAGES.quoteAccepted };
    if (quote.state !== 'ready')
      throw invalid({
        terms: [quote.state === 'preparing' ? ORDER_MESSAGES.quoteNotReady : ORDER_MESSAGES.quoteNotPayable],
      });
    await db
      .update(quoteDetails)
      .set({ termsAcceptedAt: now })
      .where(eq(quoteDetails.orderId, quote.order.id));
    await moveOrderTo(tx, quote.order.id, 'bespoke_authorised_terms');
    await db.insert(orderAmendments).values({
      divisionId: ctx.store.id,
      orderId: quote.order.id,
      kind: 'quote-terms',
      before: { termsAcceptedAt: null },
      after: { termsAcceptedAt: now.toISOString(), terms: quote.details.terms },
      customerId: ctx.actor.kind === 'customer' ? ctx.actor.customerId : null,
    });
    await queueMail(tx, {
      to: quote.order.email,
      kind: 'quote-accepted',
      origin: options.origin,
      message: quoteAcceptedEmail({
        order: quote.order,
        payUrl: `${options.origin}/pay/${quote.order.hash}/`,
      }),
    });
    return { message: ORDER_MESSAGES.quoteAccepted };
  });
}
