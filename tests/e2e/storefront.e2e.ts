import { describe, expect, it } from 'vitest';
import {
  collectPageErrors,
  DESKTOP,
  gotoHydrated,
  launchBrowser,
  PHONE,
  useBrowser,
} from '../support/browser';
import { httpRequest } from '../support/http';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const demo = (path = '/') => `http://demo.localhost:${port}${path}`;
const pro = (path = '/') => `http://pro.localhost:${port}${path}`;

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('shopping on a %s', (_name, viewport) => {
  const browser = useBrowser(viewport);

  it('goes from home to a collection, to a product, changes colour and adds it to the basket', async () => {
    const page = await browser.newConsentedPage();
    const errors = collectPageErrors(page);
    await gotoHydrated(page, demo());
    await page
      .locator('a[href="/collection/t-shirts/"]')
      .first()
      .evaluate((link: HTMLAnchorElement) => link.click());
    await page.waitForURL(/\/collection\/t-shirts\/$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('T-Shirts');
    const cards = page.locator('.product-card');
    expect(await cards.count()).toBeGreaterThan(4);
    const productName = (await cards.first().locator('.product-name').textContent()) ?? '';
    await cards.first().locator('a').first().click();
    await page.waitForURL(/\/product\/[^/]+\/$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe(productName);

    const swatches = page.locator('.colour-selector .swatch');
    expect(await swatches.count()).toBeGreaterThan(1);
    const firstImage = await page.locator('.product-main-image img').getAttribute('src');
    const target = page.locator('.colour-selector .swatch:not([aria-current])').first();
    const colourName = (await target.getAttribute('aria-label')) ?? '';
    await target.click();
    await page.waitForURL(/\/product\/[^/]+\/[a-z-]+\/$/);
    await expect.poll(() => page.locator('.colour-selector legend strong').textContent()).toBe(colourName);
    await expect.poll(() => page.locator('.product-main-image img').getAttribute('src')).not.toBe(firstImage);

    await page.locator('.size-option').filter({ hasText: /^M$/ }).click();
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect.poll(() => page.locator('.form-status').textContent()).toContain('Added to your basket');
    await expect.poll(() => page.getByTestId('basket-count').textContent()).toBe('1');

    await gotoHydrated(page, demo('/basket/'));
    expect(await page.locator('.basket-line').count()).toBe(1);
    expect(await page.locator('.basket-line-options').textContent()).toBe(`${colourName} · M`);
    expect(await page.getByLabel(`Quantity of ${productName}`, { exact: true }).inputValue()).toBe('1');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('asks for a size rather than adding nothing', async () => {
    const page = await browser.newConsentedPage();
    await gotoHydrated(page, demo('/product/summit-sunrise-tee/'));
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect.poll(() => page.locator('#size-error').textContent()).toBe('Please choose a size');
    await page.close();
  });
});

describe('adding to the basket before the page has hydrated', () => {
  it('works as a plain form post with JavaScript off', async () => {
    const browser = await launchBrowser({ ...PHONE, javaScriptEnabled: false });
    const page = await browser.newPage();
    await page.goto(demo('/product/summit-sunrise-tee/navy/'));
    await page.locator('.size-option').filter({ hasText: /^L$/ }).click();
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await page.waitForLoadState('load');
    expect(await page.locator('.form-status').textContent()).toContain('Added to your basket');
    expect(await page.getByTestId('basket-count').textContent()).toBe('1');
    await browser.close();
  });
});

describe('the menu', () => {
  it('opens on hover on a desktop and closes 200 ms after the pointer leaves', async () => {
    const browser = await launchBrowser(DESKTOP);
    const page = await browser.newPage();
    await gotoHydrated(page, demo());
    const shop = page.locator('.main-menu > li.has-submenu').first();
    const panel = shop.locator('.sub-menu');
    await shop.hover();
    await expect.poll(() => panel.isVisible()).toBe(true);
    await page.mouse.move(640, 600);
    expect(await panel.isVisible()).toBe(true);
    await expect.poll(() => panel.isVisible(), { timeout: 2000 }).toBe(false);
    await shop.hover();
    await panel.getByRole('link', { name: 'T-Shirts' }).click();
    await page.waitForURL(/\/collection\/t-shirts\/$/);
    await browser.close();
  });

  it('moves into a sliding sidebar with drill-down levels on a phone', async () => {
    const browser = await launchBrowser(PHONE);
    const page = await browser.newConsentedPage();
    await gotoHydrated(page, demo());
    expect(await page.locator('.main-menu-nav').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sidebar = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    await sidebar.getByRole('button', { name: 'Shop' }).click();
    await expect.poll(() => sidebar.getByRole('button', { name: 'Back' }).isVisible()).toBe(true);
    await sidebar.getByRole('link', { name: 'T-Shirts' }).click();
    await page.waitForURL(/\/collection\/t-shirts\/$/);
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    // The new page has rendered (the menu closes when it does), so opening it again is not undone.
    await expect.poll(() => page.locator('h1').textContent()).toBe('T-Shirts');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    const backdropOpacity = await page
      .locator('.sidebar-backdrop')
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(backdropOpacity).toBe('rgba(0, 0, 0, 0.2)');
    await page.locator('.sidebar-backdrop').click({ position: { x: 370, y: 400 } });
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    await browser.close();
  });
});

describe('search', () => {
  const browser = useBrowser(DESKTOP);

  it('redirects a configured term, whatever its case', async () => {
    const page = await browser.newPage();
    await gotoHydrated(page, demo('/search/'));
    await page.locator('#search-term').fill('Gift CARD');
    await page.locator('.search-form button').click();
    await page.waitForURL(demo('/collection/new-in/'));
    await expect.poll(() => page.locator('h1').textContent()).toBe('New In');
    await page.close();
  });

  it('finds products by a partial word', async () => {
    const page = await browser.newPage();
    await gotoHydrated(page, demo('/search/?q=hood'));
    const names = await page.locator('.product-name').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names[0]).toMatch(/hood/i);
    await page.close();
  });
});

describe('currency', () => {
  it('switching currency changes every price on the page', async () => {
    const browser = await launchBrowser(DESKTOP);
    const page = await browser.newPage();
    await gotoHydrated(
      page,
      pro('/collection/tees/').replace('tees', (await firstCollection(page)) ?? 'tees'),
    );
    const before = await page.locator('[data-price]').allTextContents();
    expect(before.length).toBeGreaterThan(3);
    expect(before.every((price) => price.includes('£'))).toBe(true);
    await page.locator('.currency-selector select').selectOption('USD');
    await expect
      .poll(async () =>
        (await page.locator('[data-price]').allTextContents()).every((price) => price.includes('$')),
      )
      .toBe(true);
    const after = await page.locator('[data-price]').allTextContents();
    expect(after).toHaveLength(before.length);
    // USD's conversion rate is 2: £30.00 becomes $60.00.
    const pounds = Number(before[0]?.match(/£([\d.,]+)/)?.[1]?.replace(',', ''));
    const dollars = Number(after[0]?.match(/\$([\d.,]+)/)?.[1]?.replace(',', ''));
    expect(dollars).toBeCloseTo(pounds * 2, 2);
    await page.reload();
    expect((await page.locator('[data-price]').allTextContents()).every((price) => price.includes('$'))).toBe(
      true,
    );
    await browser.close();
  });
});

async function firstCollection(page: import('playwright-core').Page): Promise<string | undefined> {
  await gotoHydrated(page, pro());
  const href = await page.locator('a[href^="/collection/"]').first().getAttribute('href');
  return href?.split('/')[2];
}

describe('themes', () => {
  it('renders two stores with different themes in different colours', async () => {
    const browser = await launchBrowser(DESKTOP);
    const page = await browser.newPage();
    const styles = async (url: string) => {
      await gotoHydrated(page, url);
      return page.evaluate(() => ({
        page: getComputedStyle(document.body).backgroundColor,
        button: getComputedStyle(document.querySelector('.button-primary') as Element).backgroundColor,
        heading: getComputedStyle(document.querySelector('h1') as Element).fontFamily,
      }));
    };
    const light = await styles(demo());
    const dark = await styles(`http://dark.localhost:${port}/`);
    expect(dark.page).not.toBe(light.page);
    expect(dark.button).not.toBe(light.button);
    expect(light.button).toBe('rgb(134, 179, 2)');
    await browser.close();
  });
});

describe('service routes, SEO and bad input', () => {
  const get = (
    url: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ) => {
    const target = new URL(url);
    return httpRequest(port, target.host, `${target.pathname}${target.search}`, init);
  };

  it('answers unknown products, colours and collections with the 404 page and status 404', async () => {
    const unknownPage = await get(demo('/nowhere/'));
    expect(unknownPage.status).toBe(302);
    expect(unknownPage.headers.location).toBe('/404/');
    for (const path of [
      '/product/no-such-thing/',
      '/product/summit-sunrise-tee/purple/',
      '/collection/nothing/',
      '/404/',
    ]) {
      const response = await get(demo(path));
      expect(response.status, path).toBe(404);
      expect(response.body).toContain('We were unable to find this page');
    }
  });

  it('ignores malformed query values', async () => {
    const response = await get(demo('/collection/t-shirts/?page=abc&sort=%3Cscript%3E&page=-4'));
    expect(response.status).toBe(200);
  });

  it('redirects /custom/ and /learn/...', async () => {
    const custom = await get(demo('/custom/'));
    expect(custom.status).toBe(301);
    expect(custom.headers.location).toBe('/design-your-own-t-shirt/');
    const learn = await get(demo('/learn/printing-guide/?ref=x'));
    expect(learn.status).toBe(301);
    expect(learn.headers.location).toBe('/blog/printing-guide/?ref=x');
  });

  it('serves the legal pages when the platform takes payment', async () => {
    for (const path of [
      '/terms-of-use/',
      '/terms-of-sale/',
      '/use-of-cookies-and-disclaimer/',
      '/privacy-policy/',
    ]) {
      expect((await get(demo(path))).status, path).toBe(200);
    }
  });

  it('gives pages titles, canonical links, social tags and structured data', async () => {
    const html = (await get(demo('/product/summit-sunrise-tee/'))).body;
    expect(html).toContain('<title>Summit Sunrise Tee | Northwind Threads</title>');
    expect(html).toMatch(
      /<link rel="canonical" href="http:\/\/demo\.localhost:\d+\/product\/summit-sunrise-tee\/"/,
    );
    expect(html).toContain('property="og:title"');
    expect(html).toContain('name="twitter:card"');
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    const collection = (await get(demo('/collection/t-shirts/'))).body;
    expect(collection).toContain('"@type":"ItemList"');
    const home = (await get(demo('/'))).body;
    expect(home).toContain('<title>Northwind Threads</title>');
    const notFound = (await get(demo('/404/'))).body;
    expect(notFound).not.toContain('BreadcrumbList');
    expect(notFound).toContain('name="robots" content="noindex"');
  });

  it('serves sitemap.xml, robots.txt and the sitemap page', async () => {
    const sitemap = await get(demo('/sitemap.xml'));
    expect(sitemap.headers['content-type']).toContain('xml');
    expect(sitemap.body).toContain('/product/summit-sunrise-tee/');
    const robots = (await get(demo('/robots.txt'))).body;
    expect(robots).toContain('Disallow: /basket/');
    expect(robots).toMatch(/Sitemap: http:\/\/demo\.localhost:\d+\/sitemap\.xml/);
    expect((await get(demo('/sitemap/'))).status).toBe(200);
  });

  it('refuses a cross-site form post and adds nothing', async () => {
    const response = await get(demo('/product/summit-sunrise-tee/'), {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'colour=Navy&size=M&quantity=1',
    });
    expect(response.status).toBe(403);
  });
});

describe('cookie consent', () => {
  it('asks once, remembers an essentials-only choice, and ?cgi=5 asks again', async () => {
    const browser = await launchBrowser(PHONE);
    const page = await browser.newPage();
    await gotoHydrated(page, demo());
    const banner = page.getByRole('dialog', { name: 'Cookie consent' });
    await expect.poll(() => banner.isVisible()).toBe(true);
    // The page keeps the sheet's height of room below its content, and focus scrolling stops above it.
    const room = () =>
      page.evaluate(() => ({
        body: getComputedStyle(document.body).paddingBottom,
        scroll: getComputedStyle(document.documentElement).scrollPaddingBottom,
        sheet: `${document.querySelector<HTMLElement>('.cookie-consent')?.offsetHeight ?? 0}px`,
      }));
    await expect
      .poll(async () => {
        const { body, scroll, sheet } = await room();
        return body === sheet && scroll === sheet && sheet !== '0px';
      })
      .toBe(true);
    await banner.getByRole('button', { name: 'Essential only' }).click();
    expect(await page.evaluate(() => window.localStorage.getItem('cookies-accepted'))).toBe('essential');
    expect(await room()).toEqual({ body: '0px', scroll: 'auto', sheet: '0px' });
    await gotoHydrated(page, demo());
    expect(await banner.isVisible()).toBe(false);
    await gotoHydrated(page, demo('/?cgi=5'));
    await expect.poll(() => banner.isVisible()).toBe(true);
    await browser.close();
  });
});
