import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHELL_MESSAGES } from '../../core/page-editor';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { type ApiSession, outboxReader } from '../support/api-session';
import { seriousAxeViolations } from '../support/axe';
import {
  collectPageErrors,
  DESKTOP,
  gotoHydrated,
  launchBrowser,
  PHONE,
  useBrowser,
} from '../support/browser';
import { keyboardSensorListening } from '../support/dnd-kit';
import { approveStore, OWN_STORE_PASSWORD, openOwnStore } from '../support/own-store';
import { testServerPort } from '../support/test-server';

/**
 * Issue 14's "Done means", tried as a merchant would: from the dashboard the owner opens the home page in
 * the editor, adds a banner with an uploaded image and a button linking to a collection through the link
 * picker, adds a text block and types into it, drags it above the banner, makes it half as wide, undoes
 * and redoes, saves; an anonymous shopper sees the new page at once. Meanwhile a second browser saves the
 * same page and the first gets the conflict choice. Then the theme selector switches the storefront's
 * colours and fonts.
 */
const port = testServerPort();
const platform = (path = '/') => `http://localhost:${port}${path}`;
const storeOrigin = (subdomain: string, path = '/') => `http://${subdomain}.localhost:${port}${path}`;
/** Saves and renders wait on a shared, busy machine: polls give them time. */
const WAIT = { timeout: 15_000 };

