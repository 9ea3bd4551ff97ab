import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { type ApiSession, outboxReader } from '../support/api-session';
import { placeTeeOrder, sidewaysScroll, staffLogIn } from '../support/atlas-journey';
import { seriousAxeViolations } from '../support/axe';
import { pdfBarcodes } from '../support/barcode';
import { DESKTOP, gotoHydrated, PHONE, useBrowser } from '../support/browser';
import { platformUrl } from '../support/dashboard-session';
import { testServerPort } from '../support/test-server';

/**
 * Issue 15's "done means", tried as staff would, from an order a shopper has just placed to its refund:
 * the list, labels (a real PDF whose barcodes read back), scan, pack and ship with a tracking code, the
 * shopper's receipt and tracking email; then the shopper's return, received and refunded at the test
 * processor, totals never below zero.
 */
const port = testServerPort();
let staffApi: ApiSession;
beforeAll(async () => {
  staffApi = await outboxReader(port, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
});

/** Minor units of a '£12.34' figure. */
const pence = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100);

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  describe(`an order from paid to refunded, staff on a ${device}`, () => {
    const browser = useBrowser(viewport);
    const shopperBrowser = useBrowser(viewport);

    it('lists it, prints, picks and ships it, then receives the return and refunds it', async () => {
      const shopper = await shopperBrowser.newConsentedPage();
      const email = `journey-${device}-${Date.now()}@example.test`;
      const order = await placeTeeOrder(shopper, email, 2);

      // The order the shopper just placed appears in the staff list.
      const page = await browser.newPage();
      await staffLogIn(page);
      await gotoHydrated(page, platformUrl('/atlas/orders/'));
      await page.getByLabel('Search orders').fill(email);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('q') === email);
      await expect.poll(() => page.getByTestId('atlas-order-row').count()).toBe(1);
      expect(await page.getByTestId('atlas-order-row').textContent()).toContain(`#${order.number}`);
      expect(await page.getByTestId('atlas-order-row').textContent()).toContain('Paid');

      // Its labels: a real PDF, one label per unit, each barcode read back.
      await gotoHydrated(page, platformUrl(`/atlas/orders/${order.number}/labels/`));
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Print labels' }).click(),
      ]);
      const codes = (await pdfBarcodes(new Uint8Array(readFileSync((await download.path()) ?? '')))).sort();
      expect(codes).toHaveLength(2);
      for (const code of codes) expect(code).toMatch(/^L\d{8}$/);

      // Scanned picked, then packed and shipped with a tracking code.
      await gotoHydrated(page, platformUrl('/atlas/factory/'));
      const field = page.getByLabel('Label code', { exact: true });
      for (const code of codes) {
        await field.fill(code);
        await field.press('Enter');
        await expect.poll(() => page.locator('#scan-result').textContent()).toContain(code);
      }
      await expect.poll(() => page.locator('#scan-result').textContent()).toContain('All 2 picked');
      const tracking = `RM${Date.now()}GB`;
      await page.getByLabel('Order number or label code').fill(String(order.number));
      await page.getByLabel('Tracking code').fill(tracking);
      await page.getByRole('button', { name: 'Pack and ship' }).click();
      await expect.poll(() => page.getByTestId('ship-message').textContent()).toContain('Shipped');

      // The shopper's receipt shows it shipped; the outbox holds the tracking email.
      await gotoHydrated(shopper, order.receipt);
      expect(await shopper.getByTestId('order-status').textContent()).toBe('Complete');
      expect(await shopper.getByTestId('tracking-code').textContent()).toBe(tracking);
      const outbox = await staffApi.get(
        `/omnis/v3/atlas/outbox/?to=${encodeURIComponent(email)}&kind=order-shipped`,
      );
      const shipped = (JSON.parse(outbox.body) as { emails: { text: string }[] }).emails;
      expect(shipped).toHaveLength(1);
      expect(shipped[0]?.text).toContain(tracking);

      // The shopper asks for both units back on their returns page.
      await gotoHydrated(page, platformUrl(`/atlas/orders/${order.number}/aftercare/`));
      const paid = pence(await page.getByTestId('paid').textContent());
      expect(paid).toBeGreaterThan(0);
      const returnsUrl =
        (await page.getByRole('link', { name: 'Shopper’s returns page' }).getAttribute('href')) ?? '';
      await gotoHydrated(shopper, returnsUrl);
      await shopper.getByLabel('Quantity to return').first().selectOption('2');
      await shopper.getByLabel('Why are you returning them?').selectOption('too-small');
      await shopper.getByRole('button', { name: 'Request return' }).click();
      await shopper.waitForURL(/\?requested=RET-\d+$/);
      const reference = new URL(shopper.url()).searchParams.get('requested') ?? '';

      // Staff receive it and refund the items.
      await gotoHydrated(page, page.url());
      const receive = page.getByRole('form', { name: 'Receive a return' });
      const option = await receive
        .getByLabel('Return')
        .locator('option', { hasText: `${reference}:` })
        .getAttribute('value');
      await receive.getByLabel('Return').selectOption(option ?? '');
      await receive.getByRole('button', { name: 'Receive return' }).click();
      await expect
        .poll(() => receive.getByRole('status').textContent())
        .toBe(`Return ${reference} received.`);
      const refund = page.getByRole('form', { name: 'Refund' });
      await refund
        .getByLabel(/left\)$/)
        .first()
        .fill('2');
      await refund.getByRole('button', { name: 'Show refund amount' }).click();
      await expect.poll(() => refund.getByTestId('refund-preview').count()).toBe(1);
      const amount = pence(await refund.getByTestId('refund-preview').locator('strong').textContent());
      expect(amount).toBeGreaterThan(0);
      expect(amount).toBeLessThanOrEqual(paid);
      await refund.getByRole('button', { name: /^Confirm refund of/ }).click();
      await expect
        .poll(() => refund.getByRole('status').textContent())
        .toMatch(/^Refund of £[\d.]+ issued\.$/);
      await expect.poll(async () => pence(await page.getByTestId('refunded').textContent())).toBe(amount);
      const left = pence(await page.getByTestId('left').textContent());
      expect(left).toBe(paid - amount);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

      // The refund is on the order, and at the test processor once.
      await gotoHydrated(page, platformUrl(`/atlas/orders/${order.number}/`));
      expect(await page.locator('main').textContent()).toMatch(/Refund/);
      const held = await staffApi.get(`/omnis/v3/atlas/test-processor/refunds/?order=${order.number}`);
      expect(
        (JSON.parse(held.body) as { refunds: { amount: number; status: string }[] }).refunds.map((entry) => [
          entry.amount,
          entry.status,
        ]),
      ).toEqual([[amount, 'succeeded']]);
    });
  });
}
