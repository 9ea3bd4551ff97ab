import type { Frame, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORT_FRAME_WIDTHS } from '../../app/editor/viewport/frame-size';
import { documentMessage, frameMessage } from '../../app/editor/viewport/protocol';
import { testBlock, testPage } from '../../core/page-editor/testing';
import { EDITOR_VIEWPORTS, pageGridColumns, viewportForWidth } from '../../core/page-editor/viewports';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { type ApiSession, outboxReader } from '../support/api-session';
import { seriousAxeViolations } from '../support/axe';
import { collectPageErrors, DESKTOP, gotoHydrated, PHONE, useBrowser } from '../support/browser';
import { httpRequest } from '../support/http';
import { openOwnStore } from '../support/own-store';
import { signInThroughApi } from '../support/page-api';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const platform = (path = '/') => `http://localhost:${port}${path}`;
const storeHost = (subdomain: string) => `${subdomain}.localhost:${port}`;
const DEMO_HOST = `demo.localhost:${port}`;
const FRAME_PATH = '/?preview=1&editorFrame=1';

let staff: ApiSession;
beforeAll(async () => {
  staff = await outboxReader(port, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
});

/** The editor's live document: the starter text, then a half-width text block not saved anywhere. */
const liveDocument = testPage(
  [
    testBlock('text', 'intro', { properties: { text: '<h2>Saved heading</h2><p>Already on the page.</p>' } }),
    testBlock('text', 'fresh', {
      size: { x: 6, y: 1 },
      properties: { text: '<p>Fresh from the editor, not saved yet.</p>' },
    }),
  ],
  { url: '/' },
);

/**
 * Stands in for the editor: a frame of the store's home page in preview on the same origin, messages from
 * it collected in `window.fromFrame`.
 */
async function openFrame(page: Page, width: number, src = FRAME_PATH): Promise<Frame> {
  await page.evaluate(
    ({ src, frameWidth }) => {
      const seen: unknown[] = [];
      (window as unknown as { fromFrame: unknown[] }).fromFrame = seen;
      const frame = document.createElement('iframe');
      frame.id = 'viewport-frame';
      frame.title = 'The page at a viewport';
      frame.width = String(frameWidth);
      frame.height = '900';
      // A frame's default border would take 4 px from its viewport.
      frame.style.border = '0';
      window.addEventListener('message', (event) => {
        if (event.source === frame.contentWindow && event.origin === window.location.origin)
          seen.push(event.data);
      });
      frame.src = src;
      document.body.prepend(frame);
    },
    { src, frameWidth: width },
  );
  await page.waitForFunction(() =>
    Boolean(
      document
        .querySelector<HTMLIFrameElement>('#viewport-frame')
        ?.contentDocument?.querySelector('[data-editor-frame="listening"]'),
    ),
  );
  const frame = page.frames().find((candidate) => candidate.url().includes('editorFrame=1'));
  if (!frame) throw new Error('the viewport frame is not there');
  return frame;
}

const fromFrame = (page: Page) =>
  page.evaluate(() => (window as unknown as { fromFrame: unknown[] }).fromFrame);

async function resizeFrame(page: Page, frame: Frame, width: number): Promise<void> {
  await page.evaluate((frameWidth) => {
    const element = document.querySelector<HTMLIFrameElement>('#viewport-frame');
    if (element) element.width = String(frameWidth);
  }, width);
  await expect.poll(() => frame.evaluate(() => window.innerWidth)).toBe(width);
}

const gridColumnsIn = (frame: Frame) =>
  frame.evaluate(() => {
    const region = document.querySelector('.editor-frame-canvas .blocks');
    return region ? getComputedStyle(region).gridTemplateColumns.split(' ').length : 0;
  });

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  describe(`the page editor's viewport frame on a ${device}`, () => {
    const browser = useBrowser(viewport);

    it('renders the posted live document at each viewport width and sends Edit and Add back', async () => {
      const stamp = `${device}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
      const page = await browser.newConsentedPage();
      const errors = collectPageErrors(page);
      const { storeId, subdomain } = await openOwnStore(page, { port, staff, name: `Viewports ${stamp}` });

      // The owner on the store's origin, in preview (the dashboard's handoff), frames the home page at md.
      await page.goto(
        platform(`/dashboard/stores/${storeId}/handoff/?to=${encodeURIComponent('/?preview=1')}`),
      );
      await page.waitForURL(`http://${storeHost(subdomain)}/?preview=1`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const frame = await openFrame(page, VIEWPORT_FRAME_WIDTHS.md);
      await expect.poll(() => fromFrame(page)).toEqual([frameMessage({ type: 'ready' })]);
      // Before any document, the frame shows the saved page.
      expect(await frame.locator('.editor-frame-canvas').textContent()).toContain('Welcome to Viewports');

      // The live document replaces it, its selected block marked.
      await page.evaluate(
        (message) =>
          document
            .querySelector<HTMLIFrameElement>('#viewport-frame')
            ?.contentWindow?.postMessage(message, window.location.origin),
        documentMessage(liveDocument, 'fresh'),
      );
      const fresh = frame.locator('[data-block-uid="fresh"]');
      await expect.poll(() => fresh.textContent()).toContain('Fresh from the editor, not saved yet.');
      expect(await frame.locator('.editor-frame-canvas').textContent()).not.toContain('Welcome to Viewports');
      expect(await fresh.getAttribute('data-editor-selected')).toBe('true');
      expect(await fresh.evaluate((cell) => getComputedStyle(cell).outlineStyle)).toBe('solid');
      expect(await frame.evaluate(() => window.innerWidth)).toBe(768);
      expect(await gridColumnsIn(frame)).toBe(12);
      // Half of the 12-column grid at md.
      const widths = await fresh.evaluate((cell) => ({
        cell: cell.getBoundingClientRect().width,
        region: (cell.parentElement as HTMLElement).getBoundingClientRect().width,
      }));
      expect(widths.cell / widths.region).toBeGreaterThan(0.45);
      expect(widths.cell / widths.region).toBeLessThan(0.55);
      expect(await seriousAxeViolations(frame)).toEqual([]);
      await page.screenshot({ path: `/tmp/page-editor-viewport-md-${device}.png` });

      // Every viewport: the frame's width is the viewport's, with its page grid (6 columns on a phone's xs).
      for (const { name } of EDITOR_VIEWPORTS) {
        await resizeFrame(page, frame, VIEWPORT_FRAME_WIDTHS[name]);
        expect(viewportForWidth(await frame.evaluate(() => window.innerWidth))).toBe(name);
        await expect.poll(() => gridColumnsIn(frame)).toBe(pageGridColumns(name));
      }
      await resizeFrame(page, frame, VIEWPORT_FRAME_WIDTHS.xs);
      expect(await gridColumnsIn(frame)).toBe(6);
      expect(await seriousAxeViolations(frame)).toEqual([]);
      await page.screenshot({ path: `/tmp/page-editor-viewport-xs-${device}.png` });

      // Edit and Add new block in the frame come back to the editor, by keyboard too.
      await fresh.getByRole('button', { name: /^Edit/ }).click();
      await frame.locator('[data-block-uid="intro"]').getByRole('button', { name: /^Edit/ }).focus();
      await page.keyboard.press('Enter');
      await frame.getByRole('button', { name: 'Add new block' }).last().click();
      await expect
        .poll(async () => (await fromFrame(page)).slice(1))
        .toEqual([
          frameMessage({ type: 'edit', uid: 'fresh' }),
          frameMessage({ type: 'edit', uid: 'intro' }),
          frameMessage({ type: 'add', position: 2 }),
        ]);
      // The frame stays on the page being edited.
      expect(frame.url()).toContain(FRAME_PATH);
      expect(errors).toEqual([]);
    });

    it('frames any page of the store (the page route), for those who may edit it only', async () => {
      const framed = '/blocks/?preview=1&editorFrame=1';
      // A shopper asking for the frame gets the page as it is: no editor canvas, no edit controls.
      for (const path of [FRAME_PATH, framed]) {
        const anonymous = await httpRequest(port, DEMO_HOST, path);
        expect(anonymous.status).toBe(200);
        expect(anonymous.body).toContain('class="blocks');
        expect(anonymous.body).not.toContain('data-editor-frame');
        expect(anonymous.body).not.toContain('Add new block');
      }

      const page = await browser.newConsentedPage();
      const errors = collectPageErrors(page);
      await page.goto(`http://${DEMO_HOST}/sitemap/`);
      await signInThroughApi(page, DEMO_ACCOUNTS.owner, DEMO_PASSWORD);
      await gotoHydrated(page, `http://${DEMO_HOST}/blocks/?preview=1`);
      const frame = await openFrame(page, VIEWPORT_FRAME_WIDTHS.sm, framed);
      await expect.poll(() => fromFrame(page)).toEqual([frameMessage({ type: 'ready' })]);
      // The saved page in preview: its unpublished block faded, with its Edit control.
      const unpublished = frame.locator('[data-block].block-faded', { hasText: 'An unpublished block' });
      expect(await unpublished.count()).toBe(1);
      expect(await frame.evaluate(() => window.innerWidth)).toBe(576);
      expect(await gridColumnsIn(frame)).toBe(12);
      const uid = await unpublished.first().getAttribute('data-block-uid');
      await unpublished.first().getByRole('button', { name: /^Edit/ }).click();
      await expect
        .poll(async () => (await fromFrame(page)).slice(1))
        .toEqual([frameMessage({ type: 'edit', uid: uid ?? '' })]);
      expect(errors).toEqual([]);
    });
  });
}
