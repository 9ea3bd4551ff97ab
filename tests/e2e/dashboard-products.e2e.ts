import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { seriousAxeViolations } from '../support/axe';
import {
  type Browser,
  collectPageErrors,
  DESKTOP,
  gotoHydrated,
  launchBrowser,
  PHONE,
  submitAsDocument,
} from '../support/browser';
import { keyboardSensorListening } from '../support/dnd-kit';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const platform = (path = '/') => `http://localhost:${port}${path}`;
const demo = (path = '/') => `http://demo.localhost:${port}${path}`;
const DEMO_STORE = 'Northwind Threads';
/** A 4x4 green PNG, as a photo to upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVR4nGPQymeAIwQLLwcA+3QJkcEJ8w4AAAAASUVORK5CYII=',
  'base64',
);

/** Signs the demo owner in on the platform host: the address of the demo store's product list. */
async function productsOfDemoStore(page: Page): Promise<string> {
  await gotoHydrated(page, platform('/dashboard/'));
  if (new URL(page.url()).pathname.startsWith('/login/')) {
    await page.getByLabel('Email address').fill(DEMO_ACCOUNTS.owner);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(platform('/dashboard/'));
  }
  const quotes = await page.getByRole('link', { name: `Quotes of ${DEMO_STORE}` }).getAttribute('href');
  return platform((quotes ?? '').replace(/quotes\/$/, 'products/'));
}

