import type { Page, Response, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { gotoHydrated, PHONE_AND_DESKTOP, useBrowser } from '../support/browser';
import { testServerPort } from '../support/test-server';

/**
 * Pressing Pay always answers, however the checkout's lazily loaded details check fares: a chunk that never
 * comes holds the payment for two seconds at most, a chunk that fails lets the action check the details, and
 * the button says "Paying…" from the press.
 */

const port = testServerPort();
const demo = (path = '/') => `http://demo.localhost:${port}${path}`;
const PRODUCT = '/product/summit-sunrise-tee/navy/';
/** The details check's chunk (app/components/checkout/details-check.ts) and only it. */
const DETAILS_CHECK_CHUNK = '**/assets/details-check-*.js';

/** The checkout's payment post (the fetcher posts to the route's data URL, /checkout/_.data). */
const isPaymentPost = (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/checkout/');

async function checkoutWithTee(page: Page): Promise<void> {
  await gotoHydrated(page, demo(PRODUCT));
  await page.locator('.size-option').filter({ hasText: /^M$/ }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect.poll(() => page.locator('.form-status').textContent()).toContain('Added to your basket');
  await gotoHydrated(page, demo('/checkout/'));
}

async function fillAddressAndCard(page: Page, email: string): Promise<void> {
  if (email) await page.locator('#checkout-email').fill(email);
  await page.locator('#checkout-name').fill('Sam Shopper');
  await page.locator('#checkout-line1').fill('1 High Street');
  await page.locator('#checkout-city').fill('London');
  await page.locator('#checkout-postcode').fill('SW1A 1AA');
  await page.locator('#checkout-cardNumber').fill('4242 4242 4242 4242');
  await page.locator('#checkout-cardExpiry').fill('12/34');
  await page.locator('#checkout-cardCvc').fill('123');
}

/** Requests of the check's chunk, held unanswered until `release` (as a server too busy to answer would). */
async function holdDetailsCheck(page: Page) {
  const held: Route[] = [];
  await page.route(DETAILS_CHECK_CHUNK, (route) => {
    held.push(route);
  });
  return {
    requested: () => held.length,
    release: () => Promise.all(held.map((route) => route.abort().catch(() => undefined))),
  };
}

describe.each(PHONE_AND_DESKTOP)('pressing Pay on %s', (_width, options) => {
  const browser = useBrowser(options);

  it('says Paying… at once and places the order when the details check never loads', async () => {
    await browser.context.clearCookies();
    const page = await browser.newConsentedPage();
    const detailsCheck = await holdDetailsCheck(page);
    await checkoutWithTee(page);
    await fillAddressAndCard(page, 'held.check@example.test');
    // Focusing the form asked for the check: its chunk is on its way and will not come.
    await expect.poll(() => detailsCheck.requested()).toBeGreaterThan(0);

    const pay = page.getByRole('button', { name: /^Pay / });
    const placed = page.waitForResponse(isPaymentPost);
    await pay.click();
    const button = page.locator('.checkout-pay');
    expect(await button.textContent()).toBe('Paying…');
    expect(await button.getAttribute('aria-busy')).toBe('true');
    expect(await button.isDisabled()).toBe(true);

    await placed;
    await page.waitForURL(/\/receipt\/[0-9a-f]{32}$/);
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/^Order #\d+$/);
    expect(await page.getByTestId('order-status').textContent()).toBe('Paid');
    await detailsCheck.release();
    await page.close();
  });

  it("shows the server's messages when the details check fails to load", async () => {
    await browser.context.clearCookies();
    const page = await browser.newConsentedPage();
    await page.route(DETAILS_CHECK_CHUNK, (route) => route.abort('failed'));
    await checkoutWithTee(page);
    await fillAddressAndCard(page, '');

    const answered = page.waitForResponse(isPaymentPost);
    await page.getByRole('button', { name: /^Pay / }).click();
    expect((await answered).status()).toBe(422);
    await expect.poll(() => page.locator('.error-summary-title').textContent()).toBe('There is a problem');
    expect(await page.locator('#checkout-email-error').textContent()).toBe('This field is required');
    expect(page.url()).toBe(demo('/checkout/'));
    await expect.poll(() => page.getByRole('button', { name: /^Pay / }).isEnabled()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // With the details right, the same press pays, the check still unavailable.
    await page.locator('#checkout-email').fill('failed.check@example.test');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/receipt\/[0-9a-f]{32}$/);
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/^Order #\d+$/);
    await page.close();
  });
});
