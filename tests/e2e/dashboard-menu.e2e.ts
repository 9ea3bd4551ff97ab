import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MENU_MESSAGES } from '../../core/store';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { type ApiSession, outboxReader } from '../support/api-session';
import { seriousAxeViolations } from '../support/axe';
import { collectPageErrors, DESKTOP, gotoHydrated, PHONE, useBrowser } from '../support/browser';
import { keyboardSensorListening } from '../support/dnd-kit';
import { openOwnStore } from '../support/own-store';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const platform = (path = '/') => `http://localhost:${port}${path}`;

/** Console errors other than the browser's note of a form refused (422), which these tests may cause. */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource: the server responded with a status of 422/.test(error));

let staff: ApiSession;
beforeAll(async () => {
  staff = await outboxReader(port, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
});

/** The menu as the editor shows it: top-level names, each with its sub-menu's names. */
async function menuShape(page: Page): Promise<string[]> {
  return page.locator('.menu-editor > ol > li.menu-entry').evaluateAll((entries) =>
    entries.map((entry) => {
      const own = entry.querySelector(':scope > .menu-item .menu-item-text')?.textContent ?? '';
      const subs = [...entry.querySelectorAll(':scope > .menu-submenu .menu-item-text')].map(
        (node) => node.textContent,
      );
      return subs.length ? `${own} (${subs.join(', ')})` : own;
    }),
  );
}

const handle = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^Move ${name},`) });
const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]').first();

/**
 * Presses keys on a focused drag handle as a person would: one at a time, each given a few frames (dnd-kit
 * measures and moves the held item on animation frames). After the key that picks the item up, waits until
 * the handle is held (aria-pressed) and the keyboard sensor listens: on a busy machine an arrow pressed
 * sooner is lost.
 */
async function pressKeys(page: Page, keys: string[]) {
  for (const [index, key] of keys.entries()) {
    await page.keyboard.press(key);
    if (index === 0 && key === 'Space') {
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-pressed') ?? null))
        .toBe('true');
      await keyboardSensorListening(page);
    } else {
      await page.waitForTimeout(120);
    }
  }
}

/** Picks an item up with the keyboard, presses `keys`, and drops it. */
async function moveByKeyboard(page: Page, name: string, keys: string[]) {
  await handle(page, name).focus();
  await pressKeys(page, ['Space', ...keys, 'Space']);
}

/** Drags a handle with the pointer by (dx, dy), in small steps as a hand would. */
async function drag(page: Page, from: Locator, dx: number, dy: number) {
  await from.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await from.boundingBox();
  if (!box) throw new Error('nothing to drag');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(x + (dx * step) / 10, y + (dy * step) / 10);
    await page.waitForTimeout(30);
  }
  await page.mouse.up();
}

const centreY = async (locator: Locator) => {
  const box = await locator.boundingBox();
  return box ? box.y + box.height / 2 : 0;
};

async function addItem(page: Page, text: string, href: string) {
  await page.getByRole('button', { name: 'Add an item' }).click();
  await page.getByLabel('Text', { exact: true }).fill(text);
  await page.getByLabel('Link', { exact: true }).fill(href);
}

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  describe(`the menu tree on a ${device}`, () => {
    const browser = useBrowser(viewport);

    it('moves items between levels by keyboard and by drag, refuses a third level, reorders segments, and saves', async () => {
      const stamp = `${device}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
      const page = await browser.newPage();
      const errors = collectPageErrors(page);
      const { storeId } = await openOwnStore(page, { port, staff, name: `Menu Tree ${stamp}` });
      const menuPage = platform(`/dashboard/stores/${storeId}/menu/`);
      await gotoHydrated(page, menuPage);
      await addItem(page, 'Shop', '/shop/');
      await addItem(page, 'About', '/about/');
      await addItem(page, 'Blog', '/blog/');
      await page.getByRole('button', { name: /^Edit Blog/ }).click();
      expect(await menuShape(page)).toEqual(['Shop', 'About', 'Blog']);

      // Keyboard: right puts About into the sub-menu of the item above, and says so.
      await moveByKeyboard(page, 'About', ['ArrowRight']);
      await expect.poll(() => menuShape(page)).toEqual(['Shop (About)', 'Blog']);
      await expect
        .poll(() => liveRegion(page).textContent())
        .toContain('About was dropped in the sub-menu of Shop, position 1 of 1.');

      // A third level is refused with its message; About stays where it was.
      await moveByKeyboard(page, 'About', ['ArrowRight']);
      await expect.poll(() => page.locator('.menu-move-note').textContent()).toBe(MENU_MESSAGES.tooDeep);
      expect(await menuShape(page)).toEqual(['Shop (About)', 'Blog']);

      // Pointer: Blog dragged above Shop, which takes its sub-menu along.
      const blog = handle(page, 'Blog');
      await blog.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await drag(page, blog, 0, (await centreY(handle(page, 'Shop'))) - (await centreY(blog)) - 8);
      await expect.poll(() => menuShape(page)).toEqual(['Blog', 'Shop (About)']);

      // An item with a sub-menu does not go into another's: refused, with its message.
      await moveByKeyboard(page, 'Shop', ['ArrowRight']);
      await expect
        .poll(() => page.locator('.menu-move-note').textContent())
        .toBe(MENU_MESSAGES.parentCannotNest);
      expect(await menuShape(page)).toEqual(['Blog', 'Shop (About)']);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Segments of Blog, put in order by keyboard and by drag.
      await page.getByRole('button', { name: /^Edit Blog/ }).click();
      await page.getByRole('button', { name: 'Add a segment to Blog' }).click();
      await page.getByRole('button', { name: 'Add a segment to Blog' }).click();
      const titles = page.getByLabel('Segment title');
      await titles.nth(0).fill('First');
      await titles.nth(1).fill('Second');
      await page.getByRole('button', { name: 'Move segment Second, position 2 of 2' }).focus();
      await pressKeys(page, ['Space', 'ArrowUp']);
      // Dropped only once dnd-kit has the segment over its new place (on a busy machine, later than 120 ms).
      await expect
        .poll(() => page.locator('[id^="DndLiveRegion"]').allTextContents())
        .toContainEqual(expect.stringContaining('is now at position 1 of 2'));
      await page.keyboard.press('Space');
      await expect.poll(() => titles.nth(0).inputValue()).toBe('Second');
      // Dragged most of the way to the box above (not just past halfway, which a busy machine's late pointer
      // events left short in three of four CI runs), the lower one takes its place.
      const first = page.getByRole('button', { name: 'Move segment First, position 2 of 2' });
      const boxes = page.locator('.menu-segment-fields');
      await first.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const distance = (await centreY(boxes.nth(0))) - (await centreY(boxes.nth(1)));
      await drag(page, first, 0, distance * 0.9);
      await expect.poll(() => titles.nth(0).inputValue()).toBe('First');
      await page.getByRole('button', { name: 'Add a link to First' }).click();
      await page.getByLabel('Link 1 text').fill('Chat');
      await page.getByLabel('Link 1 address').fill('@open-chat');
      await page.getByRole('button', { name: 'Add a link to Second' }).click();
      await page.getByLabel('Link 1 text').nth(1).fill('Help');
      await page.getByLabel('Link 1 address').nth(1).fill('/help/');

      await page.getByRole('button', { name: 'Save the menu' }).click();
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: MENU_MESSAGES.saved }).count())
        .toBe(1);
      await gotoHydrated(page, menuPage);
      expect(await menuShape(page)).toEqual(['Blog', 'Shop (About)']);
      expect(await page.locator('.menu-entry').first().textContent()).toContain('2 segments');

      // Pointer: About dragged left out of the sub-menu, to the top level after Shop.
      await drag(page, handle(page, 'About'), -60, 0);
      await expect.poll(() => menuShape(page)).toEqual(['Blog', 'Shop', 'About']);
      await page.getByRole('button', { name: 'Save the menu' }).click();
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: MENU_MESSAGES.saved }).count())
        .toBe(1);
      await gotoHydrated(page, menuPage);
      expect(await menuShape(page)).toEqual(['Blog', 'Shop', 'About']);
      await page.getByRole('button', { name: /^Edit Blog/ }).click();
      expect(await page.getByLabel('Segment title').nth(0).inputValue()).toBe('First');
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(unexpected(errors)).toEqual([]);
    });
  });
}