const listStatus = (page: Page) => page.locator('.products-status [role="status"]').textContent();
const rowNames = (page: Page) =>
  page.getByTestId('product-row').locator('.products-name a').allTextContents();

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('the dashboard products pages on a %s', (device, viewport) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(viewport);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('finds products by search and filters that stay in the address', async () => {
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    const list = await productsOfDemoStore(page);
    await gotoHydrated(page, list);
    expect(await page.locator('h1').textContent()).toBe('Products');
    expect(await page.getByTestId('product-row').count()).toBeGreaterThan(10);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('Search by name or sku').fill('botanical');
    await page.getByLabel('Collection', { exact: true }).selectOption({ label: 'Hoodies & Sweaters' });
    await page.getByRole('button', { name: 'Show products' }).click();
    await page.waitForURL(/\?q=botanical&collection=\d+$/);
    await expect.poll(() => rowNames(page)).toEqual([expect.stringMatching(/^Botanical Sweater/)]);

    // A reload keeps the filters: they are the address.
    await gotoHydrated(page, page.url());
    expect(await page.getByLabel('Search by name or sku').inputValue()).toBe('botanical');
    expect(await rowNames(page)).toEqual([expect.stringMatching(/^Botanical Sweater/)]);

    await page.getByRole('link', { name: 'Clear filters' }).click();
    await page.waitForURL(list);
    await expect.poll(() => page.getByLabel('Search by name or sku').inputValue()).toBe('');
    await page.getByLabel('Sort', { exact: true }).selectOption('name');
    await page.getByRole('button', { name: 'Show products' }).click();
    await page.waitForURL(/\?sort=name$/);
    // The address changes before the sorted rows replace the others: wait for them.
    const byName = (names: string[]) =>
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    await expect
      .poll(async () => {
        const sorted = await rowNames(page);
        return sorted.length > 0 && sorted.join('|') === byName(sorted).join('|');
      })
      .toBe(true);
    // A product or a store the owner does not run is not found.
    expect((await page.goto(`${list}999999/`))?.status()).toBe(404);
    expect((await page.goto(platform('/dashboard/stores/12/products/')))?.status()).toBe(404);
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    await page.close();
  });

  it('asks before deleting and disables and enables ticked products', async () => {
    const page = await browser.newPage();
    const list = await productsOfDemoStore(page);
    await gotoHydrated(page, `${list}?q=crescent+moon+sticker`);
    await page.getByLabel('Choose Crescent Moon Sticker').check();
    await page.getByLabel('What to do with the chosen products').selectOption('delete');
    await page.getByRole('button', { name: /^Apply to 1 chosen$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete 1 product?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await rowNames(page)).toEqual(['Crescent Moon Sticker']);

    await page.getByLabel('Choose Crescent Moon Sticker').check();
    await page.getByLabel('What to do with the chosen products').selectOption('disable');
    await page.getByRole('button', { name: /^Apply to 1 chosen$/ }).click();
    await expect.poll(() => listStatus(page)).toBe('1 product disabled');
    await expect.poll(() => page.getByTestId('product-row').textContent()).toContain('Disabled');
    const shopper = await browser.newPage();
    expect((await shopper.goto(demo('/product/crescent-moon-sticker/')))?.status()).toBe(404);

    await page.getByLabel('Choose Crescent Moon Sticker').check();
    await page.getByLabel('What to do with the chosen products').selectOption('enable');
    await page.getByRole('button', { name: /^Apply to 1 chosen$/ }).click();
    await expect.poll(() => listStatus(page)).toBe('1 product enabled');
    expect((await shopper.goto(demo('/product/crescent-moon-sticker/')))?.status()).toBe(200);
    await shopper.close();
    await page.close();
  });

  it('edits a product, reorders its images from the keyboard, and the shopper sees it at once', async () => {
    const product = device === 'desktop' ? 'Botanical Sweater' : 'Evergreen Hoodie';
    const slug = device === 'desktop' ? 'botanical-sweater' : 'evergreen-hoodie';
    const renamed = `${product} Deluxe`;
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    const list = await productsOfDemoStore(page);
    await gotoHydrated(page, `${list}?q=${encodeURIComponent(product)}`);
    await page.getByRole('link', { name: product, exact: true }).click();
    await page.waitForURL(/\/products\/\d+\/$/);
    await page.waitForFunction(() => document.querySelector('.rich-text-content') !== null);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The server checks what the browser checks: a form sent around the browser's check is a 422 with the
    // message beside the field and what was typed, and nothing is saved.
    await page.getByLabel('Name', { exact: true }).fill(renamed);
    await page.getByLabel(/^Price \(GBP/).fill('forty');
    expect(await submitAsDocument(page, page.locator('form.product-editor-form'))).toBe(422);
    expect(await page.locator('.field-error').first().textContent()).toBe(
      'Please enter a price such as 12.50',
    );
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(renamed);
    await gotoHydrated(page, page.url());
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(product);

    // Once hydrated, the browser names the same problem before sending anything.
    await page.waitForFunction(() => document.querySelector('.rich-text-content') !== null);
    await page.getByLabel('Name', { exact: true }).fill(renamed);
    await page.getByLabel(/^Price \(GBP/).fill('forty');
    await page.getByRole('button', { name: 'Save the product' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Please enter a price such as 12.50');

    await page.getByLabel(/^Price \(GBP/).fill('49.00');
    await page.getByLabel(/^Sale price/).fill('');
    await page.getByLabel('On sale').uncheck();
    const description = page.getByRole('textbox', { name: 'Description', exact: true });
    await description.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Printed by hand in small batches.');

    const handles = page.getByRole('button', { name: /^Move image / });
    // A photo uploads with its progress shown and joins the end of the list.
    const before = await handles.count();
    await page
      .getByLabel('Add photos')
      .setInputFiles({ name: 'detail.png', mimeType: 'image/png', buffer: PNG });
    await expect
      .poll(() => page.locator('.product-image-upload-status').textContent())
      .toContain('The image is added');
    await expect.poll(() => handles.count()).toBe(before + 1);

    const firstBefore = await handles.first().getAttribute('aria-label');
    const secondBefore = (await handles.nth(1).getAttribute('aria-label')) ?? '';
    await handles.first().focus();
    // Lift, move one place down, drop.
    const announced = (text: string) =>
      expect
        .poll(() =>
          page.locator('[id^="DndLiveRegion"]').evaluateAll((r) => r.map((e) => e.textContent).join(' ')),
        )
        .toContain(text);
    await page.keyboard.press('Space');
    // dnd-kit announces the lift, then at once that the image is over its own place.
    await announced('is over position 1');
    await keyboardSensorListening(page);
    await page.keyboard.press('ArrowDown');
    await announced('is over position 2');
    await page.keyboard.press('Space');
    await expect
      .poll(() => handles.first().getAttribute('aria-label'))
      .toBe(secondBefore.replace('image 2', 'image 1'));
    expect(firstBefore).not.toBe(await handles.first().getAttribute('aria-label'));
    const firstAlt = page.getByLabel(/^Alt text for image 1/);
    await firstAlt.fill(`${renamed}, folded on a linen sheet`);

    await page.getByRole('button', { name: 'Save the product' }).click();
    await expect
      // The save's own status (the upload's confirmation is another line).
      .poll(() => page.locator('p[role="status"].form-status-success').textContent())
      .toBe('Your changes are live on your store');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Saved: a fresh load shows the new order and alt text.
    await gotoHydrated(page, page.url());
    expect(await page.getByLabel(/^Alt text for image 1/).inputValue()).toBe(
      `${renamed}, folded on a linen sheet`,
    );
    expect(await handles.first().getAttribute('aria-label')).toBe(secondBefore.replace('image 2', 'image 1'));

    const shopperBrowser = await launchBrowser(viewport);
    const shopper = await shopperBrowser.newPage();
    await gotoHydrated(shopper, demo(`/product/${slug}/`));
    expect(await shopper.locator('h1').textContent()).toBe(renamed);
    expect(await shopper.locator('.product-price').textContent()).toContain('£49.00');
    expect(await shopper.locator('.product-description').textContent()).toBe(
      'Printed by hand in small batches.',
    );
    await shopperBrowser.close();
    expect(errors.filter((error) => !/status of 422/.test(error))).toEqual([]);
    await page.close();
  });
  it('edits colours and sizes, keeps what was typed on a refusal, sets a focal point by keyboard and deletes an image', async () => {
    const product = device === 'desktop' ? 'Golden Hour Tee' : 'Wild at Heart Tee';
    const slug = device === 'desktop' ? 'golden-hour-tee' : 'wild-at-heart-tee';
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    const list = await productsOfDemoStore(page);
    await gotoHydrated(page, `${list}?q=${encodeURIComponent(product)}`);
    await page.getByRole('link', { name: product, exact: true }).click();
    await page.waitForURL(/\/products\/\d+\/$/);
    const editor = page.url();
    await gotoHydrated(page, editor);
    const rows = page.locator('.product-colour-row:not(.product-colour-removed)');
    const colourCount = await rows.count();

    // A new colour in the empty row at the end, and Sand removed (it waits for the save, saying what goes).
    await page.getByLabel(`Colour ${colourCount} name`).fill('Sunflower');
    await page.getByLabel('Sunflower: hex colour').fill('yellow');
    await page.getByLabel('Sunflower: sizes, separated by commas').fill('S, M');
    await page.getByRole('button', { name: 'Remove Sand' }).click();
    expect(await page.locator('.product-colour-removed').textContent()).toContain(
      'Sand is removed when you save, with its',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Around the browser's check, the server refuses it (422), names the field and keeps every row typed.
    expect(await submitAsDocument(page, page.locator('form.product-colours-form'))).toBe(422);
    expect(await page.getByLabel('Sunflower: hex colour').inputValue()).toBe('yellow');
    expect(await page.locator('.product-colours-form .field-error').first().textContent()).toBe(
      'not a valid hex string',
    );
    expect(await page.locator('.product-colour-removed').textContent()).toContain('Sand');

    // The picker's text field takes a proper hex; the save says what it removes.
    await page.getByLabel('Sunflower: hex colour').fill('#f2c14e');
    await page.getByRole('button', { name: 'Save colours and sizes, removing Sand' }).click();
    await expect
      .poll(() => page.locator('.product-colours-form p[role="status"]').textContent())
      .toBe('Your colours and sizes are live on your store');
    await expect.poll(() => page.getByRole('button', { name: 'Remove Sunflower' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Remove Sand' }).count()).toBe(0);

    // A wide photo, its focal point moved with the arrow keys and saved.
    const wide = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#f2c14e' } })
      .png()
      .toBuffer();
    const handles = page.getByRole('button', { name: /^Move image / });
    const before = await handles.count();
    await page
      .getByLabel('Add photos')
      .setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: wide });
    await expect.poll(() => handles.count()).toBe(before + 1);
    const last = before + 1;
    await page.getByRole('button', { name: `Focal point of image ${last}`, exact: true }).click();
    const focal = page.getByRole('application', { name: `Focal point of image ${last}` });
    await focal.waitFor();
    await focal.focus();
    for (let step = 0; step < 40; step += 1) await page.keyboard.press('ArrowLeft');
    await expect
      .poll(() => page.locator('.product-focal-point-value').textContent())
      .not.toBe('Focal point: 50% across, 50% down');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: `Save the focal point of image ${last}` }).click();
    await expect
      .poll(() => page.locator('.product-image-focus p[role="status"]').textContent())
      .toBe('The focal point is saved: shoppers see the image cropped around it');

    // The first image deleted, after saying so.
    await page.getByText('Delete image 1…').click();
    await page.getByRole('button', { name: 'Yes, delete image 1' }).click();
    await expect.poll(() => page.getByText('The image is deleted').count()).toBe(1);
    await expect.poll(() => handles.count()).toBe(before);

    // The shopper sees it all at once: Sunflower in S and M, no Sand, the photo cropped on its point.
    const shopperBrowser = await launchBrowser(viewport);
    const shopper = await shopperBrowser.newPage();
    await gotoHydrated(shopper, demo(`/product/${slug}/`));
    expect(await shopper.getByRole('link', { name: 'Sand', exact: true }).count()).toBe(0);
    await shopper.getByRole('link', { name: 'Sunflower', exact: true }).click();
    await expect
      .poll(() => shopper.locator('.colour-selector legend strong').textContent())
      .toBe('Sunflower');
    expect(await shopper.locator('.size-option span').allTextContents()).toEqual(['S', 'M']);
    expect(await shopper.locator('.product-gallery [srcset*="fx="]').count()).toBeGreaterThan(0);
    await shopperBrowser.close();
    expect(errors.filter((error) => !/status of 422/.test(error))).toEqual([]);
    await page.close();
  });
});
