import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { AFTERCARE_DEMO_GUESTS } from '../../domain/orders/seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { type ApiSession, emailsTo, outboxReader } from '../support/api-session';
import { seriousAxeViolations } from '../support/axe';
import { collectPageErrors, DESKTOP, gotoHydrated, PHONE, useBrowser } from '../support/browser';
import { logIn, platformUrl } from '../support/dashboard-session';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const platform = platformUrl;

/** Console errors other than the browser's notes of forms refused (409, 422), which these tests cause. */
const unexpected = (errors: string[]) =>
  errors.filter(
    (error) => !/Failed to load resource: the server responded with a status of 4(09|22)/.test(error),
  );

/** Minor units of a '£12.34' figure. */
const pence = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100);

let staffApi: ApiSession;
beforeAll(async () => {
  staffApi = await outboxReader(port, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
});

/** Staff find the guest's order through the returns queue and open its after-care page. */
async function openFromQueue(page: Page, guest: string): Promise<number> {
  await gotoHydrated(page, platform('/atlas/returns/'));
  await page.getByLabel('Order number, RET- reference or email').fill(guest);
  await page.getByRole('button', { name: 'Show returns' }).click();
  await expect.poll(() => page.getByTestId('return-row').count()).toBe(1);
  await page.getByTestId('return-row').getByRole('link').click();
  await page.waitForURL(/\/atlas\/orders\/\d+\/aftercare\/$/);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return Number(/orders\/(\d+)\//.exec(page.url())?.[1]);
}

for (const [device, viewport, guest] of [
  ['phone', PHONE, AFTERCARE_DEMO_GUESTS[0]],
  ['desktop', DESKTOP, AFTERCARE_DEMO_GUESTS[1]],
] as const) {
  describe(`staff after-care on a ${device}`, () => {
    const browser = useBrowser(viewport);
    const shopperBrowser = useBrowser(viewport);

    it('receives the shopper’s return, refunds it at the test processor, and makes an exchange and a reprint', async () => {
      if (!guest) throw new Error('no demo guest');
      const page = await browser.newPage();
      const errors = collectPageErrors(page);
      await logIn(page, DEMO_ACCOUNTS.staff);
      const orderId = await openFromQueue(page, guest);
      await expect.poll(() => page.locator('h1').textContent()).toBe(`After-care of order #${orderId}`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const paid = pence(await page.getByTestId('paid').textContent());
      expect(paid).toBeGreaterThan(0);

      // The shopper asks for another item back on the store's returns page (/returns/, their link).
      const returnsUrl =
        (await page.getByRole('link', { name: 'Shopper’s returns page' }).getAttribute('href')) ?? '';
      expect(returnsUrl).toMatch(/\/returns\/[A-Za-z0-9_-]+$/);
      const shopper = await shopperBrowser.newConsentedPage();
      await gotoHydrated(shopper, returnsUrl);
      await shopper.getByLabel('Quantity to return').nth(1).selectOption('1');
      await shopper.getByLabel('Why are you returning them?').selectOption('too-small');
      await shopper.getByRole('button', { name: 'Request return' }).click();
      await shopper.waitForURL(/\?requested=RET-\d+$/);
      const reference = new URL(shopper.url()).searchParams.get('requested') ?? '';

      // Staff receive it as a remill return: the shopper is emailed a coupon.
      await gotoHydrated(page, page.url());
      const receive = page.getByRole('form', { name: 'Receive a return' });
      const option = await receive
        .getByLabel('Return')
        .locator('option', { hasText: `${reference}:` })
        .getAttribute('value');
      await receive.getByLabel('Return').selectOption(option ?? '');
      await receive.getByLabel(/Remill/).check();
      await receive.getByRole('button', { name: 'Receive return' }).click();
      await expect
        .poll(() => receive.getByRole('status').textContent())
        .toBe(`Return ${reference} received.`);
      await expect
        .poll(async () => (await emailsTo(staffApi, guest)).some((email) => email.kind === 'remill-coupon'))
        .toBe(true);
      await expect
        .poll(() => page.getByTestId('return-entry').filter({ hasText: reference }).textContent())
        .toContain('Received');

      // Refund the returned item: nothing typed is a clear error that keeps the reason typed.
      const refund = page.getByRole('form', { name: 'Refund' });
      await refund.getByLabel('Reason (optional)').fill('Returned: too small');
      await refund.getByRole('button', { name: 'Show refund amount' }).click();
      await expect
        .poll(() => refund.getByRole('alert').textContent())
        .toContain('Please choose items or shipping to refund.');
      expect(await refund.getByLabel('Reason (optional)').inputValue()).toBe('Returned: too small');

      await refund
        .getByLabel(/left\)$/)
        .nth(1)
        .fill('1');
      await refund.getByRole('button', { name: 'Show refund amount' }).click();
      await expect.poll(() => refund.getByTestId('refund-preview').count()).toBe(1);
      const amount = pence(await refund.getByTestId('refund-preview').locator('strong').textContent());
      expect(amount).toBeGreaterThan(0);
      await refund.getByRole('button', { name: /^Confirm refund of/ }).click();
      await expect
        .poll(() => refund.getByRole('status').textContent())
        .toMatch(/^Refund of £[\d.]+ issued\.$/);
      await expect.poll(() => page.getByTestId('refund-row').count()).toBe(1);
      await expect.poll(async () => pence(await page.getByTestId('refunded').textContent())).toBe(amount);
      expect(await page.getByTestId('refund-row').textContent()).toContain('Refunded');
      expect(pence(await page.getByTestId('refunded').textContent())).toBe(amount);
      const left = pence(await page.getByTestId('left').textContent());
      expect(left).toBe(paid - amount);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(await page.getByTestId('child-order').first().textContent()).toContain('Refund order');

      // The test processor holds that refund, once.
      const held = await staffApi.get(`/omnis/v3/atlas/test-processor/refunds/?order=${orderId}`);
      expect(held.status).toBe(200);
      expect(
        JSON.parse(held.body).refunds.map((entry: { amount: number; status: string }) => [
          entry.amount,
          entry.status,
        ]),
      ).toEqual([[amount, 'succeeded']]);
      expect((await emailsTo(staffApi, guest)).some((email) => email.kind === 'refund-issued')).toBe(true);

      // A reprint, then an exchange: child orders listed with links.
      const reprint = page.getByRole('form', { name: 'Reprint' });
      await reprint.getByRole('button', { name: 'Create reprint order' }).click();
      await expect
        .poll(() => reprint.getByRole('alert').textContent())
        .toContain('Please choose a reprint reason.');
      await reprint.getByLabel('Reprint reason').selectOption({ label: 'Damaged in transit' });
      await reprint.locator('input[type="number"]').first().fill('1');
      await reprint.getByRole('button', { name: 'Create reprint order' }).click();
      await expect
        .poll(() => reprint.getByRole('status').textContent())
        .toMatch(/^Reprint order #\d+ created\.$/);

      const exchange = page.getByRole('form', { name: 'Exchange' });
      const choice = exchange.getByLabel('New size or colour');
      const firstOption = await choice.locator('option').nth(1).getAttribute('value');
      await choice.selectOption(firstOption ?? '');
      await exchange.getByRole('button', { name: 'Create exchange order' }).click();
      await expect
        .poll(() => exchange.getByRole('status').textContent())
        .toMatch(/^Exchange order #\d+ created\.$/);
      await expect.poll(() => page.getByTestId('child-order').count()).toBe(3);
      const children = await page.getByTestId('child-order').allTextContents();
      expect(children.some((text) => text.startsWith('Exchange order') && text.includes('Paid'))).toBe(true);
      expect(
        children.some((text) => text.startsWith('Reprint order') && text.includes('Damaged in transit')),
      ).toBe(true);
      await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Exchanged');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // An exchange is never refunded.
      const exchangeLink = page
        .getByTestId('child-order')
        .filter({ hasText: 'Exchange order' })
        .getByRole('link');
      await exchangeLink.click();
      await page.waitForURL(/\/aftercare\/$/);
      await expect
        .poll(() => page.getByRole('form', { name: 'Refund' }).textContent())
        .toContain('An exchange is never refunded: refund the original order instead.');

      // The queue shows the return received.
      await gotoHydrated(page, platform(`/atlas/returns/?status=received&q=${encodeURIComponent(guest)}`));
      expect(await page.getByTestId('return-row').first().textContent()).toContain('(remill)');
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(unexpected(errors)).toEqual([]);
      await page.close();
      await shopper.close();
    });

    it('sends guests to the login page and owners to /dashboard/', async () => {
      await browser.context.clearCookies();
      const page = await browser.newPage();
      await page.goto(platform('/atlas/returns/'));
      expect(new URL(page.url()).pathname).toBe('/login/');
      await logIn(page, DEMO_ACCOUNTS.owner);
      await page.goto(platform('/atlas/returns/'));
      expect(new URL(page.url()).pathname).toBe('/dashboard/');
      await page.goto(platform('/atlas/orders/1/aftercare/'));
      expect(new URL(page.url()).pathname).toBe('/dashboard/');
      await page.close();
    });
  });
}
