import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { includedTax, STANDARD_VAT_PERCENT } from '../../core/checkout';
import { type OrderStatusCode, orderLineColumns, orderMoneyOf, PAPER_FACTORY_CODE } from '../../core/orders';
import type { Database } from '../db';
import { DEFAULT_QUOTE_TERMS } from '../orders/quotes';
import { demoLines } from '../orders/seed';
import { orderItems, orderStatuses, orderStatusLogs, orders, quoteDetails } from '../orders/tables';
import { divisions } from '../stores/tables';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const DAY = 86_400_000;

/** Who the demo's bespoke and paper orders are for (not the demo shopper, whose order history stays as it is). */
export const BESPOKE_DEMO_EMAIL = 'club@printfront.test';
export const PAPER_DEMO_EMAIL = 'prints@printfront.test';

const ADDRESS = {
  name: 'Robin Harbour',
  company: 'Harbourside Running Club',
  line1: '3 Quay Street',
  city: 'Bristol',
  postcode: 'BS1 4DB',
  country: 'GB',
};

/**
 * The demo's bespoke and paper orders (issue 15 items 4 and 5), so staff see both flows: a paid bespoke
 * order waiting for its mockup, and a paid order of art prints and stickers at the newport factory.
 */
export async function seedBespokeDemo(tx: Transaction, now = Date.now()): Promise<void> {
  const [store] = await tx.select().from(divisions).where(eq(divisions.subdomain, 'demo')).limit(1);
  if (!store) return;
  const statuses = await tx.select().from(orderStatuses);
  const statusId = (code: OrderStatusCode) => statuses.find((status) => status.code === code)?.id ?? 0;
  const garments = await demoLines(tx, store.id, { type: 'garment', limit: 2 });
  const paper = await demoLines(tx, store.id, { type: 'printed-paper', limit: 40 });
  const paperPicks = [paper[0], paper.find((line) => line.productId !== paper[0]?.productId)].filter(
    (line) => line !== undefined,
  );

  const place = async (options: {
    email: string;
    history: { status: OrderStatusCode; daysAgo: number }[];
    lines: { line: (typeof garments)[number]; quantity: number; price: number }[];
    bespoke: boolean;
  }) => {
    if (options.lines.length === 0) return;
    const amounts = options.lines.map(({ quantity, price }) => ({
      unitPrice: price,
      quantity,
      discount: 0,
      vatPercent: STANDARD_VAT_PERCENT,
    }));
    const shippingTotal = options.bespoke ? 0 : 399;
    const money = orderMoneyOf(amounts, {
      total: shippingTotal,
      tax: includedTax(shippingTotal, STANDARD_VAT_PERCENT),
    });
    const paidAt = new Date(now - (options.history.at(-1)?.daysAgo ?? 0) * DAY);
    const [order] = await tx
      .insert(orders)
      .values({
        uuid: randomUUID(),
        hash: randomBytes(18).toString('base64url'),
        divisionId: store.id,
        createdDivisionId: store.id,
        paidDivisionId: store.id,
        email: options.email,
        statusId: statusId(options.history.at(-1)?.status ?? 'paid'),
        currency: 'GBP',
        subtotal: money.subtotal,
        goodsTax: money.goodsTax,
        taxDiscount: money.taxDiscount,
        shippingTotal,
        shippingTax: money.shippingTax,
        total: money.total,
        paymentMethod: 'Card',
        paymentProvider: 'test',
        paidAt,
        shippingMethod: options.bespoke ? null : 'Standard delivery',
        fulfillmentFactory: options.bespoke ? null : PAPER_FACTORY_CODE,
        shipping: ADDRESS,
        billing: ADDRESS,
        createdAt: new Date(now - (options.history[0]?.daysAgo ?? 0) * DAY),
      })
      .returning({ id: orders.id });
    if (!order) return;
    await tx.insert(orderItems).values(
      options.lines.map(({ line }, index) => ({
        divisionId: store.id,
        orderId: order.id,
        productId: line.productId,
        variantId: line.variantId,
        sku: line.sku,
        name: line.name,
        options: { Colour: line.colour, Size: line.size },
        ...orderLineColumns(amounts[index] ?? { unitPrice: 0, quantity: 1, discount: 0, vatPercent: 20 }),
      })),
    );
    await tx.insert(orderStatusLogs).values(
      options.history.map((entry, index) => ({
        divisionId: store.id,
        orderId: order.id,
        statusId: statusId(entry.status),
        createdAt: new Date(now - entry.daysAgo * DAY + index * 60_000),
      })),
    );
    if (options.bespoke)
      await tx.insert(quoteDetails).values({
        orderId: order.id,
        divisionId: store.id,
        contactName: ADDRESS.name,
        company: ADDRESS.company,
        deadline: new Date(now + 30 * DAY).toISOString().slice(0, 10),
        notes: 'Club crest on the chest, sponsor on the back.',
        pricedAt: new Date(now - 6 * DAY),
        validUntil: new Date(now + 20 * DAY),
        terms: DEFAULT_QUOTE_TERMS,
        termsAcceptedAt: new Date(now - 3 * DAY),
      });
  };

  const [tee, hoodie] = garments;
  await place({
    email: BESPOKE_DEMO_EMAIL,
    bespoke: true,
    history: [
      { status: 'quote', daysAgo: 8 },
      { status: 'bespoke_requested_terms', daysAgo: 6 },
      { status: 'bespoke_authorised_terms', daysAgo: 3 },
      { status: 'bespoke_paid', daysAgo: 2 },
    ],
    lines: [
      ...(tee ? [{ line: tee, quantity: 30, price: 1350 }] : []),
      ...(hoodie ? [{ line: hoodie, quantity: 12, price: 2900 }] : []),
    ],
  });
  await place({
    email: PAPER_DEMO_EMAIL,
    bespoke: false,
    history: [
      { status: 'new', daysAgo: 1 },
      { status: 'paid', daysAgo: 1 },
    ],
    lines: paperPicks.map((line, index) => ({ line, quantity: index + 1, price: line.price })),
  });
}
