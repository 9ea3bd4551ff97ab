import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { DESKTOP, gotoHydrated, PHONE, useBrowser } from '../support/browser';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const demo = (path = '/') => `http://demo.localhost:${port}${path}`;
const platform = (path = '/') => `http://localhost:${port}${path}`;
const PRODUCT = '/product/summit-sunrise-tee/navy/';

async function fillLogin(page: Page, email: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

describe.each([
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
])('where signing in lands, on %s', (_width, size) => {
  const browser = useBrowser(size);

  async function freshPage() {
    await browser.context.clearCookies();
    return browser.newPage();
  }

  it("returns a shopper who signs in from a product page's account menu to that product page", async () => {
    const page = await freshPage();
    await gotoHydrated(page, demo(PRODUCT));
    await page.locator('header .account-menu > summary').click();
    await page.locator('header .account-menu').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(demo(`/login/?redirect_uri=${encodeURIComponent(PRODUCT)}`));
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await fillLogin(page, DEMO_ACCOUNTS.shopper);
    await page.waitForURL(demo(PRODUCT));
    expect(page.url()).toBe(demo(PRODUCT));
    await page.close();
  });

  it('lands a shopper who opens /login/ on the store on their orders, not the seller dashboard', async () => {
    const page = await freshPage();
    await gotoHydrated(page, demo('/login/'));
    await fillLogin(page, DEMO_ACCOUNTS.shopper);
    // Their orders: /order-history/ takes a verified shopper on to the page of their own history.
    await page.waitForURL((url) => url.pathname.startsWith('/order-history/'));
    expect(await page.getByText('You do not run a store here').count()).toBe(0);
    await page.close();
  });

  it('lands an owner who signs in on the platform host on the dashboard', async () => {
    const page = await freshPage();
    await gotoHydrated(page, platform('/login/'));
    await fillLogin(page, DEMO_ACCOUNTS.owner);
    await page.waitForURL(platform('/dashboard/'));
    expect(await page.getByTestId('dashboard-email').textContent()).toBe(DEMO_ACCOUNTS.owner);
    await page.close();
  });
});
