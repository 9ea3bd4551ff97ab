import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { emailedLink, outboxReader } from '../support/api-session';
import { type Browser, collectPageErrors, gotoHydrated, launchBrowser, PHONE } from '../support/browser';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const demo = (path = '/') => `http://demo.localhost:${port}${path}`;
const PRODUCT = '/product/summit-sunrise-tee/navy/';

/** Console errors other than the browser's note of an action answered 422, which the tests cause. */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource: the server responded with a status of 422/.test(error));

async function addToBasket(page: Page): Promise<void> {
  await gotoHydrated(page, demo(PRODUCT));
  await page.locator('.size-option').filter({ hasText: /^M$/ }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect.poll(() => page.locator('.form-status').textContent()).toContain('Added to your basket');
}

async function fillDetails(page: Page, email: string): Promise<void> {
  await page.locator('#checkout-email').fill(email);
  await page.locator('#checkout-name').fill('Sam Shopper');
  await page.locator('#checkout-line1').fill('1 High Street');
  await page.locator('#checkout-city').fill('London');
  await page.locator('#checkout-postcode').fill('sw1a 1aa');
}

async function fillCard(page: Page, number: string): Promise<void> {
  await page.locator('#checkout-cardNumber').fill(number);
  await page.locator('#checkout-cardExpiry').fill('12/34');
  await page.locator('#checkout-cardCvc').fill('123');
}

/** Everything the browser sent, to prove the card number never left it. */
function recordRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
  return sent;
}

