import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { type ApiSession, emailedLink, outboxReader } from '../support/api-session';
import { seriousAxeViolations } from '../support/axe';
import {
  type Browser,
  collectPageErrors,
  DESKTOP,
  gotoHydrated,
  launchBrowser,
  PHONE,
  useBrowser,
} from '../support/browser';
import { demoStoreId, logIn, platformUrl } from '../support/dashboard-session';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const platform = platformUrl;
const DEMO_STORE = 'Northwind Threads';
const NEW_PASSWORD = 'correct horse battery staple';

/** Console errors other than the browser's notes of the 403 page and of forms refused (422), which tests cause. */
const unexpected = (errors: string[]) =>
  errors.filter(
    (error) => !/Failed to load resource: the server responded with a status of 40[3]|422/.test(error),
  );

let staff: ApiSession;
beforeAll(async () => {
  staff = await outboxReader(port, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
});

let unique = 0;
const freshEmail = (what: string) => {
  unique += 1;
  return `${what}-${Date.now()}-${unique}@example.test`;
};

/** Signs up on the platform host, verifies with the emailed link and accepts the EULA. */
async function signUp(page: Page, email: string) {
  await gotoHydrated(page, platform('/sign-up/'));
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(platform('/sign-up/verify/?sent=1'));
  await gotoHydrated(page, await emailedLink(staff, email, '/sign-up/verify/'));
  await page.getByRole('button', { name: 'Verify my email address' }).click();
  await page.waitForURL(platform('/sign-up/eula/'));
  await page.getByRole('button', { name: 'I accept the agreement' }).click();
  await page.waitForURL(platform('/dashboard/'));
}

const heading = (page: Page) => page.locator('h1').first().textContent();

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  describe(`the dashboard's orders and team on a ${device}`, () => {
    const browser = useBrowser(viewport);

    it('shows the demo owner the orders, one of them, and the sales over 7, 30 and 90 days', async () => {
      await browser.context.clearCookies();
      const page = await browser.newPage();
      const errors = collectPageErrors(page);
      await logIn(page, DEMO_ACCOUNTS.owner);
      const storeId = await demoStoreId(page);
      await gotoHydrated(page, platform(`/dashboard/stores/${storeId}/`));
      await page
        .getByRole('navigation', { name: 'Store dashboard' })
        .getByRole('link', { name: 'Orders' })
        .click();
      await page.waitForURL(platform(`/dashboard/stores/${storeId}/orders/`));
      await expect.poll(() => heading(page)).toBe('Orders');
      expect(await page.getByTestId('order-row').count()).toBeGreaterThan(0);
      // The chart is drawn once hydrated; its table has a row per day of the range.
      await expect
        .poll(() => page.locator('.sales-chart-canvas[data-drawn] canvas').count())
        .toBeGreaterThan(0);
      expect(await page.getByTestId('sales-day').count()).toBe(30);
      expect(await seriousAxeViolations(page)).toEqual([]);

      for (const days of [7, 90, 30]) {
        await page.getByRole('link', { name: `${days} days` }).click();
        await expect
          .poll(() => page.getByRole('heading', { level: 2 }).first().textContent())
          .toBe(`Sales in the last ${days} days`);
        expect(await page.getByTestId('sales-day').count()).toBe(days);
        expect(await page.getByRole('link', { name: `${days} days` }).getAttribute('aria-current')).toBe(
          'page',
        );
        await expect.poll(() => page.locator('.sales-chart-canvas[data-drawn] canvas').count()).toBe(1);
      }
      await page.getByText('Sales per day as a table').click();
      expect(await page.getByRole('table', { name: 'Sales per day' }).isVisible()).toBe(true);

      // Search by number: the one order.
      const first = page.getByTestId('order-row').first().getByRole('link');
      const number = ((await first.textContent()) ?? '').replace('#', '');
      await page.getByLabel('Order number, email or name').fill(`#${number}`);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/[?&]q=%23\d+/);
      await expect.poll(() => page.getByTestId('order-row').count()).toBe(1);

      await page.getByTestId('order-row').getByRole('link').click();
      await page.waitForURL(platform(`/dashboard/stores/${storeId}/orders/${number}/`));
      await expect.poll(() => heading(page)).toBe(`Order #${number}`);
      expect(await page.getByTestId('order-line').count()).toBeGreaterThan(0);
      expect(await page.getByRole('heading', { name: 'Status history' }).isVisible()).toBe(true);
      expect(await page.getByTestId('order-money').textContent()).toContain('Total');
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(unexpected(errors)).toEqual([]);
    });

    it('answers 404 for an order under another store, and a refused form without JavaScript keeps what was typed', async () => {
      const noScript = await launchBrowser({ ...viewport, javaScriptEnabled: false });
      try {
        const page = await noScript.newPage();
        await page.goto(platform('/login/'));
        await page.getByLabel('Email address').fill(DEMO_ACCOUNTS.owner);
        await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: 'Log in', exact: true }).click();
        await page.waitForURL(platform('/dashboard/'));
        const storeId = await demoStoreId(page);
        // Read one by one: without JavaScript the page cannot evaluate a script over them all.
        const quoteLinks = page.getByRole('link', { name: /^Quotes of / });
        const storeIds: number[] = [];
        for (let index = 0; index < (await quoteLinks.count()); index += 1)
          storeIds.push(
            Number((await quoteLinks.nth(index).getAttribute('href'))?.match(/stores\/(\d+)\//)?.[1]),
          );
        const otherId = storeIds.find((id) => id !== storeId);
        expect(otherId).toBeGreaterThan(0);
        // Order #1 is the demo store's: under the owner's other store it does not exist.
        expect((await page.goto(platform(`/dashboard/stores/${storeId}/orders/1/`)))?.status()).toBe(200);
        expect((await page.goto(platform(`/dashboard/stores/${otherId}/orders/1/`)))?.status()).toBe(404);
        expect(await page.title()).toBe('Page not found');

        // The invitation form posted without JavaScript and without a permission: 422, nothing sent.
        await page.goto(platform(`/dashboard/stores/${storeId}/team/`));
        const email = freshEmail(`no-script-${device}`);
        await page.getByLabel('Email address').fill(email);
        const answered = page.waitForResponse((response) => response.request().method() === 'POST');
        await page.getByRole('button', { name: 'Send invitation' }).click();
        expect((await answered).status()).toBe(422);
        await page.waitForLoadState('load');
        expect(await page.locator('.field-error').first().textContent()).toBe(
          'Choose at least one permission.',
        );
        expect(await page.getByLabel('Email address').inputValue()).toBe(email);
        expect(await page.getByTestId('team-invite').filter({ hasText: email }).count()).toBe(0);
      } finally {
        await noScript.close();
      }
    });

    it('lets the owner invite a teammate for products only, who joins from the email and asks for orders', async () => {
      await browser.context.clearCookies();
      const owner = await browser.newPage();
      const ownerErrors = collectPageErrors(owner);
      await logIn(owner, DEMO_ACCOUNTS.owner);
      const storeId = await demoStoreId(owner);
      const teamPage = platform(`/dashboard/stores/${storeId}/team/`);
      await gotoHydrated(owner, teamPage);
      await expect.poll(() => heading(owner)).toBe('Team');

      // The browser checks what the server checks: no permission chosen.
      const email = freshEmail(`teammate-${device}`);
      await owner.getByLabel('Email address').fill(email);
      await owner.getByRole('button', { name: 'Send invitation' }).click();
      await expect
        .poll(() => owner.locator('.field-error').first().textContent())
        .toBe('Choose at least one permission.');
      await owner.getByRole('checkbox', { name: /^Products/ }).check();
      await owner.getByRole('button', { name: 'Send invitation' }).click();
      await expect
        .poll(() => owner.getByRole('status').filter({ hasText: 'Invitation sent' }).textContent())
        .toBe(`Invitation sent to ${email}.`);
      expect(await owner.getByTestId('team-invite').filter({ hasText: email }).textContent()).toContain(
        'Products',
      );
      expect(await seriousAxeViolations(owner)).toEqual([]);

      // The teammate, in a browser of their own.
      const teammateBrowser: Browser = await launchBrowser(viewport);
      try {
        const teammate = await teammateBrowser.newPage();
        const errors = collectPageErrors(teammate);
        await signUp(teammate, email);
        const link = await emailedLink(staff, email, '/dashboard/invites/');
        expect(link.startsWith(platform(`/dashboard/invites/${storeId}/`))).toBe(true);
        await gotoHydrated(teammate, link);
        await expect.poll(() => heading(teammate)).toBe(`Join the team of ${DEMO_STORE}`);
        expect(await seriousAxeViolations(teammate)).toEqual([]);
        await teammate.getByRole('button', { name: 'Accept the invitation' }).click();
        await teammate.waitForURL(platform(`/dashboard/stores/${storeId}/`));
        const nav = teammate.getByRole('navigation', { name: 'Store dashboard' });
        await expect.poll(() => nav.getByRole('link', { name: 'Products' }).count()).toBe(1);
        expect(await nav.getByRole('link', { name: 'Orders' }).count()).toBe(0);

        // The link works once.
        await gotoHydrated(teammate, link);
        expect(await teammate.getByText('This invitation has already been used.').isVisible()).toBe(true);

        await teammate.goto(platform(`/dashboard/stores/${storeId}/orders/`));
        await teammate.waitForURL(platform(`/403/?store=${storeId}&permission=orders`));
        await expect.poll(() => heading(teammate)).toBe('Permission denied');
        await teammate.getByRole('link', { name: 'Ask for permission to see and manage orders' }).click();
        await teammate.waitForURL(platform(`/dashboard/stores/${storeId}/team/ask/?permission=orders`));
        await expect.poll(() => heading(teammate)).toBe('Ask for access to Orders');
        await teammate.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        await teammate.getByRole('button', { name: 'Send request' }).click();
        await expect
          .poll(() => teammate.locator('.field-error').first().textContent())
          .toBe('This field is required');
        await teammate.getByLabel('Why do you need access?').fill('I pack the parcels on Mondays.');
        await teammate.getByRole('button', { name: 'Send request' }).click();
        await expect
          .poll(() => teammate.getByRole('status').first().textContent())
          .toBe('Permission request successfully submitted');
        expect(await seriousAxeViolations(teammate)).toEqual([]);

        // The owner sees the request and grants it; the teammate's next page has orders.
        await gotoHydrated(owner, teamPage);
        const request = owner.getByTestId('access-request').filter({ hasText: email });
        expect(await request.textContent()).toContain('I pack the parcels on Mondays.');
        expect(await seriousAxeViolations(owner)).toEqual([]);
        await request.getByRole('button', { name: /^Grant/ }).click();
        await expect.poll(() => owner.getByRole('status').first().textContent()).toBe('Permission granted.');
        await expect
          .poll(() => owner.getByTestId('team-member').filter({ hasText: email }).textContent())
          .toContain('Team member · Products, Orders');

        await gotoHydrated(teammate, platform(`/dashboard/stores/${storeId}/orders/`));
        await expect.poll(() => heading(teammate)).toBe('Orders');
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await teammateBrowser.close();
      }
      expect(unexpected(ownerErrors)).toEqual([]);
    });
  });
}
