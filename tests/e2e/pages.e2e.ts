import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPE_NAMES } from '../../core/blocks';
import { collectPageErrors, DESKTOP, gotoHydrated, launchBrowser, useBrowser } from '../support/browser';
import { pageApi, signInThroughApi } from '../support/page-api';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const demo = (path = '/') => `http://demo.localhost:${port}${path}`;

async function signInAsOwner(page: Page): Promise<number> {
  await page.goto(demo('/sitemap/'));
  return signInThroughApi(page, 'owner@printfront.test', 'printfront-demo');
}

describe('pages built from blocks', () => {
  const browser = useBrowser(DESKTOP);

  it('renders a page with every block type and no console errors', async () => {
    const page = await browser.newConsentedPage();
    const errors = collectPageErrors(page);
    await gotoHydrated(page, demo('/blocks/'));
    const rendered = new Set(
      await page
        .locator('[data-block]')
        .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-block'))),
    );
    // Slides render inside their slideshow; the placeholder shows only to editors.
    const visible = BLOCK_TYPE_NAMES.filter(
      (name) => !/^_.*_$/.test(name) && !['placeholder', 'slide'].includes(name),
    );
    expect(visible.filter((name) => !rendered.has(name))).toEqual([]);
    expect(await page.locator('.slide').count()).toBeGreaterThanOrEqual(2);
    expect(await page.title()).toBe('Every block | Northwind Threads');
    const html = await page.content();
    expect(html).toContain('"@type":"FAQPage"');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('hides unpublished blocks from shoppers and shows them faded, with edit controls, in preview', async () => {
    const shopper = await browser.newConsentedPage();
    await gotoHydrated(shopper, demo('/blocks/?preview=1'));
    expect(await shopper.getByText('An unpublished block').count()).toBe(0);
    expect(await shopper.getByRole('button', { name: 'Add new block' }).count()).toBe(0);
    await shopper.close();

    const editorBrowser = await launchBrowser(DESKTOP);
    const editor = await editorBrowser.newConsentedPage();
    await signInAsOwner(editor);
    await gotoHydrated(editor, demo('/blocks/?preview=1'));
    const unpublished = editor.getByText('An unpublished block');
    expect(await unpublished.count()).toBe(1);
    const cell = editor.locator('[data-block].block-faded', { has: unpublished }).first();
    // The block's content is faded; its edit controls are not. Polled: the editor's controls may
    // re-render the cell after hydration, and a detached element has no computed style.
    const fadedStyle = () =>
      cell.evaluate((element) => {
        const content = element.querySelector(':scope > :not(.block-edit):not(.block-add)') ?? element;
        const computed = getComputedStyle(content);
        return `${computed.filter} ${computed.opacity}`;
      });
    await expect.poll(fadedStyle).toBe('grayscale(1) 0.5');
    expect(await editor.getByRole('button', { name: 'Add new block' }).count()).toBeGreaterThan(1);
    await gotoHydrated(editor, demo('/blocks/'));
    expect(await editor.getByText('An unpublished block').count()).toBe(0);
    await editorBrowser.close();
  });

  it('moves the slideshow with its buttons, wrapping both ways, and pauses it', async () => {
    const page = await browser.newConsentedPage();
    await gotoHydrated(page, demo('/blocks/'));
    const show = page.getByRole('region', { name: 'Slideshow' }).first();
    const active = () => show.locator('.slide-active').getAttribute('aria-label');
    expect(await active()).toBe('1 of 2');
    await show.getByRole('button', { name: 'Previous slide' }).click();
    expect(await active()).toBe('2 of 2');
    await show.getByRole('button', { name: 'Next slide' }).click();
    expect(await active()).toBe('1 of 2');
    await show.getByRole('button', { name: 'Pause slideshow' }).click();
    expect(await show.getByRole('button', { name: 'Play slideshow' }).count()).toBe(1);
    await page.close();
  });

  it('opens an expandable and closes it when the page changes', async () => {
    const page = await browser.newConsentedPage();
    await gotoHydrated(page, demo('/about/'));
    const question = page.getByRole('button', { name: 'How long does delivery take?' });
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('link', { name: 'Sitemap' }).first().click();
    await page.waitForURL(/\/sitemap\/$/);
    await page.goBack();
    await page.waitForURL(/\/about\/$/);
    await expect
      .poll(() =>
        page.getByRole('button', { name: 'How long does delivery take?' }).getAttribute('aria-expanded'),
      )
      .toBe('false');
    await page.close();
  });

  it('sends an unknown path to the 404 page', async () => {
    const page = await browser.newPage();
    await page.goto(demo('/no-page-here/'));
    expect(page.url()).toBe(demo('/404/'));
    expect(await page.locator('h1').textContent()).toBe('We were unable to find this page');
    await page.close();
  });
});

describe('XSS in blocks', () => {
  it('never executes payloads in html, text and link blocks, and refuses unsafe links on save', async () => {
    const browser = await launchBrowser(DESKTOP);
    const page = await browser.newConsentedPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const storeId = await signInAsOwner(page);
    const payloads = [
      '<img src=x onerror=alert(1)>',
      '<script>alert(2)</script>',
      '<svg/onload=alert(3)>',
      '<a href="jav&#x09;ascript:alert(4)">x</a>',
      '<iframe srcdoc="<script>alert(5)</script>"></iframe>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(6)>',
    ];
    const blocks = payloads.flatMap((payload, index) => [
      { uid: `html-${index}`, type: 'html', size: { x: 6, y: 1 }, properties: { html: payload } },
      { uid: `text-${index}`, type: 'text', size: { x: 6, y: 1 }, properties: { text: payload } },
    ]);
    const saved = await pageApi(page, 'POST', `/omnis/v3/divisions/${storeId}/pages/?imageType=object`, {
      url: '/xss-check/',
      divisionId: storeId,
      properties: { title: 'XSS check' },
      blocks,
    });
    expect(saved.status).toBe(200);
    await gotoHydrated(page, demo('/xss-check/'));
    await page.waitForTimeout(500);
    const html = await page.locator('main').innerHTML();
    expect(html).not.toMatch(/onerror=|onload=|<script>alert|javascript:/i);
    const unsafeLink = await pageApi(page, 'POST', `/omnis/v3/divisions/${storeId}/pages/?imageType=object`, {
      url: '/xss-link/',
      divisionId: storeId,
      blocks: [
        {
          uid: 'b',
          type: 'button',
          size: { x: 6, y: 1 },
          properties: { text: 'Click', href: 'javascript:alert(7)' },
        },
      ],
    });
    expect(unsafeLink.status).toBe(422);
    expect(dialogs).toEqual([]);
    await browser.close();
  });
});
