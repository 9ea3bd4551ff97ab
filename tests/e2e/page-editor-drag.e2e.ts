import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { type ApiSession, outboxReader } from '../support/api-session';
import { seriousAxeViolations } from '../support/axe';
import { collectPageErrors, DESKTOP, PHONE, useBrowser } from '../support/browser';
import { keyboardSensorListening } from '../support/dnd-kit';
import { openOwnStore } from '../support/own-store';
import { pageApi } from '../support/page-api';
import { testServerPort } from '../support/test-server';

/**
 * Drag and resize on the page editor's canvas (issue 14): the owner's own page in preview, blocks moved by
 * keyboard and by pointer (into a row), a page block made wider by keyboard and by pointer.
 */
const port = testServerPort();
const platform = (path = '/') => `http://localhost:${port}${path}`;
const storeOrigin = (subdomain: string, path = '/') => `http://${subdomain}.localhost:${port}${path}`;

let staff: ApiSession;
beforeAll(async () => {
  staff = await outboxReader(port, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
});

const text = (words: string, x: number) => ({
  uid: `text-${randomUUID().slice(0, 8)}`,
  type: 'text',
  size: { x, y: 1 },
  properties: { text: `<p>${words}</p>` },
});

/** Alpha and Bravo (half width each), then a row holding one text. */
function dragPage(storeId: number, url: string) {
  const rowUid = `row-${randomUUID().slice(0, 8)}`;
  return {
    url,
    layout: 'standard',
    flags: {},
    properties: { title: 'Drag test' },
    blocks: [
      text('Alpha words', 6),
      text('Bravo words', 6),
      { uid: rowUid, type: 'row', size: { x: 12, y: 1 }, properties: {}, items: [text('Row words', 6)] },
    ],
    published: true,
    divisionId: storeId,
  };
}

/** The page blocks' words in page order (the region's own cells, not a row's items). */
const pageOrder = (page: Page) =>
  page
    .locator('.editor-canvas .blocks > [data-block-uid], .editor-canvas .blocks > * > [data-block-uid]')
    .evaluateAll((cells) =>
      cells.map((cell) => (cell.textContent?.match(/(Alpha|Bravo|Row) words/g) ?? []).join('+')),
    );

const frameOf = (page: Page, words: string): Locator =>
  page.locator('.editor-canvas .blocks-cell[data-block-uid]', { hasText: words }).last();

async function handleFor(page: Page, words: string): Promise<Locator> {
  const uid = await frameOf(page, words).getAttribute('data-block-uid');
  if (!uid) throw new Error(`no block with ${words}`);
  return page.locator(`.canvas-dnd-handle[data-handle-for="${uid}"]`);
}

const liveRegion = (page: Page) =>
  page.locator('[id^="DndLiveRegion"]').evaluateAll((regions) => regions.map((r) => r.textContent).join(' '));

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('dragging and resizing blocks in the page editor on a %s', (device, viewport) => {
  const browser = useBrowser(viewport);

  it('moves blocks by keyboard and pointer, into a row, and resizes on the grid', async () => {
    const stamp = `${device}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const page = await browser.newConsentedPage();
    const errors = collectPageErrors(page);
    page.on('dialog', (dialog) => void dialog.accept());
    const { storeId, subdomain } = await openOwnStore(page, { port, staff, name: `Drag Shop ${stamp}` });
    await page.goto(
      platform(`/dashboard/stores/${storeId}/handoff/?to=${encodeURIComponent('/?preview=1')}`),
    );
    await page.waitForURL(storeOrigin(subdomain, '/?preview=1'));
    const url = `/drag-${stamp}/`;
    const created = await pageApi(
      page,
      'POST',
      `/omnis/v3/divisions/${storeId}/pages/`,
      dragPage(storeId, url),
    );
    expect(created.status).toBe(200);
    await page.goto(storeOrigin(subdomain, `${url}?preview=1`));
    await page.waitForSelector('[data-editor-ready]');
    await page.locator('.canvas-dnd-handle').first().waitFor({ state: 'attached' });
    expect(await pageOrder(page)).toEqual(['Alpha', 'Bravo', 'Row'].map((word) => `${word} words`));

    // Keyboard: pick Bravo up, one place up (before Alpha), drop.
    const bravo = await handleFor(page, 'Bravo words');
    expect(await bravo.getAttribute('aria-label')).toBe('Drag Text block');
    await bravo.focus();
    expect(await bravo.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await page.keyboard.press('Space');
    await expect.poll(() => liveRegion(page)).toContain('Picked up Text block at position 2 of the page.');
    await keyboardSensorListening(page);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => liveRegion(page)).toContain('Text block is over position 1 of the page.');
    expect(await page.locator('.canvas-dnd-slot[data-over]').count()).toBe(1);
    await page.keyboard.press('Space');
    await expect.poll(() => pageOrder(page)).toEqual(['Bravo words', 'Alpha words', 'Row words']);
    expect(await liveRegion(page)).toContain('Moved Text block to position 1 of the page.');

    // Pointer: Alpha into the row, after its text.
    const alpha = await handleFor(page, 'Alpha words');
    const alphaFrame = await frameOf(page, 'Alpha words').boundingBox();
    if (!alphaFrame) throw new Error('Alpha is not on the canvas');
    await page.mouse.move(alphaFrame.x + alphaFrame.width / 2, alphaFrame.y + alphaFrame.height / 2);
    const grip = await alpha.boundingBox();
    if (!grip) throw new Error('no handle for Alpha');
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    const rowItem = page.locator('.editor-canvas .block-item[data-block-uid]', { hasText: 'Row words' });
    await rowItem.scrollIntoViewIfNeeded();
    const item = await rowItem.boundingBox();
    if (!item) throw new Error('no row item');
    const target = { x: item.x + item.width * 0.8, y: item.y + item.height / 2 };
    await page.mouse.move(target.x, target.y, { steps: 12 });
    await expect
      .poll(() => page.locator('.canvas-dnd-slot[data-over]').getAttribute('data-slot'))
      .toMatch(/^slot:row-/);
    await page.screenshot({ path: `/tmp/page-editor-dragging-${device}.png` });
    await page.mouse.up();
    await expect.poll(() => pageOrder(page)).toEqual(['Bravo words', 'Row words+Alpha words']);
    await expect
      .poll(() =>
        page.locator('.editor-canvas .block-item[data-block-uid]', { hasText: 'Alpha words' }).count(),
      )
      .toBe(1);

    // Resize Bravo once selected; the slider's arrows change the width by one column.
    // A mouse shows a block's handle on hover; a touch screen has none, so a tap on the block selects it.
    if (device === 'desktop') {
      await frameOf(page, 'Bravo words').hover();
      await (await handleFor(page, 'Bravo words')).click();
    } else await page.locator('.editor-canvas').getByText('Bravo words').click();
    const slider = page.getByRole('slider', { name: 'Width of the Text block' });
    await slider.waitFor();
    const columns = device === 'phone' ? 6 : 12;
    const before = Number(await slider.getAttribute('aria-valuenow'));
    expect(await slider.getAttribute('aria-valuemax')).toBe(String(columns));
    expect(await slider.getAttribute('aria-valuetext')).toBe(`${before} of ${columns} columns`);
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => slider.getAttribute('aria-valuenow')).toBe(String(before + 1));
    const spanClass = device === 'phone' ? `blocks-span-xs-${before + 1}` : `blocks-span-${before + 1}`;
    await expect.poll(() => frameOf(page, 'Bravo words').getAttribute('class')).toContain(spanClass);

    // ...and a pointer drag of its right edge snaps to columns, resizing once on release. (On a phone the
    // shell's bottom sheet covers the canvas while a block is selected, so there it is the keyboard's.)
    if (device === 'desktop') {
      const edge = await slider.boundingBox();
      const cell = await frameOf(page, 'Bravo words').boundingBox();
      if (!edge || !cell) throw new Error('no width handle');
      const pitch = cell.width / (before + 1);
      await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2);
      await page.mouse.down();
      await page.mouse.move(edge.x + edge.width / 2 - pitch * 1.1, edge.y + edge.height / 2, { steps: 6 });
      expect(await page.locator('.canvas-dnd-resize-preview').count()).toBe(1);
      expect(await page.locator('.canvas-dnd-width').textContent()).toBe(`${before} of ${columns} columns`);
      await page.mouse.up();
      await expect.poll(() => slider.getAttribute('aria-valuenow')).toBe(String(before));
    }

    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/page-editor-drag-${device}.png` });
    expect(errors).toEqual([]);
  });
});
