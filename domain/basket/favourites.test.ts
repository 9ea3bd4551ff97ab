import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxEmails } from '../accounts/tables';
import { products, productVariants } from '../catalog/tables';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { emailFavouritesForLater } from '../favourites-for-later';
import { createTestStore } from '../testing/fixtures';
import { addFavourite, favouritesSummary, listFavourites, removeFavourite } from './favourites';
import { createFavouritesRecovery, EMAIL_FOR_LATER_LIMITS, recoverFavourites } from './recovery';
import { favouriteRecoveries, favourites } from './tables';
import { createSellableProduct, createSummitTee } from './testing';

const UNAVAILABLE = 'Oops... Looks like this product is no longer available';
const visitor = (sessionId: string) => ({ kind: 'visitor' as const, sessionId });

describe.each(testEngines)('favourites on %s', (engine) => {
  let database: DatabaseHandle;
  let ctx: ServiceContext;
  let otherStoreCtx: ServiceContext;
  let otherVisitorCtx: ServiceContext;
  let noFavouritesCtx: ServiceContext;
  let tee: Awaited<ReturnType<typeof createSellableProduct>>;
  let hoodie: Awaited<ReturnType<typeof createSellableProduct>>;
  let otherStoreTee: Awaited<ReturnType<typeof createSellableProduct>>;

  const rows = () => database.db.select().from(favourites);

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const store = await createTestStore(database.db, { subdomain: 'favshop', companyName: 'Fav Shop' });
    const other = await createTestStore(database.db, { subdomain: 'otherfavshop' });
    const off = await createTestStore(database.db, {
      subdomain: 'nofavs',
      settings: { favouritesEnabled: false },
    });
    ctx = { db: database.db, store, actor: visitor('fav-visitor-aaaaaaaaaaa') };
    otherStoreCtx = { db: database.db, store: other, actor: visitor('fav-visitor-aaaaaaaaaaa') };
    otherVisitorCtx = { db: database.db, store, actor: visitor('fav-visitor-bbbbbbbbbbb') };
    noFavouritesCtx = { db: database.db, store: off, actor: visitor('fav-visitor-aaaaaaaaaaa') };
    tee = await createSummitTee(database.db, store.id);
    hoodie = await createSellableProduct(database.db, store.id, {
      urlName: 'ridge-hoodie',
      name: 'Ridge Hoodie',
    });
    otherStoreTee = await createSellableProduct(database.db, other.id, { urlName: 'other-tee' });
    await createSellableProduct(database.db, store.id, { urlName: 'retired-tee', enabled: false });
  });
  beforeEach(async () => {
    await database.db.delete(favourites);
    await database.db.delete(favouriteRecoveries);
    await database.db.delete(outboxEmails);
  });
  afterAll(async () => {
    await database.close();
  });

  it('adds, lists newest first with the §3 fields, and re-adding updates the colour and size', async () => {
    await addFavourite(ctx, { productUrl: 'summit-tee', colour: 'navy', size: 'm' });
    await addFavourite(ctx, { productId: hoodie.product.uuid });
    const { favourites: list } = await addFavourite(ctx, { productId: tee.product.id, colour: 'White' });
    expect(list[0]?.addToBasket).toEqual({ colour: 'White', sizes: ['S', 'M', 'L'] });
    expect(list.map((item) => [item.name, item.colour, item.size])).toEqual([
      ['Ridge Hoodie', null, null],
      ['Summit Tee', 'White', null],
    ]);
    expect(list[1]).toMatchObject({
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      productId: tee.product.id,
      productUrl: 'summit-tee',
      price: 2600,
      options: { Colour: 'White', Size: null },
      addToBasket: { colour: 'White', sizes: ['S', 'M', 'L'] },
      image: expect.stringContaining('summit-tee-White'),
    });
    expect(await listFavourites(ctx)).toEqual({ favourites: list });
    expect(await favouritesSummary(ctx)).toEqual({
      count: 2,
      productUuids: [tee.product.uuid, hoodie.product.uuid],
    });
  });

  it.each([
    [{ productUrl: 'other-tee' }, 'product', UNAVAILABLE],
    [{ productUrl: 'retired-tee' }, 'product', UNAVAILABLE],
    [{ productId: 'nonsense' }, 'product', UNAVAILABLE],
    [{}, 'productUrl', 'Please choose a product'],
    [{ productUrl: 'summit-tee', colour: 'Pink' }, 'colour', 'Please choose a colour'],
    [{ productUrl: 'summit-tee', colour: 'Navy', size: 'XXL' }, 'size', 'Please choose a size'],
  ])('refuses %j with a clear message and writes nothing', async (input, field, message) => {
    await expect(addFavourite(ctx, input)).rejects.toMatchObject({
      status: 422,
      message,
      errors: { [field]: [message] },
    });
    expect(await rows()).toHaveLength(0);
  });

  it("refuses another store's product by id", async () => {
    await expect(addFavourite(ctx, { productId: otherStoreTee.product.uuid })).rejects.toMatchObject({
      message: UNAVAILABLE,
    });
    expect(await rows()).toHaveLength(0);
  });

  it('removes by key or by product; an unknown or foreign favourite is 404 and nothing changes', async () => {
    const { favourites: list } = await addFavourite(ctx, { productUrl: 'summit-tee' });
    await addFavourite(ctx, { productUrl: 'ridge-hoodie' });
    const key = list[0]?.key ?? '';
    for (const [context, input, status] of [
      [ctx, { key: 'no-such-key' }, 404],
      [otherVisitorCtx, { key }, 404],
      [otherStoreCtx, { productUrl: 'summit-tee' }, 404],
      [ctx, {}, 422],
    ] as const) {
      await expect(removeFavourite(context, input)).rejects.toMatchObject({
        status,
        message: 'This item is no longer in your favourites',
      });
    }
    expect(await rows()).toHaveLength(2);
    await removeFavourite(ctx, { key });
    const { favourites: left } = await removeFavourite(ctx, { productId: hoodie.product.id });
    expect(left).toEqual([]);
  });

  it('keeps at most 200 favourites', async () => {
    const many = await database.db
      .insert(products)
      .values(
        Array.from({ length: 200 }, (_, index) => ({
          uuid: randomUUID(),
          divisionId: ctx.store.id,
          sku: `BULK-${index}`,
          name: `Bulk ${index}`,
          urlName: `bulk-${index}`,
          price: 1000,
          kind: 't-shirt',
          type: 'garment',
        })),
      )
      .returning();
    await database.db.insert(favourites).values(
      many.map((product) => ({
        key: randomUUID(),
        divisionId: ctx.store.id,
        visitorId: 'fav-visitor-aaaaaaaaaaa',
        productId: product.id,
      })),
    );
    await expect(addFavourite(ctx, { productUrl: 'summit-tee' })).rejects.toMatchObject({
      message: 'You can keep up to 200 favourites',
    });
    // One already kept may still be updated.
    await addFavourite(ctx, { productId: many[0]?.id ?? 0 });
    expect(await rows()).toHaveLength(200);
    await database.db.delete(products).where(like(products.sku, 'BULK-%'));
  });

  it('leaves out products disabled since, and keeps stores and visitors apart', async () => {
    await addFavourite(ctx, { productUrl: 'summit-tee' });
    expect((await listFavourites(otherVisitorCtx)).favourites).toEqual([]);
    expect((await listFavourites(otherStoreCtx)).favourites).toEqual([]);
    await database.db.update(products).set({ enabled: false }).where(eq(products.id, tee.product.id));
    expect((await listFavourites(ctx)).favourites).toEqual([]);
    expect((await favouritesSummary(ctx)).count).toBe(0);
    await database.db.update(products).set({ enabled: true }).where(eq(products.id, tee.product.id));
  });

  it('offers Add to basket with the sizes for sale, and not for a product that cannot be bought', async () => {
    const display = await createSellableProduct(database.db, ctx.store.id, {
      urlName: 'display-only',
      enableAddToCart: false,
    });
    await database.db
      .update(productVariants)
      .set({ enabled: false })
      .where(eq(productVariants.uuid, tee.variant('Navy', 'S')));
    await addFavourite(ctx, { productUrl: 'summit-tee', colour: 'Navy' });
    await addFavourite(ctx, { productId: display.product.id });
    const { favourites: list } = await listFavourites(ctx);
    expect(list.map((item) => [item.productUrl, item.addToBasket])).toEqual([
      ['display-only', null],
      ['summit-tee', { colour: 'Navy', sizes: ['M', 'L'] }],
    ]);
    await database.db
      .update(productVariants)
      .set({ enabled: true })
      .where(eq(productVariants.uuid, tee.variant('Navy', 'S')));
  });

  it('answers 404 when the store has favourites switched off', async () => {
    for (const call of [
      () => listFavourites(noFavouritesCtx),
      () => addFavourite(noFavouritesCtx, { productUrl: 'summit-tee' }),
      () => removeFavourite(noFavouritesCtx, { key: 'x' }),
      () => recoverFavourites(noFavouritesCtx, { br: 'x' }),
    ]) {
      await expect(call()).rejects.toMatchObject({
        status: 404,
        message: 'Favourites are not available in this store',
      });
    }
    expect(await favouritesSummary(noFavouritesCtx)).toEqual({ count: 0, productUuids: [] });
  });

  describe('email for later and recover', () => {
    it('queues the favourites-for-later email whose link restores the list on another device', async () => {
      await addFavourite(ctx, { productUrl: 'summit-tee', colour: 'Navy', size: 'L' });
      await addFavourite(ctx, { productUrl: 'ridge-hoodie' });
      const answer = await emailFavouritesForLater(
        ctx,
        { email: 'Keeper@Example.com' },
        { origin: 'http://favshop.localhost' },
      );
      expect(answer).toEqual({ message: 'We have emailed you a link to your favourites' });
      const [email] = await database.db.select().from(outboxEmails);
      expect(email).toMatchObject({
        divisionId: ctx.store.id,
        to: 'Keeper@Example.com',
        kind: 'favourites-for-later',
        subject: 'Your favourites from Fav Shop',
      });
      expect(email?.text).toContain('Summit Tee: http://favshop.localhost/product/summit-tee/');
      const link = email?.text.match(/http:\/\/favshop\.localhost\/favourites\/\?br=(\S+)/);
      expect(link).not.toBeNull();
      expect(email?.html).toContain('See your favourites');

      const br = decodeURIComponent(link?.[1] ?? '');
      const { favourites: restored } = await recoverFavourites(otherVisitorCtx, { br });
      expect(restored.map((item) => [item.productUrl, item.colour, item.size]).sort()).toEqual([
        ['ridge-hoodie', null, null],
        ['summit-tee', 'Navy', 'L'],
      ]);
      // The link works again, adding nothing twice.
      expect((await recoverFavourites(otherVisitorCtx, { br })).favourites).toHaveLength(2);
    });

    it('refuses a bad email, or nothing to send, and writes nothing', async () => {
      await expect(
        emailFavouritesForLater(ctx, { email: 'not-an-email' }, { origin: 'http://x' }),
      ).rejects.toMatchObject({ status: 422, message: 'Please enter a valid email address' });
      await expect(emailFavouritesForLater(ctx, {}, { origin: 'http://x' })).rejects.toMatchObject({
        message: 'This field is required',
      });
      await expect(
        emailFavouritesForLater(ctx, { email: 'empty@example.com' }, { origin: 'http://x' }),
      ).rejects.toMatchObject({ status: 422, message: 'Add something to your favourites first' });
      expect(await database.db.select().from(outboxEmails)).toHaveLength(0);
      expect(await database.db.select().from(favouriteRecoveries)).toHaveLength(0);
    });

    it('limits emails per shopper and per address', async () => {
      await addFavourite(ctx, { productUrl: 'summit-tee' });
      for (let index = 0; index < EMAIL_FOR_LATER_LIMITS.perAddress; index += 1)
        await createFavouritesRecovery(ctx, 'same@example.com');
      await expect(createFavouritesRecovery(ctx, 'same@example.com')).rejects.toMatchObject({
        kind: 'rate_limited',
        status: 429,
        retryAfterSeconds: 3600,
      });
      await createFavouritesRecovery(ctx, 'fourth@example.com');
      await createFavouritesRecovery(ctx, 'fifth@example.com');
      await expect(createFavouritesRecovery(ctx, 'sixth@example.com')).rejects.toMatchObject({
        kind: 'rate_limited',
        status: 429,
        message: 'Too many requests. Please wait a moment and try again.',
      });
    });

    it("refuses an unknown, expired or another store's link", async () => {
      await addFavourite(ctx, { productUrl: 'summit-tee' });
      const { token } = await createFavouritesRecovery(ctx, 'me@example.com');
      const message = 'This favourites link is not valid or has expired';
      await expect(recoverFavourites(otherVisitorCtx, { br: 'nonsense' })).rejects.toMatchObject({
        status: 422,
        errors: { br: [message] },
      });
      await expect(recoverFavourites(otherVisitorCtx, {})).rejects.toMatchObject({ message });
      await expect(recoverFavourites(otherStoreCtx, { br: token })).rejects.toMatchObject({ message });
      await database.db.update(favouriteRecoveries).set({ expiresAt: new Date(Date.now() - 1000) });
      await expect(recoverFavourites(otherVisitorCtx, { br: token })).rejects.toMatchObject({ message });
      expect((await listFavourites(otherVisitorCtx)).favourites).toEqual([]);
    });
  });
});
