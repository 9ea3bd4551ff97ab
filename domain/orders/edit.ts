import { and, asc, eq, inArray } from 'drizzle-orm';
import { type FieldErrors, invalid, parseOrThrow } from '../../core/errors';
import {
  type Address,
  type AddressInput,
  addressSchema,
  canChangeAddress,
  canEditItems,
  changeQuantity,
  checkQuantityChange,
  type EditItemsInput,
  editItemsSchema,
  ORDER_MESSAGES,
  orderLineColumns,
  orderMoneyOf,
  type Verdict,
} from '../../core/orders';
import { PAYMENT_MESSAGES } from '../../core/payments';
import { queueMail } from '../accounts';
import { productOptions, products, productVariants } from '../catalog/tables';
import type { ServiceContext } from '../context';
import { addressUpdatedEmail, orderUpdatedEmail } from './emails';
import { loadOrder, loadOrderItems, type OrderItemRecord, type OrderRecord } from './lookup';
import { awaitsAuthentication } from './payment-attempts';
import { orderAmendments, orderItems, orders, type PostalAddress } from './tables';

/** The colours and sizes a product of the order can still be had in. */
export interface ItemChoices {
  colours: { name: string; sizes: string[] }[];
}

export interface EditPage {
  order: OrderRecord;
  verdict: Verdict;
  items: (OrderItemRecord & { choices: ItemChoices })[];
}

async function choicesFor(ctx: ServiceContext, productIds: number[]): Promise<Map<number, ItemChoices>> {
  if (productIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      productId: productVariants.productId,
      colour: productOptions.colourName,
      position: productOptions.position,
      size: productVariants.size,
    })
    .from(productVariants)
    .innerJoin(productOptions, eq(productOptions.id, productVariants.optionId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        inArray(productVariants.productId, productIds),
        eq(productVariants.divisionId, ctx.store.id),
        eq(productVariants.enabled, true),
        eq(products.enabled, true),
      ),
    )
    .orderBy(asc(productOptions.position), asc(productVariants.id));
  const choices = new Map<number, ItemChoices>();
  for (const row of rows) {
    const entry = choices.get(row.productId) ?? { colours: [] };
    let colour = entry.colours.find((candidate) => candidate.name === row.colour);
    if (!colour) {
      colour = { name: row.colour, sizes: [] };
      entry.colours.push(colour);
    }
    if (!colour.sizes.includes(row.size)) colour.sizes.push(row.size);
    choices.set(row.productId, entry);
  }
  return choices;
}

/** The /edit-order/{orderHash} page: the items with what each could change to, and whether it may. */
export async function loadEditPage(ctx: ServiceContext, hash: string): Promise<EditPage> {
  const order = await loadOrder(ctx, hash);
  const items = await loadOrderItems(ctx, order.id);
  const choices = await choicesFor(
    ctx,
    items.flatMap((item) => (item.productId ? [item.productId] : [])),
  );
  return {
    order,
    verdict: canEditItems(order.status.code),
    items: items.map((item) => {
      const own = choices.get(item.productId ?? -1) ?? { colours: [] };
      // The ordered colour and size stay choosable even if no longer sold, so keeping them is never refused.
      const colours = own.colours.map((colour) => ({ ...colour, sizes: [...colour.sizes] }));
      if (item.colour && item.size) {
        const current = colours.find((colour) => colour.name === item.colour);
        if (!current) colours.unshift({ name: item.colour, sizes: [item.size] });
        else if (!current.sizes.includes(item.size)) current.sizes.unshift(item.size);
      }
      return { ...item, choices: { colours } };
    }),
  };
}

/**
 * Changes the colours, sizes and quantities of an order's items while it is not yet in production (new,
 * to_be_paid, paid). A paid order may only lower quantities; what it paid for the units it drops is recorded
 * as a refund due (core/orders `lineRefund`). The totals are summed from the lines again; an amendment is kept
 * and 'order-updated' emailed.
 */
