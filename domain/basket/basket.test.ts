import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors';
import { productVariants } from '../catalog/tables';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { createTestProduct, createTestStore } from '../testing/fixtures';
import { addItemToBasket } from './add-item';
import { basketItemCount, listBasketItems } from './list-items';
import { basketItems } from './tables';

describe.each(testEngines)('the minimal basket on %s', (engine) => {
  let database: DatabaseHandle;
  let ctx: ServiceContext;
  let otherCtx: ServiceContext;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const store = await createTestStore(database.db, { subdomain: 'basketshop' });
    const other = await createTestStore(database.db, { subdomain: 'othershop' });
    ctx = { db: database.db, store, actor: { kind: 'visitor', sessionId: 'visitor-one-aaaaaaaaaa' } };
    otherCtx = {
      db: database.db,
      store: other,
      actor: { kind: 'visitor', sessionId: 'visitor-one-aaaaaaaaaa' },
    };
    const tee = await createTestProduct(database.db, store.id, {
      urlName: 'summit-tee',
      name: 'Summit Tee',
      price: 2600,
      salePrice: 2200,
      colours: [
        { name: 'Navy', hex: '#1f2a44' },
        { name: 'White', hex: '#ffffff' },
      ],
    });
    await createTestProduct(database.db, other.id, {
      urlName: 'other-tee',
      colours: [{ name: 'Navy', hex: '#1f2a44' }],
    });
    await createTestProduct(database.db, store.id, { urlName: 'retired-tee', enabled: false });
    const { randomUUID } = await import('node:crypto');
    const options = await database.db.query.productOptions.findMany({
      where: (o, { eq }) => eq(o.productId, tee.id),
    });
    for (const option of options) {
      await database.db.insert(productVariants).values({
        uuid: randomUUID(),
        divisionId: store.id,
        productId: tee.id,
        optionId: option.id,
        size: 'M',
        sku: `SUMMIT-${option.colourName}-M`,
      });
    }
  });
  beforeEach(async () => {
    await database.db.delete(basketItems);
  });
  afterAll(async () => {
    await database.close();
  });

  it('adds a colour and size, merges repeats, and lists the §7 fields', async () => {
    await addItemToBasket(ctx, { productUrl: 'summit-tee', colour: 'navy', size: 'M', quantity: 2 });
    await addItemToBasket(ctx, { productUrl: 'summit-tee', colour: 'Navy', size: 'M' });
    await addItemToBasket(ctx, { productUrl: 'summit-tee', colour: 'White', size: 'M' });
    const lines = await listBasketItems(ctx);
    expect(lines.map((line) => [line.name, line.options, line.quantity, line.priceIncTax])).toEqual([
      ['Summit Tee', { Colour: 'Navy', Size: 'M' }, 3, 2200],
      ['Summit Tee', { Colour: 'White', Size: 'M' }, 1, 2200],
    ]);
    expect(lines[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await basketItemCount(ctx)).toBe(4);
  });

  it.each([
    [0, 'Please choose a quantity from 1 to 999'],
    [1000, 'Please choose a quantity from 1 to 999'],
    [1.5, 'Please choose a quantity from 1 to 999'],
    ['many', 'Please choose a quantity from 1 to 999'],
  ])('refuses quantity %s with a clear message and writes nothing', async (quantity, message) => {
    const attempt = addItemToBasket(ctx, {
      productUrl: 'summit-tee',
      colour: 'Navy',
      size: 'M',
      quantity: quantity as number,
    });
    await expect(attempt).rejects.toMatchObject({
      kind: 'invalid',
      message,
      errors: { quantity: [message] },
    });
    expect(await database.db.select().from(basketItems)).toHaveLength(0);
  });

  it('refuses a missing size', async () => {
    await expect(
      addItemToBasket(ctx, { productUrl: 'summit-tee', colour: 'Navy', size: '' }),
    ).rejects.toMatchObject({
      message: 'Please choose a size',
    });
  });

  it.each([
    ['another store', 'other-tee'],
    ['a disabled product', 'retired-tee'],
    ['an unknown product', 'no-such-tee'],
  ])('refuses %s as no longer available', async (_label, productUrl) => {
    const attempt = addItemToBasket(ctx, { productUrl, colour: 'Navy', size: 'M' });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({
      message: 'Oops... Looks like this product is no longer available',
    });
    expect(await database.db.select().from(basketItems)).toHaveLength(0);
  });

  it("keeps each store's basket to itself", async () => {
    await addItemToBasket(ctx, { productUrl: 'summit-tee', colour: 'Navy', size: 'M' });
    expect(await listBasketItems(otherCtx)).toEqual([]);
    expect(await basketItemCount(otherCtx)).toBe(0);
  });
});
