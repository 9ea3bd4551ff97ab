import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAVE_MESSAGES, SHELL_MESSAGES } from '../../core/page-editor';
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
import { approveStore, openOwnStore } from '../support/own-store';
import { pageApi } from '../support/page-api';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const platform = (path = '/') => `http://localhost:${port}${path}`;
const storeOrigin = (subdomain: string, path = '/') => `http://${subdomain}.localhost:${port}${path}`;

/** Console errors other than the browser's note of the 409 this test causes on purpose. */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource: the server responded with a status of 409/.test(error));

let staff: ApiSession;
beforeAll(async () => {
  staff = await outboxReader(port, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
});

/** Saves and renders wait on a shared, busy machine: polls give them time. */
const WAIT = { timeout: 15_000 };

const editorReady = (page: Page) => page.waitForSelector('[data-editor-ready]');
const saveStatus = (page: Page) => page.locator('.editor-save-status').textContent();

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('the page editor on a %s', (device, viewport) => {
  const browser = useBrowser(viewport);

  it('adds a text block, types, undoes and redoes, saves for shoppers, keeps mine over a 409 and offers a draft back', async () => {
    const stamp = `${device}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const page = await browser.newConsentedPage();
    const errors = collectPageErrors(page);
    // Leaving with unsaved changes asks first; the test answers "leave".
    page.on('dialog', (dialog) => void dialog.accept());
    const { storeId, subdomain } = await openOwnStore(page, { port, staff, name: `Editor Shop ${stamp}` });
    await approveStore(port, storeId, viewport);

    // The owner opens the home page in preview on the store's own origin: the editor loads.
    await page.goto(
      platform(`/dashboard/stores/${storeId}/handoff/?to=${encodeURIComponent('/?preview=1')}`),
    );
    await page.waitForURL(storeOrigin(subdomain, '/?preview=1'));
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await editorReady(page);
    const pageId = Number(await page.locator('[data-editor-ready]').getAttribute('data-page-id'));
    expect(pageId).toBeGreaterThan(0);
    expect(await saveStatus(page)).toBe(SHELL_MESSAGES.allSaved);

    // The preview's own 'Add new block' slots open the palette; Escape closes it.
    const palette = page.getByRole('dialog', { name: /Add a block/ });
    await page.getByRole('button', { name: 'Add new block' }).first().click();
    await palette.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => palette.count(), WAIT).toBe(0);

    // Add a text block from the toolbar's palette: searchable, and the new block's panel opens with the focus.
    await page.getByRole('button', { name: 'Add block', exact: true }).click();
    await palette.getByLabel('Search blocks').fill('tex');
    await palette.getByLabel('Search blocks').press('ArrowDown');
    expect(
      await palette
        .getByRole('button', { name: 'Text', exact: true })
        .evaluate((b) => b === document.activeElement),
    ).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/page-editor-palette-${device}.png` });
    await page.keyboard.press('Enter');
    const sidebar = page.getByRole('complementary', { name: 'Text block' });
    await sidebar.waitFor();
    await expect
      .poll(() => sidebar.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    expect(await saveStatus(page)).toBe(SHELL_MESSAGES.unsaved);

    // Typing shows on the canvas at once, the page's own components rendering it.
    const words = `Fresh prints ${stamp}`;
    await sidebar.getByRole('textbox', { name: 'Text', exact: true }).click();
    await page.keyboard.type(words);
    const canvasText = page.locator('.editor-canvas').getByText(words);
    await expect.poll(() => canvasText.count(), WAIT).toBe(1);
    expect(await page.locator('[data-editor-selected]').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/page-editor-panel-${device}.png` });

    // Another viewport previews the unsaved page in a frame of its real width (on a phone, under "More").
    if (device === 'phone') {
      // The block's bottom sheet closed first, so the preview has the screen.
      await sidebar.getByRole('button', { name: /^Close/ }).click();
      await expect.poll(() => sidebar.count(), WAIT).toBe(0);
      const more = page.getByRole('button', { name: 'More editing tools' });
      await more.click();
      expect(await more.getAttribute('aria-expanded')).toBe('true');
    }
    await page.getByLabel('Preview width').selectOption('md');
    const preview = page.getByRole('region', { name: 'Previewing at md (768 px)' });
    await preview.waitFor(WAIT);
    const framed = page.frameLocator('iframe.viewport-preview-frame');
    await expect.poll(() => framed.getByText(words).count(), WAIT).toBe(1);
    expect(
      await framed
        .locator('body')
        .evaluate(() => [window.innerWidth, window.matchMedia('(min-width: 768px)').matches]),
    ).toEqual([768, true]);
    // The preview is in view, below the toolbar, wherever the canvas had been scrolled to.
    const bar = await preview.getByRole('button', { name: 'Close', exact: true }).boundingBox();
    const toolbar = await page.getByRole('region', { name: 'Page editor' }).boundingBox();
    expect(bar && toolbar && bar.y >= toolbar.y + toolbar.height && bar.y < viewport.viewport.height).toBe(
      true,
    );
    await page.screenshot({ path: `/tmp/page-editor-viewport-${device}.png` });
    await preview.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => preview.count(), WAIT).toBe(0);
    await expect.poll(() => canvasText.count(), WAIT).toBe(1);

    // Undo takes the words back, then the block; Redo brings both back.
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    const redo = page.getByRole('button', { name: 'Redo', exact: true });
    await undo.click();
    await expect.poll(() => canvasText.count(), WAIT).toBe(0);
    await undo.click();
    await expect.poll(() => saveStatus(page), WAIT).toBe(SHELL_MESSAGES.allSaved);
    await redo.click();
    await redo.click();
    await expect.poll(() => canvasText.count(), WAIT).toBe(1);

    // A block's Edit button opens its panel with the focus; Escape closes it and gives the focus back.
    const editButton = page
      .locator('[data-block-uid]', { has: page.getByText(words) })
      .locator('.block-edit');
    await editButton.focus();
    await page.keyboard.press('Enter');
    await sidebar.waitFor();
    await expect
      .poll(() => sidebar.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => sidebar.count(), WAIT).toBe(0);
    await expect
      .poll(() => editButton.evaluate((button) => button === document.activeElement), WAIT)
      .toBe(true);

    // Save: Saving…, then Saved; a shopper in a fresh browser sees the words at once.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => saveStatus(page), WAIT).toBe(SHELL_MESSAGES.saved);
    const shopperBrowser = await launchBrowser(viewport);
    const shopper = await shopperBrowser.newConsentedPage();
    await gotoHydrated(shopper, storeOrigin(subdomain, '/'));
    expect(await shopper.getByText(words).count()).toBe(1);
    expect(await shopper.getByRole('button', { name: 'Add new block' }).count()).toBe(0);
    await shopperBrowser.close();

    // Someone else saves the page meanwhile: the next save gets a 409 and asks; "Keep mine" saves mine.
    const current = await pageApi<{ version: number; properties: Record<string, unknown> }>(
      page,
      'GET',
      `/omnis/v3/divisions/${storeId}/pages/${pageId}/?imageType=object`,
    );
    expect(current.status).toBe(200);
    const theirs = await pageApi(
      page,
      'PATCH',
      `/omnis/v3/divisions/${storeId}/pages/${pageId}/?imageType=object`,
      {
        ...current.json,
        properties: { ...current.json.properties, description: 'Changed elsewhere' },
      },
    );
    expect(theirs.status).toBe(200);
    await page
      .locator('[data-block-uid]', { has: page.getByText(words) })
      .locator('.block-edit')
      .click();
    // Copied with Ctrl+C; the browser refuses to read the clipboard back, so Ctrl+V asks for the text,
    // offering this store's last copy.
    await page.evaluate(() => {
      navigator.clipboard.readText = () => Promise.reject(new DOMException('Refused', 'NotAllowedError'));
    });
    await page.keyboard.press('Control+c');
    await expect
      .poll(
        () =>
          page
            .getByRole('status')
            .filter({ hasText: SHELL_MESSAGES.copied(1) })
            .count(),
        WAIT,
      )
      .toBe(1);
    await page.keyboard.press('Control+v');
    const pasteDialog = page.getByRole('dialog', { name: SHELL_MESSAGES.pasteDialogTitle });
    await pasteDialog.waitFor();
    expect(await pasteDialog.getByLabel('Copied blocks').inputValue()).toContain('printfront/blocks');
    await pasteDialog.getByRole('button', { name: 'Paste', exact: true }).click();
    await expect.poll(() => canvasText.count(), WAIT).toBe(2);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = page.getByRole('alertdialog', { name: SHELL_MESSAGES.conflictTitle });
    await conflict.waitFor();
    expect(await conflict.textContent()).toContain(SAVE_MESSAGES.versionConflict);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await conflict.getByRole('button', { name: SHELL_MESSAGES.keepMine }).click();
    await expect.poll(() => saveStatus(page), WAIT).toBe(SHELL_MESSAGES.saved);
    const saved = await pageApi<{ version: number }>(
      page,
      'GET',
      `/omnis/v3/divisions/${storeId}/pages/${pageId}/?imageType=object`,
    );
    expect(saved.json.version).toBe(current.json.version + 2);

    // Unsaved work survives a reload: the editor offers it back.
    const edit = page
      .locator('[data-block-uid]', { has: page.getByText(words) })
      .first()
      .locator('.block-edit');
    const faded = page.locator('.editor-canvas .block-faded');
    const fadedBefore = await faded.count();
    await sidebar.getByRole('button', { name: /^Close/ }).click();
    await edit.click();
    await sidebar.getByRole('button', { name: 'Unpublish' }).click();
    await expect.poll(() => faded.count(), WAIT).toBe(fadedBefore + 1);
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('printfront-page-draft'))),
      )
      .toBe(true);
    await page.reload();
    await editorReady(page);
    const offer = page.getByRole('region', { name: 'Unsaved changes' });
    await offer.waitFor();
    expect(await faded.count()).toBe(fadedBefore);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/page-editor-draft-${device}.png`, fullPage: true });
    await offer.getByRole('button', { name: SHELL_MESSAGES.restoreDraft }).click();
    await expect.poll(() => faded.count(), WAIT).toBe(fadedBefore + 1);
    expect(await saveStatus(page)).toBe(SHELL_MESSAGES.unsaved);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => saveStatus(page), WAIT).toBe(SHELL_MESSAGES.saved);

    // Saved, the draft is gone.
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).some((key) => key.startsWith('printfront-page-draft')),
      ),
    ).toBe(false);

    expect(unexpected(errors)).toEqual([]);
  }, 180_000);
});
