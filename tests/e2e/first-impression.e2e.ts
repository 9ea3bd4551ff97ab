import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { DESKTOP, gotoHydrated, type LaunchOptions, PHONE, useBrowser } from '../support/browser';
import { signInThroughApi } from '../support/page-api';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const store = (subdomain: string, path = '/') => `http://${subdomain}.localhost:${port}${path}`;
const demo = (path = '/') => store('demo', path);

const WIDTHS: [string, LaunchOptions][] = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
];

/** Brings each image of the page into view and waits for it; lists those that did not load. */
async function brokenImages(page: Page): Promise<string[]> {
  const broken: string[] = [];
  for (const image of await page.locator('main img').all()) {
    await image.scrollIntoViewIfNeeded();
    const loaded = await image.evaluate(
      (element: HTMLImageElement) =>
        new Promise<boolean>((resolve) => {
          const settle = () => resolve(element.complete && element.naturalWidth > 0);
          if (element.complete) return settle();
          element.addEventListener('load', settle, { once: true });
          element.addEventListener('error', settle, { once: true });
          setTimeout(settle, 15_000);
        }),
    );
    if (!loaded)
      broken.push(await image.evaluate((element: HTMLImageElement) => element.currentSrc || element.src));
  }
  return broken;
}

describe.each(WIDTHS)('a new visitor on a %s', (_width, options) => {
  const browser = useBrowser(options);
  const isPhone = options === PHONE;

  it.each(['demo', 'pro', 'dark'])('the %s home shows every picture it names', async (subdomain) => {
    const page = await browser.newConsentedPage();
    await gotoHydrated(page, store(subdomain));
    expect(await brokenImages(page)).toEqual([]);
    await page.close();
  });

  it('each demo store speaks in its own words', async () => {
    const page = await browser.newConsentedPage();
    const quotes: string[] = [];
    for (const subdomain of ['demo', 'pro', 'dark']) {
      await page.goto(store(subdomain));
      quotes.push(
        (await page.locator('.block-quote blockquote, .block-quote p').first().textContent()) ?? '',
      );
    }
    expect(new Set(quotes).size).toBe(3);
    await page.close();
  });

  it('finds the account menu when signed out: sign in, and find an order', async () => {
    const page = await browser.newConsentedPage();
    await gotoHydrated(page, demo('/collection/t-shirts/'));
    if (isPhone) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: 'Find an order' }).isVisible()).resolves.toBe(true);
      await menu.getByRole('link', { name: 'Sign in' }).click();
    } else {
      await page.getByLabel('Account', { exact: true }).click();
      await expect(page.getByRole('link', { name: 'Find an order' }).first().isVisible()).resolves.toBe(true);
      await page.locator('.account-menu').getByRole('link', { name: 'Sign in' }).click();
    }
    await page.waitForURL(/\/login\//);
    await page.close();
  });

  it('a signed-in shopper sees their name, orders, favourites and sign out', async () => {
    const page = await browser.newConsentedPage();
    await page.goto(demo());
    await signInThroughApi(page, DEMO_ACCOUNTS.shopper, DEMO_PASSWORD);
    await gotoHydrated(page, demo('/'));
    // The footer's Sign out is drawn as a link, in the links' colour, on every page (not a grey button).
    const signOut = await page.locator('footer .account-links').evaluate((list) => {
      const button = getComputedStyle(list.querySelector('button') as Element);
      const link = getComputedStyle(list.querySelector('a') as Element);
      return { background: button.backgroundColor, sameColourAsLinks: button.color === link.color };
    });
    expect(signOut).toEqual({ background: 'rgba(0, 0, 0, 0)', sameColourAsLinks: true });
    if (isPhone) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByText(/^Hello, /).isVisible()).resolves.toBe(true);
      await expect(menu.getByRole('link', { name: 'Favourites' }).isVisible()).resolves.toBe(true);
      await expect(menu.getByRole('button', { name: 'Sign out' }).isVisible()).resolves.toBe(true);
      await menu.getByRole('link', { name: 'Your orders' }).click();
    } else {
      await page.locator('.account-menu summary').click();
      await expect(
        page
          .locator('.account-menu')
          .getByText(/^Hello, /)
          .isVisible(),
      ).resolves.toBe(true);
      await expect(
        page.locator('.account-menu').getByRole('button', { name: 'Sign out' }).isVisible(),
      ).resolves.toBe(true);
      await page.locator('.account-menu').getByRole('link', { name: 'Your orders' }).click();
    }
    await page.waitForURL(/\/order-history\/.+/);
    await page.close();
  });

  it('reaches the design studio from the menu, the home page and a product', async () => {
    const page = await browser.newConsentedPage();
    await gotoHydrated(page, demo('/'));
    expect(await page.locator('main a[href="/design-your-own-t-shirt/"]').count()).toBeGreaterThan(0);
    if (isPhone) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Design your own' }).isVisible(),
      ).resolves.toBe(true);
      await page.keyboard.press('Escape');
    } else {
      await expect(
        page.locator('.main-menu-nav').getByRole('link', { name: 'Design your own' }).isVisible(),
      ).resolves.toBe(true);
    }
    await gotoHydrated(page, demo('/product/summit-sunrise-tee/'));
    await page.getByRole('link', { name: 'Customise it' }).click();
    await page.waitForURL(/\/studio\/mens-t-shirt\//);
    await page.close();
  });

  it('chooses a currency on the pro store, also on a phone', async () => {
    const page = await browser.newConsentedPage();
    await gotoHydrated(page, store('pro', '/'));
    if (isPhone) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).locator('select[name="currency"]').selectOption('USD');
    } else {
      await page.locator('.currency-selector select').selectOption('USD');
    }
    // The cookie, not the page's text: React Router's inline scripts hold '$' before the choice is made.
    await page.waitForFunction(() => document.cookie.split('; ').some((entry) => entry.endsWith('=USD')));
    await page.goto(store('pro', '/'));
    expect(await page.locator('main').textContent()).toContain('$');
    await page.close();
  });

  it('a search with no results suggests collections and best sellers', async () => {
    const page = await browser.newConsentedPage();
    await gotoHydrated(page, demo('/search/?q=zzqxw'));
    await expect(page.getByRole('heading', { name: 'Browse our collections' }).isVisible()).resolves.toBe(
      true,
    );
    expect(await page.locator('.search-collections a').count()).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: 'Best sellers' }).isVisible()).resolves.toBe(true);
    expect(await page.locator('.search-empty .product-card').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('the cookie notice never covers the page’s own feedback', async () => {
    const page = await browser.newPage();
    // A visitor who has not answered yet (earlier tests in this browser have).
    await page.addInitScript(() => {
      if (window.location.protocol.startsWith('http')) window.localStorage.removeItem('cookies-accepted');
    });
    await gotoHydrated(page, demo('/product/summit-sunrise-tee/'));
    const sheet = page.locator('.cookie-consent');
    await sheet.waitFor();
    const sizes = page.locator('input[name="productSize"]');
    if ((await sizes.count()) > 0) await sizes.first().check({ force: true });
    await page.getByRole('button', { name: 'Add to basket' }).click();
    const status = page.locator('.product-page .form-status, form .form-status').first();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role="status"]')].some((node) =>
        /basket/i.test(node.textContent ?? ''),
      ),
    );
    await page.waitForTimeout(300);
    const statusBox = await status.boundingBox();
    const sheetBox = await sheet.boundingBox();
    expect(statusBox && sheetBox).toBeTruthy();
    if (statusBox && sheetBox) expect(statusBox.y + statusBox.height).toBeLessThanOrEqual(sheetBox.y + 1);
    if (isPhone) {
      // A bottom sheet, the width of the screen.
      expect(sheetBox?.width).toBeGreaterThanOrEqual(PHONE.viewport.width - 1);
    }
    await page.close();
  });

  it('the platform home shows each store once, on its own colours', async () => {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${port}/`);
    const tiles = page.locator('.store-tile');
    // Other browser tests open stores on the same server: the three demo stores lead, and no store shows twice.
    const hosts = await page.locator('.store-tile-host').allTextContents();
    expect(hosts.slice(0, 3)).toEqual([
      `demo.localhost:${port}`,
      `pro.localhost:${port}`,
      `dark.localhost:${port}`,
    ]);
    expect(new Set(hosts).size).toBe(hosts.length);
    for (const tile of await tiles.all()) {
      // The logo says the name and the tile does not say it again; a store without a logo (one a merchant
      // opened in another test) writes its name out instead.
      if ((await tile.locator('img').count()) === 0) {
        expect(await tile.locator('.store-tile-name').textContent()).not.toBe('');
        continue;
      }
      const name = (await tile.locator('img').getAttribute('alt')) ?? '';
      expect(name).not.toBe('');
      expect(await tile.textContent()).not.toContain(name);
    }
    const dark = await page
      .locator('.store-tile[data-theme="teemillDark"]')
      .evaluate((tile) => getComputedStyle(tile).backgroundColor);
    expect(dark).toBe('rgb(20, 18, 31)');
    await page.close();
  });

  it('favourites show the name and the price on lines of their own', async () => {
    const page = await browser.newConsentedPage();
    await gotoHydrated(page, demo('/product/summit-sunrise-tee/'));
    const heart = page.locator('.product-page').getByRole('button', { name: 'Favourite Summit Sunrise Tee' });
    // The shopper signed in by an earlier test may have it already.
    if ((await heart.first().getAttribute('aria-pressed')) !== 'true') {
      // The heart turns at once; the favourites page lists it once the server has kept it.
      const kept = page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url().includes('favourite'),
      );
      await heart.first().click();
      expect((await kept).ok()).toBe(true);
    }
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: 'Favourite Summit Sunrise Tee' })
          .first()
          .getAttribute('aria-pressed'),
      )
      .toBe('true');
    await gotoHydrated(page, demo('/favourites/'));
    const name = await page.locator('.favourite-card-name').first().boundingBox();
    const price = await page.locator('.favourite-card-price').first().boundingBox();
    expect(name && price).toBeTruthy();
    if (name && price) expect(price.y).toBeGreaterThanOrEqual(name.y + name.height - 1);
    await page.close();
  });
});
