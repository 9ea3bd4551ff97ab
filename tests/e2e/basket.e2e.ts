import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { emailedLink, outboxReader } from '../support/api-session';
import {
  type Browser,
  collectPageErrors,
  gotoHydrated,
  launchBrowser,
  PHONE,
  useBrowser,
} from '../support/browser';
import { pageApi, pageStoreId } from '../support/page-api';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const demo = (path = '/') => `http://demo.localhost:${port}${path}`;
const pro = (path = '/') => `http://pro.localhost:${port}${path}`;
const TEE = 'Summit Sunrise Tee';
const badge = (page: Page) => page.getByTestId('basket-count');
const badgeText = async (page: Page) =>
  (await badge(page).count()) > 0 ? await badge(page).textContent() : '0';

/** Console errors other than the browser's note of an answer the test caused on purpose (404, 422). */
const unexpected = (errors: string[]) =>
  errors.filter(
    (error) => !/Failed to load resource: the server responded with a status of 4(04|22)/.test(error),
  );

/** Adds the tee in a colour and size from its product page, and waits for the answer. */
async function addFromProductPage(page: Page, colour: string, size: string) {
  await gotoHydrated(page, demo(`/product/summit-sunrise-tee/${colour}/`));
  await page
    .locator('.size-option')
    .filter({ hasText: new RegExp(`^${size}$`) })
    .click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect
    .poll(() => page.locator('.add-to-basket .form-status').textContent())
    .toContain('Added to your basket');
}

/** Empties the signed-in (or anonymous) shopper's main basket through the API. */
async function emptyBasket(page: Page) {
  const { json } = await pageApi<{ items: { key: string }[] }>(page, 'GET', '/omnis/v3/basket/main/list/');
  for (const item of json.items) await pageApi(page, 'POST', '/omnis/v3/basket/remove/', { key: item.key });
}

async function logIn(page: Page, email: string) {
  await gotoHydrated(page, demo('/login/'));
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/order-history/'));
}

