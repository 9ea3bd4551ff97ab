import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowFor } from '../../core/orders';
import { productOptions, productVariants } from '../catalog/tables';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { orders, statusHistory } from '../orders';
import { PaymentGateway, TestPaymentProvider } from '../payments';
import { createTestProduct } from '../testing/fixtures';
import { placeOrder, quoteCheckout } from '.';
import { checkoutForm, createCheckoutStore, fillBasket, shopperContext } from './testing';

const GB = { country: 'GB', shippingMethod: null, couponCode: '' };

describe.each(testEngines)('the fulfilment factory checkout sets (§3, §4 paper flow) on %s', (engine) => {
  let database: DatabaseHandle;
  let shop: Awaited<ReturnType<typeof createCheckoutStore>>;
  const payments = new PaymentGateway({ stripe: null }, new TestPaymentProvider());

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    shop = await createCheckoutStore(database.db, 'paperfactory');
    for (const [urlName, name] of [
      ['paperfactory-print', 'Harbour Art Print'],
      ['paperfactory-sticker', 'Gull Sticker'],
    ] as const) {
      const product = await createTestProduct(database.db, shop.store.id, {
        urlName,
        name,
        price: 1500,
        kind: urlName.endsWith('print') ? 'art-print' : 'sticker',
        type: 'printed-paper',
        colours: [{ name: 'White', hex: '#ffffff' }],
      });
      const [option] = await database.db
        .select()
        .from(productOptions)
        .where(eq(productOptions.productId, product.id));
      await database.db.insert(productVariants).values({
        uuid: randomUUID(),
        divisionId: shop.store.id,
        productId: product.id,
        optionId: option?.id ?? 0,
        size: 'M',
        sku: `${product.sku}-M`,
      });
    }
  });
  afterAll(async () => {
    await database.close();
  });

  async function checkOut(items: { productUrl: string; colour: string }[]) {
    const ctx = shopperContext(database.db, shop.store);
    await fillBasket(ctx, items);
    const quote = await quoteCheckout(ctx, GB, { currency: 'GBP' });
    const result = await placeOrder(ctx, checkoutForm(quote.summary.total), {
      payments,
      origin: 'http://paperfactory.localhost',
    });
    expect(result.status).toBe('paid');
    const [order] = await database.db.select().from(orders).where(eq(orders.hash, result.orderHash));
    if (!order) throw new Error('no order');
    const history = await statusHistory(ctx, order.id);
    return { order, flow: flowFor({ history, fulfillmentFactory: order.fulfillmentFactory }).name };
  }

  it('sends an order of art prints and stickers to newport, where it follows the paper flow', async () => {
    const { order, flow } = await checkOut([
      { productUrl: 'paperfactory-print', colour: 'White' },
      { productUrl: 'paperfactory-sticker', colour: 'White' },
    ]);
    expect(order.fulfillmentFactory).toBe('newport');
    expect(flow).toBe('paper');
  });

  it('leaves a garment order without a factory: the normal flow', async () => {
    const { order, flow } = await checkOut([{ productUrl: 'paperfactory-tee', colour: 'Navy' }]);
    expect(order.fulfillmentFactory).toBeNull();
    expect(flow).toBe('normal');
  });

  it('keeps a mixed order of paper and garments together in the normal flow', async () => {
    const { order, flow } = await checkOut([
      { productUrl: 'paperfactory-print', colour: 'White' },
      { productUrl: 'paperfactory-tee', colour: 'Navy' },
    ]);
    expect(order.fulfillmentFactory).toBeNull();
    expect(flow).toBe('normal');
  });
});
