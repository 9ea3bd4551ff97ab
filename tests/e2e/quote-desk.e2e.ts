import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import {
  type Browser,
  collectPageErrors,
  DESKTOP,
  gotoHydrated,
  launchBrowser,
  submitAsDocument,
} from '../support/browser';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const platform = (path = '/') => `http://localhost:${port}${path}`;
const demo = (path = '/') => `http://demo.localhost:${port}${path}`;
const DEMO_STORE = 'Northwind Threads';

/** Console errors other than the browser's note of a form answered 422, which these tests cause. */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource: the server responded with a status of 422/.test(error));

async function logIn(page: Page, email: string) {
  await gotoHydrated(page, platform('/login/'));
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(platform('/dashboard/'));
}

/** The shopper asks the demo store for a quote of 120 of its first product: the quote's hash. */
async function requestQuote(page: Page, email: string): Promise<string> {
  await gotoHydrated(page, demo('/get-a-quote/'));
  const product = page.getByLabel('Product', { exact: true }).first();
  await product.selectOption((await product.locator('option').nth(1).getAttribute('value')) ?? '');
  await page.getByLabel('Quantity').first().fill('120');
  await page.getByLabel('Your name').fill('Desk Shopper');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Tell us about your design and anything else (optional)').fill('Logo on the chest');
  await page.getByRole('button', { name: 'Request a quote' }).click();
  await page.waitForURL(/\/advanced-quote\/[A-Za-z0-9_-]+\/\?requested=1$/);
  return new URL(page.url()).pathname.split('/')[2] ?? '';
}