describe('the basket on a phone', () => {
  const browser = useBrowser(PHONE);

  it('adds from the product page, changes the quantity, removes, and the badge follows', async () => {
    await browser.context.clearCookies();
    const page = await browser.newConsentedPage();
    const errors = collectPageErrors(page);
    await addFromProductPage(page, 'navy', 'M');
    await expect.poll(() => badgeText(page)).toBe('1');

    await page.getByRole('link', { name: 'View basket' }).click();
    await page.waitForURL(demo('/basket/'));
    const line = page.locator('.basket-line');
    await expect.poll(() => line.count()).toBe(1);
    expect(await line.locator('.basket-line-options').textContent()).toBe('Navy · M');
    expect(await line.locator('.basket-line-unit').textContent()).toContain('£26.00 each');
    expect(await page.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout/');

    await page.getByRole('button', { name: `Increase quantity of ${TEE}` }).click();
    await expect.poll(() => badgeText(page)).toBe('2');
    expect(await page.getByLabel(`Quantity of ${TEE}`, { exact: true }).inputValue()).toBe('2');
    await expect.poll(() => page.locator('.basket-subtotal strong').textContent()).toBe('£52.00');

    const quantity = page.getByLabel(`Quantity of ${TEE}`, { exact: true });
    await quantity.fill('5');
    await quantity.press('Enter');
    await expect.poll(() => badgeText(page)).toBe('5');
    await page.getByRole('button', { name: `Decrease quantity of ${TEE}` }).click();
    await expect.poll(() => badgeText(page)).toBe('4');
    await expect.poll(() => line.locator('.basket-line-price').textContent()).toContain('£104.00');

    await quantity.fill('1000');
    await quantity.press('Enter');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Please choose a quantity from 1 to 999');
    expect(await badgeText(page)).toBe('4');

    // Keyboard only: tab to Remove and press it.
    await page.getByRole('button', { name: `Remove ${TEE}` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.empty-state').textContent()).toBe('Your basket is empty.');
    await expect.poll(() => badge(page).count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it('joins the visitor basket to the shopper account at login', async () => {
    // The shopper's account already holds a navy L, from another device.
    const otherDevice = await launchBrowser(PHONE);
    const earlier = await otherDevice.newConsentedPage();
    await logIn(earlier, DEMO_ACCOUNTS.shopper);
    await emptyBasket(earlier);
    await addFromProductPage(earlier, 'navy', 'L');
    await otherDevice.close();

    await browser.context.clearCookies();
    const page = await browser.newConsentedPage();
    await addFromProductPage(page, 'navy', 'L');
    await addFromProductPage(page, 'white', 'S');
    await expect.poll(() => badgeText(page)).toBe('2');
    await logIn(page, DEMO_ACCOUNTS.shopper);
    await gotoHydrated(page, demo('/basket/'));
    const lines = page.locator('.basket-line');
    await expect.poll(() => lines.count()).toBe(2);
    expect(await lines.locator('.basket-line-options').allTextContents()).toEqual(['Navy · L', 'White · S']);
    expect(await page.getByLabel(`Quantity of ${TEE}`, { exact: true }).first().inputValue()).toBe('2');
    expect(await badgeText(page)).toBe('3');
    await emptyBasket(page);
    await page.close();
  });
});

describe('the basket without JavaScript', () => {
  it('steps the quantity and removes with plain form posts', async () => {
    const browser = await launchBrowser({ ...PHONE, javaScriptEnabled: false });
    const page = await browser.newPage();
    await page.goto(demo('/product/summit-sunrise-tee/navy/'));
    await page.locator('.size-option').filter({ hasText: /^M$/ }).click();
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await page.waitForLoadState('load');
    await page.goto(demo('/basket/'));
    await page.getByRole('button', { name: `Increase quantity of ${TEE}` }).click();
    await page.waitForLoadState('load');
    expect(await page.getByLabel(`Quantity of ${TEE}`, { exact: true }).inputValue()).toBe('2');
    expect(await badge(page).textContent()).toBe('2');
    await page.getByRole('button', { name: `Remove ${TEE}` }).click();
    await page.waitForLoadState('load');
    expect(await page.locator('.empty-state').textContent()).toBe('Your basket is empty.');
    await browser.close();
  });
});

/** The link of the favourites email to an address, read from the outbox by staff signed in on the platform host. */
async function favouritesLink(to: string): Promise<string> {
  const staff = await outboxReader(port, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
  return emailedLink(staff, to, '/favourites/?br=');
}

describe('favourites on a phone', () => {
  const browser = useBrowser(PHONE);

  it('hearts a product, shows the header heart, lists it, emails it for later and removes it', async () => {
    await browser.context.clearCookies();
    const page = await browser.newConsentedPage();
    const errors = collectPageErrors(page);
    await gotoHydrated(page, demo('/product/summit-sunrise-tee/navy/'));
    const headerHeart = page.getByRole('link', { name: /^Favourites \(\d+\)$/ });
    expect(await headerHeart.count()).toBe(0);
    const heart = page.getByRole('button', { name: `Favourite ${TEE}` });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => headerHeart.getAttribute('aria-label')).toBe('Favourites (1)');
    // The heart shows at once; a new page load would cancel the request still saving it.
    await expect.poll(() => page.locator('.favourite-form[data-pending]').count()).toBe(0);

    // The product's card shows it too.
    await gotoHydrated(page, demo('/collection/t-shirts/'));
    const cardHeart = page.getByRole('button', { name: `Favourite ${TEE}` });
    expect(await cardHeart.getAttribute('aria-pressed')).toBe('true');

    await headerHeart.click();
    await page.waitForURL(demo('/favourites/'));
    const card = page.locator('.favourite-card');
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.locator('.favourite-card-name').textContent()).toBe(TEE);
    expect(await card.locator('.basket-line-options').textContent()).toBe('Navy');

    await card.getByLabel(`Size of ${TEE}`).selectOption('L');
    await card.getByRole('button', { name: `Add to basket ${TEE}` }).click();
    await expect.poll(() => card.getByRole('status').textContent()).toContain('Added to your basket');
    await expect.poll(() => badgeText(page)).toBe('1');

    await page.getByLabel('Email address').fill('not an email');
    await page.getByRole('button', { name: 'Email me' }).click();
    await expect
      .poll(() => page.locator('#email-for-later-error').textContent())
      .toBe('Please enter a valid email address');
    const address = `keeper-${Date.now()}@example.test`;
    await page.getByLabel('Email address').fill(address);
    await page.getByRole('button', { name: 'Email me' }).click();
    await expect
      .poll(() => page.locator('.email-for-later .form-status-success').textContent())
      .toBe('We have emailed you a link to your favourites');

    // The emailed link brings the list back in another browser.
    const link = await favouritesLink(address);
    expect(link.startsWith(demo('/favourites/?br='))).toBe(true);
    const elsewhere = await launchBrowser(PHONE);
    const other = await elsewhere.newConsentedPage();
    await gotoHydrated(other, link);
    await expect
      .poll(() => other.getByRole('status').first().textContent())
      .toBe('Your saved favourites are back');
    await expect.poll(() => other.locator('.favourite-card').count()).toBe(1);
    await elsewhere.close();

    await card.getByRole('button', { name: `Remove ${TEE} from favourites` }).click();
    await expect.poll(() => page.locator('.favourite-card').count()).toBe(0);
    await expect.poll(() => headerHeart.count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await emptyBasket(page);
    await page.close();
  });

  it('keeps a heart provisional until the server answers, and rolls it back with the message', async () => {
    await browser.context.clearCookies();
    const page = await browser.newConsentedPage();
    await gotoHydrated(page, demo('/product/summit-sunrise-tee/'));
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The request is held, then sent for a product that is not this store's: the server refuses it.
    await page.route(/\/favourites\/?_?\.data/, async (route) => {
      await held;
      const body = (route.request().postData() ?? '').replace(/productId=[^&]+/, 'productId=not-a-product');
      await route.continue({ postData: body });
    });
    const heart = page.getByRole('button', { name: `Favourite ${TEE}` });
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.favourite-form[data-pending]').count()).toBe(1);
    release();
    await expect
      .poll(() => page.locator('.favourite-error').textContent())
      .toBe('Oops... Looks like this product is no longer available');
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByRole('link', { name: /^Favourites/ }).count()).toBe(0);
    await page.close();
  });

  it('works without JavaScript, coming back to the page', async () => {
    const noScript = await launchBrowser({ ...PHONE, javaScriptEnabled: false });
    const page = await noScript.newPage();
    await page.goto(demo('/product/summit-sunrise-tee/'));
    await page.getByRole('button', { name: `Favourite ${TEE}` }).click();
    await page.waitForURL(demo('/product/summit-sunrise-tee/'));
    expect(await page.getByRole('button', { name: `Favourite ${TEE}` }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await page.getByRole('link', { name: 'Favourites (1)' }).count()).toBe(1);
    await noScript.close();
  });
});

/** A page of another origin for the iframe block: it posts what the test asks, and keeps the replies. */
function frameServer(): Promise<Server> {
  const html = `<!doctype html><html><body><p>Embedded shop</p>
<script>
window.replies = [];
window.addEventListener('message', (event) => window.replies.push(event.data));
if (location.search.includes('nested')) {
  window.top.postMessage({ type: 'add-to-cart', variantId: new URLSearchParams(location.search).get('variant') }, '*');
}
</script></body></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The first frame of the page whose address matches, once its script has run. */
async function frameReady(page: Page, matches: (url: string) => boolean): Promise<Frame> {
  let found: Frame | undefined;
  await expect
    .poll(async () => {
      found = page.frames().find((frame) => matches(frame.url()));
      if (!found) return false;
      try {
        return await found.evaluate(() => Array.isArray((window as { replies?: unknown }).replies));
      } catch {
        return false;
      }
    })
    .toBe(true);
  return found as Frame;
}

describe('the embedded-frame add-to-cart bridge', () => {
  let server: Server;
  let framePort: number;
  beforeAll(async () => {
    server = await frameServer();
    framePort = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("adds what the page's iframe posts, answers it, and ignores other origins", async () => {
    // The store owner puts an iframe block on a page.
    const owner = await launchBrowser(PHONE);
    const editor = await owner.newConsentedPage();
    await logIn(editor, DEMO_ACCOUNTS.owner);
    const storeId = await pageStoreId(editor);
    const saved = await pageApi(editor, 'POST', `/omnis/v3/divisions/${storeId}/pages/?imageType=object`, {
      url: '/frame-bridge/',
      divisionId: storeId,
      properties: { title: 'Embedded shop' },
      blocks: [
        {
          uid: 'frame',
          type: 'iframe',
          size: { x: 12, y: 1 },
          properties: { src: `http://127.0.0.1:${framePort}/shop.html`, height: 300, title: 'Embedded shop' },
        },
      ],
    });
    expect(saved.status).toBe(200);
    await owner.close();

    const browser = await launchBrowser(PHONE);
    const page = await browser.newConsentedPage();
    await gotoHydrated(page, demo('/product/summit-sunrise-tee/navy/'));
    const variantId =
      (await page.locator('input[name="productSize"][value="M"]').getAttribute('data-variant-id')) ?? '';
    expect(variantId).toMatch(/^[0-9a-f-]{36}$/);

    await gotoHydrated(page, demo('/frame-bridge/'));
    const element = page.locator('iframe.block-iframe');
    await element.scrollIntoViewIfNeeded();
    const shop = await frameReady(page, (url) => url.startsWith(`http://127.0.0.1:${framePort}/`));
    const post = (message: unknown) =>
      shop.evaluate((data) => window.parent.postMessage(data, '*'), message as Record<string, unknown>);
    const replies = () => shop.evaluate(() => (window as unknown as { replies: unknown[] }).replies);

    await post({ type: 'add-to-cart', variantId });
    await expect.poll(replies).toEqual([{ type: 'add-to-cart-complete' }]);
    await expect.poll(() => badgeText(page)).toBe('1');

    await post({ type: 'add-to-cart', variantId, items: [] });
    await post({ type: 'add-to-cart', variantId: 5 });
    await post({ type: 'add-to-cart', items: 'all of them' });
    await post({ type: 'add-to-cart', items: [{ variantId, quantity: 2 }] });
    // Adds answer after a round trip: wait for this one so the replies keep the order of the messages.
    await expect.poll(() => replies().then((list) => list.length)).toBe(5);
    await post({ type: 'add-to-cart', variantId: '00000000-0000-4000-8000-000000000000' });
    await expect.poll(() => replies().then((list) => list.length)).toBe(6);
    expect((await replies()).slice(1)).toEqual([
      { type: 'add-to-cart-failed', message: 'variantId and items cannot be used together' },
      { type: 'add-to-cart-failed', message: 'variantId must be a string if provided' },
      { type: 'add-to-cart-failed', message: 'items must be an array if provided' },
      { type: 'add-to-cart-complete' },
      { type: 'add-to-cart-failed', message: 'Oops... Looks like this product is no longer available' },
    ]);
    await expect.poll(() => badgeText(page)).toBe('3');

    // A frame of another origin (localhost, not 127.0.0.1) posting to the store is ignored.
    await shop.evaluate(
      ({ source }) => {
        const nested = document.createElement('iframe');
        nested.src = source;
        document.body.append(nested);
      },
      { source: `http://localhost:${framePort}/shop.html?nested=1&variant=${variantId}` },
    );
    await frameReady(page, (url) => url.includes('nested=1'));
    // Messages to the store window are handled in order: once this later one is answered, the nested
    // frame's was handled too.
    await post({ type: 'add-to-cart', items: 'sentinel' });
    await expect.poll(() => replies().then((list) => list.length)).toBe(7);
    const listed = await pageApi<{ items: { quantity: number }[] }>(
      page,
      'GET',
      '/omnis/v3/basket/main/list/',
    );
    expect(listed.json.items.map((item) => item.quantity)).toEqual([3]);
    await browser.close();
  });
});

