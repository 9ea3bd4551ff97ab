import { describe, expect, it } from 'vitest';
import { collectPageErrors, useBrowser } from '../support/browser';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const storeUrl = (subdomain: string) => `http://${subdomain}.localhost:${port}/`;

describe('the three demo stores', () => {
  const browser = useBrowser();

  const expected = [
    { subdomain: 'demo', primary: 'rgb(134, 179, 2)' },
    { subdomain: 'pro', primary: 'rgb(10, 173, 255)' },
    { subdomain: 'dark', primary: 'rgb(83, 155, 245)' },
  ];

  it.each(expected)('$subdomain shows its own name, logo and colours', async ({ subdomain, primary }) => {
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    const response = await page.goto(storeUrl(subdomain));
    expect(response?.status()).toBe(200);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const coreData = await page.evaluate(() =>
      fetch('/omnis/v3/frontend/getStoreCoreData/json/').then((answer) => answer.json()),
    );
    const companyName: string = coreData.state.subdomain.division.companyName;
    expect(companyName.length).toBeGreaterThan(0);
    await expect.poll(() => page.title()).toBe(companyName);
    expect(await page.locator('h1').first().textContent()).toBe(companyName);
    expect(await page.locator('.store-logo img').getAttribute('alt')).toBe(companyName);
    const logoType = await page.evaluate(() => {
      const logo = document.querySelector<HTMLImageElement>('.store-logo img');
      return fetch(logo?.src ?? '').then((answer) => answer.headers.get('content-type'));
    });
    expect(logoType).toContain('image/svg+xml');
    const buttonColour = await page
      .locator('.button-primary')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(buttonColour).toBe(primary);
    expect(await page.locator('main .product-card').count()).toBeGreaterThanOrEqual(8);
    const firstImage = page.locator('.product-card img').first();
    await firstImage.scrollIntoViewIfNeeded();
    await expect
      .poll(() => firstImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('gives each store a different look', async () => {
    const page = await browser.newPage();
    const backgrounds: string[] = [];
    for (const { subdomain } of expected) {
      await page.goto(storeUrl(subdomain));
      backgrounds.push(await page.evaluate(() => getComputedStyle(document.body).backgroundColor));
    }
    expect(backgrounds[2]).not.toBe(backgrounds[0]);
    await page.close();
  });

  it('answers an unknown store with a proper 404 page', async () => {
    const page = await browser.newPage();
    const response = await page.goto(storeUrl('no-such-store'));
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('We were unable to find this page');
    expect(await page.title()).toBe('Page not found');
    await page.close();
  });

  it('lists the demo stores on the platform host', async () => {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${port}/`);
    const links = await page
      .locator('.store-list a')
      .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
    // Other browser tests open stores on the same server; those come after the demo stores, each once.
    expect(links.slice(0, 3)).toEqual([storeUrl('demo'), storeUrl('pro'), storeUrl('dark')]);
    expect(new Set(links).size).toBe(links.length);
    await page.close();
  });
});
