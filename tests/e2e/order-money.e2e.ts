import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { increaseFirstQuantity } from '../support/atlas-journey';
import {
  type Browser,
  collectPageErrors,
  DESKTOP,
  gotoHydrated,
  launchBrowser,
  PHONE,
} from '../support/browser';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const demo = (path = '/') => `http://demo.localhost:${port}${path}`;
const PRODUCT = '/product/summit-sunrise-tee/navy/';

/** '£1,234.56' or '−£2.60' in pence. */
function pence(text: string | null): number {
  const value = (text ?? '').trim();
  const amount = Math.round(Number(value.replace(/[^\d.]/g, '')) * 100);
  return /^[−-]/.test(value) ? -amount : amount;
}

async function invoiceFigures(page: Page) {
  const headings = await page.locator('.invoice-table thead th').allTextContents();
  const rows = await page
    .locator('.invoice-table tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
  const column = (row: string[], name: string) => row[headings.indexOf(name)] ?? '';
  const totals = Object.fromEntries(
    await page
      .locator('.invoice-totals > div')
      .evaluateAll((entries) =>
        entries.map((entry) => [
          entry.querySelector('dt')?.textContent ?? '',
          entry.querySelector('dd')?.textContent ?? '',
        ]),
      ),
  ) as Record<string, string>;
  return {
    rows: rows.map((row) => ({
      quantity: Number(column(row, 'Qty')),
      unitPrice: pence(column(row, 'Unit price')),
      discount: -pence(column(row, 'Discount')),
      vat: pence(column(row, 'VAT')),
      total: pence(column(row, 'Total')),
    })),
    vatLines: Object.entries(totals)
      .filter(([label]) => label.startsWith('VAT on'))
      .map(([, amount]) => pence(amount)),
    goodsVat: Object.entries(totals)
      .filter(([label]) => label.startsWith('VAT on goods'))
      .map(([, amount]) => pence(amount)),
    goods: pence(totals.Goods ?? ''),
    discount: -pence(totals.Discount ?? '£0.00'),
    delivery: pence(totals.Delivery ?? ''),
    net: pence(totals['Total excluding VAT'] ?? ''),
    vatTotal: pence(totals['Total VAT'] ?? ''),
    total: pence(totals.Total ?? ''),
  };
}

/** The invoice adds up to the penny and agrees with the receipt. */
async function expectInvoiceAgreesWithReceipt(page: Page, hash: string) {
  await gotoHydrated(page, demo(`/receipt/${hash}`));
  const receiptTotal = pence(await page.getByTestId('receipt-total').textContent());
  const receiptVat = pence(await page.locator('.checkout-vat dd').textContent());
  await gotoHydrated(page, demo(`/invoice/${hash}`));
  const invoice = await invoiceFigures(page);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  for (const row of invoice.rows) expect(row.quantity * row.unitPrice - row.discount).toBe(row.total);
  expect(sum(invoice.rows.map((row) => row.total))).toBe(invoice.goods - invoice.discount);
  expect(sum(invoice.rows.map((row) => row.vat))).toBe(sum(invoice.goodsVat));
  expect(sum(invoice.vatLines)).toBe(invoice.vatTotal);
  expect(invoice.goods - invoice.discount + invoice.delivery).toBe(invoice.total);
  expect(invoice.net + invoice.vatTotal).toBe(invoice.total);
  expect(invoice.total).toBe(receiptTotal);
  expect(invoice.vatTotal).toBe(receiptVat);
  return invoice;
}

describe.each([
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
] as const)('an order with a coupon, invoiced and edited, on %s', (_label, device) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(device);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('invoices rows that add up to the receipt, before and after the shopper lowers a quantity', async () => {
    const page = await browser.newConsentedPage();
    const errors = collectPageErrors(page);
    await gotoHydrated(page, demo(PRODUCT));
    await page.locator('.size-option').filter({ hasText: /^M$/ }).click();
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect.poll(() => page.locator('.form-status').textContent()).toContain('Added to your basket');
    await gotoHydrated(page, demo('/basket/'));
    const quantity = page.getByLabel(/^Quantity of /).first();
    for (const expected of ['2', '3']) {
      await increaseFirstQuantity(page);
      await expect.poll(() => quantity.inputValue()).toBe(expected);
    }

    await gotoHydrated(page, demo('/checkout/'));
    await page.locator('#checkout-couponCode').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByTestId('applied-coupon').textContent()).toBe('WELCOME10');
    await page.locator('#checkout-email').fill(`money.${device.viewport.width}@example.test`);
    await page.locator('#checkout-name').fill('Sam Shopper');
    await page.locator('#checkout-line1').fill('1 High Street');
    await page.locator('#checkout-city').fill('London');
    await page.locator('#checkout-postcode').fill('sw1a 1aa');
    await page.locator('#checkout-cardNumber').fill('4242 4242 4242 4242');
    await page.locator('#checkout-cardExpiry').fill('12/34');
    await page.locator('#checkout-cardCvc').fill('123');
    await page.locator('#checkout-cardCvc').press('Enter');
    await page.waitForURL(/\/receipt\/[0-9a-f]{32}$/);
    const hash = page.url().split('/').pop() ?? '';

    const placed = await expectInvoiceAgreesWithReceipt(page, hash);
    const [line] = placed.rows;
    expect(line?.quantity).toBe(3);
    expect(line?.discount).toBe(Math.round((3 * (line?.unitPrice ?? 0)) / 10));

    await gotoHydrated(page, demo(`/edit-order/${hash}`));
    await page.getByLabel('Quantity').first().fill('1');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(/\?updated=1$/);

    const edited = await expectInvoiceAgreesWithReceipt(page, hash);
    expect(edited.rows[0]?.quantity).toBe(1);
    expect(edited.rows[0]?.discount).toBe(Math.round((line?.discount ?? 0) / 3));
    expect(edited.total).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
