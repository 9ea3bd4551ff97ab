import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../domain/seed/accounts';
import { placeTeeOrder, sidewaysScroll, staffLogIn } from '../support/atlas-journey';
import { seriousAxeViolations } from '../support/axe';
import { pdfBarcodes } from '../support/barcode';
import {
  collectPageErrors,
  DESKTOP,
  gotoHydrated,
  launchBrowser,
  PHONE,
  useBrowser,
} from '../support/browser';
import { logIn, platformUrl } from '../support/dashboard-session';

/** Console errors other than the browser's notes of refused forms (422), which the tests cause. */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource: the server responded with a status of 422/.test(error));

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  describe(`the factory on a ${device}`, () => {
    const browser = useBrowser(viewport);

    it('prints a paid order’s labels, scans them into a pigeonhole, ships it, and the receipt shows the tracking code', async () => {
      const shopperBrowser = await launchBrowser(viewport);
      try {
        const shopper = await shopperBrowser.newConsentedPage();
        const order = await placeTeeOrder(shopper, `factory-${device}-${Date.now()}@example.test`);

        const page = await browser.newPage();
        const errors = collectPageErrors(page);
        await staffLogIn(page);
        await gotoHydrated(page, platformUrl('/atlas/factory/'));
        await expect.poll(() => page.locator('h1').textContent()).toBe('Factory');
        // The order the shopper just placed waits for its labels.
        const row = page.getByTestId('print-row').filter({ hasText: `#${order.number}` });
        expect(await row.count()).toBe(1);
        expect(await page.locator('#scan-code').evaluate((input) => input === document.activeElement)).toBe(
          true,
        );
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        expect(await seriousAxeViolations(page)).toEqual([]);

        // Its labels page: print them, and read the barcode back from the real PDF.
        await row.getByRole('link', { name: `#${order.number}` }).click();
        await page.waitForURL(platformUrl(`/atlas/orders/${order.number}/labels/`));
        await expect.poll(() => page.locator('h1').textContent()).toBe(`Labels of order #${order.number}`);
        expect(await seriousAxeViolations(page)).toEqual([]);
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Print labels' }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(`labels-${order.number}.pdf`);
        const pdf = new Uint8Array(readFileSync((await download.path()) ?? ''));
        expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
        const codes = (await pdfBarcodes(pdf)).sort();
        expect(codes).toHaveLength(2);
        const [code = '', second = ''] = codes;
        expect(code).toMatch(/^L\d{8}$/);
        expect(second).toMatch(/^L\d{8}$/);

        await gotoHydrated(page, platformUrl(`/atlas/orders/${order.number}/labels/`));
        expect(await page.getByTestId('order-status').textContent()).toBe('Label printed');
        expect(await page.getByTestId('label-card').count()).toBe(2);
        const card = page.getByTestId('label-card').filter({ hasText: code });
        expect(await card.locator('h3').textContent()).toBe(`${code} 1 of 2`);
        expect(await card.getByTestId('label-state').textContent()).toContain('printed 1 time');
        // A reprint without a reason is refused with the exact message, and nothing typed is lost.
        await page.getByRole('button', { name: 'Reprint labels' }).click();
        await page.waitForURL(/[?&]problem=/);
        expect(await page.getByRole('alert').textContent()).toBe('Please give a reason for the reprint');
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        expect(await seriousAxeViolations(page)).toEqual([]);

        // Pretreatment logged from the label's button; a cancel without a reason is refused beside its field.
        await page.getByRole('button', { name: `Log pretreatment of ${code}` }).click();
        await expect
          .poll(() => page.locator('.factory-result-main[role="status"]').textContent())
          .toBe(`Pretreatment logged: ${code}`);
        await page.getByRole('button', { name: `Cancel label ${code}` }).click();
        await expect
          .poll(() => page.locator('.field-error').textContent())
          .toBe('Please give a reason for cancelling the label');
        expect(await page.getByLabel(`Reason to cancel ${code}`).getAttribute('aria-invalid')).toBe('true');
        await gotoHydrated(page, platformUrl(`/atlas/orders/${order.number}/labels/`));
        await card.getByText('History').click();
        expect(await card.locator('details').textContent()).toContain('Pretreated');
        expect(await seriousAxeViolations(page)).toEqual([]);

        // The scan station: an unknown code first, then the label, each typed and Enter as a scanner does.
        await gotoHydrated(page, platformUrl('/atlas/factory/'));
        const field = page.getByLabel('Label code', { exact: true });
        await field.fill('L99999999');
        await field.press('Enter');
        await expect
          .poll(() =>
            page
              .getByRole('status')
              .filter({ has: page.getByTestId('scan-message') })
              .textContent(),
          )
          .toBe('No label has this code. Check the code and scan it again.');
        expect(await field.inputValue()).toBe('L99999999');
        await field.fill(code);
        await field.press('Enter');
        await expect
          .poll(() => page.getByTestId('scan-message').textContent())
          .toMatch(/^Put it in pigeonhole \d+$/);
        const hole = (await page.getByTestId('scan-message').textContent()) ?? '';
        expect(await page.locator('#scan-result').textContent()).toContain('1 of 2 picked: 1 to go.');
        await expect.poll(() => field.inputValue()).toBe('');
        await field.fill(second);
        await field.press('Enter');
        await expect.poll(() => page.locator('#scan-result').textContent()).toContain('All 2 picked');
        expect(await page.getByTestId('scan-message').textContent()).toBe(hole);
        await expect.poll(() => field.inputValue()).toBe('');
        expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
        await field.fill(code);
        await field.press('Enter');
        await expect
          .poll(() => page.getByTestId('scan-message').textContent())
          .toMatch(/^This label was already picked on /);

        // Pack and ship: a bad tracking code is refused next to its field, then it ships.
        const tracking = `RM${Date.now()}GB`;
        await page.getByLabel('Order number or label code').fill(String(order.number));
        await page.getByLabel('Tracking code').fill('x');
        await page.getByRole('button', { name: 'Pack and ship' }).click();
        await expect
          .poll(() => page.locator('#ship-tracking-error').textContent())
          .toBe('Please enter a valid tracking code (6 to 40 letters, digits or dashes)');
        expect(await page.getByLabel('Order number or label code').inputValue()).toBe(String(order.number));
        await page.getByLabel('Tracking code').fill(tracking.toLowerCase());
        await page.getByRole('button', { name: 'Pack and ship' }).click();
        await expect
          .poll(() => page.getByTestId('ship-message').textContent())
          .toBe(`Order #${order.number}: Shipped: the shopper has been emailed the tracking code.`);
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(unexpected(errors)).toEqual([]);

        // The shopper's receipt: complete, shipped, with the tracking code.
        await gotoHydrated(shopper, order.receipt);
        expect(await shopper.getByTestId('order-status').textContent()).toBe('Complete');
        expect(await shopper.getByTestId('receipt-shipped').textContent()).toContain(
          'Your order has shipped.',
        );
        expect(await shopper.getByTestId('tracking-code').textContent()).toBe(tracking);
        await page.close();
      } finally {
        await shopperBrowser.close();
      }
    });

    it('sends guests to the login page and store owners to their dashboard', async () => {
      const guestBrowser = await launchBrowser(viewport);
      try {
        const guest = await guestBrowser.newPage();
        await guest.goto(platformUrl('/atlas/factory/'));
        expect(new URL(guest.url()).pathname).toBe('/login/');
        await guest.goto(platformUrl('/atlas/orders/1/labels/'));
        expect(new URL(guest.url()).pathname).toBe('/login/');
        const owner = await guestBrowser.newPage();
        await logIn(owner, DEMO_ACCOUNTS.owner);
        await owner.goto(platformUrl('/atlas/factory/'));
        expect(owner.url()).toBe(platformUrl('/dashboard/'));
        // The print endpoint refuses them too: nothing is printed.
        const printed = await owner.request.post(platformUrl('/atlas/factory/print/'), {
          form: { orderIds: '1' },
          headers: { Origin: platformUrl('').replace(/\/$/, '') },
          maxRedirects: 0,
        });
        expect(printed.status()).toBe(302);
        expect(printed.headers().location).toBe('/dashboard/');
      } finally {
        await guestBrowser.close();
      }
    });
  });
}
