import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, DESKTOP, gotoHydrated, launchBrowser, PHONE } from '../support/browser';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const demo = (path = '/') => `http://demo.localhost:${port}${path}`;
const platform = (path = '/') => `http://localhost:${port}${path}`;
const PRODUCT = '/product/summit-sunrise-tee/navy/';

/**
 * Holds every script of the build until `release` is called: the page is the server's HTML, as on a phone
 * whose bundles are still arriving, and React takes over only afterwards.
 */
async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js(\?.*)?$/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** Opens a page with its scripts held, waiting only for the server's HTML. */
async function openUnhydrated(page: Page, url: string, selector: string) {
  const scripts = await holdScripts(page);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForSelector(selector);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  return scripts;
}

async function waitForHydration(page: Page, scripts: { release: () => Promise<void> }) {
  await scripts.release();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // Let React finish the commit and any effects that might reset a field.
  await page.waitForTimeout(500);
}

async function addToBasket(page: Page): Promise<void> {
  await gotoHydrated(page, demo(PRODUCT));
  await page.locator('.size-option').filter({ hasText: /^M$/ }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect.poll(() => page.locator('.form-status').textContent()).toContain('Added to your basket');
}

const CHECKOUT_TYPED = {
  '#checkout-email': 'early.shopper@example.test',
  '#checkout-name': 'Early Shopper',
  '#checkout-line1': '1 High Street',
  '#checkout-city': 'London',
  '#checkout-postcode': 'SW1A 1AA',
} as const;

for (const [width, options] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  describe(`text typed before hydration stays (${width})`, () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser(options);
    });
    afterAll(async () => {
      await browser.close();
    });

    it('keeps the checkout contact and address fields', async () => {
      const page = await browser.newConsentedPage();
      await addToBasket(page);
      const scripts = await openUnhydrated(page, demo('/checkout/'), '#checkout-email');
      for (const [selector, value] of Object.entries(CHECKOUT_TYPED)) await page.fill(selector, value);
      await page.selectOption('#checkout-country', 'IE');
      await page.check('input[name="billingAddress"][value="different"]');
      await waitForHydration(page, scripts);
      for (const [selector, value] of Object.entries(CHECKOUT_TYPED))
        expect(await page.inputValue(selector), selector).toBe(value);
      expect(await page.inputValue('#checkout-country')).toBe('IE');
      expect(await page.isChecked('input[name="billingAddress"][value="different"]')).toBe(true);
      // The page now works with what the shopper chose: billing fields, and address labels for Ireland.
      await expect.poll(() => page.locator('#checkout-billingName').isVisible()).toBe(true);
      expect(await page.locator('label[for="checkout-county"]').textContent()).toContain('State');
      await page.close();
    });

    it('keeps the sign-up email', async () => {
      await browser.context.clearCookies();
      const page = await browser.newConsentedPage();
      const scripts = await openUnhydrated(page, platform('/sign-up/'), 'input[name="email"]');
      await page.getByLabel('Email address').fill('early.sign-up@example.test');
      await page.getByLabel('I want to open my own store').check();
      await waitForHydration(page, scripts);
      expect(await page.getByLabel('Email address').inputValue()).toBe('early.sign-up@example.test');
      expect(await page.getByLabel('I want to open my own store').isChecked()).toBe(true);
      await page.close();
    });

    it('keeps what was typed into a page block contact form', async () => {
      const page = await browser.newConsentedPage();
      const scripts = await openUnhydrated(page, demo('/blocks/'), '.block-contact');
      const form = page.locator('.block-contact');
      await form.getByLabel('Your name').fill('Early Cato');
      await form.getByLabel('Email address').fill('early.cato@example.test');
      await form.getByLabel('Message').fill('Typed before the scripts came');
      await waitForHydration(page, scripts);
      await page.evaluate(() => {
        document.documentElement.dataset.hydrateBlocks = 'all';
        window.dispatchEvent(new Event('printfront:hydrate-blocks'));
      });
      await page.waitForFunction(() => document.documentElement.dataset.blocksPending === undefined);
      await page.waitForTimeout(300);
      expect(await form.getByLabel('Your name').inputValue()).toBe('Early Cato');
      expect(await form.getByLabel('Email address').inputValue()).toBe('early.cato@example.test');
      expect(await form.getByLabel('Message').inputValue()).toBe('Typed before the scripts came');
      await page.close();
    });
  });
}
