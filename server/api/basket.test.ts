import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../domain/accounts';
import { createTestCustomer, TEST_PASSWORD } from '../../domain/accounts/testing';
import { basketItems, baskets, favouriteRecoveries, favourites } from '../../domain/basket';
import { createSellableProduct, createSummitTee } from '../../domain/basket/testing';
import type { DatabaseHandle } from '../../domain/db';
import { openTestDatabase, testEngines } from '../../domain/db/testing';
import { createTestStore } from '../../domain/testing/fixtures';
import { type ApiClient, apiClient, buildTestServer } from '../testing';
import { type Browser, browser } from './accounts.testing';

const API = '/omnis/v3';
const HOST = 'basket-north.localhost';
const OTHER_HOST = 'basket-south.localhost';
const UNAVAILABLE = 'Oops... Looks like this product is no longer available';
const QUANTITY = 'Please choose a quantity from 1 to 999';

describe.each(testEngines)('basket and favourites API on %s', (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let client: ApiClient;
  let tee: Awaited<ReturnType<typeof createSellableProduct>>;
  let southTee: Awaited<ReturnType<typeof createSellableProduct>>;
  let shopper: Browser;

  const count = async (table: typeof basketItems | typeof favourites | typeof outboxEmails) =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
  const add = (who: Browser, item: Record<string, unknown>, host = HOST, name?: string) =>
    who.send('POST', `${API}/frontend/product/addItemToCart/`, host, { item, ...(name ? { name } : {}) });
  const navyM = () => ({ productUrl: 'summit-tee', productColor: 'Navy', productSize: 'M' });

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const north = await createTestStore(database.db, { subdomain: 'basket-north', companyName: 'North' });
    const south = await createTestStore(database.db, { subdomain: 'basket-south' });
    tee = await createSummitTee(database.db, north.id);
    southTee = await createSellableProduct(database.db, south.id, { urlName: 'south-tee' });
    app = await buildTestServer(database);
    client = await apiClient(app);
  });
  beforeEach(async () => {
    await database.db.delete(baskets);
    await database.db.delete(favourites);
    await database.db.delete(favouriteRecoveries);
    await database.db.delete(outboxEmails);
    shopper = browser(client);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  describe('POST /frontend/product/addItemToCart/', () => {
    it("adds to the visitor's basket, keyed by the visitor cookie, and marks the pages personal", async () => {
      const response = await add(shopper, { ...navyM(), quantity: 2 });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        items: [
          {
            key: expect.any(String),
            quantity: 2,
            name: 'Summit Tee',
            priceIncTax: 2600,
            image: expect.any(String),
            options: { Colour: 'Navy', Size: 'M' },
            productUuid: tee.product.uuid,
            productUrl: 'summit-tee',
            variantId: tee.variant('Navy', 'M'),
          },
        ],
      });
      expect(shopper.cookies.pf_visitor).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(shopper.cookies.pf_basket).toBe('1');
      // Another browser has a basket of its own.
      const list = await browser(client).get(`${API}/basket/main/list/`, HOST);
      expect(list.json()).toEqual({ items: [] });
    });

    it.each([
      [{ ...navyM(), quantity: 0 }, 'item.quantity', QUANTITY],
      [{ productUrl: 'summit-tee', productColor: 'Navy' }, 'item.productSize', 'Please choose a size'],
      [{ productUrl: 'summit-tee', productSize: 'M' }, 'item.productColor', 'Please choose a colour'],
    ])('refuses %j with 422 and writes nothing', async (item, field, message) => {
      const response = await add(shopper, item);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message, errors: { [field]: [message] } });
      expect(await count(basketItems)).toBe(0);
    });

    it("refuses another store's product as no longer available", async () => {
      const byUrl = await add(shopper, { productUrl: 'south-tee', productColor: 'White', productSize: 'M' });
      expect(byUrl.statusCode).toBe(422);
      expect(byUrl.json().message).toBe(UNAVAILABLE);
      const byVariant = await add(shopper, { variantId: southTee.variant('White', 'M') });
      expect(byVariant.json()).toEqual({ message: UNAVAILABLE, errors: { item: [UNAVAILABLE] } });
      expect(await count(basketItems)).toBe(0);
    });

    it('answers 404 for a host with no store', async () => {
      const response = await add(shopper, navyM(), 'nowhere.example.com');
      expect(response.statusCode).toBe(404);
      expect(await count(basketItems)).toBe(0);
    });
  });

  describe('POST /frontend/product/bulkAddItemsToCart/', () => {
    const bulk = (who: Browser, body: unknown, host = HOST) =>
      who.send('POST', `${API}/frontend/product/bulkAddItemsToCart/`, host, body);

    it('adds every item and answers the cart', async () => {
      const response = await bulk(shopper, {
        items: [{ variantId: tee.variant('Navy', 'S'), quantity: 2 }, navyM()],
        name: 'main',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().items.map((line: { quantity: number }) => line.quantity)).toEqual([2, 1]);
      expect(response.json().message).toBeUndefined();
    });

    it("answers 400 'Oops... Looks like this product is no longer available' and adds nothing", async () => {
      const response = await bulk(shopper, {
        items: [navyM(), { variantId: southTee.variant('White', 'M') }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: UNAVAILABLE, errors: { 'items.1': [UNAVAILABLE] } });
      expect(await count(basketItems)).toBe(0);
    });

    it("refuses no items with 422 'No items were added to basket'", async () => {
      for (const body of [{ items: [] }, {}, { items: 'many' }]) {
        const response = await bulk(shopper, body);
        expect(response.statusCode).toBe(422);
        expect(response.json().message).toBe('No items were added to basket');
      }
      expect(await count(basketItems)).toBe(0);
    });

    it('says when a quantity was capped at 999', async () => {
      const response = await bulk(shopper, {
        items: [
          { variantId: tee.variant('Navy', 'S'), quantity: 999 },
          { variantId: tee.variant('Navy', 'S'), quantity: 1 },
        ],
      });
      expect(response.json()).toMatchObject({ message: 'Quantities are limited to 999 per item' });
    });
  });

  describe('update, remove and list', () => {
    it('sets a quantity, removes a line and lists named carts', async () => {
      const key = (await add(shopper, navyM())).json().items[0].key;
      await add(shopper, { ...navyM(), quantity: 4 }, HOST, 'later');
      const updated = await shopper.send('POST', `${API}/basket/update/`, HOST, { key, quantity: 6 });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().items[0].quantity).toBe(6);
      const later = await shopper.get(`${API}/basket/later/list/`, HOST);
      expect(later.json().items[0].quantity).toBe(4);
      expect(later.headers['cache-control']).toBe('no-store');
      const removed = await shopper.send('POST', `${API}/basket/remove/`, HOST, { key, name: 'main' });
      expect(removed.json()).toEqual({ items: [] });
      expect((await shopper.get(`${API}/basket/main/list/`, HOST)).json()).toEqual({ items: [] });
    });

    it('refuses bad input with 422 and changes nothing', async () => {
      const key = (await add(shopper, navyM())).json().items[0].key;
      for (const [url, body, message] of [
        ['update', { key, quantity: 1000 }, QUANTITY],
        ['update', { key, quantity: 'lots' }, QUANTITY],
        ['update', { quantity: 2 }, 'This field is required'],
        ['remove', {}, 'This field is required'],
        ['remove', { key, name: 'bad name!' }, expect.stringContaining('basket name')],
      ] as const) {
        const response = await shopper.send('POST', `${API}/basket/${url}/`, HOST, body);
        expect(response.statusCode).toBe(422);
        expect(response.json().message).toEqual(message);
      }
      const list = await shopper.get(`${API}/basket/main/list/`, HOST);
      expect(list.json().items[0].quantity).toBe(1);
      expect((await shopper.get(`${API}/basket/bad%20name/list/`, HOST)).statusCode).toBe(422);
    });

    it("cannot read or change this basket from another store's host", async () => {
      const key = (await add(shopper, navyM())).json().items[0].key;
      const listed = await shopper.get(`${API}/basket/main/list/`, OTHER_HOST);
      expect(listed.json()).toEqual({ items: [] });
      const updated = await shopper.send('POST', `${API}/basket/update/`, OTHER_HOST, { key, quantity: 9 });
      expect(updated.statusCode).toBe(404);
      expect(updated.json()).toEqual({ message: 'This item is no longer in your basket' });
      const removed = await shopper.send('POST', `${API}/basket/remove/`, OTHER_HOST, { key });
      expect(removed.statusCode).toBe(404);
      const stranger = await browser(client).send('POST', `${API}/basket/update/`, HOST, {
        key,
        quantity: 9,
      });
      expect(stranger.statusCode).toBe(404);
      expect((await shopper.get(`${API}/basket/main/list/`, HOST)).json().items[0].quantity).toBe(1);
    });
  });

  it('puts the basket and favourites in the store core data (§3 cart.items, favourites.items)', async () => {
    await add(shopper, navyM());
    await shopper.send('POST', `${API}/basket/favourites/add/`, HOST, { productUrl: 'summit-tee' });
    const core = (await shopper.get(`${API}/frontend/getStoreCoreData/json/`, HOST)).json();
    expect(core.state.subdomain.cart.items.map((line: { options: object }) => line.options)).toEqual([
      { Colour: 'Navy', Size: 'M' },
    ]);
    expect(
      core.state.subdomain.favourites.items.map((item: { productUrl: string }) => item.productUrl),
    ).toEqual(['summit-tee']);
    const elsewhere = (await shopper.get(`${API}/frontend/getStoreCoreData/json/`, OTHER_HOST)).json();
    expect(elsewhere.state.subdomain.cart.items).toEqual([]);
  });

  describe('sign-in', () => {
    it("joins the visitor's basket and favourites to the account's, quantities added", async () => {
      const customer = await createTestCustomer(database.db);
      const otherDevice = browser(client);
      await otherDevice.send('POST', `${API}/dashboard/secure/login/`, HOST, {
        email: customer.email,
        password: TEST_PASSWORD,
      });
      await add(otherDevice, { ...navyM(), quantity: 2 });

      await add(shopper, { ...navyM(), quantity: 3 });
      await add(shopper, { productUrl: 'summit-tee', productColor: 'White', productSize: 'L' });
      await shopper.send('POST', `${API}/basket/favourites/add/`, HOST, { productUrl: 'summit-tee' });
      const login = await shopper.send('POST', `${API}/dashboard/secure/login/`, HOST, {
        email: customer.email,
        password: TEST_PASSWORD,
      });
      expect(login.statusCode).toBe(200);
      const lines = (await shopper.get(`${API}/basket/main/list/`, HOST)).json().items;
      expect(
        lines.map((line: { options: { Colour: string }; quantity: number }) => [
          line.options.Colour,
          line.quantity,
        ]),
      ).toEqual([
        ['Navy', 5],
        ['White', 1],
      ]);
      expect((await otherDevice.get(`${API}/basket/main/list/`, HOST)).json().items).toEqual(lines);
      expect((await otherDevice.get(`${API}/basket/favourites/list/`, HOST)).json().favourites).toHaveLength(
        1,
      );
      await shopper.send('POST', `${API}/dashboard/secure/logout/`, HOST);
      expect((await shopper.get(`${API}/basket/main/list/`, HOST)).json()).toEqual({ items: [] });
    });
  });

  describe('favourites', () => {
    it('adds, lists, removes', async () => {
      const added = await shopper.send('POST', `${API}/basket/favourites/add/`, HOST, {
        productId: tee.product.uuid,
        colour: 'White',
        size: 'S',
      });
      expect(added.statusCode).toBe(200);
      expect(added.headers['cache-control']).toBe('no-store');
      expect(shopper.cookies.pf_basket).toBe('1');
      expect(added.json().favourites).toEqual([
        {
          key: expect.any(String),
          productId: tee.product.id,
          productUuid: tee.product.uuid,
          productUrl: 'summit-tee',
          name: 'Summit Tee',
          price: 2600,
          salePrice: null,
          image: expect.any(String),
          colour: 'White',
          size: 'S',
          options: { Colour: 'White', Size: 'S' },
          addToBasket: { colour: 'White', sizes: ['S', 'M', 'L'] },
        },
      ]);
      const listed = await shopper.get(`${API}/basket/favourites/list/`, HOST);
      expect(listed.json()).toEqual(added.json());
      const removed = await shopper.send('POST', `${API}/basket/favourites/remove/`, HOST, {
        key: added.json().favourites[0].key,
      });
      expect(removed.json()).toEqual({ favourites: [] });
    });

    it('refuses bad input with 422 and writes nothing', async () => {
      for (const [url, body, message] of [
        ['add', {}, 'Please choose a product'],
        ['add', { productUrl: 'summit-tee', colour: 'Mauve' }, 'Please choose a colour'],
        ['add', { productUrl: 'south-tee' }, UNAVAILABLE],
        ['remove', {}, 'This item is no longer in your favourites'],
        ['recover', {}, 'This favourites link is not valid or has expired'],
        ['recover', { br: 'not-a-real-link' }, 'This favourites link is not valid or has expired'],
      ] as const) {
        const response = await shopper.send('POST', `${API}/basket/favourites/${url}/`, HOST, body);
        expect(response.statusCode).toBe(422);
        expect(response.json().message).toBe(message);
      }
      const email = await shopper.send('POST', `${API}/basket/favourites/email-for-later`, HOST, {
        email: 'nope',
      });
      expect(email.statusCode).toBe(422);
      expect(email.json()).toEqual({
        message: 'Please enter a valid email address',
        errors: { email: ['Please enter a valid email address'] },
      });
      expect(await count(favourites)).toBe(0);
      expect(await count(outboxEmails)).toBe(0);
    });

    it('emails a link for later that restores the list in another browser', async () => {
      await shopper.send('POST', `${API}/basket/favourites/add/`, HOST, { productUrl: 'summit-tee' });
      const emailed = await shopper.send('POST', `${API}/basket/favourites/email-for-later`, HOST, {
        email: 'later@example.com',
      });
      expect(emailed.statusCode).toBe(200);
      expect(emailed.json()).toEqual({ message: 'We have emailed you a link to your favourites' });
      const [email] = await database.db.select().from(outboxEmails);
      expect(email).toMatchObject({ to: 'later@example.com', kind: 'favourites-for-later' });
      const link = new URL(email?.text.match(/http:\/\/\S+\/favourites\/\?br=\S+/)?.[0] ?? 'http://x/');
      expect(link.host).toBe(HOST);
      const br = link.searchParams.get('br');
      const elsewhere = browser(client);
      const recovered = await elsewhere.send('POST', `${API}/basket/favourites/recover/`, HOST, { br });
      expect(recovered.statusCode).toBe(200);
      expect(recovered.json().favourites.map((item: { productUrl: string }) => item.productUrl)).toEqual([
        'summit-tee',
      ]);
      // The same link means nothing on another store's host.
      const foreign = await elsewhere.send('POST', `${API}/basket/favourites/recover/`, OTHER_HOST, { br });
      expect(foreign.statusCode).toBe(422);
    });

    it('answers 429 after too many emails', async () => {
      await shopper.send('POST', `${API}/basket/favourites/add/`, HOST, { productUrl: 'summit-tee' });
      const send = () =>
        shopper.send('POST', `${API}/basket/favourites/email-for-later`, HOST, {
          email: 'flood@example.com',
        });
      for (let index = 0; index < 3; index += 1) expect((await send()).statusCode).toBe(200);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      // The anti-automation limit of these emails (three an hour to one address) answers before the domain's.
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.json()).toEqual({ message: 'Too many attempts. Please try again in 60 minutes.' });
      expect(await count(outboxEmails)).toBe(3);
    });

    it("keeps favourites to their store's host", async () => {
      const added = await shopper.send('POST', `${API}/basket/favourites/add/`, HOST, {
        productUrl: 'summit-tee',
      });
      const key = added.json().favourites[0].key;
      expect((await shopper.get(`${API}/basket/favourites/list/`, OTHER_HOST)).json()).toEqual({
        favourites: [],
      });
      const removed = await shopper.send('POST', `${API}/basket/favourites/remove/`, OTHER_HOST, { key });
      expect(removed.statusCode).toBe(404);
      expect(await count(favourites)).toBe(1);
    });
  });
});
