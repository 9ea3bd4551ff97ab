import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_ADMIN_MESSAGES } from '../../core/product-admin/messages';
import * as messages from '../../core/validation/messages';
import { createTestCustomer, customerContext } from '../accounts/testing';
import { addItemToBasket, listBasketItems } from '../basket';
import { getProductPage } from '../catalog/product-page';
import { productImages, productOptions, products, productVariants } from '../catalog/tables';
import type { ServiceContext } from '../context';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import type { Store } from '../stores';
import { createTestProduct, createTestStore, visitorContext } from '../testing/fixtures';
import { saveColours } from './colours';
import { loadProductEditor } from './editor';

describe.each(testEngines)("a product's colours and sizes on %s", (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;
  let owner: ServiceContext;
  let ordersStaff: ServiceContext;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    store = await createTestStore(database.db, { subdomain: 'colours-store' });
    other = await createTestStore(database.db, { subdomain: 'colours-other' });
    const customer = await createTestCustomer(database.db, {
      stores: [{ divisionId: store.id, role: 'owner' }],
    });
    const staff = await createTestCustomer(database.db, {
      stores: [{ divisionId: store.id, role: 'staff', permissions: ['orders'] }],
    });
    owner = customerContext(database.db, store, customer);
    ordersStaff = customerContext(database.db, store, staff);
  });
  afterAll(async () => {
    await database.close();
  });

  const twoColours = () =>
    createTestProduct(database.db, store.id, {
      colours: [
        { name: 'Navy', hex: '#001f3f' },
        { name: 'White', hex: '#ffffff' },
      ],
    });
  const optionsOf = (productId: number) =>
    database.db
      .select()
      .from(productOptions)
      .where(eq(productOptions.productId, productId))
      .orderBy(asc(productOptions.position));
  const variantsOf = (productId: number) =>
    database.db
      .select({ optionId: productVariants.optionId, size: productVariants.size, sku: productVariants.sku })
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(asc(productVariants.optionId), asc(productVariants.size));

  it('renames, recolours and resizes a colour, adds one and removes one, all at once', async () => {
    const product = await twoColours();
    const [navy, white] = await optionsOf(product.id);
    const saved = await saveColours(owner, product.id, {
      'colour.0.id': String(white?.id),
      'colour.0.name': 'Snow',
      'colour.0.hex': 'FAFAFA',
      'colour.0.sizes': 'S, M, L',
      'colour.1.id': '',
      'colour.1.name': 'Forest',
      'colour.1.hex': '#228b22',
      'colour.1.sizes': 'XL',
    });
    expect(saved.message).toBe(PRODUCT_ADMIN_MESSAGES.coloursSaved);
    const options = await optionsOf(product.id);
    expect(options.map((option) => [option.colourName, option.colourHex, option.sizes])).toEqual([
      ['Snow', '#fafafa', ['S', 'M', 'L']],
      ['Forest', '#228b22', ['XL']],
    ]);
    // The renamed colour is the same option (its images stay); Navy and its own image are gone.
    expect(options[0]?.id).toBe(white?.id);
    expect(options.some((option) => option.id === navy?.id)).toBe(false);
    const variants = await variantsOf(product.id);
    expect(variants.map((variant) => variant.size).sort()).toEqual(['L', 'M', 'S', 'XL']);
    expect(variants.find((variant) => variant.size === 'XL')?.sku).toBe(`${product.sku}-FOREST-XL`);
    const [row] = await database.db.select().from(products).where(eq(products.id, product.id));
    // The default colour was Navy, which is gone: the first colour takes its place.
    expect(row?.defaultColour).toBe('Snow');
  });

  it('shows the change on the storefront at the next request', async () => {
    const product = await twoColours();
    const [navy] = await optionsOf(product.id);
    await saveColours(owner, product.id, {
      'colour.0.id': String(navy?.id),
      'colour.0.name': 'Navy',
      'colour.0.hex': '#001f3f',
      'colour.0.sizes': 'M, XXL',
    });
    const page = await getProductPage(visitorContext(database.db, store), product.urlName);
    expect(page?.colours.map((colour) => colour.name)).toEqual(['Navy']);
    expect(page?.colours[0]?.sizes.map((size) => [size.size, size.available])).toEqual([
      ['M', true],
      ['XXL', true],
    ]);
  });

  it('lets two colours swap names, and a follows a renamed default colour', async () => {
    const product = await twoColours();
    const [navy, white] = await optionsOf(product.id);
    await saveColours(owner, product.id, {
      'colour.0.id': String(navy?.id),
      'colour.0.name': 'White',
      'colour.0.hex': '#001f3f',
      'colour.0.sizes': 'M',
      'colour.1.id': String(white?.id),
      'colour.1.name': 'Navy',
      'colour.1.hex': '#ffffff',
      'colour.1.sizes': 'M',
    });
    const options = await optionsOf(product.id);
    expect(options.map((option) => [option.id, option.colourName])).toEqual([
      [navy?.id, 'White'],
      [white?.id, 'Navy'],
    ]);
    const [row] = await database.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.defaultColour).toBe('White');
  });

  it('makes new skus unique when a renamed colour kept the name a new colour would take', async () => {
    const product = await twoColours();
    const [navy, white] = await optionsOf(product.id);
    await saveColours(owner, product.id, {
      'colour.0.id': String(navy?.id),
      'colour.0.name': 'Midnight',
      'colour.0.hex': '#001f3f',
      'colour.0.sizes': 'M',
      'colour.1.id': String(white?.id),
      'colour.1.name': 'White',
      'colour.1.hex': '#ffffff',
      'colour.1.sizes': 'M',
      'colour.2.name': 'Navy',
      'colour.2.hex': '#000080',
      'colour.2.sizes': 'M',
    });
    const skus = (await variantsOf(product.id)).map((variant) => variant.sku);
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('removes a colour in an open basket safely: its basket lines go, the rest of the basket stays', async () => {
    // A basket may not keep a colour the store no longer sells (checkout would sell it): its lines are
    // deleted with the colour's variants, in the same transaction, and the basket reads on without them.
    const product = await twoColours();
    const [navy, white] = await optionsOf(product.id);
    await saveColours(owner, product.id, {
      'colour.0.id': String(navy?.id),
      'colour.0.name': 'Navy',
      'colour.0.hex': '#001f3f',
      'colour.0.sizes': 'M',
      'colour.1.id': String(white?.id),
      'colour.1.name': 'White',
      'colour.1.hex': '#ffffff',
      'colour.1.sizes': 'M',
    });
    const variantOf = async (optionId: number | undefined) => {
      const [variant] = await database.db
        .select({ uuid: productVariants.uuid })
        .from(productVariants)
        .where(eq(productVariants.optionId, optionId ?? -1));
      return variant?.uuid ?? '';
    };
    const shopper: ServiceContext = {
      db: database.db,
      store,
      actor: { kind: 'visitor', sessionId: `colours-${engine}-basket` },
    };
    await addItemToBasket(shopper, { item: { variantId: await variantOf(navy?.id), quantity: 1 } } as never);
    await addItemToBasket(shopper, { item: { variantId: await variantOf(white?.id), quantity: 2 } } as never);
    expect(await listBasketItems(shopper)).toHaveLength(2);

    await saveColours(owner, product.id, {
      'colour.0.id': String(white?.id),
      'colour.0.name': 'White',
      'colour.0.hex': '#ffffff',
      'colour.0.sizes': 'M',
    });
    const lines = await listBasketItems(shopper);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 2 });
  });

  it("removes a colour's own images with it and keeps the images shown for every colour", async () => {
    // An image of one colour shows that colour's garment: moved to "every colour" it would show Navy to a
    // shopper choosing White, so it goes with its colour (its file stays in the media directory).
    const product = await twoColours();
    const [navy, white] = await optionsOf(product.id);
    await database.db.insert(productImages).values({
      divisionId: store.id,
      productId: product.id,
      optionId: null,
      original: '/media/test/every-colour.webp',
    });
    await saveColours(owner, product.id, {
      'colour.0.id': String(white?.id),
      'colour.0.name': 'White',
      'colour.0.hex': '#ffffff',
      'colour.0.sizes': 'M',
    });
    const images = await database.db
      .select({ optionId: productImages.optionId, original: productImages.original })
      .from(productImages)
      .where(eq(productImages.productId, product.id));
    expect(images.some((image) => image.optionId === navy?.id)).toBe(false);
    expect(images.map((image) => image.optionId).sort()).toEqual([white?.id, null].sort());
    const view = await loadProductEditor(owner, product.id);
    expect(view.colours.map((colour) => colour.name)).toEqual(['White']);
  });

  it('refuses bad rows with each field its message, writing nothing', async () => {
    const product = await twoColours();
    const before = await optionsOf(product.id);
    await expect(
      saveColours(owner, product.id, {
        'colour.0.name': '',
        'colour.0.hex': 'blue',
        'colour.0.sizes': '',
        'colour.1.name': 'Navy',
        'colour.1.hex': '#001f3f',
        'colour.1.sizes': 'M',
        'colour.2.name': 'navy',
        'colour.2.hex': '#001f3f',
        'colour.2.sizes': 'M',
      }),
    ).rejects.toMatchObject({
      status: 422,
      errors: {
        'colour.0.name': [messages.required],
        'colour.0.hex': [PRODUCT_ADMIN_MESSAGES.hexInvalid],
        'colour.0.sizes': [messages.required],
        'colour.2.name': [PRODUCT_ADMIN_MESSAGES.colourNameRepeated],
      },
    });
    await expect(saveColours(owner, product.id, {})).rejects.toMatchObject({
      status: 422,
      errors: { colours: [PRODUCT_ADMIN_MESSAGES.noColours] },
    });
    expect(await optionsOf(product.id)).toEqual(before);
  });

  it("refuses another product's colour (422) and another store's product (404), writing nothing", async () => {
    const product = await twoColours();
    const elsewhere = await twoColours();
    const [theirColour] = await optionsOf(elsewhere.id);
    await expect(
      saveColours(owner, product.id, {
        'colour.0.id': String(theirColour?.id),
        'colour.0.name': 'Stolen',
        'colour.0.hex': '#000000',
        'colour.0.sizes': 'M',
      }),
    ).rejects.toMatchObject({ status: 422, errors: { colours: [PRODUCT_ADMIN_MESSAGES.unknownColour] } });
    expect((await optionsOf(product.id)).map((option) => option.colourName)).toEqual(['Navy', 'White']);
    expect((await optionsOf(elsewhere.id)).map((option) => option.colourName)).toEqual(['Navy', 'White']);

    const theirs = await createTestProduct(database.db, other.id);
    const form = { 'colour.0.name': 'Red', 'colour.0.hex': '#ff0000', 'colour.0.sizes': 'M' };
    await expect(saveColours(owner, theirs.id, form)).rejects.toMatchObject({
      status: 404,
      message: PRODUCT_ADMIN_MESSAGES.noSuchProduct,
    });
    expect((await optionsOf(theirs.id)).map((option) => option.colourName)).toEqual(['White']);
  });

  it('is for those who may manage products: 403 for other team members', async () => {
    const product = await twoColours();
    const form = { 'colour.0.name': 'Red', 'colour.0.hex': '#ff0000', 'colour.0.sizes': 'M' };
    await expect(saveColours(ordersStaff, product.id, form)).rejects.toMatchObject({ status: 403 });
    const names = await database.db
      .select({ name: productOptions.colourName })
      .from(productOptions)
      .where(and(eq(productOptions.productId, product.id), eq(productOptions.colourName, 'Red')));
    expect(names).toEqual([]);
  });
});
