import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../accounts';
import { productOptions, productVariants } from '../catalog';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { editOrderItems, getReceipt, loadInvoice, orderAmendments, orderItems, orders } from '../orders';
import { PaymentGateway, TestPaymentProvider } from '../payments';
import { createTestProduct } from '../testing/fixtures';
import { placeOrder, quoteCheckout } from '.';
import { checkoutForm, createCheckoutStore, fillBasket, shopperContext } from './testing';

const ORIGIN = 'http://money.localhost';

/** Orders placed through checkout, then read back as receipt and invoice and edited: the money must agree. */
describe.each(testEngines)('an order’s money from checkout to invoice and edits (%s)', (engine) => {
  let database: DatabaseHandle;
  let shop: Awaited<ReturnType<typeof createCheckoutStore>>;
  const payments = new PaymentGateway({ stripe: null }, new TestPaymentProvider());

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    shop = await createCheckoutStore(database.db, 'moneyshop');
    const tee = await createTestProduct(database.db, shop.store.id, {
      urlName: 'moneyshop-26-tee',
      name: 'Ridge Tee',
      price: 2600,
      colours: [{ name: 'Sand', hex: '#d8c8a8' }],
    });
    const [option] = await database.db
      .select()
      .from(productOptions)
      .where(eq(productOptions.productId, tee.id));
    await database.db.insert(productVariants).values({
      uuid: crypto.randomUUID(),
      divisionId: shop.store.id,
      productId: tee.id,
      optionId: option?.id ?? 0,
      size: 'M',
      sku: `${tee.sku}-M`,
    });
  });
  afterAll(async () => {
    await database.close();
  });

  async function buy(basket: { productUrl: string; colour: string; quantity?: number }[], couponCode = '') {
    const ctx = shopperContext(database.db, shop.store);
    await fillBasket(ctx, basket);
    const quote = await quoteCheckout(
      ctx,
      { country: 'GB', shippingMethod: 'standard', couponCode },
      { currency: 'GBP' },
    );
    const result = await placeOrder(ctx, checkoutForm(quote.summary.total, { couponCode }), {
      payments,
      origin: ORIGIN,
    });
    if (result.status !== 'paid') throw new Error(`checkout ended ${result.status}`);
    return { ctx, hash: result.orderHash, summary: quote.summary };
  }

  it('invoices a £26 tee with a 10% coupon at 20% VAT, rows adding up to the receipt', async () => {
    const { ctx, hash } = await buy([{ productUrl: 'moneyshop-26-tee', colour: 'Sand' }], 'WELCOME10');
    const receipt = await getReceipt(ctx, hash);
    const invoice = await loadInvoice(ctx, hash);
    expect(receipt).toMatchObject({ subtotal: 2600, discount: 260, shippingTotal: 399, total: 2739 });
    expect(receipt?.goodsTax).toBe(390);
    expect(receipt?.shippingTax).toBe(67);
    expect(invoice.lines).toHaveLength(1);
    expect(invoice.lines[0]).toMatchObject({
      quantity: 1,
      unitPrice: 2600,
      discount: 260,
      vatRate: 20,
      vat: 390,
      net: 1950,
      total: 2340,
    });
    expect(invoice.totals.vat).toEqual([
      { label: 'VAT on goods at 20%', amount: 390 },
      { label: 'VAT on delivery', amount: 67 },
    ]);
    expect(invoice.totals.vatTotal).toBe(457);
    expect(invoice.totals.total).toBe(2739);
    expect(invoice.totals.goods - invoice.totals.discount + invoice.totals.shipping).toBe(
      invoice.totals.total,
    );
    expect(invoice.lines.reduce((sum, line) => sum + line.total, 0)).toBe(
      invoice.totals.goods - invoice.totals.discount,
    );
    expect(invoice.totals.vat.reduce((sum, line) => sum + line.amount, 0)).toBe(invoice.totals.vatTotal);
    expect(invoice.totals.net + invoice.totals.vatTotal).toBe(invoice.totals.total);
  });

  it('refunds £50 when a paid order of 3 × £25 is lowered to 1, and the total stays what is kept', async () => {
    const { ctx, hash } = await buy([{ productUrl: 'moneyshop-tee', colour: 'Navy', quantity: 3 }]);
    const [order] = await database.db.select().from(orders).where(eq(orders.hash, hash));
    // Delivery is free over £50, and stays as it was charged when the order changes.
    expect(order).toMatchObject({ subtotal: 7500, shippingTotal: 0, total: 7500 });
    const [item] = await database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order?.id ?? 0));
    await editOrderItems(
      ctx,
      hash,
      { items: [{ itemId: item?.id ?? 0, colour: 'Navy', size: 'M', quantity: 1 }] },
      { origin: ORIGIN },
    );
    const [amendment] = await database.db
      .select()
      .from(orderAmendments)
      .where(eq(orderAmendments.orderId, order?.id ?? 0));
    expect(amendment?.refundDue).toBe(5000);
    const [after] = await database.db.select().from(orders).where(eq(orders.hash, hash));
    expect(after).toMatchObject({ subtotal: 2500, shippingTotal: 0, total: 2500, goodsTax: 417 });
    const emails = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, 'order-updated'));
    expect(emails.at(-1)?.text).toContain('We will refund £50.00 to your original payment method.');
    const invoice = await loadInvoice(ctx, hash);
    expect(invoice.lines[0]).toMatchObject({ quantity: 1, unitPrice: 2500, total: 2500 });
    expect(invoice.totals.total).toBe(2500);
  });

  it('prorates the discount when a discounted line is lowered: the refund is what was paid for the units', async () => {
    const { ctx, hash } = await buy(
      [{ productUrl: 'moneyshop-tee', colour: 'Navy', quantity: 3 }],
      'WELCOME10',
    );
    const [order] = await database.db.select().from(orders).where(eq(orders.hash, hash));
    expect(order).toMatchObject({ subtotal: 7500, discount: 750, shippingTotal: 0, total: 6750 });
    const [item] = await database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order?.id ?? 0));
    await editOrderItems(
      ctx,
      hash,
      { items: [{ itemId: item?.id ?? 0, colour: 'Navy', size: 'M', quantity: 1 }] },
      { origin: ORIGIN },
    );
    const [amendment] = await database.db
      .select()
      .from(orderAmendments)
      .where(eq(orderAmendments.orderId, order?.id ?? 0));
    expect(amendment?.refundDue).toBe(4500);
    const [after] = await database.db.select().from(orders).where(eq(orders.hash, hash));
    expect(after).toMatchObject({ subtotal: 2500, discount: 250, total: 2250, goodsTax: 375 });
    const receipt = await getReceipt(ctx, hash);
    const invoice = await loadInvoice(ctx, hash);
    expect(receipt?.items[0]?.total).toBe(2250);
    expect(invoice.lines[0]?.total).toBe(2250);
    expect(invoice.totals.vatTotal).toBe(375);
    expect(invoice.totals.total).toBe(receipt?.total);
  });
});
