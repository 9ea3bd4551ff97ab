import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_MESSAGES } from '../../core/collections';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { type ApiSession, emailedLink, outboxReader } from '../support/api-session';
import { seriousAxeViolations } from '../support/axe';
import {
  type Browser,
  collectPageErrors,
  DESKTOP,
  gotoHydrated,
  launchBrowser,
  PHONE,
} from '../support/browser';
import { testServerPort } from '../support/test-server';

/**
 * Issue 13's "Done means", as a new merchant lives it: sign up, open a store, have it approved, make a tee
 * and a tote from one artwork, put them in a collection and the menu, change the logo and the name; a
 * shopper sees all of it at once and buys the tee; the owner sees the order and the figures move.
 */
const port = testServerPort();
const platform = (path = '/') => `http://localhost:${port}${path}`;
const PASSWORD = 'correct horse battery staple';
const TEE = "Men's Organic Cotton T-Shirt";
const TOTE = 'Organic Cotton Tote Bag';

/** Console errors other than the browser's note of a 404 or 403 the probes cause on purpose. */
const unexpected = (errors: string[]) =>
  errors.filter(
    (error) => !/Failed to load resource: the server responded with a status of 40[34]/.test(error),
  );

const artworkPng = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="2400"><rect x="200" y="200" width="2000" height="2000" rx="300" fill="#8a2be2"/><circle cx="1200" cy="1200" r="700" fill="#ffd23f"/></svg>',
    ),
  )
    .png()
    .toBuffer();

const logoPng = () =>
  sharp({ create: { width: 400, height: 100, channels: 3, background: '#0b6e4f' } })
    .png()
    .toBuffer();

