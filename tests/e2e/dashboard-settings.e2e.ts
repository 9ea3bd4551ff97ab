import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { collectPageErrors, DESKTOP, gotoHydrated, PHONE_AND_DESKTOP, useBrowser } from '../support/browser';
import {
  logIn,
  openStoreSettings,
  platformUrl,
  postForm,
  saveSection,
  unexpectedErrors,
} from '../support/dashboard-session';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const platform = platformUrl;
const pro = (path = '/') => `http://pro.localhost:${port}${path}`;
/** The pro demo store: every change here is undone at the end, as other browser tests read it. */
const STORE = 'Offset Studio';
const ANNOUNCEMENT = 'New: the Grid System series, in a limited run of 200.';

const picture = (colour: string, width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/**
 * Puts the demo store back as the seed made it (other browser tests read it), whatever the test reached:
 * the same forms, posted directly.
 */
async function restore(page: Page, settingsUrl: string, seedLogoId: string, searchTerm: string) {
  const post = (form: Record<string, string>) => postForm(page, settingsUrl, form);
  await post({ intent: 'remove-search-redirect', searchTerm });
  await post({ intent: 'announcement', text: ANNOUNCEMENT });
  await post({ intent: 'logo', mediaFileId: seedLogoId });
  expect((await post({ intent: 'company-name', companyName: STORE })).status()).toBe(200);
}

describe.each(PHONE_AND_DESKTOP)('the dashboard files and settings on %s', (viewport, options) => {
  const browser = useBrowser(options);
  const shopper = useBrowser(options);

  it('uploads two files with progress and thumbnails, and shows settings changes on the storefront at once', async () => {
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    await logIn(page);
    const settingsUrl = await openStoreSettings(page, STORE);
    const filesUrl = settingsUrl.replace(/settings\/$/, 'files/');

    // Files: two at once, each with its own progress bar, then both in the library with thumbnails.
    await gotoHydrated(page, filesUrl);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const stamp = `${viewport.replace(/\W/g, '')}-${Date.now()}`;
    await page.getByLabel('Choose files to upload').setInputFiles([
      { name: `red-${stamp}.png`, mimeType: 'image/png', buffer: await picture('#cc2222', 64, 48) },
      { name: `blue-${stamp}.png`, mimeType: 'image/png', buffer: await picture('#2222cc', 48, 64) },
    ]);
    for (const colour of ['red', 'blue']) {
      const bar = page.getByRole('progressbar', { name: `Uploading ${colour}-${stamp}.png` });
      await expect.poll(() => bar.getAttribute('value'), { timeout: 15_000 }).toBe('1');
    }
    await expect
      .poll(() => page.getByRole('list', { name: 'Uploads' }).getByText('Uploaded').count())
      .toBe(2);
    await page.getByLabel('Search files').fill(stamp);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\?q=/);
    const thumbnails = page.locator('.files-grid img');
    await expect.poll(() => thumbnails.count()).toBe(2);
    for (const src of await thumbnails.evaluateAll((images) =>
      images.map((image) => image.getAttribute('src')),
    )) {
      expect(src).toMatch(/^\/images\/library\/\d+\/[0-9a-f]{32}\.png\?w=160$/);
    }
    await expect
      .poll(() =>
        thumbnails.evaluateAll((images) =>
          images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
        ),
      )
      .toBe(true);
    expect(await page.getByText('Not used').count()).toBe(2);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await gotoHydrated(page, settingsUrl);
    const seedLogoId =
      (await page
        .getByLabel('Logo from your files')
        .locator('option', { hasText: 'pro-logo.svg' })
        .getAttribute('value')) ?? '';
    expect(seedLogoId).toMatch(/^\d+$/);
    try {
      // Settings: company name, logo (cropped and uploaded), announcement and a search redirect.
      expect(await seriousAxeViolations(page)).toEqual([]);
      const name = page.getByRole('textbox', { name: 'Company name' });
      await name.fill('');
      await page.getByRole('button', { name: 'Save the company name' }).click();
      await expect
        .poll(() => page.getByRole('alert').first().textContent())
        .toContain('This field is required');
      const renamed = `Offset ${viewport === 'a phone' ? 'Phone' : 'Desk'} Studio`;
      await name.fill(renamed);
      await saveSection(page, 'Save the company name', 'The company name is saved.');

      await page.getByLabel('Upload a new logo').setInputFiles({
        name: `logo-${stamp}.png`,
        mimeType: 'image/png',
        buffer: await picture('#118844', 400, 100),
      });
      await page.getByRole('button', { name: 'Use this logo' }).click();
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'The logo is saved.' }).count(), {
          timeout: 20_000,
        })
        .toBe(1);
      // The answer shows as soon as the action answers; the page's data follows once it is read again.
      const preview = page.getByRole('img', { name: `The current logo of ${renamed}` });
      await expect
        .poll(() => preview.getAttribute('src'))
        .toMatch(/^\/media\/library\/\d+\/[0-9a-f]{32}\.png$/);
      const logo = await preview.getAttribute('src');

      await page
        .locator('section#announcement')
        .getByLabel('Announcement', { exact: true })
        .fill('Free delivery this week');
      await page
        .locator('section#announcement')
        .getByLabel('Background colour', { exact: true })
        .fill('#1a2b3c');
      await saveSection(page, 'Save the announcement', 'The announcement is saved.');

      await page.getByLabel('Search term').fill(`gridlock-${stamp}`);
      await page.getByLabel('Goes to').fill('javascript:alert(1)');
      await page.getByRole('button', { name: 'Add the redirect' }).click();
      await expect
        .poll(() => page.getByRole('alert').first().textContent())
        .toContain('Please enter a link: a path like /collection/hoodies/ or a web address');
      await page.getByLabel('Goes to').fill('/blog/');
      await saveSection(page, 'Add the redirect', 'The search redirect is saved.');
      await expect
        .poll(() => page.getByRole('list', { name: 'Search redirects' }).textContent())
        .toContain(`gridlock-${stamp}`);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // An anonymous shopper sees every change at the next request.
      const visitor = await shopper.newPage();
      await visitor.goto(pro('/'));
      expect(await visitor.locator('.store-logo img').getAttribute('src')).toBe(logo);
      expect(await visitor.locator('.store-logo img').getAttribute('alt')).toBe(renamed);
      expect(await visitor.getByRole('region', { name: 'Announcement' }).textContent()).toContain(
        'Free delivery this week',
      );
      await visitor.goto(pro(`/search/?q=gridlock-${stamp}`));
      expect(new URL(visitor.url()).pathname).toBe('/blog/');
    } finally {
      await restore(page, settingsUrl, seedLogoId, `gridlock-${stamp}`);
    }
    const visitor = await shopper.newPage();
    await visitor.goto(pro('/'));
    expect(await visitor.locator('.store-logo img').getAttribute('alt')).toBe(STORE);
    expect(await visitor.getByRole('region', { name: 'Announcement' }).textContent()).toContain(ANNOUNCEMENT);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});

