import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_MESSAGES } from '../../core/operator';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { type ApiSession, emailsTo, outboxReader } from '../support/api-session';
import { seriousAxeViolations } from '../support/axe';
import { collectPageErrors, DESKTOP, gotoHydrated, PHONE, useBrowser } from '../support/browser';
import { logIn, platformUrl } from '../support/dashboard-session';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const demo = (path = '/') => `http://demo.localhost:${port}${path}`;
const PRODUCT = '/product/summit-sunrise-tee/navy/';

/** Console errors other than the browser's notes of the refusals these tests cause (409, 404). */
const unexpected = (errors: string[]) =>
  errors.filter(
    (error) => !/Failed to load resource: the server responded with a status of 40[49]/.test(error),
  );

let staffApi: ApiSession;
beforeAll(async () => {
  staffApi = await outboxReader(port, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
});

/** A shopper checks out one tee on the demo store; answers once the receipt shows. */
async function placeOrder(page: Page, email: string): Promise<void> {
  await gotoHydrated(page, demo(PRODUCT));
  await page.locator('.size-option').filter({ hasText: /^M$/ }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect.poll(() => page.locator('.form-status').textContent()).toContain('Added to your basket');
  await gotoHydrated(page, demo('/checkout/'));
  await page.locator('#checkout-email').fill(email);
  await page.locator('#checkout-name').fill('Atlas Shopper');
  await page.locator('#checkout-line1').fill('1 High Street');
  await page.locator('#checkout-city').fill('London');
  await page.locator('#checkout-postcode').fill('sw1a 1aa');
  await page.locator('#checkout-cardNumber').fill('4242 4242 4242 4242');
  await page.locator('#checkout-cardExpiry').fill('12/34');
  await page.locator('#checkout-cardCvc').fill('123');
  await page.locator('#checkout-cardCvc').press('Enter');
  await page.waitForURL(/\/receipt\/[0-9a-f]{32}$/);
}

async function search(page: Page, text: string) {
  await page.getByLabel('Search orders').fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('q') === text);
}

const rowNumbers = (page: Page) =>
  page
    .getByTestId('atlas-order-row')
    .locator('th a')
    .evaluateAll((links) => links.map((link) => link.textContent ?? ''));

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  describe(`the operator's orders on a ${device}`, () => {
    const browser = useBrowser(viewport);

    it('staff find a new order by email and number, filter it, open it, move it and bulk move it', async () => {
      const email = `atlas.${device}.${Date.now()}@example.test`;
      const shopper = await browser.newConsentedPage();
      await placeOrder(shopper, email);
      await shopper.close();

      const page = await browser.newPage();
      const errors = collectPageErrors(page);
      await logIn(page, DEMO_ACCOUNTS.staff);
      await gotoHydrated(page, platformUrl('/atlas/orders/'));
      expect(await page.locator('h1').textContent()).toBe('Orders');
      expect(await page.getByTestId('atlas-order-row').count()).toBeGreaterThan(0);

      // By email: the one order, paid.
      await search(page, email);
      await expect.poll(() => rowNumbers(page)).toHaveLength(1);
      const [label] = await rowNumbers(page);
      const number = Number(label?.replace('#', ''));
      expect(number).toBeGreaterThan(0);
      const row = page.getByTestId('atlas-order-row');
      expect(await row.textContent()).toContain('Paid');
      expect(await row.textContent()).toContain('Northwind Threads');
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // By number.
      await search(page, String(number));
      await expect.poll(() => rowNumbers(page)).toContain(`#${number}`);

      // By status, in the filters (a disclosure on phones).
      await search(page, email);
      if (device === 'phone') {
        expect(await page.getByLabel('Status', { exact: true }).isVisible()).toBe(false);
        await page.getByText('Filters', { exact: true }).click();
      }
      await page.getByLabel('Status', { exact: true }).selectOption('processing');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('status') === 'processing');
      await expect.poll(() => page.getByRole('status').first().textContent()).toBe('No orders match.');
      await page.getByLabel('Status', { exact: true }).selectOption('paid');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('status') === 'paid');
      await expect.poll(() => rowNumbers(page)).toEqual([`#${number}`]);

      // The order's page: its sections, then a move paid → processing.
      await page.getByRole('link', { name: `#${number}` }).click();
      await page.waitForURL(platformUrl(`/atlas/orders/${number}/`));
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      // The address changes before React shows the new page (it renders it in a transition).
      await expect.poll(() => page.locator('h1').textContent()).toBe(`Order #${number}`);
      for (const heading of [
        'Items',
        'Money',
        'Shopper and delivery',
        'Status log',
        'Payment attempts',
        'Returns',
      ])
        expect(await page.getByRole('heading', { name: heading, exact: true }).count(), heading).toBe(1);
      expect(await page.getByTestId('active-quantity').first().textContent()).toBe('1');
      expect(await page.getByRole('link', { name: 'Factory labels' }).getAttribute('href')).toBe(
        `/atlas/orders/${number}/labels/`,
      );
      expect(await page.getByRole('link', { name: 'Returns and refunds' }).getAttribute('href')).toBe(
        `/atlas/orders/${number}/aftercare/`,
      );
      expect(await page.getByRole('link', { name: 'Mockup' }).count()).toBe(0);
      expect(await page.getByText('17% complete').count()).toBe(1);
      expect(await page.getByRole('button', { name: /^Move to / }).allTextContents()).toEqual([
        'Move to Processing',
        'Move to Disputed',
        'Move to Issue',
        'Move to Refunded',
      ]);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // A second staff tab still sees it paid.
      const stale = await browser.newPage();
      await gotoHydrated(stale, platformUrl(`/atlas/orders/${number}/`));

      await page.getByRole('button', { name: 'Move to Processing' }).click();
      await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Processing');
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'Moved to Processing.' }).count())
        .toBe(1);
      expect(await page.getByTestId('status-log').textContent()).toMatch(
        /Processing \d{2}\/\d{2}\/\d{2} \d{2}:\d{2} (am|pm) · /,
      );
      await expect
        .poll(async () => (await emailsTo(staffApi, email)).map((sent) => sent.kind))
        .toContain('order-stage');
      const stageEmail = (await emailsTo(staffApi, email)).find((sent) => sent.kind === 'order-stage');
      expect(stageEmail?.text).toContain(`we have started making order #${number}`);

      // The other tab's move is refused: someone else moved it meanwhile, with a way to reload.
      await stale.getByRole('button', { name: 'Move to Refunded' }).click();
      await expect
        .poll(() => stale.getByTestId('move-refused').textContent())
        .toContain(OPERATOR_MESSAGES.movedMeanwhile);
      await stale.getByRole('link', { name: 'Reload the order' }).click();
      await expect.poll(() => stale.getByTestId('order-status').textContent()).toBe('Processing');
      await stale.close();

      // Bulk move from the list: select it, choose a status, each order moved on its own.
      await gotoHydrated(page, platformUrl(`/atlas/orders/?q=${encodeURIComponent(email)}`));
      await page.getByLabel(`Select order #${number}`).check();
      await page.getByLabel('New status').selectOption('issue');
      await page.getByRole('button', { name: 'Move selected' }).click();
      await expect
        .poll(() => page.getByTestId('bulk-answer').textContent())
        .toContain('Moved 1 order to Issue.');
      await expect.poll(() => page.getByTestId('atlas-order-row').textContent()).toContain('Issue');
      expect(unexpected(errors)).toEqual([]);
      await page.close();
    });

    it('sends guests to log in, the demo owner to the dashboard, and a store host answers 404', async () => {
      await browser.context.clearCookies();
      const page = await browser.newPage();
      await page.goto(platformUrl('/atlas/orders/'));
      await page.waitForURL(/\/login\//);
      await logIn(page, DEMO_ACCOUNTS.owner);
      await page.goto(platformUrl('/atlas/orders/'));
      await page.waitForURL(platformUrl('/dashboard/'));
      const onStore = await page.goto(demo('/atlas/orders/'));
      expect(onStore?.status()).toBe(404);
      await page.close();
    });
  });
}