let staff: ApiSession;
beforeAll(async () => {
  staff = await outboxReader(port, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
});

const saveStatus = (page: Page) => page.locator('.editor-save-status').textContent();
const canvasFrame = (page: Page, type: string): Locator =>
  page.locator(`.editor-canvas .blocks > [data-block-uid][data-block="${type}"]`);
/** The page blocks' types in page order, as the canvas shows them. */
const canvasTypes = (page: Page) =>
  page
    .locator('.editor-canvas .blocks > [data-block-uid]')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-block')));
const liveRegion = (page: Page) =>
  page.locator('[id^="DndLiveRegion"]').evaluateAll((regions) => regions.map((r) => r.textContent).join(' '));

async function logInOnPlatform(page: Page, email: string, password: string) {
  await gotoHydrated(page, platform('/login/'));
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(platform('/dashboard/'));
}

/** From the dashboard's Pages list, "Edit page" on the home page: the editor on the store's origin. */
async function openHomeInEditor(page: Page, storeId: number, subdomain: string) {
  await gotoHydrated(page, platform(`/dashboard/stores/${storeId}/pages/`));
  await page
    .getByRole('link', { name: /^Edit page / })
    .first()
    .click();
  await page.waitForURL(storeOrigin(subdomain, '/?preview=1'));
  await page.waitForSelector('[data-editor-ready]');
  await page.locator('.canvas-dnd-handle').first().waitFor({ state: 'attached' });
}

async function addFromPalette(page: Page, title: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add block', exact: true }).click();
  const palette = page.getByRole('dialog', { name: /Add a block/ });
  await palette.getByLabel('Search blocks').fill(title);
  await palette.getByRole('button', { name: title, exact: true }).click();
  const sidebar = page.getByRole('complementary', { name: `${title} block` });
  await sidebar.waitFor();
  return sidebar;
}

/** A collection of the owner's store, made in the dashboard, for the banner's button to link to. */
async function createCollection(page: Page, storeId: number, name: string) {
  await gotoHydrated(page, platform(`/dashboard/stores/${storeId}/collections/new/`));
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create the collection' }).click();
  await page.waitForURL(/\/collections\/\d+\/\?created=1$/);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('a merchant builds the home page in the editor on a %s', (device, viewport) => {
  const browser = useBrowser(viewport);

  it('banner with an uploaded image and a collection button, a text above it at half width, undo and redo, save, conflict, theme', async () => {
    const stamp = `${device}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const page = await browser.newConsentedPage();
    const errors = collectPageErrors(page);
    page.on('dialog', (dialog) => void dialog.accept());
    const name = `Merchant Shop ${stamp}`;
    const { storeId, subdomain } = await openOwnStore(page, { port, staff, name });
    await approveStore(port, storeId, viewport);
    const collection = `Summer ${stamp}`;
    await createCollection(page, storeId, collection);

    await openHomeInEditor(page, storeId, subdomain);
    const before = await canvasTypes(page);

    // A banner: title, an image uploaded from the device, a button linking to the collection.
    const banner = await addFromPalette(page, 'Banner');
    // The selected full-width block's handles stay inside the page: nothing scrolls sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    const title = `Prints for ${stamp}`;
    await banner.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    const photo = await sharp({
      create: { width: 1200, height: 500, channels: 3, background: { r: 30, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    await banner
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'beach.png', mimeType: 'image/png', buffer: photo });
    await expect
      .poll(() => canvasFrame(page, 'banner').locator('img').first().getAttribute('src'), WAIT)
      .toMatch(/library/);
    await banner.getByRole('button', { name: 'Add to actions' }).click();
    const action = banner.locator('.panel-item-body').last();
    await action.getByRole('textbox', { name: 'Text', exact: true }).fill('Shop summer');
    await action.getByRole('button', { name: 'Choose a link' }).click();
    await action.getByLabel('Find a product, collection, page, blog post or studio link').fill('Summer');
    await action.locator('.panel-link-choice', { hasText: collection }).click();
    await expect
      .poll(
        () => canvasFrame(page, 'banner').getByRole('link', { name: 'Shop summer' }).getAttribute('href'),
        WAIT,
      )
      .toMatch(/^\/collection\/summer-/);

    // A text block, added after the banner, typed into.
    const textPanel = await addFromPalette(page, 'Text');
    const words = `Hand printed in Leeds ${stamp}`;
    await textPanel.getByRole('textbox', { name: 'Text', exact: true }).click();
    await page.keyboard.type(words);
    await expect.poll(() => page.locator('.editor-canvas').getByText(words).count(), WAIT).toBe(1);
    expect(await canvasTypes(page)).toEqual([...before, 'banner', 'text']);
    await page.keyboard.press('Escape');

    // Dragged above the banner: by the pointer on a desktop, by the keyboard on a phone.
    const textUid = await canvasFrame(page, 'text').last().getAttribute('data-block-uid');
    const handle = page.locator(`.canvas-dnd-handle[data-handle-for="${textUid}"]`);
    if (device === 'desktop') {
      await canvasFrame(page, 'banner').evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const textBox = await canvasFrame(page, 'text').last().boundingBox();
      if (!textBox) throw new Error('the text block is not on the canvas');
      await page.mouse.move(textBox.x + textBox.width / 2, textBox.y + textBox.height / 2);
      const grip = await handle.boundingBox();
      if (!grip) throw new Error('no drag handle on the text block');
      await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
      await page.mouse.down();
      await page.mouse.move(grip.x + grip.width / 2 + 8, grip.y + grip.height / 2 - 8, { steps: 2 });
      const bannerBox = await canvasFrame(page, 'banner').boundingBox();
      if (!bannerBox) throw new Error('the banner is not on the canvas');
      await page.mouse.move(bannerBox.x + bannerBox.width / 2, bannerBox.y + 24, { steps: 12 });
      await expect.poll(() => page.locator('.canvas-dnd-slot[data-over]').count(), WAIT).toBe(1);
      await page.mouse.up();
    } else {
      await handle.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => liveRegion(page), WAIT).toContain('Picked up Text block');
      await keyboardSensorListening(page);
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => liveRegion(page), WAIT).toContain('Text block is over position');
      await page.keyboard.press('Space');
      await expect.poll(() => liveRegion(page), WAIT).toContain('Moved Text block to position');
    }
    await expect.poll(() => canvasTypes(page), WAIT).toEqual([...before, 'text', 'banner']);

    // Half as wide on the grid (6 of 12 columns; 3 of the phone's 6).
    await page.locator('.editor-canvas').getByText(words).click();
    const slider = page.getByRole('slider', { name: 'Width of the Text block' });
    await slider.waitFor();
    const columns = Number(await slider.getAttribute('aria-valuemax'));
    const full = Number(await slider.getAttribute('aria-valuenow'));
    const half = columns / 2;
    await slider.focus();
    for (let width = full; width > half; width -= 1) await page.keyboard.press('ArrowLeft');
    await expect.poll(() => slider.getAttribute('aria-valuenow'), WAIT).toBe(String(half));
    const spanClass = device === 'phone' ? `blocks-span-xs-${half}` : `blocks-span-${half}`;
    await expect
      .poll(() => canvasFrame(page, 'text').last().getAttribute('class'), WAIT)
      .toContain(spanClass);

    // Undo takes the width back; Redo makes it half again (the toolbar's buttons and Ctrl+Shift+Z).
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect
      .poll(() => canvasFrame(page, 'text').last().getAttribute('class'), WAIT)
      .not.toContain(spanClass);
    await page.locator('body').press('Control+Shift+Z');
    await expect
      .poll(() => canvasFrame(page, 'text').last().getAttribute('class'), WAIT)
      .toContain(spanClass);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/page-editor-merchant-${device}.png` });

    // Save: an anonymous shopper sees the new page at once.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => saveStatus(page), WAIT).toBe(SHELL_MESSAGES.saved);
    const shopperBrowser = await launchBrowser(viewport);
    try {
      const shopper = await shopperBrowser.newConsentedPage();
      await gotoHydrated(shopper, storeOrigin(subdomain, '/'));
      const shown = await shopper
        .locator('.blocks > [data-block]')
        .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-block')));
      expect(shown.slice(-2)).toEqual(['text', 'banner']);
      expect(await shopper.getByText(words).count()).toBe(1);
      expect(await shopper.getByRole('heading', { name: title }).count()).toBe(1);
      expect(await shopper.getByRole('link', { name: 'Shop summer' }).getAttribute('href')).toMatch(
        /^\/collection\/summer-/,
      );
      expect(await shopper.locator('[data-block="text"]').last().getAttribute('class')).toContain(spanClass);
      await shopper.screenshot({ path: `/tmp/page-editor-merchant-shopper-${device}.png`, fullPage: true });
    } finally {
      await shopperBrowser.close();
    }

    // A second browser, the same owner, saves the page meanwhile: the first gets the conflict choice.
    const second = await launchBrowser(viewport);
    try {
      const other = await second.newConsentedPage();
      other.on('dialog', (dialog) => void dialog.accept());
      await logInOnPlatform(other, `${subdomain}@example.test`, OWN_STORE_PASSWORD);
      await openHomeInEditor(other, storeId, subdomain);
      const theirWords = `Changed in another browser ${stamp}`;
      const theirText = await addFromPalette(other, 'Text');
      await theirText.getByRole('textbox', { name: 'Text', exact: true }).click();
      await other.keyboard.type(theirWords);
      await other.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => saveStatus(other), WAIT).toBe(SHELL_MESSAGES.saved);

      await page.locator('.editor-canvas').getByText(words).click();
      const textField = page
        .getByRole('complementary', { name: 'Text block' })
        .getByRole('textbox', { name: 'Text', exact: true });
      await textField.click();
      await page.keyboard.press('End');
      await page.keyboard.type(' and more');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const conflict = page.getByRole('alertdialog', { name: SHELL_MESSAGES.conflictTitle });
      await conflict.waitFor(WAIT);
      expect(await conflict.getByRole('button', { name: SHELL_MESSAGES.keepMine }).count()).toBe(1);
      await conflict.getByRole('button', { name: SHELL_MESSAGES.reloadTheirs }).click();
      await expect.poll(() => page.locator('.editor-canvas').getByText(theirWords).count(), WAIT).toBe(1);
      expect(await page.locator('.editor-canvas').getByText(`${words} and more`).count()).toBe(0);
    } finally {
      await second.close();
    }

    // The theme selector: Charcoal applied in one click; the shopper's next page has its colours and fonts.
    await gotoHydrated(page, platform(`/dashboard/stores/${storeId}/theme/`));
    await page.getByRole('button', { name: 'Apply Charcoal' }).first().click();
    await expect
      .poll(
        () => page.getByRole('status').filter({ hasText: 'Your store now uses the Charcoal theme.' }).count(),
        WAIT,
      )
      .toBe(1);
    const themed = await launchBrowser(viewport);
    try {
      const shopper = await themed.newConsentedPage();
      await gotoHydrated(shopper, storeOrigin(subdomain, '/'));
      const style = (name: string) =>
        shopper.evaluate(
          (property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(),
          name,
        );
      expect(await style('--primary-color')).toBe('#f2a541');
      expect(await style('--text-font')).toBe('Open Sans');
      expect(await shopper.getByText(words).count()).toBe(1);
    } finally {
      await themed.close();
    }
    expect(errors.filter((error) => !/status of 409/.test(error))).toEqual([]);
  }, 180_000);
});