describe('the files and settings routes refuse what they must', () => {
  const browser = useBrowser(DESKTOP);

  it("answers 422 for bad input with nothing written, and 404 for another store's file or no store", async () => {
    const page = await browser.newPage();
    await logIn(page);
    const settingsUrl = await openStoreSettings(page, STORE);
    const filesUrl = settingsUrl.replace(/settings\/$/, 'files/');
    const headers = { Origin: platform('').replace(/\/$/, '') };

    const refused = await page.request.post(settingsUrl, {
      form: { intent: 'company-name', companyName: '   ' },
      headers,
    });
    expect(refused.status()).toBe(422);
    expect(await refused.text()).toContain('This field is required');
    const visitor = await browser.newPage();
    await visitor.goto(pro('/'));
    expect(await visitor.locator('.store-logo img').getAttribute('alt')).toBe(STORE);

    const upload = (url: string, type: string, body: Buffer) =>
      page.request.post(url, {
        headers: { ...headers, 'Content-Type': type, 'X-File-Name': 'x' },
        data: body,
      });
    const html = await upload(`${filesUrl}upload/`, 'text/html', Buffer.from('<p>hi</p>'));
    expect(html.status()).toBe(422);
    expect(await html.json()).toEqual({
      ok: false,
      message: 'Must upload the following formats: png, jpg, webp, svg, pdf',
    });
    const nowhere = await upload(
      platform('/dashboard/stores/999999/files/upload/'),
      'image/png',
      await picture('#000', 8, 8),
    );
    expect(nowhere.status()).toBe(404);

    // A file of the demo store named on the pro store's page is not found there, and keeps its description.
    await page.goto(platform('/dashboard/'));
    const demoSettingsUrl = await openStoreSettings(page, 'Northwind Threads');
    await page.goto(demoSettingsUrl.replace(/settings\/$/, 'files/'));
    const demoFileId = await page.locator('input[name="fileId"]').first().getAttribute('value');
    const demoAlt = await page.locator('.files-grid img').first().getAttribute('alt');
    const foreign = await page.request.post(filesUrl, {
      form: { intent: 'alt-text', fileId: demoFileId ?? '', altText: 'taken over' },
      headers,
    });
    expect(foreign.status()).toBe(404);
    await page.reload();
    expect(await page.locator('.files-grid img').first().getAttribute('alt')).toBe(demoAlt);
  });
});
