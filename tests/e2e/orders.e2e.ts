import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { type Browser, collectPageErrors, gotoHydrated, launchBrowser, PHONE } from '../support/browser';
import { httpRequest } from '../support/http';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const demo = (path = '/') => `http://demo.localhost:${port}${path}`;
const platform = (path = '/') => `http://localhost:${port}${path}`;

/** Console errors other than the browser's note of a form answered 422, which some tests cause. */
const unexpected = (errors: string[]) =>
  errors.filter(
    (error) => !/Failed to load resource: the server responded with a status of 4(22|04)/.test(error),
  );

/** The demo shopper's orders, as their order history links them: number → hash. */
interface DemoOrder {
  number: number;
  hash: string;
  status: string;
}

/** Everything the browser sent, to prove the card number never left it. */
function recordRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
  return sent;
}

async function fillCard(page: Page, formId: string, number: string): Promise<void> {
  await page.locator(`#${formId}-cardNumber`).fill(number);
  await page.locator(`#${formId}-cardExpiry`).fill('12/34');
  await page.locator(`#${formId}-cardCvc`).fill('123');
}

async function logIn(page: Page, url: string, email: string) {
  await gotoHydrated(page, url);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/(dashboard|order-history)\//);
}

async function readHistory(page: Page): Promise<DemoOrder[]> {
  await gotoHydrated(page, demo('/order-history/'));
  expect(page.url()).toMatch(/\/order-history\/[A-Za-z0-9_-]{32}$/);
  return page.locator('.history-order').evaluateAll((items) =>
    items.map((item) => {
      const number = Number(/#(\d+)/.exec(item.querySelector('h2')?.textContent ?? '')?.[1]);
      const link = item.querySelector<HTMLAnchorElement>('a[href^="/invoice/"], a[href^="/advanced-quote/"]');
      const hash = link?.getAttribute('href')?.split('/').filter(Boolean)[1] ?? '';
      return { number, hash, status: item.querySelector('.order-status')?.textContent ?? '' };
    }),
  );
}

describe('the shopper’s order pages on a phone', () => {
  let browser: Browser;
  let page: Page;
  let orders: DemoOrder[];
  const order = (status: string) => {
    const found = orders.find((entry) => entry.status === status);
    if (!found) throw new Error(`no ${status} demo order`);
    return found;
  };

  beforeAll(async () => {
    browser = await launchBrowser(PHONE);
    page = await browser.newConsentedPage();
    await logIn(page, demo('/login/'), DEMO_ACCOUNTS.shopper);
    orders = await readHistory(page);
    expect(orders.map((entry) => entry.status)).toEqual([
      'Paid',
      'Processing',
      'Terms requested',
      'Complete',
    ]);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the invoice, prints it on its own, and downloads it as a PDF', async () => {
    const errors = collectPageErrors(page);
    const complete = order('Complete');
    await gotoHydrated(page, demo(`/invoice/${complete.hash}`));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Invoice');
    const text = await page.locator('.invoice').textContent();
    expect(text).toContain(`INV-${complete.number}`);
    expect(text).toContain('VAT number: GB 123 4567 89');
    expect(text).toContain('VAT on goods');
    expect(text).toContain('Paid in full.');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.store-header').isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Download PDF' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-INV-${complete.number}.pdf`);
    const file = await download.path();
    expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(unexpected(errors)).toEqual([]);
  });

  it('shows no order to another store or a made-up link: the 404 page', async () => {
    const complete = order('Complete');
    for (const [host, path] of [
      [`pro.localhost:${port}`, `/invoice/${complete.hash}`],
      [`pro.localhost:${port}`, `/invoice/${complete.hash}/pdf`],
      [`pro.localhost:${port}`, `/returns/${complete.hash}`],
      [`demo.localhost:${port}`, '/edit-order/made-up-order-link'],
    ] as const) {
      const answer = await httpRequest(port, host, path);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain(`INV-${complete.number}`);
    }
  });

  it('reorders an order into the basket from the order history', async () => {
    const errors = collectPageErrors(page);
    await readHistory(page);
    const badge = page.getByTestId('basket-count');
    const before = (await badge.count()) > 0 ? Number(await badge.textContent()) : 0;
    const complete = order('Complete');
    await page.getByRole('button', { name: `Reorder the items of order #${complete.number}` }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Added to your basket' });
    await expect.poll(() => notice.isVisible()).toBe(true);
    await expect
      .poll(async () => Number(await page.getByTestId('basket-count').textContent()))
      .toBe(before + 3);
    await notice.getByRole('link', { name: 'Go to your basket' }).click();
    await page.waitForURL(demo('/basket/'));
    await expect.poll(() => page.locator('.basket-line').count()).toBeGreaterThanOrEqual(2);
    expect(unexpected(errors)).toEqual([]);
  });

  it('requests a return; its instructions reach the outbox, where staff read them', async () => {
    const errors = collectPageErrors(page);
    const complete = order('Complete');
    await gotoHydrated(page, demo(`/returns/${complete.hash}`));
    await page.getByRole('button', { name: 'Request return' }).click();
    const summary = page.getByRole('alert');
    await expect.poll(() => summary.textContent()).toContain('Please choose at least one item to return.');
    expect(await summary.textContent()).toContain('Please choose a reason');

    await page.getByLabel('Quantity to return').first().selectOption('1');
    await page.getByLabel('Why are you returning them?').selectOption('too-small');
    await page.getByLabel('Anything else we should know? (optional)').fill('Lovely, but a size too small.');
    await page.getByRole('button', { name: 'Request return' }).click();
    await page.waitForURL(/\?requested=RET-\d+$/);
    const reference = new URL(page.url()).searchParams.get('requested') ?? '';
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe(
        `Your return ${reference} has been requested. We have emailed the instructions to shopper@printfront.test.`,
      );
    expect(await page.locator('.order-requests').textContent()).toContain(reference);
    expect(unexpected(errors)).toEqual([]);

    const staff = await launchBrowser(PHONE);
    const staffPage = await staff.newConsentedPage();
    try {
      await logIn(staffPage, platform('/login/'), DEMO_ACCOUNTS.staff);
      const outbox = platform(
        `/dashboard/outbox/?to=${encodeURIComponent(DEMO_ACCOUNTS.shopper)}&kind=return-instructions`,
      );
      // The job queue delivers it to the outbox (no SMTP in the demo) within moments.
      await expect
        .poll(
          async () => {
            await staffPage.goto(outbox);
            return staffPage.locator('.outbox-email').first().textContent();
          },
          { timeout: 20_000 },
        )
        .toContain('Delivered to the outbox');
      const email = staffPage.locator('.outbox-email').first();
      expect(await email.textContent()).toContain(`Your return for order #${complete.number}`);
      await email.locator('summary').click();
      expect(await email.locator('.outbox-text').textContent()).toContain(reference);
    } finally {
      await staff.close();
    }
  });

  it('refuses to change an order in production, found by its number and email', async () => {
    const processing = order('Processing');
    const fresh = await browser.newConsentedPage();
    try {
      await gotoHydrated(fresh, demo('/edit-order/'));
      await fresh.getByLabel('Order number').fill(String(processing.number));
      await fresh.getByLabel('Email address').fill('someone.else@example.com');
      await fresh.getByRole('button', { name: 'Find my order' }).click();
      await expect
        .poll(() => fresh.getByRole('alert').textContent())
        .toContain('We could not find an order with that number and email address.');
      await fresh.getByLabel('Email address').fill(DEMO_ACCOUNTS.shopper);
      await fresh.getByRole('button', { name: 'Find my order' }).click();
      await fresh.waitForURL(demo(`/edit-order/${processing.hash}`));
      await expect
        .poll(() => fresh.getByRole('alert').textContent())
        .toBe('This order is already in production, so it can no longer be changed.');
      expect(await fresh.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it('changes the size of a paid order', async () => {
    const paid = order('Paid');
    await gotoHydrated(page, demo(`/edit-order/${paid.hash}`));
    const size = page.getByLabel('Size').first();
    const options = await size.locator('option').allTextContents();
    const current = await size.inputValue();
    const other = options.find((option) => option !== current) ?? current;
    await size.selectOption(other);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(/\?updated=1$/);
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe('Your order has been updated. We have emailed you a confirmation.');
    expect(await page.getByLabel('Size').first().inputValue()).toBe(other);
  });
  it('changes the delivery address before dispatch, checking the postcode', async () => {
    const paid = order('Paid');
    await gotoHydrated(page, demo(`/update-address/${paid.hash}`));
    await page.getByLabel('Address line 1').fill('7 Quay Street');
    await page.getByLabel('Postcode').fill('NOPE 123');
    await page.getByRole('button', { name: 'Save the new address' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Please enter a valid postcode');
    await page.getByLabel('Postcode').fill('bs1 4st');
    await page.getByRole('button', { name: 'Save the new address' }).click();
    await page.waitForURL(/\?updated=1$/);
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe('Your delivery address has been updated. We have emailed you a confirmation.');
    await expect.poll(() => page.locator('.order-address').textContent()).toContain('7 Quay Street');
    expect(await page.locator('.order-address').textContent()).toContain('BS1 4ST');
  });

  it('accepts a priced quote and pays for it by card: declined first, then paid', async () => {
    const errors = collectPageErrors(page);
    const sent = recordRequests(page);
    const quote = order('Terms requested');
    await gotoHydrated(page, demo(`/advanced-quote/${quote.hash}/`));
    await page.getByRole('button', { name: 'Accept the quote' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Please accept the terms to continue.');
    await page.getByLabel('I accept these terms and the quoted prices').check();
    await page.getByRole('button', { name: 'Accept the quote' }).click();
    await page.waitForURL(/\?accepted=1$/);
    await page.getByRole('link', { name: /^Pay £/ }).click();
    await page.waitForURL(demo(`/pay/${quote.hash}/`));
    await expect
      .poll(() => page.getByRole('main').getByRole('note').textContent())
      .toBe('Test mode: no real payments are taken. Pay with a test card such as 4242 4242 4242 4242.');
    await page.getByText('Test cards').click();
    expect(await page.locator('.test-cards').textContent()).toContain('4000 0000 0000 0002 Declined');
    const pay = page.getByRole('button', { name: /^Pay £\d/ });
    await expect.poll(() => pay.isEnabled()).toBe(true);

    // Nothing to pay with: the browser says so next to the field, and nothing is sent.
    await pay.click();
    await expect
      .poll(() => page.locator('#pay-cardNumber-error').textContent())
      .toBe('Please enter your card number');

    await fillCard(page, 'pay', '4000 0000 0000 0002');
    await pay.click();
    await expect
      .poll(() => page.getByTestId('payment-declined').textContent())
      .toContain('Your card was declined.');
    expect(page.url()).toBe(demo(`/pay/${quote.hash}/`));
    expect(await page.locator('.order-status').textContent()).toBe('Terms authorised');
    await expect.poll(() => pay.isEnabled()).toBe(true);

    // The good card, sent from the keyboard.
    await fillCard(page, 'pay', '4242 4242 4242 4242');
    await page.locator('#pay-cardCvc').press('Enter');
    await page.waitForURL(/\?paid=1$/);
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe('Thank you, your payment has been received. We will start on your order.');
    await gotoHydrated(page, demo(`/pay/${quote.hash}/`));
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe('This order is already paid. Thank you!');
    expect(await page.locator('.order-status').textContent()).toBe('Bespoke paid');
    expect(await page.getByRole('button', { name: /^Pay / }).count()).toBe(0);

    // The card numbers never left the browser: not in a form post, a fetch or a URL.
    expect(
      sent.filter((request) => /4242\s?4242\s?4242\s?4242|4000\s?0000\s?0000\s?0002/.test(request)),
    ).toEqual([]);
    expect(sent.some((request) => /paymentToken=pm_test_/.test(request))).toBe(true);
    expect(unexpected(errors)).toEqual([]);
  });

  it('asks for a quote and shows it as being prepared', async () => {
    await gotoHydrated(page, demo('/get-a-quote/'));
    await page.getByRole('button', { name: 'Request a quote' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Please add at least one product');
    const product = page.getByLabel('Product', { exact: true }).first();
    const first = (await product.locator('option').nth(1).getAttribute('value')) ?? '';
    await product.selectOption(first);
    await page.getByLabel('Quantity').first().fill('120');
    await page.getByLabel('Your name').fill('Sasha Shopper');
    await page.getByLabel('Email address').fill(DEMO_ACCOUNTS.shopper);
    await page.getByRole('button', { name: 'Request a quote' }).click();
    await page.waitForURL(/\/advanced-quote\/[A-Za-z0-9_-]+\/\?requested=1$/);
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe('Thank you, your quote request has been sent. We will email you your quote.');
    expect(await page.locator('.invoice-table').textContent()).toContain('120');
  });
});

describe('the return-an-item popup on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(PHONE);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('has a web version of the instructions in the mail layout', async () => {
    const page = await browser.newConsentedPage();
    await gotoHydrated(page, demo('/teemail/remill-instructions'));
    const email = page.locator('.teemail');
    expect(await email.textContent()).toContain('100% cotton clothing, of any brand');
    expect(await email.textContent()).toContain('Not denim and not underwear');
    expect(await page.locator('.store-header').count()).toBe(0);
    const width = await email
      .locator('table')
      .first()
      .evaluate((table) => table.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(520);
    await page.close();
  });

  it('checks the email, sends, closes and thanks the shopper', async () => {
    const page = await browser.newConsentedPage();
    const errors = collectPageErrors(page);
    // The showcase page hydrates after its load event, which waits for its embedded frames: give it time.
    await page.goto(demo('/blocks/'));
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
      timeout: 45_000,
    });
    const block = page.locator('.block-remill');
    // Far down the page, the block hydrates as the shopper scrolls to it.
    await block.scrollIntoViewIfNeeded();
    await block.getByRole('button', { name: 'Return an item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Return a worn-out item' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);

    await dialog.getByRole('button', { name: 'Send me the instructions' }).click();
    await expect.poll(() => dialog.locator('.field-error').textContent()).toBe('This field is required');
    await dialog.getByLabel('Email address').fill('not an email');
    await dialog.getByRole('button', { name: 'Send me the instructions' }).click();
    await expect
      .poll(() => dialog.locator('.field-error').textContent())
      .toBe('Please enter a valid email address');

    await dialog.getByLabel('Email address').fill('remill.e2e@example.com');
    await dialog.getByRole('button', { name: 'Send me the instructions' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect
      .poll(() => block.getByRole('status').textContent())
      .toBe('Thank you, we sent you an email with instructions.');
    // Keyboard: it opens again from the button, and Escape closes it.
    await block.getByRole('button', { name: 'Return an item' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });
});
