import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import {
  type Browser,
  DESKTOP,
  gotoHydrated,
  type LaunchOptions,
  PHONE,
  useBrowser,
} from '../support/browser';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const demo = (path = '/') => `http://demo.localhost:${port}${path}`;

/** A studio page without the drafts earlier tests left in this browser (each test starts from scratch). */
async function studioPage(browser: Browser): Promise<Page> {
  const page = await browser.newConsentedPage();
  await page.addInitScript(() => {
    if (!window.location.protocol.startsWith('http') || window.sessionStorage.getItem('studio-test')) return;
    window.sessionStorage.setItem('studio-test', 'started');
    for (const key of Object.keys(window.localStorage)) {
      if (key.startsWith('printfront-studio:')) window.localStorage.removeItem(key);
    }
  });
  return page;
}

async function openTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name });
  if (
    (await tab.getAttribute('aria-selected')) !== 'true' ||
    !(await page.getByTestId('studio-panel').isVisible())
  )
    await tab.click();
}

async function addText(page: Page, text: string): Promise<void> {
  const field = page.getByLabel('New text');
  if (!(await field.isVisible())) {
    const another = page.getByRole('button', { name: 'Add another text' });
    if (await another.isVisible()) await another.click();
    else await page.locator('.studio-quick-add').getByRole('button', { name: 'Add text' }).click();
  }
  await field.fill(text);
  await page.locator('.studio-add-text').getByRole('button', { name: 'Add text' }).click();
  await expect.poll(() => page.locator('.studio-design text').last().textContent()).toBe(text);
}

/** The last text's drawn glyphs and the print area, in the print area's mm. */
async function lastText(page: Page) {
  return page.evaluate(() => {
    const svg = document.querySelector('.studio-design > svg') as SVGSVGElement;
    const text = [...svg.querySelectorAll('text')].at(-1) as SVGTextElement;
    const glyphs = text.getBBox();
    const group = text.parentElement as unknown as SVGGElement;
    const offset = group.transform.baseVal.consolidate()?.matrix;
    const area = svg.viewBox.baseVal;
    return {
      left: glyphs.x + (offset?.e ?? 0),
      right: glyphs.x + glyphs.width + (offset?.e ?? 0),
      top: glyphs.y + (offset?.f ?? 0),
      bottom: glyphs.y + glyphs.height + (offset?.f ?? 0),
      areaWidth: area.width,
      areaHeight: area.height,
    };
  });
}

function firstImpression(name: string, viewport: LaunchOptions) {
  describe(`the studio's first impression on a ${name}`, () => {
    const browser = useBrowser(viewport);

    it('shows the whole of a long, large text: its box grows with it, or the print check says it is cut off', async () => {
      const page = await studioPage(browser);
      await gotoHydrated(page, demo('/studio/mens-t-shirt/'));
      await addText(page, 'Large text that goes on and on');
      await page.getByLabel('Size (pt)').fill('120');
      await page.getByLabel('Size (pt)').blur();
      await page.evaluate(() => document.fonts.ready);
      await expect
        .poll(async () => (await lastText(page)).right - (await lastText(page)).left)
        .toBeGreaterThan(0);
      const drawn = await lastText(page);
      const inside =
        drawn.left >= -0.5 &&
        drawn.top >= -0.5 &&
        drawn.right <= drawn.areaWidth + 0.5 &&
        drawn.bottom <= drawn.areaHeight + 0.5;
      // 120 pt across a t-shirt's print area: the glyphs reach past it, and the print check says so.
      expect(inside).toBe(false);
      await openTab(page, 'Buy');
      await expect
        .poll(() => page.getByTestId('preflight').textContent())
        .toContain('Part of this layer is outside the print area and will be cut off');
      await page.close();
    });

    it('keeps the chosen size after "Go back and fix it"', async () => {
      const page = await studioPage(browser);
      await gotoHydrated(page, demo('/studio/mens-t-shirt/'));
      await addText(page, 'Keep me');
      // A second text left empty: a warning that asks before adding to the basket.
      await addText(page, 'Empty me');
      await page.getByRole('textbox', { name: 'Text', exact: true }).fill('');
      await openTab(page, 'Buy');
      await page.locator('.studio-order-form .size-option').filter({ hasText: /^L$/ }).click();
      await page.locator('.studio-order-form').getByRole('button', { name: 'Add to basket' }).click();
      await page.locator('dialog[open]').getByRole('button', { name: 'Go back and fix it' }).click();
      await openTab(page, 'Text');
      await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Fixed');
      await openTab(page, 'Buy');
      expect(
        await page.locator('.studio-order-form').getByRole('radio', { name: 'L', exact: true }).isChecked(),
      ).toBe(true);
      await page.close();
    });

    it('passes axe-core with no serious or critical WCAG 2.2 AA violation', async () => {
      const page = await studioPage(browser);
      await gotoHydrated(page, demo('/studio/mens-t-shirt/'));
      await addText(page, 'Accessible');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await openTab(page, 'Layers');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await openTab(page, 'Buy');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.close();
    });
  });
}

firstImpression('desktop', DESKTOP);
firstImpression('phone', PHONE);

describe('the studio on a 390 x 844 phone', () => {
  const browser = useBrowser(PHONE);

  it('gives the canvas most of the width and half the height, and the panel does not cover half of it', async () => {
    const page = await studioPage(browser);
    await gotoHydrated(page, demo('/studio/mens-t-shirt/'));
    const canvas = await page.locator('.studio-canvas-wrap').boundingBox();
    expect(canvas?.width).toBeGreaterThanOrEqual(390 * 0.9);
    expect(canvas?.height).toBeGreaterThanOrEqual(844 * 0.45);

    // With a panel open (a bottom sheet), the canvas keeps about half the screen, and the sheet covers none of it.
    await page.locator('.studio-quick-add').getByRole('button', { name: 'Add text' }).click();
    await expect.poll(() => page.getByTestId('studio-panel').isVisible()).toBe(true);
    await page.waitForTimeout(300);
    const panel = await page.getByTestId('studio-panel').boundingBox();
    const open = await page.locator('.studio-canvas-wrap').boundingBox();
    const scene = await page.locator('.studio-scene').boundingBox();
    if (!panel || !open || !scene) throw new Error('no panel or canvas');
    expect(open.width).toBeGreaterThanOrEqual(390 * 0.9);
    expect(open.height).toBeGreaterThanOrEqual(844 * 0.45);
    expect(scene.height).toBeGreaterThanOrEqual(844 * 0.45);
    expect(844 - panel.y).toBeLessThan(844 * 0.45);
    expect(Math.max(0, open.y + open.height - panel.y)).toBeLessThanOrEqual(1);
    await page.close();
  });
});
