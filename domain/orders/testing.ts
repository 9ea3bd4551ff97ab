import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { includedTax } from '../../core/checkout';
import { ORDER_STATUSES, type OrderStatusCode, orderLineColumns, orderMoneyOf } from '../../core/orders';
import { productOptions, products, productVariants } from '../catalog/tables';
import type { Database } from '../db';
import { createTestProduct } from '../testing/fixtures';
import {
  orderItems,
  orderStatuses,
  orderStatusLogs,
  orders,
  type PostalAddress,
  quoteDetails,
} from './tables';

/** Tests only: order fixtures that insert rows directly (checkout is not needed to have an order). */

export async function ensureOrderStatuses(db: Database): Promise<void> {
  await db
    .insert(orderStatuses)
    .values([...ORDER_STATUSES])
    .onConflictDoNothing();
}

export const TEST_ADDRESS: PostalAddress = {
  name: 'Sasha Shopper',
  line1: '1 High Street',
  city: 'Bristol',
  postcode: 'BS1 4DJ',
  country: 'GB',
};

/** A product with every colour in every size as variants, for orders and the basket. */
export async function createTestProductWithVariants(
  db: Database,
  divisionId: number,
  options: {
    name?: string;
    urlName?: string;
    price?: number;
    colours?: string[];
    sizes?: string[];
    enabled?: boolean;
  } = {},
) {
  const colours = options.colours ?? ['White', 'Navy'];
  const sizes = options.sizes ?? ['S', 'M', 'L'];
  const product = await createTestProduct(db, divisionId, {
    ...(options.name ? { name: options.name } : {}),
    ...(options.urlName ? { urlName: options.urlName } : {}),
    price: options.price ?? 2500,
    enabled: options.enabled ?? true,
    colours: colours.map((name) => ({ name, hex: '#888888' })),
  });
  const optionRows = await db
    .update(productOptions)
    .set({ sizes })
    .where(eq(productOptions.productId, product.id))
    .returning();
  for (const option of optionRows)
    await db.insert(productVariants).values(
      sizes.map((size) => ({
        uuid: randomUUID(),
        divisionId,
        productId: product.id,
        optionId: option.id,
        size,
        sku: `${product.sku}-${option.colourName}-${size}`.toUpperCase(),
      })),
    );
  return product;
}

/** The variant of a product in a colour and size. */
export async function variantOf(db: Database, productId: number, colour: string, size: string) {
  const rows = await db
    .select({
      id: productVariants.id,
      sku: productVariants.sku,
      size: productVariants.size,
      colour: productOptions.colourName,
    })
    .from(productVariants)
    .innerJoin(productOptions, eq(productOptions.id, productVariants.optionId))
    .where(eq(productVariants.productId, productId));
  const variant = rows.find((row) => row.colour === colour && row.size === size);
  if (!variant) throw new Error(`no ${colour} ${size} variant of product ${productId}`);
  return variant;
}

export interface TestOrderItem {
  product?: { id: number; name: string; price: number };
  colour?: string;
  size?: string;
  name?: string;
  sku?: string;
  quantity?: number;
  /** Unit price including VAT; defaults to the product's price. */
  price?: number;
  /** The VAT rate inside the price; 20 by default. */
  vatPercent?: number;
  /** The line's discount, VAT included. */
  discount?: number;
  returnedQuantity?: number;
}

export interface TestOrderOptions {
  email?: string;
  customerId?: number | null;
  /** The statuses the order went through, oldest first, with when; the last is its status. */
  history?: { status: OrderStatusCode; at?: Date }[];
  status?: OrderStatusCode;
  items?: TestOrderItem[];
  shipping?: PostalAddress | null;
  shippingTotal?: number;
  currency?: string;
  fulfillmentFactory?: string | null;
  createdAt?: Date;
  quote?: Partial<typeof quoteDetails.$inferInsert>;
}

export function newTestHash(): string {
  return randomBytes(18).toString('base64url');
}