describe('the quote desk on the platform host', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(DESKTOP);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('lets the owner price a requested quote, which the shopper then sees with its prices', async () => {
    const shopper = await browser.newPage();
    const email = `desk-${Date.now()}@example.test`;
    const hash = await requestQuote(shopper, email);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{8,}$/);

    await browser.context.clearCookies();
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    await logIn(page, DEMO_ACCOUNTS.owner);
    await page.getByRole('link', { name: `Quotes of ${DEMO_STORE}` }).click();
    await page.waitForURL(/\/dashboard\/stores\/\d+\/quotes\/$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe(`${DEMO_STORE}: quotes`);
    const row = page.getByTestId('quote-row').filter({ hasText: email });
    expect(await row.textContent()).toContain('Awaiting prices');
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('120');
    // Newest first: the quote just asked for leads the list.
    expect(await page.getByTestId('quote-row').first().textContent()).toContain(email);
    await row.getByRole('link').click();
    await page.waitForURL(new RegExp(`/quotes/${hash}/$`));
    await expect.poll(() => page.getByText('Logo on the chest').isVisible()).toBe(true);

    const price = page.getByLabel(/^Unit price of /);
    const pricingForm = page.locator('form').filter({ has: price });
    // The server checks what the browser checks: a form sent around the browser's check is a 422 with the
    // message next to the field, and the quote stays unpriced.
    await price.fill('twelve');
    await page.getByLabel('Delivery').fill('10');
    expect(await submitAsDocument(page, pricingForm)).toBe(422);
    expect(await page.locator('.field-error').first().textContent()).toBe(
      'Please enter an amount such as 12.50',
    );
    expect(await page.getByLabel(/^Unit price of /).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('quote-state').textContent()).toBe('Awaiting prices');

    await gotoHydrated(page, page.url());
    await page.getByLabel('Delivery').fill('10');
    await page.getByRole('button', { name: 'Send the quote to the shopper' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Please enter a price for every line');
    expect(await price.getAttribute('aria-invalid')).toBe('true');

    await price.fill('12.50');
    await expect.poll(() => page.getByTestId('quote-preview-total').textContent()).toBe('£1,510.00');
    expect(await page.getByLabel('Terms', { exact: true }).inputValue()).toContain('Prices include VAT');
    expect(await page.getByLabel('Valid for (days)').inputValue()).toBe('30');
    // Sent from the keyboard.
    await page.getByLabel('Valid for (days)').press('Enter');
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toContain('The quote is priced and on its way to the shopper by email.');
    expect(await page.getByRole('link', { name: 'outbox' }).getAttribute('href')).toBe('/dashboard/outbox/');
    await expect
      .poll(() => page.getByTestId('quote-state').textContent())
      .toBe('Priced, awaiting the shopper');
    expect(unexpected(errors)).toEqual([]);

    await gotoHydrated(shopper, demo(`/advanced-quote/${hash}/`));
    const table = await shopper.locator('.invoice-table').textContent();
    expect(table).toContain('£12.50');
    expect(table).toContain('£1,500.00');
    expect(await shopper.locator('.invoice-grand-total').textContent()).toContain('£1,510.00');
    expect(await shopper.getByRole('button', { name: 'Accept the quote' }).isVisible()).toBe(true);
    await shopper.close();
    await page.close();
  });

  it('pages through a long list of quotes, newest first', async () => {
    const shopper = await browser.newPage();
    const stamp = Date.now();
    await requestQuote(shopper, `pages-first-${stamp}@example.test`);
    // Fifty more requests, sent with the shopper's own form: more than a page of the desk.
    await gotoHydrated(shopper, demo('/get-a-quote/'));
    const product = shopper.getByLabel('Product', { exact: true }).first();
    await product.selectOption((await product.locator('option').nth(1).getAttribute('value')) ?? '');
    await shopper.getByLabel('Quantity').first().fill('60');
    await shopper.getByLabel('Your name').fill('Paging Shopper');
    const statuses = await shopper.evaluate(async (prefix) => {
      const form = document.querySelector<HTMLFormElement>('form[method="post"]');
      if (!form) throw new Error('no quote form');
      const answers: number[] = [];
      for (let index = 0; index < 50; index += 1) {
        const body = new FormData(form);
        body.set('email', `${prefix}-${index}@example.test`);
        answers.push((await fetch(form.action, { method: 'POST', body, redirect: 'manual' })).status);
      }
      return answers;
    }, `pages-${stamp}`);
    expect(statuses.every((status) => status < 400)).toBe(true);
    const newest = `pages-${stamp}-49@example.test`;

    await browser.context.clearCookies();
    const page = await browser.newPage();
    await logIn(page, DEMO_ACCOUNTS.owner);
    await page.getByRole('link', { name: `Quotes of ${DEMO_STORE}` }).click();
    await page.waitForURL(/\/dashboard\/stores\/\d+\/quotes\/$/);
    const pages = page.getByRole('navigation', { name: 'Pages of quotes' });
    expect(await pages.textContent()).toMatch(/Page 1 of \d+ \([\d,]+ quotes\)/);
    expect(await page.getByTestId('quote-row').count()).toBe(50);
    expect(await page.getByTestId('quote-row').first().textContent()).toContain(newest);
    expect(
      await page
        .getByTestId('quote-row')
        .filter({ hasText: `pages-first-${stamp}@` })
        .count(),
    ).toBe(0);
    await pages.getByRole('link', { name: 'Older quotes' }).click();
    await page.waitForURL(/\/quotes\/\?page=2$/);
    await expect.poll(() => pages.textContent()).toMatch(/^Newer quotesPage 2 of /);
    expect(
      await page
        .getByTestId('quote-row')
        .filter({ hasText: `pages-first-${stamp}@` })
        .count(),
    ).toBe(1);
    await pages.getByRole('link', { name: 'Newer quotes' }).click();
    await page.waitForURL(/\/quotes\/$/);
    await expect.poll(() => page.getByTestId('quote-row').first().textContent()).toContain(newest);
    await page.close();
    await shopper.close();
  });

  it('is the 403 page for someone who does not run the store, and 404 for no store', async () => {
    await browser.context.clearCookies();
    const owner = await browser.newPage();
    await logIn(owner, DEMO_ACCOUNTS.owner);
    const desk = owner.getByRole('link', { name: `Quotes of ${DEMO_STORE}` });
    const deskPath = (await desk.getAttribute('href')) ?? '';
    expect(deskPath).toMatch(/^\/dashboard\/stores\/\d+\/quotes\/$/);
    await owner.getByRole('link', { name: 'Quotes of Midnight Orbit' }).click();
    await expect
      .poll(() => owner.locator('.empty-state').textContent())
      .toBe("No quotes yet. Shoppers ask for one on the store's /get-a-quote/ page, and it appears here.");
    await owner.close();

    await browser.context.clearCookies();
    const page = await browser.newPage();
    await logIn(page, DEMO_ACCOUNTS.shopper);
    await page.goto(platform(deskPath));
    expect(page.url()).toBe(platform('/403/'));
    await page.goto(platform(`${deskPath}AAAAAAAAAAAAAAAAAAAAAAAA/`));
    expect(page.url()).toBe(platform('/403/'));
    const unknown = await page.goto(platform('/dashboard/stores/999999/quotes/'));
    expect(unknown?.status()).toBe(404);
    await page.close();

    // Never on a store's own host, even for its owner signed in there.
    await browser.context.clearCookies();
    const onStore = await browser.newPage();
    await gotoHydrated(onStore, demo('/login/'));
    await onStore.getByLabel('Email address').fill(DEMO_ACCOUNTS.owner);
    await onStore.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await onStore.getByRole('button', { name: 'Log in', exact: true }).click();
    await onStore.waitForURL((url) => url.pathname.startsWith('/order-history/'));
    await onStore.goto(demo('/dashboard/'));
    expect(await onStore.getByRole('link', { name: `Quotes of ${DEMO_STORE}` }).count()).toBe(0);
    const answer = await onStore.goto(demo(deskPath));
    expect(answer?.status()).toBe(404);
    await onStore.close();
  });
});
