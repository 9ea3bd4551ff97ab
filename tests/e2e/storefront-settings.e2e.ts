import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { collectPageErrors, gotoHydrated, PHONE_AND_DESKTOP, useBrowser } from '../support/browser';
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
/** The store's own code: it marks its frame's document and notes the page views posted to it. */
const CUSTOM_CODE = `<script>
document.body.dataset.ran = 'yes';
addEventListener('message', (event) => { document.body.dataset.path = event.data.path; });
</script>`;

/** Puts the demo store back as the seed made it: no popup, social links or custom code. */
async function restore(page: Page, settingsUrl: string) {
  const post = (form: Record<string, string>) => postForm(page, settingsUrl, form);
  expect((await post({ intent: 'sitewide-popup', heading: '', description: '' })).status()).toBe(200);
  expect((await post({ intent: 'social-links' })).status()).toBe(200);
  expect((await post({ intent: 'custom-code', head: '', body: '' })).status()).toBe(200);
}

const popupOf = (page: Page) => page.locator('dialog.sitewide-popup');
const popupOpen = (page: Page) =>
  page.evaluate(() => document.querySelector('dialog.sitewide-popup')?.matches(':modal') ?? false);
const customCodeFrame = (page: Page): Frame | undefined =>
  page.frames().find((frame) => new URL(frame.url()).pathname === '/custom-code/');

describe.each(PHONE_AND_DESKTOP)('the storefront shows the store settings on %s', (viewport, options) => {
  const owner = useBrowser(options);
  const shopper = useBrowser(options);

  it('shows an anonymous shopper the popup once, after the cookie sheet, the footer social links and the sandboxed custom code', async () => {
    const page = await owner.newPage();
    const errors = collectPageErrors(page);
    await logIn(page);
    const settingsUrl = await openStoreSettings(page, STORE);
    const heading = `Winter sale on ${viewport} ${Date.now()}`;
    try {
      // Social links: a bad address is refused with §5's message, then two good ones are saved.
      await page.getByLabel('Instagram').fill('my instagram');
      await page.getByRole('button', { name: 'Save the social links' }).click();
      await expect
        .poll(() => page.locator('#social').getByText('Please enter a valid url').count())
        .toBeGreaterThan(0);
      await page.getByLabel('Instagram').fill('instagram.com/offsetstudio');
      await page.getByLabel('X', { exact: true }).fill('https://x.com/offsetstudio');
      await saveSection(page, 'Save the social links', 'The social links are saved.');
      // Posted directly: a bad address answers 422 and writes nothing; another store's settings are not found.
      const headers = { Origin: platform('').replace(/\/$/, '') };
      const hijack = { intent: 'social-links', instagram: 'https://instagram.com/hijacked' };
      const refused = await page.request.post(settingsUrl, {
        form: { ...hijack, facebook: 'javascript:alert(1)' },
        headers,
      });
      expect(refused.status()).toBe(422);
      expect(await refused.text()).toContain('Please enter a valid url');
      const foreign = await page.request.post(platform('/dashboard/stores/12/settings/'), {
        form: hijack,
        headers,
      });
      expect(foreign.status()).toBe(404);

      await page.getByLabel('Show the sitewide popup').check();
      await page.getByLabel('Popup title').fill(heading);
      await page.getByLabel('Popup text').fill('Everything 20% off until Sunday.');
      await saveSection(page, 'Save the popup', 'The sitewide popup is saved.');

      await page.getByLabel('Code at the end of the page').fill(CUSTOM_CODE);
      await saveSection(page, 'Save the custom code', 'The custom code is saved.');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The shopper: the cookie sheet first, and no popup over it.
      const shop = await shopper.newPage();
      const shopErrors = collectPageErrors(shop);
      await gotoHydrated(shop, pro('/'));
      const sheet = shop.getByRole('dialog', { name: 'Cookie consent' });
      await expect.poll(() => sheet.count()).toBe(1);
      expect(await popupOf(shop).count()).toBe(0);
      expect(customCodeFrame(shop)).toBeUndefined();

      // The footer links to both profiles, each named for screen readers.
      const instagram = shop.getByRole('link', { name: `${STORE} on Instagram (opens in a new tab)` });
      expect(await instagram.first().getAttribute('href')).toBe('https://instagram.com/offsetstudio');
      expect(
        await shop
          .getByRole('link', { name: `${STORE} on X (opens in a new tab)` })
          .first()
          .getAttribute('href'),
      ).toBe('https://x.com/offsetstudio');
      expect(await shop.getByRole('link', { name: /on (Facebook|TikTok|YouTube|Pinterest)/ }).count()).toBe(
        0,
      );

      // Answering the sheet brings the popup: modal, focus inside, accessible.
      await shop.getByRole('button', { name: 'Accept all' }).click();
      await expect.poll(() => popupOpen(shop)).toBe(true);
      const dialog = shop.getByRole('dialog', { name: heading });
      expect(await dialog.getByText('Everything 20% off until Sunday.').count()).toBe(1);
      expect(await shop.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
      expect(await seriousAxeViolations(shop)).toEqual([]);
      await shop.keyboard.press('Escape');
      await expect.poll(() => popupOf(shop).count()).toBe(0);

      // The store's code ran in its frame, whose origin is opaque (no cookies, no access to the page).
      await expect.poll(() => customCodeFrame(shop)?.evaluate(() => document.body.dataset.ran)).toBe('yes');
      const frame = customCodeFrame(shop) as Frame;
      expect(await frame.evaluate(() => self.origin)).toBe('null');
      expect(await frame.evaluate(() => document.body.dataset.path)).toBe('/');
      expect(
        await frame.evaluate(() => {
          try {
            return window.parent.document.title;
          } catch {
            return 'refused';
          }
        }),
      ).toBe('refused');

      // Once per visitor: not again after a reload, nor on the next page; never code on the basket.
      await gotoHydrated(shop, pro('/'));
      await expect.poll(() => customCodeFrame(shop)?.evaluate(() => document.body.dataset.ran)).toBe('yes');
      expect(await popupOf(shop).count()).toBe(0);
      await gotoHydrated(shop, pro('/basket/'));
      expect(customCodeFrame(shop)).toBeUndefined();
      expect(await shop.locator('iframe.custom-code-frame').count()).toBe(0);
      expect(await popupOf(shop).count()).toBe(0);
      expect(shopErrors).toEqual([]);
    } finally {
      await restore(page, settingsUrl);
    }
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('shows a new visitor the popup with the close button, and it stays closed', async () => {
    const page = await owner.newPage();
    await gotoHydrated(page, platform('/dashboard/'));
    const settingsUrl = await openStoreSettings(page, STORE);
    const heading = `Join the club on ${viewport} ${Date.now()}`;
    try {
      await page.getByLabel('Show the sitewide popup').check();
      await page.getByLabel('Popup title').fill(heading);
      await page.getByLabel('Popup text').fill('');
      await saveSection(page, 'Save the popup', 'The sitewide popup is saved.');

      // Consent given earlier in this browser: the popup comes at once, and its close button closes it.
      const shop = await shopper.newPage();
      await gotoHydrated(shop, pro('/'));
      await expect.poll(() => popupOpen(shop)).toBe(true);
      expect(await shop.getByRole('dialog', { name: heading }).count()).toBe(1);
      await shop.getByRole('button', { name: 'Close', exact: true }).click();
      await expect.poll(() => popupOf(shop).count()).toBe(0);
      await gotoHydrated(shop, pro('/'));
      expect(await popupOf(shop).count()).toBe(0);
    } finally {
      await restore(page, settingsUrl);
    }
  });
});