/** An order of the store with items, totals and a status history. */
export async function createTestOrder(db: Database, divisionId: number, options: TestOrderOptions = {}) {
  await ensureOrderStatuses(db);
  const history = options.history ?? [{ status: options.status ?? 'paid' }];
  const statusRows = await db.select().from(orderStatuses);
  const statusId = (code: string) => {
    const row = statusRows.find((status) => status.code === code);
    if (!row) throw new Error(`unknown status ${code}`);
    return row.id;
  };
  const items = await Promise.all(
    (options.items ?? [{}]).map(async (item) => {
      const product =
        item.product ??
        (await db
          .select({ id: products.id, name: products.name, price: products.price })
          .from(products)
          .where(eq(products.divisionId, divisionId))
          .limit(1)
          .then((rows) => rows[0]));
      const colour = item.colour ?? 'White';
      const size = item.size ?? 'M';
      const variant = product ? await variantOf(db, product.id, colour, size).catch(() => null) : null;
      return {
        productId: product?.id ?? null,
        variantId: variant?.id ?? null,
        sku: item.sku ?? variant?.sku ?? 'TEST-SKU',
        name: item.name ?? product?.name ?? 'Test item',
        options: { Colour: colour, Size: size },
        returnedQuantity: item.returnedQuantity ?? 0,
        ...orderLineColumns({
          unitPrice: item.price ?? product?.price ?? 2000,
          quantity: item.quantity ?? 1,
          discount: item.discount ?? 0,
          vatPercent: item.vatPercent ?? 20,
        }),
      };
    }),
  );
  const shippingTotal = options.shippingTotal ?? 399;
  const money = orderMoneyOf(items, { total: shippingTotal, tax: includedTax(shippingTotal, 20) });
  const last = history[history.length - 1];
  const [order] = await db
    .insert(orders)
    .values({
      uuid: randomUUID(),
      hash: newTestHash(),
      divisionId,
      customerId: options.customerId ?? null,
      email: options.email ?? 'shopper@example.com',
      statusId: statusId(last?.status ?? 'paid'),
      currency: options.currency ?? 'GBP',
      subtotal: money.subtotal,
      discount: money.discount,
      goodsTax: money.goodsTax,
      taxDiscount: money.taxDiscount,
      shippingTax: money.shippingTax,
      shippingTotal,
      total: money.total,
      shipping: options.shipping === undefined ? TEST_ADDRESS : options.shipping,
      billing: options.shipping === undefined ? TEST_ADDRESS : options.shipping,
      fulfillmentFactory: options.fulfillmentFactory ?? null,
      createdAt: options.createdAt ?? history[0]?.at ?? new Date(),
    })
    .returning();
  if (!order) throw new Error('fixture order not created');
  const itemRows = await db
    .insert(orderItems)
    .values(items.map((item) => ({ ...item, divisionId, orderId: order.id })))
    .returning();
  await db.insert(orderStatusLogs).values(
    history.map((entry) => ({
      divisionId,
      orderId: order.id,
      statusId: statusId(entry.status),
      createdAt: entry.at ?? new Date(),
    })),
  );
  if (options.quote)
    await db
      .insert(quoteDetails)
      .values({ contactName: 'Sam Quote', ...options.quote, orderId: order.id, divisionId });
  return { ...order, items: itemRows };
}

const DAY = 86_400_000;

/** A history that reached 'complete' (dispatched) `daysAgo` days ago. */
export function shippedHistory(daysAgo: number, now = Date.now()): { status: OrderStatusCode; at: Date }[] {
  const dispatched = now - daysAgo * DAY;
  return [
    { status: 'new', at: new Date(dispatched - 4 * DAY) },
    { status: 'paid', at: new Date(dispatched - 4 * DAY + 60_000) },
    { status: 'processing', at: new Date(dispatched - 3 * DAY) },
    { status: 'packing', at: new Date(dispatched - DAY) },
    { status: 'complete', at: new Date(dispatched) },
  ];
}
