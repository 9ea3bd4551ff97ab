import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { type ApiSession, emailedLink, outboxReader } from '../support/api-session';
import { seriousAxeViolations } from '../support/axe';
import { DESKTOP, gotoHydrated, type LaunchOptions, PHONE, useBrowser } from '../support/browser';
import { signInThroughApi } from '../support/page-api';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const platform = (path = '/') => `http://localhost:${port}${path}`;
const demo = (path = '/') => `http://demo.localhost:${port}${path}`;

const WIDTHS: [string, LaunchOptions][] = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
];

let unique = 0;
function freshEmail(what: string): string {
  unique += 1;
  return `${what}-${Date.now()}-${unique}@example.test`;
}

/** Staff signed in on the platform host, reading the outbox. */
let staff: ApiSession;
beforeAll(async () => {
  staff = await outboxReader(port, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
});

/** The shopper asks the demo store for a quote: ends on the quote's own page. */
async function requestQuote(page: Page, email: string) {
  await gotoHydrated(page, demo('/get-a-quote/'));
  const product = page.getByLabel('Product', { exact: true }).first();
  await product.selectOption((await product.locator('option').nth(1).getAttribute('value')) ?? '');
  await page.getByLabel('Quantity').first().fill('40');
  await page.getByLabel('Your name').fill('Heading Shopper');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Request a quote' }).click();
  await page.waitForURL(/\/advanced-quote\/[A-Za-z0-9_-]+\/\?requested=1$/);
}

/** Signs up on the demo store through its form, and answers the link of the verification email. */
async function signUp(page: Page, email: string, options: { merchant?: boolean } = {}) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple');
  if (options.merchant) await page.getByLabel('I want to open my own store').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/sign-up\/verify\/\?sent=1$/);
  return emailedLink(staff, email, '/sign-up/verify/');
}

/** Holds the next form post to `path` until `release` is called, so a test can see the form waiting. */
async function holdPost(page: Page, path: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith(path),
    async (route) => {
      if (route.request().method() === 'POST') await released;
      await route.continue();
    },
  );
  return release;
}

describe.each(WIDTHS)('issue 12 on a %s', (_width, options) => {
  const browser = useBrowser(options);
  const isPhone = options === PHONE;

  it("the quote page names the quote once: 'Quote #n', never 'Quote #n / Order #n'", async () => {
    await browser.context.clearCookies();
    const page = await browser.newConsentedPage();
    await requestQuote(page, freshEmail('heading'));
    const title = page.locator('.order-heading h1');
    await expect.poll(() => title.textContent()).toMatch(/^Quote #\d+$/);
    const heading = (await title.textContent()) ?? '';
    expect(await page.locator('h1').count()).toBe(1);
    const number = heading.slice('Quote #'.length);
    const header = (await page.locator('.order-heading').textContent()) ?? '';
    expect(header.split(`#${number}`)).toHaveLength(2);
    expect(header).not.toContain('Order #');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it('the store settings checkbox sits beside its label, on the same line', async () => {
    await browser.context.clearCookies();
    const page = await browser.newConsentedPage();
    await page.goto(demo());
    const storeId = await signInThroughApi(page, DEMO_ACCOUNTS.owner, DEMO_PASSWORD);
    await page.goto(platform());
    await signInThroughApi(page, DEMO_ACCOUNTS.owner, DEMO_PASSWORD);
    await gotoHydrated(page, platform(`/dashboard/stores/${storeId}/settings/`));
    const checkbox = page.getByLabel('Show the coming-soon countdown');
    const label = page.locator('label', { hasText: 'Show the coming-soon countdown' });
    const box = await checkbox.boundingBox();
    const text = await label.boundingBox();
    if (!box || !text) throw new Error('the checkbox or its label is not shown');
    // Beside it: the label starts just after the box, and their middles are on one line.
    const gap = text.x - (box.x + box.width);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(24);
    expect(Math.abs(box.y + box.height / 2 - (text.y + text.height / 2))).toBeLessThan(8);
    // The label is part of the target: pressing it ticks the box.
    const before = await checkbox.isChecked();
    await label.click();
    expect(await checkbox.isChecked()).toBe(!before);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it('a shopper who signs up from a product page is back on it once they confirm their email', async () => {
    await browser.context.clearCookies();
    const page = await browser.newConsentedPage();
    await gotoHydrated(page, demo('/collection/t-shirts/'));
    const productPath = (await page.locator('a[href^="/product/"]').first().getAttribute('href')) ?? '';
    expect(productPath).toMatch(/^\/product\/[^/]+\/$/);
    await gotoHydrated(page, demo(productPath));
    if (isPhone) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('link', { name: 'Create an account' })
        .click();
    } else {
      await page.getByLabel('Account', { exact: true }).click();
      await page.locator('.account-menu').getByRole('link', { name: 'Create an account' }).click();
    }
    await page.waitForURL(/\/sign-up\/\?redirect_uri=/);
    const link = await signUp(page, freshEmail('back-to-product'));
    expect(new URL(link).searchParams.get('redirect_uri')).toBe(productPath);

    await gotoHydrated(page, link);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const release = await holdPost(page, '/sign-up/verify');
    const confirm = page.getByRole('button', { name: 'Verify my email address' });
    await confirm.click();
    // While the post is on its way the button says so, is busy and cannot be pressed twice.
    const waiting = page.getByRole('button', { name: 'Saving…' });
    await expect.poll(() => waiting.getAttribute('aria-busy')).toBe('true');
    expect(await waiting.isDisabled()).toBe(true);
    release();
    await page.waitForURL(demo(productPath));
    await page.close();
  });

  it('a shopper who signs up on the sign-up page lands on their orders; a merchant on the dashboard', async () => {
    await browser.context.clearCookies();
    const shopper = await browser.newConsentedPage();
    await gotoHydrated(shopper, demo('/sign-up/'));
    await gotoHydrated(shopper, await signUp(shopper, freshEmail('to-orders')));
    await shopper.getByRole('button', { name: 'Verify my email address' }).click();
    await shopper.waitForURL(/\/order-history\//);
    expect(new URL(shopper.url()).host).toBe(`demo.localhost:${port}`);
    await shopper.close();

    await browser.context.clearCookies();
    const merchant = await browser.newConsentedPage();
    await gotoHydrated(merchant, demo('/sign-up/'));
    await gotoHydrated(merchant, await signUp(merchant, freshEmail('merchant'), { merchant: true }));
    await merchant.getByRole('button', { name: 'Verify my email address' }).click();
    await merchant.waitForURL(
      (url) => url.pathname.startsWith('/sign-up/eula/') || url.pathname === '/dashboard/',
    );
    await merchant.close();
  });
});