export async function editOrderItems(
  ctx: ServiceContext,
  hash: string,
  input: EditItemsInput,
  options: { origin: string },
): Promise<{ changed: boolean; message: string }> {
  const data = parseOrThrow(editItemsSchema, input);
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const order = await loadOrder(tx, hash, { lock: true });
    // The bank is confirming a payment for these items at their current total: they wait for it.
    if (await awaitsAuthentication(tx, order.id))
      throw invalid({ items: [PAYMENT_MESSAGES.itemsAwaitingAuthentication] });
    const verdict = canEditItems(order.status.code);
    if (!verdict.allowed) throw invalid({ items: [verdict.reason] });
    const items = await loadOrderItems(tx, order.id);
    const errors: FieldErrors = {};
    const changes: {
      item: OrderItemRecord;
      variant: { id: number; sku: string } | null;
      colour: string;
      size: string;
      quantity: number;
    }[] = [];
    for (const line of data.items) {
      const item = items.find((candidate) => candidate.id === line.itemId);
      if (!item) {
        errors.items = [ORDER_MESSAGES.variantUnavailable];
        continue;
      }
      const quantityVerdict = checkQuantityChange(order.status.code, item.quantity, line.quantity);
      if (!quantityVerdict.allowed) errors[`quantity.${item.id}`] = [quantityVerdict.reason];
      const sameVariant = line.colour === item.colour && line.size === item.size;
      let variant: { id: number; sku: string } | null = null;
      if (!sameVariant) {
        const [found] = item.productId
          ? await db
              .select({ id: productVariants.id, sku: productVariants.sku })
              .from(productVariants)
              .innerJoin(productOptions, eq(productOptions.id, productVariants.optionId))
              .innerJoin(products, eq(products.id, productVariants.productId))
              .where(
                and(
                  eq(productVariants.productId, item.productId),
                  eq(productVariants.divisionId, ctx.store.id),
                  eq(productVariants.enabled, true),
                  eq(products.enabled, true),
                  eq(productOptions.colourName, line.colour),
                  eq(productVariants.size, line.size),
                ),
              )
              .limit(1)
          : [];
        if (!found) errors[`size.${item.id}`] = [ORDER_MESSAGES.variantUnavailable];
        else variant = found;
      }
      if (!sameVariant || line.quantity !== item.quantity)
        changes.push({ item, variant, colour: line.colour, size: line.size, quantity: line.quantity });
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);
    if (changes.length === 0) return { changed: false, message: ORDER_MESSAGES.nothingChanged };

    let refundDue = 0;
    for (const change of changes) {
      const { item } = change;
      const changed = changeQuantity(item, change.quantity, order.status.code === 'paid');
      refundDue += changed.refund;
      await db
        .update(orderItems)
        .set({
          ...orderLineColumns(changed.line),
          options: { ...item.options, Colour: change.colour, Size: change.size },
          ...(change.variant ? { variantId: change.variant.id, sku: change.variant.sku } : {}),
        })
        .where(and(eq(orderItems.id, item.id), eq(orderItems.divisionId, ctx.store.id)));
    }
    const lines = await db
      .select({
        unitPrice: orderItems.unitPrice,
        quantity: orderItems.quantity,
        discount: orderItems.discount,
        vatPercent: orderItems.vatPercent,
      })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), eq(orderItems.divisionId, ctx.store.id)));
    // Delivery stays as it was charged; every other total is the sum of the lines again.
    const money = orderMoneyOf(lines, { total: order.shippingTotal, tax: order.shippingTax });
    await db
      .update(orders)
      .set({
        subtotal: money.subtotal,
        discount: money.discount,
        goodsTax: money.goodsTax,
        taxDiscount: money.taxDiscount,
        total: money.total,
      })
      .where(eq(orders.id, order.id));
    await db.insert(orderAmendments).values({
      divisionId: ctx.store.id,
      orderId: order.id,
      kind: 'items',
      before: changes.map(({ item }) => ({
        itemId: item.id,
        colour: item.colour,
        size: item.size,
        quantity: item.quantity,
      })),
      after: changes.map((change) => ({
        itemId: change.item.id,
        colour: change.colour,
        size: change.size,
        quantity: change.quantity,
      })),
      refundDue,
      customerId: ctx.actor.kind === 'customer' ? ctx.actor.customerId : null,
    });
    const updated = await loadOrder(tx, hash);
    await queueMail(tx, {
      to: order.email,
      kind: 'order-updated',
      origin: options.origin,
      message: orderUpdatedEmail({
        order: updated,
        items: await loadOrderItems(tx, order.id),
        refundDue,
        pageUrl: `${options.origin}/edit-order/${order.hash}`,
      }),
    });
    return { changed: true, message: ORDER_MESSAGES.orderUpdated };
  });
}

/** The /update-address/{orderHash} page: the current delivery address, and whether it may change. */
export async function loadAddressPage(
  ctx: ServiceContext,
  hash: string,
): Promise<{ order: OrderRecord; verdict: Verdict; address: PostalAddress | null }> {
  const order = await loadOrder(ctx, hash);
  return { order, verdict: canChangeAddress(order.status.code), address: order.shipping };
}

const sameAddress = (a: PostalAddress | null, b: Address) =>
  a !== null &&
  (
    ['name', 'company', 'line1', 'line2', 'city', 'county', 'postcode', 'country', 'eoriNumber'] as const
  ).every((key) => (a[key] ?? null) === (b[key] ?? null));

/** Changes the delivery address of an order not yet dispatched; kept as an amendment and emailed. */
export async function updateDeliveryAddress(
  ctx: ServiceContext,
  hash: string,
  input: AddressInput,
  options: { origin: string },
): Promise<{ changed: boolean; message: string }> {
  const address = parseOrThrow(addressSchema, input);
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const order = await loadOrder(tx, hash, { lock: true });
    const verdict = canChangeAddress(order.status.code);
    if (!verdict.allowed) throw invalid({ address: [verdict.reason] });
    if (sameAddress(order.shipping, address))
      return { changed: false, message: ORDER_MESSAGES.nothingChanged };
    const shipping: PostalAddress = { ...address };
    await db.update(orders).set({ shipping }).where(eq(orders.id, order.id));
    await db.insert(orderAmendments).values({
      divisionId: ctx.store.id,
      orderId: order.id,
      kind: 'address',
      before: order.shipping,
      after: shipping,
      customerId: ctx.actor.kind === 'customer' ? ctx.actor.customerId : null,
    });
    await queueMail(tx, {
      to: order.email,
      kind: 'order-updated',
      origin: options.origin,
      message: addressUpdatedEmail({
        order,
        address: shipping,
        pageUrl: `${options.origin}/update-address/${order.hash}`,
      }),
    });
    return { changed: true, message: ORDER_MESSAGES.addressUpdated };
  });
}
