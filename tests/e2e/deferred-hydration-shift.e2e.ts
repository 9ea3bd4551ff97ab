import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { type ApiSession, outboxReader } from '../support/api-session';
import { collectPageErrors, DESKTOP, useBrowser } from '../support/browser';
import { openOwnStore } from '../support/own-store';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const platform = (path: string) => `http://localhost:${port}${path}`;
const storeOrigin = (subdomain: string, path = '/') => `http://${subdomain}.localhost:${port}${path}`;

let staff: ApiSession;
beforeAll(async () => {
  staff = await outboxReader(port, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
});

/**
 * A busy browser: the page hydrates (the entry script's own idle callback) but no block gets idle time
 * after it, so every deferred block still waits for the shopper's first press, as on a slow phone.
 */
async function withoutIdleTimeAfterHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const requestIdle = window.requestIdleCallback.bind(window);
    let calls = 0;
    window.requestIdleCallback = (callback, options) => (calls++ === 0 ? requestIdle(callback, options) : 0);
  });
}

/** Where the page's blocks and what follows them are: each block's height and the footer's top. */
const layoutOf = (page: Page) =>
  page.evaluate(() => ({
    blocks: [...document.querySelectorAll<HTMLElement>('.blocks-cell')].map(
      (cell) => `${cell.dataset.block} ${cell.getBoundingClientRect().height}`,
    ),
    footerTop: document.querySelector('footer')?.getBoundingClientRect().top,
    subscribeTop: document
      .querySelector('[data-block="newsletterSubscribe"] button[type="submit"]')
      ?.getBoundingClientRect().top,
  }));

describe('deferred blocks hydrating on the first press', () => {
  const browser = useBrowser(DESKTOP);

  it("move nothing on a new store's starter home page, so the press lands where it was aimed", async () => {
    const page = await browser.newConsentedPage();
    await withoutIdleTimeAfterHydration(page);
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const { storeId, subdomain } = await openOwnStore(page, { port, staff, name: `Steady Shop ${stamp}` });
    // The owner's look at the new store, through the dashboard's handoff to its host.
    await page.goto(platform(`/dashboard/stores/${storeId}/handoff/?to=/`));
    await page.waitForURL(storeOrigin(subdomain, '/'));
    const errors = collectPageErrors(page);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // The starter page: a welcome, an empty product list, a button and a mailing list sign-up.
    await page.locator('[data-block="newsletterSubscribe"]').waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.blocksPending)).toBe('2');
    const before = await layoutOf(page);
    expect(before.blocks.map((block) => block.split(' ')[0])).toEqual([
      'text',
      'productList',
      'button',
      'newsletterSubscribe',
    ]);

    // The first press hydrates every block still waiting.
    await page.evaluate(() => window.dispatchEvent(new PointerEvent('pointerdown')));
    await page.waitForFunction(() => document.documentElement.dataset.blocksPending === undefined);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    expect(await layoutOf(page)).toEqual(before);
    expect(errors).toEqual([]);
  });
});
