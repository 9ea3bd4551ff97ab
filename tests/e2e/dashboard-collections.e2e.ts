import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COLLECTION_MESSAGES } from '../../core/collections';
import { MENU_MESSAGES } from '../../core/store';
import { seriousAxeViolations } from '../support/axe';
import { collectPageErrors, DESKTOP, gotoHydrated, PHONE, useBrowser } from '../support/browser';
import { logIn, platformUrl, unexpectedErrors } from '../support/dashboard-session';
import { keyboardSensorListening } from '../support/dnd-kit';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const platform = platformUrl;
const demo = (path = '/') => `http://demo.localhost:${port}${path}`;
const PICKED = ['Summit Sunrise Tee', 'Tideline Waves Tee', 'Pine Ridge Tee'];

/** The demo store's dashboard path, read from the owner's list of stores. */
async function demoStorePath(page: Page): Promise<string> {
  const href = await page.getByRole('link', { name: 'Quotes of Northwind Threads' }).getAttribute('href');
  return (href ?? '').replace(/quotes\/$/, '');
}

const statusText = (page: Page, text: string) =>
  expect.poll(() => page.getByRole('status').filter({ hasText: text }).count()).toBeGreaterThan(0);

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('collections and the menu in the dashboard on a %s', (device, viewport) => {
  const browser = useBrowser(viewport);
  const name = `Trail Picks ${device} ${Date.now().toString(36)}`;
  const urlName = name.toLowerCase().replaceAll(' ', '-');

  it('creates a collection, fills and orders it by keyboard, links it from the menu, and shoppers see both at once', async () => {
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    await logIn(page);
    const store = await demoStorePath(page);
    await gotoHydrated(page, platform(`${store}collections/`));
    await expect.poll(() => page.locator('h1').textContent()).toBe('Collections');
    expect(await page.getByRole('list', { name: 'Collections' }).textContent()).toContain(
      '/collection/new-in/',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The server refuses an address another collection holds (sent around the browser's check): 422, the
    // message at the field, what was typed still there, nothing created.
    await page.getByRole('link', { name: 'New collection' }).click();
    await page.waitForURL(/\/collections\/new\/$/);
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('URL').fill('New In');
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Create the collection' }).click();
    expect((await refused).status()).toBe(422);
    await expect
      .poll(() => page.locator('.field-error').first().textContent())
      .toBe(COLLECTION_MESSAGES.urlNameTaken);
    expect(await page.getByLabel('Name').inputValue()).toBe(name);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('URL').fill('');
    await page.getByRole('button', { name: 'Create the collection' }).click();
    await page.waitForURL(/\/collections\/\d+\/\?created=1$/);
    await statusText(page, COLLECTION_MESSAGES.created);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

    // Three products through the search picker, each added at the end.
    for (const product of PICKED) {
      await page.getByLabel('Search this store’s products').fill(product);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('button', { name: `Add ${product}` }).click();
      await expect
        .poll(() => page.getByRole('list', { name: 'Products in their order' }).textContent())
        .toContain(product);
    }
    const ordered = () =>
      page
        .getByRole('list', { name: 'Products in their order' })
        .locator('.ordered-product-name')
        .allTextContents();
    expect(await ordered()).toEqual(PICKED);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The last product moves to the top with the keyboard alone: space, up, up, space. Each key waits for
    // the announcement of the one before, as a person hears it.
    const announced = (text: string) =>
      expect.poll(() => page.locator('[id^="DndLiveRegion"]').first().textContent()).toContain(text);
    await page.getByRole('button', { name: `Move ${PICKED[2]}, position 3 of 3` }).focus();
    await page.keyboard.press('Space');
    await announced(`${PICKED[2]} is now at position 3 of 3`);
    await keyboardSensorListening(page);
    await page.keyboard.press('ArrowUp');
    await announced(`${PICKED[2]} is now at position 2 of 3`);
    await page.keyboard.press('ArrowUp');
    await announced(`${PICKED[2]} is now at position 1 of 3`);
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.request().postData()?.includes('reorder') === true,
    );
    await page.keyboard.press('Space');
    expect((await saved).status()).toBe(200);
    await statusText(page, COLLECTION_MESSAGES.orderSaved);
    const expected = [PICKED[2], PICKED[0], PICKED[1]];
    await page.reload();
    expect(await ordered()).toEqual(expected);

    // Bad input is a 422 that writes nothing; another store's collection is a 404 from this store's pages.
    const collectionUrl = page.url().replace(/\?.*$/, '');
    const post = (url: string, form: Record<string, string>) =>
      page.request.post(url, { form, headers: { Origin: platform('') } });
    expect((await post(collectionUrl, { intent: 'add-products', productIds: 'abc' })).status()).toBe(422);
    expect((await post(collectionUrl, { intent: 'reorder', productIds: '1,2' })).status()).toBe(409);
    if (device === 'desktop') {
      await gotoHydrated(page, platform('/dashboard/'));
      const others = await page
        .getByRole('link', { name: /^Quotes of / })
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '').filter(Boolean));
      const other = others.find((href) => !href.startsWith(store)) ?? '';
      await gotoHydrated(page, platform(other.replace(/quotes\/$/, 'collections/')));
      const foreignId = /collections\/(\d+)\/$/.exec(
        (await page
          .getByRole('list', { name: 'Collections' })
          .getByRole('link')
          .first()
          .getAttribute('href')) ?? '',
      )?.[1];
      expect(foreignId).toMatch(/^\d+$/);
      const foreign = platform(`${store}collections/${foreignId}/`);
      expect((await page.request.get(foreign)).status()).toBe(404);
      expect((await post(foreign, { intent: 'add-to-menu' })).status()).toBe(404);
      await gotoHydrated(page, collectionUrl);
    } else {
      await page.reload();
    }
    expect(await ordered()).toEqual(expected);

    // A banner from the store's files, its focal point moved with the arrow keys.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.locator('.banner-choices label').nth(1).click();
    const focal = page.getByRole('application', { name: 'Banner focal point' });
    await focal.focus();
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('button', { name: 'Save the collection' }).click();
    await statusText(page, COLLECTION_MESSAGES.saved);

    // The menu: a new item whose link comes from the picker.
    await gotoHydrated(page, platform(`${store}menu/`));
    await page.getByRole('button', { name: 'Add an item' }).click();
    await page.getByLabel('Find a link in this store').fill(name.slice(0, 20));
    await page.getByRole('button', { name: new RegExp(name) }).click();
    expect(await page.getByLabel('Link', { exact: true }).inputValue()).toBe(`/collection/${urlName}/`);
    expect(await page.getByLabel('Text', { exact: true }).inputValue()).toBe(name.slice(0, 40));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save the menu' }).click();
    await statusText(page, MENU_MESSAGES.saved);
    expect(unexpectedErrors(errors)).toEqual([]);

    // An anonymous shopper, at once: the collection in the new order, and the menu item in the header.
    await browser.context.clearCookies();
    const shopper = await browser.newConsentedPage();
    await shopper.goto(demo(`/collection/${urlName}/`));
    expect(await shopper.locator('h1').textContent()).toBe(name);
    const cards = await shopper.locator('.collection-page .product-card .product-name').allTextContents();
    expect(cards.map((text) => text.trim()).slice(0, 3)).toEqual(expected);
    expect(await shopper.locator('.collection-banner img').count()).toBe(1);
    if (device === 'desktop') {
      expect(
        await shopper
          .getByRole('navigation', { name: 'Main menu' })
          .getByRole('link', { name })
          .getAttribute('href'),
      ).toBe(`/collection/${urlName}/`);
    } else {
      await shopper.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await shopper.getByRole('button', { name: 'Open menu' }).click();
      await expect
        .poll(() => shopper.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name }).count())
        .toBe(1);
    }
  });
});
