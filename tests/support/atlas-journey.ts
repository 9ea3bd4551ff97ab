import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { gotoHydrated } from './browser';
import { platformUrl } from './dashboard-session';
import { testServerPort } from './test-server';

/** An address on the demo store of the shared test server. */
export const demoStoreUrl = (path = '/') => `http://demo.localhost:${testServerPort()}${path}`;
const PRODUCT = '/product/summit-sunrise-tee/navy/';

/**
 * Clicks the basket's first "Increase quantity" and waits for the basket to save it: the quantity shows at
 * once (optimistically), and a checkout opened before the save would price the basket as it was.
 */
export async function increaseFirstQuantity(page: Page): Promise<void> {
  const saved = page.waitForResponse(
    (response) => response.url().includes('/basket/') && response.request().method() === 'POST',
  );
  await page
    .getByRole('button', { name: /^Increase quantity of / })
    .first()
    .click();
  await saved;
}

/**
 * The shopper's side: `quantity` of a tee (size M) into the basket and checkout with the test card; answers
 * the order number and the receipt's address.
 */
export async function placeTeeOrder(
  page: Page,
  email: string,
  quantity = 2,
): Promise<{ number: number; receipt: string }> {
  await gotoHydrated(page, demoStoreUrl(PRODUCT));
  await page.locator('.size-option').filter({ hasText: /^M$/ }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect.poll(() => page.locator('.form-status').textContent()).toContain('Added to your basket');
  await gotoHydrated(page, demoStoreUrl('/basket/'));
  for (let units = 1; units < quantity; units++) {
    await increaseFirstQuantity(page);
    await expect
      .poll(() =>
        page
          .getByLabel(/^Quantity of /)
          .first()
          .inputValue(),
      )
      .toBe(String(units + 1));
  }
  await gotoHydrated(page, demoStoreUrl('/checkout/'));
  await page.locator('#checkout-email').fill(email);
  await page.locator('#checkout-name').fill('Sam Shopper');
  await page.locator('#checkout-line1').fill('1 High Street');
  await page.locator('#checkout-city').fill('London');
  await page.locator('#checkout-postcode').fill('sw1a 1aa');
  await page.locator('#checkout-cardNumber').fill('4242 4242 4242 4242');
  await page.locator('#checkout-cardExpiry').fill('12/34');
  await page.locator('#checkout-cardCvc').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/receipt\/[0-9a-f]{32}$/);
  await expect.poll(() => page.locator('h1').textContent()).toMatch(/^Order #\d+$/);
  const number = Number(((await page.locator('h1').textContent()) ?? '').replace('Order #', ''));
  return { number, receipt: page.url() };
}

/** Signs the demo staff member in on the platform host. */
export async function staffLogIn(page: Page) {
  await gotoHydrated(page, platformUrl('/login/'));
  await page.getByLabel('Email address').fill(DEMO_ACCOUNTS.staff);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** How far the page scrolls sideways (0 when wide tables scroll in their own box). */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
