import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { ApiSession, emailedLink, outboxReader } from '../support/api-session';
import {
  collectPageErrors,
  DESKTOP,
  gotoHydrated,
  type LaunchOptions,
  PHONE,
  useBrowser,
} from '../support/browser';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const DEMO_HOST = 'demo.localhost';
const demo = (path = '/') => `http://${DEMO_HOST}:${port}${path}`;
const PRODUCT = '/product/summit-sunrise-tee/navy/';
const TEE = 'Summit Sunrise Tee';
const PASSWORD = 'correct horse battery staple';

/** Console errors other than the browser's note of a page answered 404 or 422, which some tests cause. */
const unexpected = (errors: string[]) =>
  errors.filter(
    (error) => !/Failed to load resource: the server responded with a status of 4(04|22)/.test(error),
  );

let staff: ApiSession;
let unique = 0;

/** A new account of the demo store, its email verified through the emailed link, as a shopper makes one. */
async function verifiedAccount(what: string): Promise<string> {
  unique += 1;
  const email = `${what}-${Date.now()}-${unique}@example.test`;
  const api = new ApiSession(port, DEMO_HOST);
  const created = await api.post('/omnis/v3/shop/customer/create/', { email, password: PASSWORD });
  expect(created.status).toBe(200);
  const link = await emailedLink(staff, email, '/sign-up/verify/');
  const token = new URL(link).searchParams.get('token');
  const verified = await api.post('/omnis/v3/dashboard/secure/verify-email/', { token });
  expect(verified.status).toBe(200);
  return email;
}