let staff: ApiSession;
beforeAll(async () => {
  staff = await outboxReader(port, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
});

async function logIn(page: Page, email: string, password: string) {
  await gotoHydrated(page, platform('/login/'));
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(platform('/dashboard/'));
}

const status = (page: Page, text: string, timeout = 15_000) =>
  expect
    .poll(() => page.getByRole('status').filter({ hasText: text }).count(), { timeout })
    .toBeGreaterThan(0);

/** The "Orders" figure of a sales summary (the overview's or the orders page's). */
const ordersFigure = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('div')
    .filter({ hasText: /^Orders/ })
    .locator('dd')
    .textContent();

/** The "Takings" figure of a sales summary. */
const takings = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('div')
    .filter({ hasText: /^Takings/ })
    .locator('dd')
    .textContent();

async function axeClean(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('a new merchant opens, stocks and runs a store on a %s', (device, viewport) => {
  let merchant: Browser;
  let reviewer: Browser;
  let shopper: Browser;
  beforeAll(async () => {
    merchant = await launchBrowser(viewport);
    reviewer = await launchBrowser(viewport);
    shopper = await launchBrowser(viewport);
  });
  afterAll(async () => {
    await Promise.all([merchant.close(), reviewer.close(), shopper.close()]);
  });

  it('signs up, opens a store, makes a range, a collection, a menu item, a logo and a name; a shopper sees it all and buys; the owner sees the sale', async () => {
    const stamp = `${device}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const email = `journey-${stamp}@example.test`;
    const page = await merchant.newPage();
    const errors = collectPageErrors(page);

    // Sign up wanting a store, verify by the emailed link, accept the agreement.
    await gotoHydrated(page, platform('/sign-up/?should_have_store=1'));
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    expect(await page.getByLabel('I want to open my own store').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(platform('/sign-up/verify/?sent=1'));
    await gotoHydrated(page, await emailedLink(staff, email, '/sign-up/verify/'));
    await page.getByRole('button', { name: 'Verify my email address' }).click();
    await page.waitForURL(platform('/sign-up/eula/'));
    await page.getByRole('button', { name: 'I accept the agreement' }).click();
    await page.waitForURL(platform('/dashboard/new-store/'));

    // Open the store.
    await gotoHydrated(page, platform('/dashboard/new-store/'));
    await axeClean(page);
    const firstName = `Journey ${stamp}`;
    await page.getByLabel('Company name').fill(firstName);
    const subdomain = await page.getByLabel('Sub-domain').inputValue();
    expect(subdomain).toBe(`journey-${stamp}`);
    await page.getByRole('button', { name: 'Open my store' }).click();
    await page.waitForURL(/\/dashboard\/stores\/\d+\/$/);
    const storeId = Number(new URL(page.url()).pathname.split('/')[3]);
    const dashboard = (path = '') => platform(`/dashboard/stores/${storeId}/${path}`);
    const shop = (path = '/') => `http://${subdomain}.localhost:${port}${path}`;
    await expect.poll(() => page.getByTestId('approval-label').textContent()).toBe('Not modded yet');
    // The owner sees the last 30 days' figures on the overview (none yet) and no staff review form.
    expect(await ordersFigure(page, 'overview-sales-summary')).toBe('0');
    expect(await page.getByRole('heading', { name: 'Staff review' }).count()).toBe(0);
    await axeClean(page);
    // An owner cannot approve their own store, even posting the staff form directly.
    const selfApproval = await page.request.post(dashboard('?index'), {
      form: { status: 'approved' },
      headers: { Origin: platform('').replace(/\/$/, '') },
    });
    expect(selfApproval.status()).toBe(403);
    await gotoHydrated(page, dashboard());
    expect(await page.getByTestId('approval-label').textContent()).toBe('Not modded yet');

    // Printfront staff approve it from the same overview; the owner's overview says so.
    const review = await reviewer.newPage();
    await logIn(review, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
    await gotoHydrated(review, dashboard());
    await axeClean(review);
    await review.getByRole('radio', { name: 'Denied' }).check();
    await review.getByRole('button', { name: 'Save the review' }).click();
    await expect
      .poll(() => review.locator('.field-error').first().textContent())
      .toBe('Please say why the store is denied');
    await review.getByRole('radio', { name: 'Approved' }).check();
    await review.getByRole('button', { name: 'Save the review' }).click();
    await expect.poll(() => review.getByTestId('approval-label').textContent()).toBe('Approved');
    await gotoHydrated(page, dashboard());
    expect(await page.getByTestId('approval-label').textContent()).toBe('Approved');

    // Products: the list leads to "Create from artwork".
    await gotoHydrated(page, dashboard('products/'));
    await axeClean(page);
    await page.getByRole('link', { name: 'Create from artwork' }).click();
    await page.waitForURL(dashboard('products/new/'));
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Create from artwork');
    await page
      .getByLabel('Upload your design (PNG or SVG)')
      .setInputFiles({ name: 'sunburst.png', mimeType: 'image/png', buffer: await artworkPng() });
    await expect
      .poll(() => page.getByTestId('artwork-uploaded').textContent(), { timeout: 20_000 })
      .toBe('sunburst.png: 2400 × 2400 px');
    await page.getByLabel(TEE, { exact: true }).check();
    const teeColours = page.getByRole('group', { name: 'Colours of the tee' });
    await teeColours.getByLabel('Black', { exact: true }).check();
    await teeColours.getByLabel('Navy', { exact: true }).check();
    await page.getByLabel(TOTE, { exact: true }).check();
    const toteColours = page.getByRole('group', { name: 'Colours of the tote' });
    await toteColours.getByLabel('Black', { exact: true }).check();
    await toteColours.getByLabel('Navy', { exact: true }).check();
    await expect.poll(() => page.getByTestId('artwork-mockup').count()).toBe(6);
    const range = `Sunburst ${stamp}`;
    await page.getByLabel('Range name').fill(range);
    await axeClean(page);
    await page.getByRole('button', { name: 'Publish 2 products' }).click();
    await page.waitForURL(/\/products\/new\/published\/\?products=\d+,\d+$/);
    await expect
      .poll(() => page.getByTestId('artwork-published-status').textContent(), {
        timeout: 180_000,
        interval: 1000,
      })
      .toBe('Published: every mockup is ready.');
    expect(await page.getByTestId('artwork-rendered-mockup').count()).toBe(6);
    await axeClean(page);
    const teeUrl =
      (await page
        .getByRole('link', { name: /^See the .* on your store/ })
        .first()
        .getAttribute('href')) ?? '';
    expect(new URL(teeUrl).host).toBe(`${subdomain}.localhost:${port}`);

    // A new collection with both products, added to the menu.
    await gotoHydrated(page, dashboard('collections/'));
    await axeClean(page);
    await page.getByRole('link', { name: 'New collection' }).click();
    await page.waitForURL(dashboard('collections/new/'));
    const collection = `Sun Picks ${stamp}`;
    await page.getByLabel('Name').fill(collection);
    await page.getByRole('button', { name: 'Create the collection' }).click();
    await page.waitForURL(/\/collections\/\d+\/\?created=1$/);
    await status(page, COLLECTION_MESSAGES.created);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    for (const product of [`${range} Tee`, `${range} Tote`]) {
      await page.getByLabel('Search this store’s products').fill(product);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('button', { name: `Add ${product}` }).click();
      await expect
        .poll(() => page.getByRole('list', { name: 'Products in their order' }).textContent())
        .toContain(product);
    }
    await page.getByRole('button', { name: 'Add to menu' }).click();
    await status(page, COLLECTION_MESSAGES.addedToMenu);
    await axeClean(page);
    const collectionPath = `/collection/${collection.toLowerCase().replaceAll(' ', '-')}/`;

    // Settings: a new name, then a new logo through the cropper.
    await gotoHydrated(page, dashboard('settings/'));
    await axeClean(page);
    const storeName = `Sunburst Goods ${stamp}`;
    await page.getByRole('textbox', { name: 'Company name' }).fill(storeName);
    await page.getByRole('button', { name: 'Save the company name' }).click();
    await status(page, 'The company name is saved.');
    await page
      .getByLabel('Upload a new logo')
      .setInputFiles({ name: `logo-${stamp}.png`, mimeType: 'image/png', buffer: await logoPng() });
    await page.getByRole('button', { name: 'Use this logo' }).click();
    await status(page, 'The logo is saved.', 20_000);
    const logoPreview = page.getByRole('img', { name: `The current logo of ${storeName}` });
    await expect
      .poll(() => logoPreview.getAttribute('src'))
      .toMatch(/^\/media\/library\/\d+\/[0-9a-f]{32}\.png$/);
    const logo = await logoPreview.getAttribute('src');

    // The owner's figures before the sale.
    await gotoHydrated(page, dashboard('orders/'));
    await expect
      .poll(() => page.locator('.sales-chart-canvas[data-drawn] canvas').count())
      .toBeGreaterThan(0);
    expect(await ordersFigure(page, 'sales-summary')).toBe('0');
    expect(await page.getByTestId('order-row').count()).toBe(0);
    await axeClean(page);

    // Another browser, nobody signed in: everything at once.
    const visitor = await shopper.newConsentedPage();
    const shopperErrors = collectPageErrors(visitor);
    await gotoHydrated(visitor, shop('/'));
    expect(await visitor.locator('.store-logo img').getAttribute('src')).toBe(logo);
    expect(await visitor.locator('.store-logo img').getAttribute('alt')).toBe(storeName);
    if (device === 'desktop') {
      expect(
        await visitor
          .getByRole('navigation', { name: 'Main menu' })
          .getByRole('link', { name: collection })
          .getAttribute('href'),
      ).toBe(collectionPath);
    } else {
      await visitor.getByRole('button', { name: 'Open menu' }).click();
      await expect
        .poll(() =>
          visitor.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: collection }).count(),
        )
        .toBe(1);
    }
    await gotoHydrated(visitor, shop(collectionPath));
    expect(await visitor.locator('h1').textContent()).toBe(collection);
    const cards = visitor.locator('.collection-page .product-card');
    expect((await cards.locator('.product-name').allTextContents()).map((text) => text.trim())).toEqual([
      `${range} Tee`,
      `${range} Tote`,
    ]);
    for (const index of [0, 1]) {
      expect(await cards.nth(index).locator('.product-image img').getAttribute('src')).toContain('mockup-');
      expect(await cards.nth(index).getByRole('list', { name: '3 colours' }).count()).toBe(1);
    }

    // The shopper buys the tee with the test card.
    await gotoHydrated(visitor, teeUrl);
    expect(await visitor.locator('h1').textContent()).toBe(`${range} Tee`);
    expect(await visitor.locator('.product-main-image img').getAttribute('src')).toContain('mockup-');
    await visitor.locator('.size-option').filter({ hasText: /^M$/ }).click();
    await visitor.getByRole('button', { name: 'Add to basket' }).click();
    await expect.poll(() => visitor.locator('.form-status').textContent()).toContain('Added to your basket');
    await gotoHydrated(visitor, shop('/checkout/'));
    expect(await visitor.locator('.checkout-line').count()).toBe(1);
    const total = (await visitor.getByTestId('pay-total').textContent()) ?? '';
    await visitor.locator('#checkout-email').fill(`shopper-${stamp}@example.test`);
    await visitor.locator('#checkout-name').fill('Sam Shopper');
    await visitor.locator('#checkout-line1').fill('1 High Street');
    await visitor.locator('#checkout-city').fill('London');
    await visitor.locator('#checkout-postcode').fill('sw1a 1aa');
    await visitor.locator('#checkout-cardNumber').fill('4242 4242 4242 4242');
    await visitor.locator('#checkout-cardExpiry').fill('12/34');
    await visitor.locator('#checkout-cardCvc').fill('123');
    await visitor.getByRole('button', { name: `Pay ${total}` }).click();
    await visitor.waitForURL(/\/receipt\/[0-9a-f]{32}$/);
    await expect.poll(() => visitor.locator('h1').textContent()).toMatch(/^Order #\d+$/);
    const orderNumber = ((await visitor.locator('h1').textContent()) ?? '').replace('Order #', '');
    expect(await visitor.getByTestId('order-status').textContent()).toBe('Paid');
    expect(shopperErrors).toEqual([]);

    // The owner sees the order, the sales figures and the chart's day move.
    await gotoHydrated(page, dashboard('orders/'));
    await expect.poll(() => page.getByTestId('order-row').count()).toBe(1);
    expect(await page.getByTestId('order-row').getByRole('link').first().textContent()).toBe(
      `#${orderNumber}`,
    );
    expect(await ordersFigure(page, 'sales-summary')).toBe('1');
    const takingsAfter = await takings(page, 'sales-summary');
    expect(takingsAfter).toMatch(/^£\d+\.\d{2}$/);
    expect(takingsAfter).not.toBe('£0.00');
    const today = page.getByTestId('sales-day').last();
    expect(await today.locator('td').first().textContent()).toBe('1');
    await expect
      .poll(() => page.locator('.sales-chart-canvas[data-drawn] canvas').count())
      .toBeGreaterThan(0);
    await axeClean(page);
    await gotoHydrated(page, dashboard());
    expect(await ordersFigure(page, 'overview-sales-summary')).toBe('1');
    expect(await takings(page, 'overview-sales-summary')).toBe(takingsAfter);
    await axeClean(page);

    // Another merchant's store is not this owner's to see.
    expect((await page.goto(platform(`/dashboard/stores/${storeId - 1}/orders/`)))?.status()).toBe(404);
    expect(unexpected(errors)).toEqual([]);
  }, 420_000);
});
