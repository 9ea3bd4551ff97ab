import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { collectPageErrors, DESKTOP, gotoHydrated, launchBrowser, PHONE } from '../support/browser';
import { demoStoreId, logIn, platformUrl, unexpectedErrors } from '../support/dashboard-session';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const platform = platformUrl;
const TEE = "Men's Organic Cotton T-Shirt";
const TOTE = 'Organic Cotton Tote Bag';

async function artworkPng(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="2400"><circle cx="1200" cy="1200" r="1100" fill="#1d6f42"/><path d="M300 1700 L1000 700 L1400 1300 L1700 900 L2100 1700 Z" fill="#f4f1e8"/></svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const mockups = (page: Page) => page.getByTestId('artwork-mockup');

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('creating a range from artwork on a %s', (width, size) => {
  it('uploads a PNG, places it on a tee and a tote in their colours, publishes both, and a shopper sees them with their mockups', async () => {
    const browser = await launchBrowser(size);
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    await logIn(page);
    const storeId = await demoStoreId(page);
    const wizardUrl = platform(`/dashboard/stores/${storeId}/products/new/`);
    await gotoHydrated(page, wizardUrl);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Create from artwork');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A JPEG is refused in the browser with §5's message, before anything is sent.
    await page
      .getByLabel('Upload your design (PNG or SVG)')
      .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a png') });
    await expect
      .poll(() => page.locator('#artwork-file-error').textContent())
      .toBe('Must upload the following formats: png, svg');

    await page
      .getByLabel('Upload your design (PNG or SVG)')
      .setInputFiles({ name: 'mountain.png', mimeType: 'image/png', buffer: await artworkPng() });
    await expect
      .poll(() => page.getByTestId('artwork-uploaded').textContent())
      .toBe('mountain.png: 2400 × 2400 px');

    await page.getByLabel(TEE, { exact: true }).check();
    // Colours are checkboxes: the keyboard picks them like any other.
    const teeColours = page.getByRole('group', { name: 'Colours of the tee' });
    await teeColours.getByLabel('Black', { exact: true }).focus();
    await page.keyboard.press('Space');
    await teeColours.getByLabel('Navy', { exact: true }).check();
    await page.getByLabel(TOTE, { exact: true }).check();
    await page
      .getByRole('group', { name: 'Colours of the tote' })
      .getByLabel('Black', { exact: true })
      .check();
    await page
      .getByRole('group', { name: 'Colours of the tote' })
      .getByLabel('Natural', { exact: true })
      .uncheck();
    await page
      .getByRole('group', { name: 'Colours of the tote' })
      .getByLabel('Natural', { exact: true })
      .check();

    // One live preview per colour, drawn by the studio's renderer over each colour's photo.
    await expect.poll(() => mockups(page).count()).toBe(5);
    expect(await page.locator('.artwork-design svg image').count()).toBe(5);
    expect(await mockups(page).locator('figcaption').allTextContents()).toEqual([
      'White',
      'Black',
      'Navy',
      'Natural',
      'Black',
    ]);
    const firstDesign = page.locator('.artwork-design').first();
    const widthBefore = await firstDesign.locator('svg image').getAttribute('width');
    const sizeSlider = page.getByLabel('Size').first();
    await sizeSlider.focus();
    for (let step = 0; step < 20; step += 1) await page.keyboard.press('ArrowLeft');
    await expect.poll(() => sizeSlider.inputValue()).toBe('60');
    expect(await firstDesign.locator('svg image').getAttribute('width')).not.toBe(widthBefore);
    await expect.poll(() => page.locator('.artwork-preflight').first().textContent()).toContain('DPI');

    // The draft survives a reload.
    await gotoHydrated(page, wizardUrl);
    await expect.poll(() => mockups(page).count()).toBe(5);
    expect(await page.getByLabel('Size').first().inputValue()).toBe('60');

    const name = `Summit ${width} ${Date.now().toString(36)}`;
    await page.getByLabel('Range name').fill(name);
    const teePrice = page.getByLabel(`Price of the ${name} Tee (GBP, VAT included)`);
    await teePrice.fill('10');
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Publish 2 products' }).click();
    expect((await refused).status()).toBe(422);
    await expect
      .poll(() => page.locator('.artwork-price .field-error').first().textContent())
      .toBe('Min 24.00');
    expect(await teePrice.inputValue()).toBe('10');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await teePrice.fill('30');
    await expect.poll(() => page.getByTestId('artwork-profit').first().textContent()).toBe('£5.00');
    await page.getByRole('button', { name: 'Publish 2 products' }).click();
    await page.waitForURL(/\/products\/new\/published\/\?products=\d+,\d+$/);
    await expect
      .poll(() => page.getByTestId('artwork-published-product').locator('h2').allTextContents())
      .toEqual([`${name} Tee`, `${name} Tote`]);
    // Mockups of five colours and two print files: a while on a busy machine.
    await expect
      .poll(() => page.getByTestId('artwork-published-status').textContent(), {
        timeout: 150_000,
        interval: 1000,
      })
      .toBe('Published: every mockup is ready.');
    expect(await page.getByTestId('artwork-rendered-mockup').count()).toBe(5);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const links = page.getByRole('link', { name: /^See the .* on your store/ });
    const productUrls = await Promise.all(
      [0, 1].map(async (index) => (await links.nth(index).getAttribute('href')) ?? ''),
    );
    expect(unexpectedErrors(errors)).toEqual([]);
    await browser.close();

    // An anonymous shopper on the store's own host sees both products with their mockups at once.
    const shopper = await launchBrowser(size);
    const shop = await shopper.newConsentedPage();
    for (const [index, url] of productUrls.entries()) {
      expect(new URL(url).host).toBe(`demo.localhost:${port}`);
      await gotoHydrated(shop, url);
      await expect
        .poll(() => shop.locator('h1').textContent())
        .toBe(`${name} ${index === 0 ? 'Tee' : 'Tote'}`);
      await expect
        .poll(() => shop.locator('.product-main-image img').getAttribute('src'))
        .toContain('mockup-');
    }
    await gotoHydrated(shop, `http://demo.localhost:${port}/search/?q=${encodeURIComponent(name)}`);
    await expect.poll(() => shop.getByText(`${name} Tote`).count()).toBeGreaterThan(0);
    await shopper.close();
  }, 300_000);
});
