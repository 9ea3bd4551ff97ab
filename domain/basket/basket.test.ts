import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestCustomer } from '../accounts/testing';
import { products, productVariants } from '../catalog/tables';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { createTestStore } from '../testing/fixtures';
import { addItemToBasket, bulkAddToBasket } from './add-items';
import { removeBasketLine, updateBasketLine } from './change-items';
import { basketItemCount, listBasketItems } from './list-items';
import { basketItems, baskets } from './tables';
import { createSellableProduct, createSummitTee } from './testing';

const UNAVAILABLE = 'Oops... Looks like this product is no longer available';
const QUANTITY = 'Please choose a quantity from 1 to 999';

describe.each(testEngines)('the basket on %s', (engine) => {
  let database: DatabaseHandle;
  let ctx: ServiceContext;
  let otherStoreCtx: ServiceContext;
  let otherVisitorCtx: ServiceContext;
  let tee: Awaited<ReturnType<typeof createSellableProduct>>;
  let otherStoreTee: Awaited<ReturnType<typeof createSellableProduct>>;

  const rows = () => database.db.select().from(basketItems);
  const add = (item: Record<string, unknown>, context = ctx, name?: string) =>
    addItemToBasket(context, { item, ...(name ? { name } : {}) } as never);

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const store = await createTestStore(database.db, { subdomain: 'basketshop' });
    const other = await createTestStore(database.db, { subdomain: 'othershop' });
    const visitor = { kind: 'visitor' as const, sessionId: 'visitor-one-aaaaaaaaaa' };
    ctx = { db: database.db, store, actor: visitor };
    otherStoreCtx = { db: database.db, store: other, actor: visitor };
    otherVisitorCtx = {
      db: database.db,
      store,
      actor: { kind: 'visitor', sessionId: 'visitor-two-bbbbbbbbbb' },
    };
    tee = await createSummitTee(database.db, store.id, { salePrice: 2200 });
    otherStoreTee = await createSellableProduct(database.db, other.id, {
      urlName: 'other-tee',
      colours: [{ name: 'Navy', hex: '#1f2a44' }],
    });
    await createSellableProduct(database.db, store.id, { urlName: 'retired-tee', enabled: false });
    await createSellableProduct(database.db, store.id, { urlName: 'display-tee', enableAddToCart: false });
  });
  beforeEach(async () => {
    await database.db.delete(baskets);
    await database.db.update(products).set({ enabled: true }).where(eq(products.urlName, 'summit-tee'));
  });
  afterAll(async () => {
    await database.close();
  });

  it('adds a colour and size, joins repeats, and lists the §7 fields with server prices', async () => {
    await add({ productUrl: 'summit-tee', productColor: 'navy', productSize: 'M', quantity: 2 });
    await add({ productUrl: 'Summit-Tee', productColor: 'Navy', productSize: 'm' });
    const { items } = await add({ productUrl: 'summit-tee', productColor: 'White', productSize: 'M' });
    expect(items.map((line) => [line.name, line.options, line.quantity, line.priceIncTax])).toEqual([
      ['Summit Tee', { Colour: 'Navy', Size: 'M' }, 3, 2200],
      ['Summit Tee', { Colour: 'White', Size: 'M' }, 1, 2200],
    ]);
    expect(items[0]).toMatchObject({
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      productUuid: tee.product.uuid,
      variantId: tee.variant('Navy', 'M'),
      image: expect.stringContaining('summit-tee'),
    });
    expect(await listBasketItems(ctx)).toEqual(items);
    expect(await basketItemCount(ctx)).toBe(4);
  });

  it('adds by product id (number or uuid) and by variant id', async () => {
    await add({ productId: tee.product.id, productColor: 'Navy', productSize: 'S' });
    await add({ productId: tee.product.uuid, productColor: 'Navy', productSize: 'S' });
    const { items } = await add({ variantId: tee.variant('Navy', 'S'), quantity: 3 });
    expect(items).toHaveLength(1);
    expect(items[0]?.quantity).toBe(5);
  });

  it('caps a line at 999 when it is added again', async () => {
    await add({ productUrl: 'summit-tee', productColor: 'Navy', productSize: 'L', quantity: 998 });
    const { items } = await add({
      productUrl: 'summit-tee',
      productColor: 'Navy',
      productSize: 'L',
      quantity: 5,
    });
    expect(items[0]?.quantity).toBe(999);
  });

  it.each([0, 1000, 1.5, 'many', -3])(
    'refuses quantity %s with a clear message and writes nothing',
    async (quantity) => {
      await expect(
        add({ productUrl: 'summit-tee', productColor: 'Navy', productSize: 'M', quantity }),
      ).rejects.toMatchObject({
        kind: 'invalid',
        message: QUANTITY,
        errors: { 'item.quantity': [QUANTITY] },
      });
      expect(await rows()).toHaveLength(0);
    },
  );

  it.each([
    [{ productUrl: 'summit-tee', productColor: 'Navy' }, 'item.productSize', 'Please choose a size'],
    [{ productUrl: 'summit-tee', productSize: 'M' }, 'item.productColor', 'Please choose a colour'],
    [{ productColor: 'Navy', productSize: 'M' }, 'item.productUrl', 'Please choose a product'],
  ])('refuses an incomplete item %j', async (item, field, message) => {
    await expect(add(item)).rejects.toMatchObject({ message, errors: { [field]: [message] } });
    expect(await rows()).toHaveLength(0);
  });

  it('refuses a bad cart name', async () => {
    await expect(
      add({ productUrl: 'summit-tee', productColor: 'Navy', productSize: 'M' }, ctx, 'no spaces please'),
    ).rejects.toMatchObject({ errors: { name: [expect.stringContaining('basket name')] } });
  });

  it.each([
    ["another store's product", { productUrl: 'other-tee', productColor: 'Navy', productSize: 'M' }],
    ['a disabled product', { productUrl: 'retired-tee', productColor: 'White', productSize: 'M' }],
    ['a product not for the basket', { productUrl: 'display-tee', productColor: 'White', productSize: 'M' }],
    ['an unknown product', { productUrl: 'no-such-tee', productColor: 'Navy', productSize: 'M' }],
    ['an unknown colour', { productUrl: 'summit-tee', productColor: 'Pink', productSize: 'M' }],
    ['an unknown size', { productUrl: 'summit-tee', productColor: 'Navy', productSize: 'XXL' }],
    ['a malformed product id', { productId: 'not-an-id', productColor: 'Navy', productSize: 'M' }],
    ['a malformed variant id', { variantId: 'not-a-variant' }],
  ])('refuses %s as no longer available and writes nothing', async (_label, item) => {
    await expect(add(item)).rejects.toMatchObject({ kind: 'invalid', message: UNAVAILABLE });
    expect(await rows()).toHaveLength(0);
  });

  it("refuses another store's variant by id", async () => {
    await expect(add({ variantId: otherStoreTee.variant('Navy', 'M') })).rejects.toMatchObject({
      message: UNAVAILABLE,
      errors: { item: [UNAVAILABLE] },
    });
    expect(await rows()).toHaveLength(0);
  });

  it('refuses a disabled variant', async () => {
    await database.db
      .update(productVariants)
      .set({ enabled: false })
      .where(eq(productVariants.uuid, tee.variant('White', 'L')));
    await expect(add({ variantId: tee.variant('White', 'L') })).rejects.toMatchObject({
      message: UNAVAILABLE,
    });
    await database.db
      .update(productVariants)
      .set({ enabled: true })
      .where(eq(productVariants.uuid, tee.variant('White', 'L')));
  });

  it('keeps named carts apart; the badge counts the main cart', async () => {
    await add({ productUrl: 'summit-tee', productColor: 'Navy', productSize: 'M', quantity: 2 });
    await add(
      { productUrl: 'summit-tee', productColor: 'Navy', productSize: 'M', quantity: 5 },
      ctx,
      'wishlist',
    );
    expect((await listBasketItems(ctx, 'wishlist'))[0]?.quantity).toBe(5);
    expect(await basketItemCount(ctx)).toBe(2);
  });

  it('leaves out lines whose product was disabled after adding', async () => {
    await add({ productUrl: 'summit-tee', productColor: 'Navy', productSize: 'M' });
    await database.db.update(products).set({ enabled: false }).where(eq(products.urlName, 'summit-tee'));
    expect(await listBasketItems(ctx)).toEqual([]);
    expect(await basketItemCount(ctx)).toBe(0);
  });

  it("keeps each store's and each visitor's basket to itself", async () => {
    await add({ productUrl: 'summit-tee', productColor: 'Navy', productSize: 'M' });
    expect(await listBasketItems(otherStoreCtx)).toEqual([]);
    expect(await basketItemCount(otherStoreCtx)).toBe(0);
    expect(await listBasketItems(otherVisitorCtx)).toEqual([]);
  });

  it('needs a visitor to keep a basket for', async () => {
    await expect(
      addItemToBasket(
        { ...ctx, actor: { kind: 'visitor', sessionId: null } },
        { item: { productUrl: 'summit-tee', productColor: 'Navy', productSize: 'M' } },
      ),
    ).rejects.toMatchObject({ message: 'Please enable cookies to use the basket' });
    expect(await listBasketItems({ ...ctx, actor: { kind: 'system' } })).toEqual([]);
  });

  describe('bulk add', () => {
    it('adds every item, joining duplicates', async () => {
      const { items, message } = await bulkAddToBasket(ctx, {
        items: [
          { variantId: tee.variant('Navy', 'S'), quantity: 2 },
          { productUrl: 'summit-tee', productColor: 'White', productSize: 'L' },
          { variantId: tee.variant('Navy', 'S') },
        ],
      });
      expect(items.map((line) => [line.options.Colour, line.options.Size, line.quantity])).toEqual([
        ['Navy', 'S', 3],
        ['White', 'L', 1],
      ]);
      expect(message).toBeUndefined();
    });

    it('adds nothing when one item is not available', async () => {
      await add({ productUrl: 'summit-tee', productColor: 'Navy', productSize: 'M' });
      const before = await rows();
      await expect(
        bulkAddToBasket(ctx, {
          items: [{ variantId: tee.variant('Navy', 'S') }, { variantId: otherStoreTee.variant('Navy', 'S') }],
        }),
      ).rejects.toMatchObject({ message: UNAVAILABLE, errors: { 'items.1': [UNAVAILABLE] } });
      expect(await rows()).toEqual(before);
    });

    it("refuses an empty list with 'No items were added to basket'", async () => {
      await expect(bulkAddToBasket(ctx, { items: [] })).rejects.toMatchObject({
        message: 'No items were added to basket',
      });
      await expect(bulkAddToBasket(ctx, {} as never)).rejects.toMatchObject({
        message: 'No items were added to basket',
      });
    });

    it('takes at most 50 items and says when a quantity was capped', async () => {
      await expect(
        bulkAddToBasket(ctx, {
          items: Array.from({ length: 51 }, () => ({ variantId: tee.variant('Navy', 'S') })),
        }),
      ).rejects.toMatchObject({ message: 'No more than 50 items can be added at once' });
      const { message, items } = await bulkAddToBasket(ctx, {
        items: [
          { variantId: tee.variant('Navy', 'S'), quantity: 600 },
          { variantId: tee.variant('Navy', 'S'), quantity: 600 },
        ],
      });
      expect(items[0]?.quantity).toBe(999);
      expect(message).toBe('Quantities are limited to 999 per item');
    });

    it('refuses more than 100 different lines, leaving the basket as it was', async () => {
      const big = await createSellableProduct(database.db, ctx.store.id, {
        urlName: `many-sizes-${randomUUID().slice(0, 6)}`,
        sizes: Array.from({ length: 60 }, (_, index) => `Size ${index}`),
        colours: [
          { name: 'Navy', hex: '#1f2a44' },
          { name: 'White', hex: '#ffffff' },
        ],
      });
      const ids = big.variants.map((variant) => ({ variantId: variant.uuid }));
      await bulkAddToBasket(ctx, { items: ids.slice(0, 50) });
      await bulkAddToBasket(ctx, { items: ids.slice(50, 100) });
      const before = await rows();
      await expect(bulkAddToBasket(ctx, { items: ids.slice(100, 101) })).rejects.toMatchObject({
        message: 'Your basket can hold up to 100 different items',
      });
      expect(await rows()).toEqual(before);
    });
  });

  describe('update and remove', () => {
    it('sets a quantity and answers the cart', async () => {
      const { items } = await add({ productUrl: 'summit-tee', productColor: 'Navy', productSize: 'M' });
      const key = items[0]?.key ?? '';
      const updated = await updateBasketLine(ctx, { key, quantity: 7 });
      expect(updated.items[0]?.quantity).toBe(7);
      expect(await basketItemCount(ctx)).toBe(7);
    });

    it.each([0, 1000, 2.5])('refuses quantity %s and changes nothing', async (quantity) => {
      const { items } = await add({ productUrl: 'summit-tee', productColor: 'Navy', productSize: 'M' });
      await expect(updateBasketLine(ctx, { key: items[0]?.key ?? '', quantity })).rejects.toMatchObject({
        status: 422,
        message: QUANTITY,
      });
      expect((await rows())[0]?.quantity).toBe(1);
    });

    it("refuses an unknown key, or another visitor's or store's line, with 404", async () => {
      const { items } = await add({ productUrl: 'summit-tee', productColor: 'Navy', productSize: 'M' });
      const key = items[0]?.key ?? '';
      for (const [context, attempt] of [
        [ctx, 'no-such-key'],
        [otherVisitorCtx, key],
        [otherStoreCtx, key],
      ] as const) {
        await expect(updateBasketLine(context, { key: attempt, quantity: 3 })).rejects.toMatchObject({
          status: 404,
          message: 'This item is no longer in your basket',
        });
        await expect(removeBasketLine(context, { key: attempt })).rejects.toMatchObject({ status: 404 });
      }
      expect((await rows())[0]?.quantity).toBe(1);
    });

    it('removes a line from the named cart only', async () => {
      const { items } = await add({ productUrl: 'summit-tee', productColor: 'Navy', productSize: 'M' });
      const key = items[0]?.key ?? '';
      await expect(removeBasketLine(ctx, { key, name: 'wishlist' })).rejects.toMatchObject({ status: 404 });
      expect(await removeBasketLine(ctx, { key })).toEqual({ items: [] });
      expect(await rows()).toHaveLength(0);
    });
  });

  describe('customers', () => {
    it("keep a basket of their own, apart from the browser's anonymous one", async () => {
      const customer = await createTestCustomer(database.db);
      const signedIn: ServiceContext = {
        ...ctx,
        actor: {
          kind: 'customer',
          customerId: customer.id,
          sessionId: 'visitor-one-aaaaaaaaaa',
          internal: false,
        },
      };
      await add({ productUrl: 'summit-tee', productColor: 'Navy', productSize: 'M' }, signedIn);
      expect(await basketItemCount(signedIn)).toBe(1);
      expect(await basketItemCount(ctx)).toBe(0);
      const [basket] = await database.db.select().from(baskets);
      expect(basket).toMatchObject({ customerId: customer.id, visitorId: null });
    });
  });

  if (engine === 'postgres') {
    it('joins concurrent adds of one item into one line', async () => {
      await Promise.all(Array.from({ length: 12 }, () => add({ variantId: tee.variant('Navy', 'M') })));
      const lines = await listBasketItems(ctx);
      expect(lines).toHaveLength(1);
      expect(lines[0]?.quantity).toBe(12);
      const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(baskets);
      expect(count?.n).toBe(1);
    });
  }
});
