import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { includedTax, STANDARD_VAT_PERCENT } from '../../core/checkout';
import { type OrderStatusCode, orderLineColumns, orderMoneyOf } from '../../core/orders';
import { customers } from '../accounts/tables';
import { productOptions, products, productVariants } from '../catalog/tables';
import type { Database } from '../db';
import { divisions } from '../stores/tables';
import { DEFAULT_QUOTE_TERMS, QUOTE_VALID_DAYS } from './quotes';
import {
  orderHistoryLinks,
  orderItems,
  orderStatuses,
  orderStatusLogs,
  orders,
  type PostalAddress,
  quoteDetails,
  returnRequestItems,
  returnRequests,
} from './tables';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const DAY = 86_400_000;
const SHOPPER_EMAIL = 'shopper@printfront.test';
/** Guests whose dispatched demo orders staff handle in after-care (returns, refunds, exchanges, reprints). */
export const AFTERCARE_DEMO_GUESTS = ['aftercare.phone@printfront.test', 'aftercare.desktop@printfront.test'];

const DEMO_ADDRESS: PostalAddress = {
  name: 'Sasha Shopper',
  line1: '12 Harbourside',
  city: 'Bristol',
  postcode: 'BS1 5TT',
  country: 'GB',
};

/** The demo store's company details, so its invoices show a full seller block. */
const DEMO_COMPANY = {
  address: 'Printfront Demo Ltd\nUnit 4, Riverside Works\nBristol BS2 0JA\nUnited Kingdom',
  vatNumber: 'GB 123 4567 89',
  companyNumber: '01234567',
};

export interface DemoLine {
  productId: number;
  name: string;
  price: number;
  variantId: number;
  sku: string;
  colour: string;
  size: string;
}