async function addTee(page: Page): Promise<void> {
  await gotoHydrated(page, demo(PRODUCT));
  await page.locator('.size-option').filter({ hasText: /^M$/ }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect.poll(() => page.locator('.form-status').textContent()).toContain('Added to your basket');
}

/** Fills the login form the page shows and waits to be sent on from it. */
async function submitLogin(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login/'));
}

async function logIn(page: Page, email: string): Promise<void> {
  await gotoHydrated(page, demo('/login/'));
  await submitLogin(page, email);
}

async function expectTeeInBasket(page: Page): Promise<void> {
  await gotoHydrated(page, demo('/basket/'));
  await expect.poll(() => page.locator('.basket-line').count()).toBe(1);
  expect(await page.locator('.basket-line').textContent()).toContain(TEE);
}

/**
 * On /checkout/ with the tee listed: fills the address and the test card, pays, and lands on the receipt.
 * Answers the receipt's path.
 */
async function payForTee(page: Page, email: string): Promise<string> {
  await expect.poll(() => page.locator('h1').textContent()).toBe('Checkout');
  expect(await page.getByText('Your basket is empty.').count()).toBe(0);
  await expect.poll(() => page.locator('.checkout-line').count()).toBe(1);
  expect(await page.locator('.checkout-line').textContent()).toContain(TEE);
  const total = (await page.getByTestId('pay-total').textContent()) ?? '';
  expect(total).toMatch(/^£\d+\.\d{2}$/);
  await page.locator('#checkout-email').fill(email);
  await page.locator('#checkout-name').fill('Sam Shopper');
  await page.locator('#checkout-line1').fill('1 High Street');
  await page.locator('#checkout-city').fill('London');
  await page.locator('#checkout-postcode').fill('SW1A 1AA');
  await page.locator('#checkout-cardNumber').fill('4242 4242 4242 4242');
  await page.locator('#checkout-cardExpiry').fill('12/34');
  await page.locator('#checkout-cardCvc').fill('123');
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await page.waitForURL(/\/receipt\/[0-9a-f]{32}$/);
  await expect.poll(() => page.locator('h1').textContent()).toMatch(/^Order #\d+$/);
  expect(await page.getByTestId('order-status').textContent()).toBe('Paid');
  expect(await page.getByTestId('receipt-total').textContent()).toBe(total);
  const receipt = new URL(page.url()).pathname;
  await gotoHydrated(page, demo('/basket/'));
  expect(await page.locator('.empty-state').textContent()).toBe('Your basket is empty.');
  return receipt;
}

const WIDTHS: [string, LaunchOptions][] = [
  ['on a phone', PHONE],
  ['on a desktop', DESKTOP],
];

beforeAll(async () => {
  staff = await outboxReader(port, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
});

describe.each(WIDTHS)('every way into checkout %s', (_width, options) => {
  const browser = useBrowser(options);

  it('as a guest', async () => {
    await browser.context.clearCookies();
    const page = await browser.newConsentedPage();
    const errors = collectPageErrors(page);
    await addTee(page);
    await expectTeeInBasket(page);
    await gotoHydrated(page, demo('/checkout/'));
    expect(await page.getByRole('link', { name: 'Log in' }).count()).toBe(1);
    await payForTee(page, `guest-${Date.now()}@example.test`);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it('signed in before adding to the basket', async () => {
    const email = await verifiedAccount('signed-in-first');
    await browser.context.clearCookies();
    const page = await browser.newConsentedPage();
    const errors = collectPageErrors(page);
    await logIn(page, email);
    await addTee(page);
    await expectTeeInBasket(page);
    await gotoHydrated(page, demo('/checkout/'));
    // The account's email is filled in, and there is no offer to log in.
    expect(await page.locator('#checkout-email').inputValue()).toBe(email);
    expect(await page.locator('.checkout-login').count()).toBe(0);
    await payForTee(page, email);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it('signing in with a guest basket, which joins the account', async () => {
    const email = await verifiedAccount('merged-basket');
    await browser.context.clearCookies();
    const page = await browser.newConsentedPage();
    const errors = collectPageErrors(page);
    await addTee(page);
    await logIn(page, email);
    await expectTeeInBasket(page);
    await gotoHydrated(page, demo('/checkout/'));
    await payForTee(page, email);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it("signing in from the checkout page's own Log in link", async () => {
    const email = await verifiedAccount('checkout-login');
    await browser.context.clearCookies();
    const page = await browser.newConsentedPage();
    const errors = collectPageErrors(page);
    await addTee(page);
    await gotoHydrated(page, demo('/checkout/'));
    await page.locator('.checkout-login').getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(demo('/login/?redirect_uri=%2Fcheckout%2F'));
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await submitLogin(page, email);
    expect(page.url()).toBe(demo('/checkout/'));
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await page.locator('#checkout-email').inputValue()).toBe(email);
    await payForTee(page, email);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });
});

describe.each(WIDTHS)("an unverified account with a guest's email %s", (_width, options) => {
  const browser = useBrowser(options);

  it("sees none of the guest's orders until it verifies the address", async () => {
    unique += 1;
    const email = `guest-then-account-${Date.now()}-${unique}@example.test`;
    await browser.context.clearCookies();
    const guest = await browser.newConsentedPage();
    await addTee(guest);
    await gotoHydrated(guest, demo('/checkout/'));
    const receipt = await payForTee(guest, email);
    const orderHash = receipt.split('/').pop() ?? '';
    await guest.close();

    // Someone else signs up with the guest's address and logs in without verifying it.
    const api = new ApiSession(port, DEMO_HOST);
    const created = await api.post('/omnis/v3/shop/customer/create/', { email, password: PASSWORD });
    expect(created.status).toBe(200);
    await browser.context.clearCookies();
    const page = await browser.newConsentedPage();
    const errors = collectPageErrors(page);
    await logIn(page, email);

    await gotoHydrated(page, demo('/order-history/'));
    expect(new URL(page.url()).pathname).toBe('/order-history/');
    expect(await page.getByLabel('Order number').count()).toBe(1);
    expect(await page.locator('.history-order').count()).toBe(0);
    for (const path of [
      receipt,
      `/invoice/${orderHash}`,
      `/update-address/${orderHash}`,
      `/edit-order/${orderHash}`,
      `/returns/${orderHash}`,
    ]) {
      const answer = await page.goto(demo(path));
      expect(answer?.status(), path).toBe(404);
    }

    // Once the address is verified, its orders are the account's.
    const link = await emailedLink(staff, email, '/sign-up/verify/');
    const token = new URL(link).searchParams.get('token');
    expect((await api.post('/omnis/v3/dashboard/secure/verify-email/', { token })).status).toBe(200);
    await gotoHydrated(page, demo('/order-history/'));
    expect(page.url()).toMatch(/\/order-history\/[A-Za-z0-9_-]{32}$/);
    await expect.poll(() => page.locator('.history-order').count()).toBe(1);
    expect((await page.goto(demo(`/invoice/${orderHash}`)))?.status()).toBe(200);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });
});
