import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoHydrated, useBrowser } from '../support/browser';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const store = (subdomain: string, path = '/') => `http://${subdomain}.localhost:${port}${path}`;

const WIDTHS = [320, 390, 768, 1024, 1440] as const;

/** Every page block and the document whose content is wider than its box, at the current width. */
async function overflowingBlocks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      found.push(`document: ${root.scrollWidth} > ${root.clientWidth}`);
    const cells = document.querySelectorAll<HTMLElement>('section.blocks .blocks-cell');
    cells.forEach((cell, at) => {
      const block = cell.firstElementChild as HTMLElement | null;
      for (const element of [cell, block]) {
        if (!element) continue;
        // One pixel of rounding is not an overflow a shopper can see.
        if (element.scrollWidth > element.clientWidth + 1)
          found.push(
            `block ${at + 1} (${block?.className ?? 'empty'}): ${element.scrollWidth} > ${element.clientWidth}`,
          );
      }
    });
    return found;
  });
}

describe.each([
  ['the block showcase', 'demo', '/blocks/'],
  ['the main demo home', 'demo', '/'],
  ['the pro demo home', 'pro', '/'],
  ['the dark demo home', 'dark', '/'],
])('%s lays out every block at every width', (_name, subdomain, path) => {
  const browser = useBrowser({ viewport: { width: 390, height: 844 }, isMobile: true });

  it.each(WIDTHS)('at %i px nothing is cut off or wider than its box', async (width) => {
    const page = await browser.newConsentedPage();
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, store(subdomain, path));
    expect(await page.locator('section.blocks .blocks-cell').count()).toBeGreaterThan(0);
    expect(await overflowingBlocks(page)).toEqual([]);
    await page.close();
  });
});

describe('the home hero on a phone', () => {
  const browser = useBrowser({ viewport: { width: 390, height: 844 }, isMobile: true });

  it('shows the slide title, copy and button inside the slide', async () => {
    const page = await browser.newConsentedPage();
    await gotoHydrated(page, store('demo'));
    const slide = page.locator('.slide-active').first();
    const box = await slide.boundingBox();
    expect(box).not.toBeNull();
    for (const part of ['.banner-title', '.banner-action']) {
      const inner = await slide.locator(part).first().boundingBox();
      expect(inner, part).not.toBeNull();
      if (!box || !inner) continue;
      expect(inner.x, part).toBeGreaterThanOrEqual(box.x - 1);
      expect(inner.x + inner.width, part).toBeLessThanOrEqual(box.x + box.width + 1);
    }
    await page.close();
  });
});