/** Every variant of the store's first products (of one type, when given), bestsellers first. */
export async function demoLines(
  tx: Transaction,
  divisionId: number,
  { type, limit = 400 }: { type?: string; limit?: number } = {},
): Promise<DemoLine[]> {
  return tx
    .select({
      productId: products.id,
      name: products.name,
      price: sql<number>`coalesce(${products.salePrice}, ${products.price})`,
      variantId: productVariants.id,
      sku: productVariants.sku,
      colour: productOptions.colourName,
      size: productVariants.size,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(productOptions, eq(productOptions.id, productVariants.optionId))
    .where(
      and(
        eq(products.divisionId, divisionId),
        eq(products.enabled, true),
        type === undefined ? undefined : eq(products.type, type),
      ),
    )
    .orderBy(
      asc(products.bestsellerRank),
      asc(products.id),
      asc(productOptions.position),
      asc(productVariants.id),
    )
    .limit(limit);
}

/**
 * The demo shopper's orders in the demo store, one for each thing a shopper can do with an order: a
 * dispatched one to return or reorder (with its invoice), a paid one to edit, one in production, and a
 * priced quote to accept and pay. Dates are relative to the seeding.
 */
export async function seedDemoOrders(tx: Transaction, now = Date.now()): Promise<void> {
  const [store] = await tx.select().from(divisions).where(eq(divisions.subdomain, 'demo')).limit(1);
  const [shopper] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, SHOPPER_EMAIL))
    .limit(1);
  if (!store || !shopper) return;
  await tx
    .update(divisions)
    .set({ companyInfo: { ...DEMO_COMPANY, ...store.companyInfo } })
    .where(eq(divisions.id, store.id));
  const statuses = await tx.select().from(orderStatuses);
  const statusId = (code: OrderStatusCode) => statuses.find((status) => status.code === code)?.id ?? 0;
  const lines = await demoLines(tx, store.id);
  const byProduct = [...new Set(lines.map((line) => line.productId))].map((id) =>
    lines.filter((line) => line.productId === id),
  );
  const pick = (product: number, variant: number) => {
    const choices = byProduct[product % byProduct.length] ?? [];
    return choices[variant % Math.max(choices.length, 1)];
  };

  const place = async (options: {
    history: { status: OrderStatusCode; daysAgo: number }[];
    items: { line: DemoLine | undefined; quantity: number; price?: number }[];
    quote?: boolean;
    /** A guest's order (no account) with this address, instead of the demo shopper's. */
    guest?: string;
  }): Promise<{ id: number; items: number[] } | undefined> => {
    const items = options.items.flatMap(({ line, quantity, price }) =>
      line ? [{ line, quantity, price: price ?? line.price }] : [],
    );
    if (items.length === 0) return undefined;
    const lines = items.map(({ line, quantity, price }) => ({
      line,
      amounts: { unitPrice: price, quantity, discount: 0, vatPercent: STANDARD_VAT_PERCENT },
    }));
    const shippingTotal = options.quote ? 0 : 399;
    const money = orderMoneyOf(
      lines.map(({ amounts }) => amounts),
      {
        total: shippingTotal,
        tax: includedTax(shippingTotal, STANDARD_VAT_PERCENT),
      },
    );
    const first = options.history[0]?.daysAgo ?? 0;
    const last = options.history[options.history.length - 1];
    const [order] = await tx
      .insert(orders)
      .values({
        uuid: randomUUID(),
        hash: randomBytes(18).toString('base64url'),
        divisionId: store.id,
        createdDivisionId: store.id,
        paidDivisionId: options.history.some((entry) => entry.status === 'paid') ? store.id : null,
        customerId: options.guest ? null : shopper.id,
        email: options.guest ?? SHOPPER_EMAIL,
        statusId: statusId(last?.status ?? 'new'),
        currency: 'GBP',
        subtotal: money.subtotal,
        goodsTax: money.goodsTax,
        taxDiscount: money.taxDiscount,
        shippingTotal,
        shippingTax: money.shippingTax,
        total: money.total,
        paymentMethod: options.quote ? null : 'Card',
        // Paid card orders were charged at the built-in test processor (refunds go back to that charge).
        ...(!options.quote && options.history.some((entry) => entry.status === 'paid')
          ? { paymentProvider: 'test', paymentTransaction: `ch_test_demo_${randomBytes(12).toString('hex')}` }
          : {}),
        shippingMethod: options.quote ? null : 'Standard delivery',
        shipping: DEMO_ADDRESS,
        billing: DEMO_ADDRESS,
        createdAt: new Date(now - first * DAY),
      })
      .returning({ id: orders.id });
    if (!order) return undefined;
    const itemRows = await tx
      .insert(orderItems)
      .values(
        lines.map(({ line, amounts }) => ({
          divisionId: store.id,
          orderId: order.id,
          productId: line.productId,
          variantId: line.variantId,
          sku: line.sku,
          name: line.name,
          options: { Colour: line.colour, Size: line.size },
          ...orderLineColumns(amounts),
        })),
      )
      .returning({ id: orderItems.id });
    await tx.insert(orderStatusLogs).values(
      options.history.map((entry, index) => ({
        divisionId: store.id,
        orderId: order.id,
        statusId: statusId(entry.status),
        createdAt: new Date(now - entry.daysAgo * DAY + index * 60_000),
      })),
    );
    if (options.quote)
      await tx.insert(quoteDetails).values({
        orderId: order.id,
        divisionId: store.id,
        contactName: 'Sasha Shopper',
        company: 'Harbourside Running Club',
        deadline: new Date(now + 45 * DAY).toISOString().slice(0, 10),
        notes: 'Club logo on the front, names on the back.',
        pricedAt: new Date(now - DAY),
        validUntil: new Date(now + (QUOTE_VALID_DAYS - 1) * DAY),
        terms: DEFAULT_QUOTE_TERMS,
      });
    return { id: order.id, items: itemRows.map((row) => row.id) };
  };

  await place({
    history: [
      { status: 'new', daysAgo: 9 },
      { status: 'paid', daysAgo: 9 },
      { status: 'processing', daysAgo: 7 },
      { status: 'printed', daysAgo: 6 },
      { status: 'packing', daysAgo: 5 },
      { status: 'complete', daysAgo: 3 },
    ],
    items: [
      { line: pick(0, 3), quantity: 2 },
      { line: pick(1, 0), quantity: 1 },
    ],
  });
  await place({
    history: [
      { status: 'new', daysAgo: 2 },
      { status: 'paid', daysAgo: 2 },
      { status: 'processing', daysAgo: 1 },
    ],
    items: [{ line: pick(2, 1), quantity: 1 }],
  });
  await place({
    history: [
      { status: 'new', daysAgo: 0 },
      { status: 'paid', daysAgo: 0 },
    ],
    items: [{ line: pick(3, 2), quantity: 2 }],
  });
  await place({
    quote: true,
    history: [
      { status: 'quote', daysAgo: 4 },
      { status: 'bespoke_requested_terms', daysAgo: 1 },
    ],
    items: [
      { line: pick(0, 0), quantity: 40, price: 1450 },
      { line: pick(0, 1), quantity: 25, price: 1450 },
    ],
  });
  // Guests' dispatched orders, each with a return already asked for, for staff's after-care (the browser
  // test takes one at each screen width): the returns queue lists them, the shopper's link asks for more.
  for (const guest of AFTERCARE_DEMO_GUESTS) {
    const placed = await place({
      guest,
      history: [
        { status: 'new', daysAgo: 6 },
        { status: 'paid', daysAgo: 6 },
        { status: 'processing', daysAgo: 5 },
        { status: 'packing', daysAgo: 4 },
        { status: 'complete', daysAgo: 3 },
      ],
      items: [
        { line: pick(0, 1), quantity: 2 },
        { line: pick(1, 1), quantity: 1 },
      ],
    });
    const firstItem = placed?.items[0];
    if (!placed || firstItem === undefined) continue;
    const [request] = await tx
      .insert(returnRequests)
      .values({
        divisionId: store.id,
        orderId: placed.id,
        reason: 'too-small',
        comments: 'A size too small.',
      })
      .returning({ id: returnRequests.id });
    if (request)
      await tx
        .insert(returnRequestItems)
        .values({ divisionId: store.id, returnRequestId: request.id, orderItemId: firstItem, quantity: 1 });
  }
  await tx
    .insert(orderHistoryLinks)
    .values({ hash: randomBytes(24).toString('base64url'), divisionId: store.id, email: SHOPPER_EMAIL })
    .onConflictDoNothing();
}
