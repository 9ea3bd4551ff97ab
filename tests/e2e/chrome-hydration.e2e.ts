import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, DESKTOP, gotoHydrated, PHONE, useBrowser } from '../support/browser';
import { testServerPort } from '../support/test-server';

/**
 * The chrome hydrates only what does something in the browser (decision 0021): the main menu's and the
 * footer's links stay the server's HTML, React never hydrating them, until what they show changes; the
 * checkout's checks load when the shopper starts on the form.
 */
const port = testServerPort();
const demo = (path = '/') => `http://demo.localhost:${port}${path}`;

/** Whether React has taken over an element (it keeps its fiber on the elements it hydrated or rendered). */
const isReacts = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

describe('the chrome on a desktop', () => {
  const browser = useBrowser(DESKTOP);

  it('keeps the menu and footer links as server HTML, navigates in the app from them and redraws them when they change', async () => {
    const page = await browser.newConsentedPage();
    const errors = collectPageErrors(page);
    await gotoHydrated(page, demo('/collection/t-shirts/'));
    expect(await isReacts(page, '.store-logo')).toBe(true);
    expect(await isReacts(page, '.main-menu a')).toBe(false);
    expect(await isReacts(page, '.store-footer .footer-columns a')).toBe(false);
    const signIn = page.locator('.store-footer').getByRole('link', { name: 'Sign in' });
    expect(await signIn.getAttribute('href')).toBe('/login/?redirect_uri=%2Fcollection%2Ft-shirts%2F');

    // A click on a link of the server's HTML is a navigation in the app: the window survives it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('.store-footer').getByRole('link', { name: 'Sitemap' }).click();
    await page.waitForURL(/\/sitemap\/$/);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

    // The sign-in links come back to the page shown: the footer is React's now, drawn for the new page.
    await expect.poll(() => signIn.getAttribute('href')).toBe('/login/?redirect_uri=%2Fsitemap%2F');
    expect(await isReacts(page, '.store-footer .footer-columns a')).toBe(true);
    expect(await isReacts(page, '.main-menu a')).toBe(false);
    await page.locator('.main-menu').getByRole('link', { name: 'Shop', exact: true }).hover();
    await page.locator('.sub-menu').first().getByRole('link', { name: 'T-Shirts' }).click();
    await page.waitForURL(/\/collection\/t-shirts\/$/);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens a sub-menu on focus and says so, and closes it on Escape', async () => {
    const page = await browser.newConsentedPage();
    await gotoHydrated(page, demo());
    const item = page.locator('.main-menu > li.has-submenu').first();
    const link = item.locator('> a');
    expect(await link.getAttribute('aria-expanded')).toBe('false');
    await link.focus();
    await expect.poll(() => link.getAttribute('aria-expanded')).toBe('true');
    expect(await item.getAttribute('data-open')).toBe('true');
    expect(await item.locator('.sub-menu').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => link.getAttribute('aria-expanded')).toBe('false');
    expect(await item.getAttribute('data-open')).toBeNull();
    await page.close();
  });
});

describe('the chrome on a phone', () => {
  const browser = useBrowser(PHONE);

  it('renders the phone menu only once it is opened', async () => {
    const page = await browser.newConsentedPage();
    await gotoHydrated(page, demo());
    expect(await page.locator('.sidebar-root').count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).isVisible()).toBe(false);
    await page.close();
  });

  it("loads the checkout's checks when the shopper starts on the form, and checks in the browser", async () => {
    const page = await browser.newConsentedPage();
    await gotoHydrated(page, demo('/product/summit-sunrise-tee/'));
    await page.locator('.size-option').filter({ hasText: /^M$/ }).click();
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect.poll(() => page.getByTestId('basket-count').textContent()).toBe('1');

    const scripts: string[] = [];
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      if (request.method() === 'POST') posts.push(request.url());
    });
    await gotoHydrated(page, demo('/checkout/'));
    expect(scripts.filter((script) => script.includes('details-check'))).toEqual([]);
    await page.locator('#checkout-email').focus();
    await expect.poll(() => scripts.filter((script) => script.includes('details-check')).length).toBe(1);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect
      .poll(() => page.locator('#checkout-email-error').textContent())
      .toBe('This field is required');
    expect(posts).toEqual([]);
    await page.close();
  });
});