describe('checking out on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(PHONE);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('goes from a product to the basket, pays with the test card and lands on the receipt', async () => {
    const page = await browser.newConsentedPage();
    const errors = collectPageErrors(page);
    const sent = recordRequests(page);
    await addToBasket(page);
    await gotoHydrated(page, demo('/basket/'));
    expect(await page.locator('.basket-line').count()).toBe(1);

    await gotoHydrated(page, demo('/checkout/'));
    await expect.poll(() => page.locator('h1').textContent()).toBe('Checkout');
    expect(await page.locator('.checkout-line').count()).toBe(1);
    expect(await page.getByRole('radio', { name: /Standard/ }).isChecked()).toBe(true);
    const total = (await page.getByTestId('pay-total').textContent()) ?? '';
    expect(total).toMatch(/^£\d+\.\d{2}$/);

    await fillDetails(page, 'phone.shopper@example.test');
    await fillCard(page, '4242 4242 4242 4242');
    const pay = page.getByRole('button', { name: `Pay ${total}` });
    await pay.click();
    await page.waitForURL(/\/receipt\/[0-9a-f]{32}$/);
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/^Order #\d+$/);
    expect(await page.getByTestId('order-status').textContent()).toBe('Paid');
    expect(await page.getByTestId('receipt-total').textContent()).toBe(total);
    expect(
      await page.getByRole('progressbar', { name: 'Order progress' }).getAttribute('aria-valuenow'),
    ).toBe('17');
    expect(await page.locator('.receipt-address').first().textContent()).toContain('SW1A 1AA');
    expect(await page.getByRole('link', { name: 'View invoice' }).getAttribute('href')).toMatch(
      /^\/invoice\/[0-9a-f]{32}$/,
    );
    // The receipt page never carries the link to every order of its address: anyone may check out with it.
    expect(await page.getByRole('link', { name: 'All your orders' }).getAttribute('href')).toBe(
      '/order-history/',
    );
    expect(await page.locator('.receipt-payment').textContent()).toBe('Paid with Visa ending 4242');

    await gotoHydrated(page, demo('/basket/'));
    expect(await page.locator('.empty-state').textContent()).toBe('Your basket is empty.');
    // The card number never left the browser: not in a form post, a fetch or a URL.
    expect(sent.filter((request) => /4242\s?4242\s?4242\s?4242/.test(request))).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it('follows the receipt to the invoice and the order history, and reorders into the basket', async () => {
    const context = await launchBrowser(PHONE);
    const page = await context.newConsentedPage();
    const errors = collectPageErrors(page);
    await addToBasket(page);
    await gotoHydrated(page, demo('/checkout/'));
    await fillDetails(page, 'journey.shopper@example.test');
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/receipt\/[0-9a-f]{32}$/);
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/^Order #\d+$/);
    const number = ((await page.locator('h1').textContent()) ?? '').replace('Order #', '');
    const invoiceHref = (await page.getByRole('link', { name: 'View invoice' }).getAttribute('href')) ?? '';
    const historyHref =
      (await page.getByRole('link', { name: 'All your orders' }).getAttribute('href')) ?? '';

    await gotoHydrated(page, demo(invoiceHref));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Invoice');
    expect(await page.locator('.invoice').textContent()).toContain('Summit Sunrise Tee');

    // A guest's "All your orders" asks for the order, then emails the link to the address.
    expect(historyHref).toBe('/order-history/');
    await gotoHydrated(page, demo(historyHref));
    await page.getByLabel('Order number').fill(number);
    await page.getByLabel('Email address').fill('journey.shopper@example.test');
    await page.getByRole('button', { name: 'Email me a link to my orders' }).click();
    await expect
      .poll(() => page.getByText(/We have emailed a link to all your orders/).isVisible())
      .toBe(true);
    const staff = await outboxReader(port, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
    const link = await emailedLink(staff, 'journey.shopper@example.test', '/order-history/');
    await gotoHydrated(page, link);
    await page.getByRole('button', { name: `Reorder the items of order #${number}` }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Added to your basket' }).isVisible())
      .toBe(true);
    await gotoHydrated(page, demo('/basket/'));
    expect(await page.locator('.basket-line').count()).toBe(1);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('says why a card was declined and keeps the basket as it was', async () => {
    const context = await launchBrowser(PHONE);
    const page = await context.newConsentedPage();
    await addToBasket(page);
    await gotoHydrated(page, demo('/checkout/'));
    await fillDetails(page, 'declined.shopper@example.test');
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect
      .poll(() => page.getByTestId('payment-declined').textContent())
      .toContain('Your card was declined.');
    expect(page.url()).toBe(demo('/checkout/'));
    expect(await page.getByRole('button', { name: /^Pay / }).isEnabled()).toBe(true);

    await fillCard(page, '4000 0000 0000 9995');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect
      .poll(() => page.getByTestId('payment-declined').textContent())
      .toContain('Your card has insufficient funds.');

    await gotoHydrated(page, demo('/basket/'));
    expect(await page.locator('.basket-line').count()).toBe(1);
    await context.close();
  });

  it('checks each field and shows its message next to it', async () => {
    const context = await launchBrowser(PHONE);
    const page = await context.newConsentedPage();
    await addToBasket(page);
    await gotoHydrated(page, demo('/checkout/'));
    await page.locator('#checkout-postcode').fill('NOT A CODE');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect.poll(() => page.locator('.error-summary-title').textContent()).toBe('There is a problem');
    expect(await page.locator('#checkout-email-error').textContent()).toBe('This field is required');
    expect(await page.locator('#checkout-postcode-error').textContent()).toBe(
      'Please enter a valid postcode',
    );
    expect(await page.locator('#checkout-cardNumber-error').textContent()).toBe(
      'Please enter your card number',
    );
    expect(
      await page.locator('.error-summary').evaluate((element) => element === document.activeElement),
    ).toBe(true);
    // Each line of the summary names its field and links to it.
    const lines = await page
      .locator('.error-summary li a')
      .evaluateAll((links) =>
        links.map((link) => ({ text: link.textContent ?? '', href: link.getAttribute('href') ?? '' })),
      );
    expect(lines).toContainEqual({ text: 'Email address: This field is required', href: '#checkout-email' });
    expect(lines.every((line) => /^[^:]+: /.test(line.text))).toBe(true);

    // A delivery to France gets the EU prices for shipping.
    await page.locator('#checkout-country').selectOption('FR');
    await expect
      .poll(() =>
        page
          .getByRole('radio', { name: /Standard/ })
          .locator('..')
          .textContent(),
      )
      .toContain('£6.99');
    await context.close();
  });

  it('applies a coupon, says why another does not apply, and pays with the discount from the keyboard', async () => {
    const context = await launchBrowser(PHONE);
    const page = await context.newConsentedPage();
    const errors = collectPageErrors(page);
    await addToBasket(page);
    await gotoHydrated(page, demo('/checkout/'));
    const before = (await page.getByTestId('summary-total').textContent()) ?? '';

    await page.locator('#checkout-couponCode').fill('NOPE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() => page.locator('#checkout-couponCode-error').textContent())
      .toBe('This coupon code is not valid');

    await page.locator('#checkout-couponCode').fill('welcome10');
    await page.locator('#checkout-couponCode').press('Enter');
    await expect.poll(() => page.getByTestId('applied-coupon').textContent()).toBe('WELCOME10');
    expect(await page.getByTestId('summary-discount').textContent()).toMatch(/^−£\d+\.\d{2}$/);
    const after = (await page.getByTestId('summary-total').textContent()) ?? '';
    expect(after).not.toBe(before);
    expect(await page.locator('.checkout-aside').getByRole('status').textContent()).toBe('Coupon applied');

    await fillDetails(page, 'coupon.shopper@example.test');
    await fillCard(page, '4242 4242 4242 4242');
    await page.locator('#checkout-cardCvc').press('Enter');
    await page.waitForURL(/\/receipt\/[0-9a-f]{32}$/);
    expect(await page.locator('.checkout-discount dt').textContent()).toBe('Discount (WELCOME10)');
    expect(await page.getByTestId('receipt-total').textContent()).toBe(after);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
