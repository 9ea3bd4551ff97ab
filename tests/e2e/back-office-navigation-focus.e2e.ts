import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { seriousAxeViolations } from '../support/axe';
import { collectPageErrors, DESKTOP, gotoHydrated, PHONE, useBrowser } from '../support/browser';
import { demoStoreId, logIn, platformUrl } from '../support/dashboard-session';
import { whereFocusIs } from '../support/focus';

/**
 * The seller dashboard and the operator back office move focus as the storefront does (navigation-focus.tsx):
 * after a link of their navigation, focus is on the new page's heading inside the main region, so a screen
 * reader announces the page and the next Tab goes into it; the skip link leads to that region.
 */

/** Follows a navigation link by keyboard and expects focus on the new page's heading, then Tab into the page. */
async function followByKeyboard(page: Page, navigation: string, link: string, heading: RegExp) {
  const target = page
    .getByRole('navigation', { name: navigation })
    .getByRole('link', { name: link, exact: true });
  await target.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => whereFocusIs(page)).toMatchObject({ tag: 'h1', isMainHeading: true });
  expect((await whereFocusIs(page)).text).toMatch(heading);
  await page.keyboard.press('Tab');
  expect(await whereFocusIs(page)).toMatchObject({ isMainHeading: false, inMain: true });
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('focus after navigating the back office on a %s', (_device, viewport) => {
  const browser = useBrowser(viewport);

  it("moves the owner's focus from the store dashboard's navigation to the new page's heading", async () => {
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    await logIn(page);
    const storeId = await demoStoreId(page);
    await gotoHydrated(page, platformUrl(`/dashboard/stores/${storeId}/`));
    await followByKeyboard(page, 'Store dashboard', 'Products', /^Products/);
    await followByKeyboard(page, 'Store dashboard', 'Orders', /^Orders/);
    // The skip link is the first stop of the keyboard and leads to the main region.
    await gotoHydrated(page, platformUrl(`/dashboard/stores/${storeId}/products/`));
    await page.keyboard.press('Tab');
    expect(await whereFocusIs(page)).toMatchObject({ tag: 'a', text: 'Skip to content' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("moves staff's focus from the operator navigation to the new page's heading", async () => {
    await browser.context.clearCookies();
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    await gotoHydrated(page, platformUrl('/login/'));
    await page.getByLabel('Email address').fill(DEMO_ACCOUNTS.staff);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/(atlas|dashboard)\//);
    await gotoHydrated(page, platformUrl('/atlas/orders/'));
    await followByKeyboard(page, 'Operator', 'Factory', /./);
    await followByKeyboard(page, 'Operator', 'Stores', /./);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
