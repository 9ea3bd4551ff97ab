import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { BESPOKE_MESSAGES } from '../../core/bespoke';
import { BESPOKE_DEMO_EMAIL, PAPER_DEMO_EMAIL } from '../../domain/bespoke/seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { type ApiSession, emailsTo, outboxReader } from '../support/api-session';
import { seriousAxeViolations } from '../support/axe';
import { collectPageErrors, DESKTOP, gotoHydrated, PHONE, useBrowser } from '../support/browser';
import { logIn, platformUrl, unexpectedErrors } from '../support/dashboard-session';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const platform = platformUrl;

let outbox: ApiSession;
beforeAll(async () => {
  outbox = await outboxReader(port, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
});

const mockupImage = (colour: string) =>
  sharp({ create: { width: 480, height: 360, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** No sideways scroll: the page fits the screen it is on. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

/** The order number of the seeded order for `email`, from the bespoke and paper list. */
async function orderFor(page: Page, email: string): Promise<number> {
  await gotoHydrated(page, platform('/atlas/bespoke/'));
  const card = page.getByTestId('flow-order').filter({ hasText: email });
  await expect.poll(() => card.count()).toBe(1);
  const text = (await card.getByRole('link').textContent()) ?? '';
  return Number(/#(\d+)/.exec(text)?.[1]);
}

/** The newest mockup-approval email's link to the shopper's page. */
async function mockupLink(): Promise<{ link: string; count: number }> {
  const emails = (await emailsTo(outbox, BESPOKE_DEMO_EMAIL)).filter(
    (email) => email.kind === 'mockup-approval',
  );
  const link = emails[0]?.text.match(/https?:\/\/\S+\/mockup\/\S+\//)?.[0] ?? '';
  return { link, count: emails.length };
}

async function sendMockup(page: Page, colour: string) {
  await page.locator('#mockup-file').setInputFiles({
    name: 'mockup.png',
    mimeType: 'image/png',
    buffer: await mockupImage(colour),
  });
  await expect.poll(() => page.getByRole('img', { name: 'Preview of the chosen mockup' }).count()).toBe(1);
  await page.getByRole('button', { name: 'Send mockup to the shopper' }).click();
  await expect
    .poll(() => page.getByRole('status').filter({ hasText: BESPOKE_MESSAGES.uploaded }).count(), {
      timeout: 20_000,
    })
    .toBe(1);
}

describe('bespoke mockups and the paper flow in the operator back office', () => {
  describe('on a phone: staff send the seeded bespoke order its mockup, the shopper asks for changes', () => {
    const browser = useBrowser(PHONE);

    it('uploads with a preview, emails the link, and keeps the change request', async () => {
      const page = await browser.newPage();
      const errors = collectPageErrors(page);
      await logIn(page, DEMO_ACCOUNTS.staff);
      const orderId = await orderFor(page, BESPOKE_DEMO_EMAIL);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await fitsWidth(page)).toBe(true);

      await page.getByRole('link', { name: `Order #${orderId}` }).click();
      await page.waitForURL(platform(`/atlas/orders/${orderId}/mockup/`));
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      expect(await page.getByTestId('order-status').textContent()).toBe('Bespoke paid');
      expect(await page.getByText('No mockup sent yet.').count()).toBe(1);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // No file chosen: the exact message, nothing sent.
      const before = (await mockupLink()).count;
      await page.getByRole('button', { name: 'Send mockup to the shopper' }).click();
      await expect.poll(() => page.getByText(BESPOKE_MESSAGES.fileRequired).count()).toBe(1);
      expect((await mockupLink()).count).toBe(before);

      await sendMockup(page, '#1f5fa8');
      await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('In production');
      await expect.poll(() => page.getByTestId('mockup').count()).toBe(1);
      expect(await page.getByTestId('mockup').textContent()).toContain('Waiting for the shopper');
      expect(await fitsWidth(page)).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);

      const { link, count } = await mockupLink();
      expect(count).toBe(before + 1);
      expect(link).toMatch(new RegExp(`^http://demo\\.localhost:${port}/mockup/[^/]+/$`));

      // The shopper, in their own browser session, opens the link from the email.
      // The shopper's page is on the store's host: the staff session (platform host only) is not sent there.
      const shopperPage = await browser.newPage();
      const shopperErrors = collectPageErrors(shopperPage);
      await gotoHydrated(shopperPage, link);
      expect(await shopperPage.locator('h1').textContent()).toBe(`Your mockup for order #${orderId}`);
      expect(await seriousAxeViolations(shopperPage)).toEqual([]);
      expect(await fitsWidth(shopperPage)).toBe(true);
      await shopperPage.getByRole('button', { name: 'Ask for changes' }).click();
      await expect
        .poll(() => shopperPage.getByText(BESPOKE_MESSAGES.commentRequired).count())
        .toBeGreaterThan(0);
      await shopperPage.getByLabel('What would you like changed?').fill('Please make the crest bigger');
      await shopperPage.getByRole('button', { name: 'Ask for changes' }).click();
      await expect
        .poll(() =>
          shopperPage.getByRole('status').filter({ hasText: BESPOKE_MESSAGES.changesRequested }).count(),
        )
        .toBe(1);
      await expect
        .poll(() => shopperPage.getByRole('button', { name: 'Approve' }).count(), { timeout: 8000 })
        .toBe(0);
      expect(unexpectedErrors(shopperErrors)).toEqual([]);
      await shopperPage.close();

      await gotoHydrated(page, platform(`/atlas/orders/${orderId}/mockup/`));
      expect(await page.getByTestId('mockup').first().textContent()).toContain('Changes requested');
      expect(await page.getByTestId('mockup').first().textContent()).toContain(
        'Please make the crest bigger',
      );
      expect(await page.getByTestId('order-status').textContent()).toBe('In production');
      expect(unexpectedErrors(errors)).toEqual([]);
    });
  });

  describe('on a desktop: a new mockup, approved by the shopper, then staff move the order on', () => {
    const browser = useBrowser(DESKTOP);

    it('shows staff the approval and moves the order through the bespoke flow to shipped', async () => {
      const page = await browser.newPage();
      const errors = collectPageErrors(page);
      await logIn(page, DEMO_ACCOUNTS.staff);
      const orderId = await orderFor(page, BESPOKE_DEMO_EMAIL);
      await gotoHydrated(page, platform(`/atlas/orders/${orderId}/mockup/`));
      await sendMockup(page, '#2e7d32');
      await expect.poll(() => page.getByTestId('mockup').count()).toBe(2);
      expect(await seriousAxeViolations(page)).toEqual([]);

      const { link, count } = await mockupLink();
      expect(count).toBe(2);
      const shopperPage = await browser.newPage();
      await gotoHydrated(shopperPage, link);
      expect(await shopperPage.getByRole('heading', { name: 'Earlier mockups' }).count()).toBe(1);
      expect(await seriousAxeViolations(shopperPage)).toEqual([]);
      // By keyboard: the answer is a native button.
      await shopperPage.getByRole('button', { name: 'Approve' }).focus();
      await shopperPage.keyboard.press('Enter');
      await expect
        .poll(() => shopperPage.getByRole('status').filter({ hasText: BESPOKE_MESSAGES.approved }).count())
        .toBe(1);
      await shopperPage.close();

      await gotoHydrated(page, platform(`/atlas/orders/${orderId}/mockup/`));
      expect(await page.getByTestId('mockup').first().textContent()).toContain('Approved');
      expect(await page.getByTestId('order-status').textContent()).toBe('Documents printed');
      expect(await page.getByRole('button', { name: 'Send mockup to the shopper' }).count()).toBe(0);

      for (const next of ['Sorted', 'Printing', 'Bespoke packing']) {
        await page.getByRole('button', { name: `Move to ${next}` }).click();
        await expect.poll(() => page.getByTestId('order-status').textContent()).toBe(next);
      }
      // Shipping needs the tracking code: the exact message, then shipped with it.
      await page.getByRole('button', { name: 'Move to Shipped' }).click();
      await expect.poll(() => page.getByText(BESPOKE_MESSAGES.trackingRequired).count()).toBeGreaterThan(0);
      expect(await page.getByTestId('order-status').textContent()).toBe('Bespoke packing');
      await page.getByLabel('Tracking code (to ship)').fill('RM123456789GB');
      await page.getByRole('button', { name: 'Move to Shipped' }).click();
      await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Shipped');
      expect(await page.getByText('RM123456789GB').count()).toBe(1);
      expect(await page.locator('[aria-current="step"]').textContent()).toContain('Shipped');
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(unexpectedErrors(errors)).toEqual([]);
    });
  });

  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    describe(`a paper order on a ${device}`, () => {
      const browser = useBrowser(viewport);

      it("shows the paper flow's steps and only its moves", async () => {
        const page = await browser.newPage();
        await logIn(page, DEMO_ACCOUNTS.staff);
        const orderId = await orderFor(page, PAPER_DEMO_EMAIL);
        await gotoHydrated(page, platform(`/atlas/orders/${orderId}/mockup/`));
        expect(await page.getByRole('heading', { name: 'Paper flow' }).count()).toBe(1);
        const steps = await page.locator('.atlas-bespoke-steps li').allTextContents();
        expect(steps).toEqual([
          'New or Paid',
          'Processing',
          'Printed',
          'Packing',
          'Disputed or Issue',
          'Complete or Exchanged or Refunded',
        ]);
        expect(await page.getByRole('button', { name: 'Move to Processing' }).count()).toBe(1);
        expect(await page.getByRole('button', { name: /Label printed/ }).count()).toBe(0);
        expect(await page.getByRole('heading', { name: 'Mockup' }).count()).toBe(0);
        expect(await fitsWidth(page)).toBe(true);
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    });
  }

  describe('access', () => {
    const browser = useBrowser(DESKTOP);

    it('sends a guest to the login page and the store owner to /dashboard/; a store host has no such page', async () => {
      await browser.context.clearCookies();
      const page = await browser.newPage();
      for (const path of ['/atlas/bespoke/', '/atlas/orders/1/mockup/']) {
        await page.goto(platform(path));
        expect(new URL(page.url()).pathname).toBe('/login/');
      }
      await logIn(page, DEMO_ACCOUNTS.owner);
      for (const path of ['/atlas/bespoke/', '/atlas/orders/1/mockup/']) {
        await page.goto(platform(path));
        expect(new URL(page.url()).pathname).toBe('/dashboard/');
      }
      const onStore = await page.goto(`http://demo.localhost:${port}/atlas/bespoke/`);
      expect(onStore?.status()).toBe(404);
      const unknown = await page.goto(`http://demo.localhost:${port}/mockup/no-such-order/`);
      expect(unknown?.status()).toBe(404);
    });
  });
});
