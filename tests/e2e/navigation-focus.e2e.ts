import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { collectPageErrors, DESKTOP, gotoHydrated, PHONE, useBrowser } from '../support/browser';
import { whereFocusIs } from '../support/focus';
import { testServerPort } from '../support/test-server';

/**
 * After an in-app navigation to a new page, focus is on the page's main heading, as after a document load
 * (navigation-focus.tsx): the menu that held the link has closed and the next Tab goes into the page. What
 * keeps the page (a sort, adding to the basket) leaves focus where it is.
 */
const port = testServerPort();
const demo = (path = '/') => `http://demo.localhost:${port}${path}`;

/** Marks the window: a navigation in the app keeps the mark, a document load loses it. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

/** The heading has focus, and the next Tab goes to something in the page after it. */
async function expectFocusOnHeading(page: Page, heading: string) {
  await expect
    .poll(() => whereFocusIs(page))
    .toMatchObject({ tag: 'h1', text: heading, isMainHeading: true });
  expect(await page.locator('main h1').getAttribute('tabindex')).toBe('-1');
  await page.keyboard.press('Tab');
  expect(await whereFocusIs(page)).toMatchObject({ isMainHeading: false, inMain: true });
  // Focusable only while it had focus: a click on the heading does not focus it.
  expect(await page.locator('main h1').getAttribute('tabindex')).toBeNull();
}

describe('focus after navigating on a phone', () => {
  const browser = useBrowser(PHONE);

  it("moves focus from the phone menu's link to the new page's heading, with the menu closed", async () => {
    const page = await browser.newConsentedPage();
    const errors = collectPageErrors(page);
    await gotoHydrated(page, demo('/'));
    await markDocument(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.getByRole('button', { name: 'Shop' }).click();
    await menu.getByRole('link', { name: 'T-Shirts' }).click();
    await page.waitForURL(demo('/collection/t-shirts/'));

    expect(await sameDocument(page)).toBe(true);
    expect(await menu.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    await expectFocusOnHeading(page, 'T-Shirts');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps focus on Add to basket while it adds, off the heading', async () => {
    const page = await browser.newConsentedPage();
    await gotoHydrated(page, demo('/product/summit-sunrise-tee/'));
    await page.evaluate(() =>
      document
        .querySelector('main h1')
        ?.addEventListener('focus', () => Object.assign(window, { headingFocused: true })),
    );
    await page.locator('.size-option').filter({ hasText: /^M$/ }).click();
    const add = page.getByRole('button', { name: 'Add to basket' });
    await add.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('basket-count').textContent()).toBe('1');
    await expect.poll(() => add.getAttribute('aria-disabled')).toBeNull();
    expect(await page.evaluate(() => 'headingFocused' in window)).toBe(false);
    // Busy is aria-disabled, not disabled: a disabled button would drop the keyboard's focus to the page.
    expect(await whereFocusIs(page)).toMatchObject({
      isMainHeading: false,
      tag: 'button',
      text: 'Add to basket',
    });
    expect(await page.locator('main h1').getAttribute('tabindex')).toBeNull();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it("keeps focus on a colour swatch when it shows the product in that colour, at the colour's address", async () => {
    const page = await browser.newConsentedPage();
    await gotoHydrated(page, demo('/product/summit-sunrise-tee/'));
    await markDocument(page);
    const green = page.locator('.colour-selector').getByRole('link', { name: 'Forest Green' });
    await green.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(demo('/product/summit-sunrise-tee/forest-green/'));
    await expect.poll(() => green.getAttribute('aria-current')).toBe('true');
    expect(await sameDocument(page)).toBe(true);
    expect(await whereFocusIs(page)).toMatchObject({ tag: 'a', isMainHeading: false, inMain: true });
    expect(await green.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.close();
  });
});

describe('focus after navigating on a desktop', () => {
  const browser = useBrowser(DESKTOP);

  it("moves focus from a sub-menu's link, followed by keyboard, to the new page's heading, with the sub-menu closed", async () => {
    const page = await browser.newConsentedPage();
    const errors = collectPageErrors(page);
    await gotoHydrated(page, demo('/'));
    await markDocument(page);
    const shop = page.locator('.main-menu > li.has-submenu').first();
    await shop.locator('> a').focus();
    await expect.poll(() => shop.locator('.sub-menu').isVisible()).toBe(true);
    await shop.locator('.sub-menu').getByRole('link', { name: 'Bags' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(demo('/collection/bags/'));

    expect(await sameDocument(page)).toBe(true);
    await expect
      .poll(() => whereFocusIs(page))
      .toMatchObject({ tag: 'h1', text: 'Bags', isMainHeading: true });
    expect(await shop.locator('.sub-menu').isVisible()).toBe(false);
    expect(await shop.locator('> a').getAttribute('aria-expanded')).toBe('false');
    // Brought there by the keyboard: the theme's focus style shows on the heading.
    const heading = page.locator('main h1');
    expect(await heading.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
    expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
    await expectFocusOnHeading(page, 'Bags');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("moves focus from a link of the static footer and from a static block to the new page's heading, in the app", async () => {
    const page = await browser.newConsentedPage();
    await gotoHydrated(page, demo('/'));
    await markDocument(page);
    const pod = page.locator('section.blocks > [data-static-block][data-block="pod"] a').first();
    const href = (await pod.getAttribute('href')) ?? '';
    await pod.click();
    await page.waitForURL(demo(href));
    expect(await sameDocument(page)).toBe(true);
    await expect.poll(() => whereFocusIs(page)).toMatchObject({ tag: 'h1', isMainHeading: true });
    // Brought there by a click: no outline, as on any element clicked.
    const heading = page.locator('main h1');
    expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');

    const sitemap = page.locator('.store-footer').getByRole('link', { name: 'Sitemap' });
    await sitemap.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(demo('/sitemap/'));
    expect(await sameDocument(page)).toBe(true);
    await expectFocusOnHeading(page, 'Sitemap');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it("closes the account menu on navigating from it, and focuses the new page's heading", async () => {
    const page = await browser.newConsentedPage();
    await gotoHydrated(page, demo('/collection/t-shirts/'));
    const account = page.locator('details.account-menu');
    await account.locator('summary').click();
    expect(await account.getAttribute('open')).not.toBeNull();
    await account.getByRole('link', { name: 'Find an order' }).click();
    await page.waitForURL(/\/order-history\/$/);
    await expect.poll(() => account.getAttribute('open')).toBeNull();
    await expect.poll(() => whereFocusIs(page)).toMatchObject({ tag: 'h1', isMainHeading: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it('keeps focus on the sort when it reorders the collection', async () => {
    const page = await browser.newConsentedPage();
    await gotoHydrated(page, demo('/collection/t-shirts/'));
    const sort = page.locator('#sort');
    await sort.focus();
    await sort.selectOption('price-low');
    await page.waitForURL(demo('/collection/t-shirts/?sort=price-low'));
    expect(await whereFocusIs(page)).toMatchObject({ tag: 'select', isMainHeading: false, inMain: true });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('sort');
    await page.close();
  });
});