describe('the exchange-rate message', () => {
  /** Adds a tee on the pro store and opens the basket; from then on the page's clock only moves when the test moves it. */
  async function basketWithPausedClock(browser: Browser): Promise<Page> {
    const page = await browser.newConsentedPage();
    await gotoHydrated(page, pro('/product/grid-system-tee/'));
    await page.locator('.size-option:not(:has(input:disabled))').first().click();
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect.poll(() => page.locator('.add-to-basket .form-status').textContent()).toContain('Added');
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.getByRole('link', { name: 'View basket' }).click();
    await page.waitForURL(pro('/basket/'));
    await expect.poll(() => page.locator('.basket-line').count()).toBe(1);
    return page;
  }

  it('shows on the basket page 500 ms after it opens, for 10 s, when the shopper pays in USD', async () => {
    const browser = await launchBrowser(PHONE);
    await browser.context.addCookies([
      { name: 'currency', value: 'USD', domain: 'pro.localhost', path: '/' },
    ]);
    const page = await basketWithPausedClock(browser);
    const notice = page.locator('.exchange-notice');
    expect(await notice.textContent()).toBe('');
    await page.clock.runFor(499);
    expect(await notice.textContent()).toBe('');
    await page.clock.runFor(1);
    await expect.poll(() => notice.textContent()).toBe('Discount applied due to improved exchange rates');
    await page.clock.runFor(9_998);
    expect(await notice.textContent()).toBe('Discount applied due to improved exchange rates');
    await page.clock.runFor(2);
    await expect.poll(() => notice.textContent()).toBe('');
    // Prices show in dollars.
    expect(await page.locator('.basket-subtotal strong').textContent()).toMatch(/^\$/);
    await browser.close();
  });

  it('does not show when the shopper pays in the store currency', async () => {
    const browser = await launchBrowser(PHONE);
    const page = await basketWithPausedClock(browser);
    await page.clock.runFor(2_000);
    expect(await page.locator('.exchange-notice').textContent()).toBe('');
    await browser.close();
  });
});
