import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { addImage, addText as addTextLayer, createDesign, type DesignDocument } from '../../core/design';
import {
  type Browser,
  collectPageErrors,
  DESKTOP,
  gotoHydrated,
  PHONE,
  useBrowser,
} from '../support/browser';
import { httpRequest } from '../support/http';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const demo = (path = '/') => `http://demo.localhost:${port}${path}`;

/** A square PNG made for the test: 2400 px prints sharply (150 DPI) up to 406 mm. */
async function testImage(size = 2400): Promise<Buffer> {
  const half = size / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="#e0218a"/><circle cx="${half}" cy="${half}" r="${half / 2}" fill="#ffd400"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The layers of the side on show, as the renderer drew them (the canvas's inline SVG). */
const drawnLayers = (page: Page) => page.locator('.studio-design > svg > g > g');

/**
 * A page that starts without the drafts earlier tests left in this browser's local storage (each test
 * designs from scratch); a reload in the same tab keeps them, as a shopper's would.
 */
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

/** The selected layer's X and Y in mm, as the layer tools show them. */
async function layerPosition(page: Page): Promise<{ x: number; y: number }> {
  return {
    x: Number(await page.getByLabel('X (mm)').inputValue()),
    y: Number(await page.getByLabel('Y (mm)').inputValue()),
  };
}

async function addText(page: Page, text: string): Promise<void> {
  const field = page.getByLabel('New text');
  if (!(await field.isVisible()))
    await page.locator('.studio-quick-add').getByRole('button', { name: 'Add text' }).click();
  await field.fill(text);
  await page.locator('.studio-add-text').getByRole('button', { name: 'Add text' }).click();
  await expect.poll(() => page.locator('.studio-design text').last().textContent()).toBe(text);
}

async function uploadImage(page: Page, name: string, data: Buffer): Promise<void> {
  await page.getByRole('tab', { name: 'Image' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload an image' }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: data });
}

async function addToBasket(page: Page, size = 'M'): Promise<void> {
  await page.getByRole('tab', { name: 'Buy' }).click();
  await page
    .locator('.studio-order-form .size-option')
    .filter({ hasText: new RegExp(`^${size}$`) })
    .click();
  await page.locator('.studio-order-form').getByRole('button', { name: 'Add to basket' }).click();
}

describe('the design studio on a desktop', () => {
  const browser = useBrowser(DESKTOP);

  it('designs a t-shirt with text and an uploaded image, changes colour, sees the mockup, buys it and finds the print files of the order', async () => {
    const page = await studioPage(browser);
    const errors = collectPageErrors(page);
    await gotoHydrated(page, demo('/design-your-own-t-shirt/'));
    await expect.poll(() => page.title()).toContain('Design your own t-shirt');

    await addText(page, 'Hello studio');
    await page.getByRole('checkbox', { name: 'Italic' }).check();
    await page.getByRole('radio', { name: /Playfair Display/ }).check();
    await expect
      .poll(() => page.locator('.studio-design text').getAttribute('font-family'))
      .toContain('Playfair Display');

    await uploadImage(page, 'artwork.png', await testImage());
    await expect.poll(() => page.locator('.studio-design image').count()).toBe(1);
    const src = (await page.locator('.studio-design image').getAttribute('href')) ?? '';
    expect(src).toMatch(/^\/images\/studio\/uploads\//);
    expect(await drawnLayers(page).count()).toBe(2);

    // The garment photo follows the colour at once.
    const whitePhoto = await page.locator('.studio-garment').getAttribute('src');
    await page.getByRole('tab', { name: 'Product' }).click();
    await page.getByRole('radio', { name: 'Black', exact: true }).check();
    await expect.poll(() => page.getByTestId('studio-colour-name').textContent()).toBe('Black');
    await expect.poll(() => page.locator('.studio-garment').getAttribute('src')).not.toBe(whitePhoto);
    expect(await page.locator('.studio-garment').getAttribute('src')).toMatch(/black/i);

    await addToBasket(page);
    await expect
      .poll(() => page.getByTestId('checkout-status').textContent(), { timeout: 20_000 })
      .toContain('Added to your basket');
    await expect.poll(() => page.getByTestId('basket-count').textContent()).toBe('1');
    const mockup = page.getByTestId('studio-mockup');
    await mockup.waitFor({ timeout: 60_000 });
    expect(await mockup.getAttribute('src')).toMatch(/^\/media\/studio\//);
    expect(await mockup.getAttribute('alt')).toContain('Black');

    // Order placement is the checkout's (another branch): the design's print files come from the studio API.
    const design = (await page.getByTestId('checkout-status').getAttribute('data-design')) ?? '';
    const productUrl = await page.evaluate(
      async (uuid) => (await (await fetch(`/omnis/v3/studio/designs/${uuid}/`)).json()).product.url,
      design,
    );
    expect(productUrl).toMatch(/^\/product\/custom-/);
    expect(design).toMatch(/^[0-9a-f-]{36}$/);
    let files: {
      side: string;
      status: string;
      url: string | null;
      widthPx: number;
      heightPx: number;
      dpi: number;
    }[] = [];
    await expect
      .poll(
        async () => {
          files = await page.evaluate(
            async (path) => (await (await fetch(path)).json()).files,
            `/omnis/v3/studio/designs/${design}/print-files/`,
          );
          return files.map((file) => `${file.side}:${file.status}`);
        },
        { timeout: 60_000 },
      )
      .toEqual(['front:done']);
    const [front] = files;
    if (!front?.url) throw new Error('no print file');
    const png = await page.evaluate(async (url) => {
      const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    }, front.url);
    const metadata = await sharp(Buffer.from(png, 'base64')).metadata();
    expect({ width: metadata.width, height: metadata.height }).toEqual({
      width: front.widthPx,
      height: front.heightPx,
    });
    expect(metadata.density).toBe(300);

    await gotoHydrated(page, demo('/basket/'));
    expect(await page.locator('.basket-line').count()).toBe(1);
    expect(await page.locator('.basket-line-options').textContent()).toBe('Black · M');

    // The order: the custom product is its item, and the item's print files are the design's.
    await gotoHydrated(page, demo('/checkout/'));
    await page.locator('#checkout-email').fill('studio.shopper@example.test');
    await page.locator('#checkout-name').fill('Sam Shopper');
    await page.locator('#checkout-line1').fill('1 High Street');
    await page.locator('#checkout-city').fill('London');
    await page.locator('#checkout-postcode').fill('sw1a 1aa');
    await page.locator('#checkout-cardNumber').fill('4242 4242 4242 4242');
    await page.locator('#checkout-cardExpiry').fill('12/34');
    await page.locator('#checkout-cardCvc').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/receipt\/[0-9a-f]{32}$/);
    const item = page.locator('.receipt-lines .checkout-line-name');
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.getAttribute('href')).toBe(productUrl);
    expect(await page.locator('.receipt-lines .checkout-line-options').textContent()).toBe(
      'Black · M · Quantity 1',
    );
    expect(errors).toEqual([]);
    await page.close();
    // The server renders a mockup per colour and a 300 DPI print file: on a busy machine that takes a while.
  }, 180_000);

  it('opens from /custom/ on the t-shirt in the studio layout, and loads the faces a design uses through the font loader', async () => {
    const page = await studioPage(browser);
    const errors = collectPageErrors(page);
    await page.goto(demo('/custom/'));
    await page.waitForURL(/\/design-your-own-t-shirt\/$/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await page.title()).toContain('Design your own t-shirt');
    // The studio layout has no announcement bar.
    expect(await page.locator('section.announcement').count()).toBe(0);
    expect(await page.locator('.studio-side').allTextContents()).toEqual([
      'Front',
      'Back',
      'Left sleeve',
      'Right sleeve',
    ]);
    await page.evaluate(
      "window.addEventListener('webfonts-loaded', (event) => { window.studioFontsLoaded = event.detail.loaded; })",
    );
    await addText(page, 'Heavy type');
    await page.getByRole('radio', { name: /Playfair Display/ }).check();
    await page.getByLabel('Weight').selectOption({ label: 'Black' });
    // 900 is not among the faces every page has: the loader fetched it from the server's /fonts/ stylesheet.
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('900 16px "Playfair Display"')), {
        timeout: 15_000,
      })
      .toBe(true);
    await expect.poll(() => page.evaluate('window.studioFontsLoaded')).toContain('Playfair Display');
    expect(await page.locator('.studio-design text').getAttribute('font-weight')).toBe('900');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens /studio/ on the product chooser and carries the design to the product chosen', async () => {
    const page = await studioPage(browser);
    await gotoHydrated(page, demo('/studio/'));
    expect(await page.getByRole('tab', { name: 'Product' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('.studio-product-choice').count()).toBe(8);
    await page.getByRole('tab', { name: 'Text' }).click();
    await addText(page, 'Carry me');
    await page.getByRole('tab', { name: 'Product' }).click();
    await page.locator('.studio-product-choice').filter({ hasText: 'Organic Cotton Hoodie' }).click();
    await page.waitForURL(/\/studio\/hoodie\/$/);
    await expect.poll(() => page.locator('.studio-design text').textContent()).toBe('Carry me');
    const photo = await page.locator('.studio-garment').getAttribute('src');
    await page.getByRole('tab', { name: 'Product' }).click();
    await page.getByRole('radio', { name: 'Navy', exact: true }).check();
    await expect.poll(() => page.locator('.studio-garment').getAttribute('src')).not.toBe(photo);
    await page.close();
  });

  it('moves, scales and rotates a layer with the pointer, snapping to the centre line, and undoes it', async () => {
    const page = await studioPage(browser);
    await gotoHydrated(page, demo('/studio/mens-t-shirt/'));
    await addText(page, 'Drag me');
    await page.getByRole('tab', { name: 'Layers' }).click();
    const start = await layerPosition(page);

    const hit = page.locator('.studio-hit').first();
    const box = await hit.boundingBox();
    if (!box) throw new Error('no layer on the canvas');
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + 60, centre.y + 40, { steps: 6 });
    await page.mouse.move(centre.x + 2, centre.y + 90, { steps: 6 });
    // Near the vertical centre line: the guide shows while dragging.
    await expect.poll(() => page.getByTestId('snap-guide').count()).toBeGreaterThan(0);
    await page.mouse.up();
    await expect.poll(() => page.getByTestId('snap-guide').count()).toBe(0);
    const moved = await layerPosition(page);
    expect(moved.x).toBeCloseTo(start.x, 1);
    expect(moved.y).toBeGreaterThan(start.y + 5);

    const width = Number(await page.getByLabel('Width (mm)').inputValue());
    const corner = page.locator('[data-handle="scale-se"]');
    const cornerBox = await corner.boundingBox();
    if (!cornerBox) throw new Error('no scale handle');
    await page.mouse.move(cornerBox.x + cornerBox.width / 2, cornerBox.y + cornerBox.height / 2);
    await page.mouse.down();
    await page.mouse.move(cornerBox.x + 60, cornerBox.y + 30, { steps: 5 });
    await page.mouse.up();
    await expect
      .poll(async () => Number(await page.getByLabel('Width (mm)').inputValue()))
      .toBeGreaterThan(width);

    const rotate = page.locator('[data-handle="rotate"]');
    const rotateBox = await rotate.boundingBox();
    const frame = await page.locator('.studio-selection-outline').first().boundingBox();
    if (!rotateBox || !frame) throw new Error('no rotate handle');
    await page.mouse.move(rotateBox.x + rotateBox.width / 2, rotateBox.y + rotateBox.height / 2);
    await page.mouse.down();
    await page.mouse.move(frame.x + frame.width + 200, frame.y + frame.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => Number(await page.getByLabel('Rotation (°)').inputValue())).not.toBe(0);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => Number(await page.getByLabel('Rotation (°)').inputValue())).toBe(0);
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(async () => Number(await page.getByLabel('Rotation (°)').inputValue())).not.toBe(0);
    await page.close();
  });

  it('adds and moves a text layer with the keyboard alone', async () => {
    const page = await studioPage(browser);
    await gotoHydrated(page, demo('/studio/mens-t-shirt/'));
    const tabTo = async (matches: (element: Element) => boolean, limit = 80) => {
      for (let step = 0; step < limit; step++) {
        await page.keyboard.press('Tab');
        if (await page.evaluate(`(${matches.toString()})(document.activeElement)`)) return;
      }
      throw new Error('could not reach the element with Tab');
    };
    await tabTo((element) => element.tagName === 'TEXTAREA');
    await page.keyboard.type('Keyboard only');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.studio-design text').textContent()).toBe('Keyboard only');

    // The Layers tab, then its first layer: focusing a layer selects it.
    await tabTo(
      (element) =>
        element.getAttribute('role') === 'tab' && element.textContent?.startsWith('Layers') === true,
    );
    await page.keyboard.press('Enter');
    await tabTo((element) => element.classList.contains('studio-layer'));
    expect(await page.locator('.studio-layer').getAttribute('aria-pressed')).toBe('true');
    const start = await layerPosition(page);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(() => layerPosition(page)).toEqual({ x: start.x + 2, y: start.y + 10 });
    // The focus ring is visible where the keyboard is.
    expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible'))).toBe(true);

    await page.keyboard.press('Control+d');
    await expect.poll(() => page.locator('.studio-layer').count()).toBe(2);
    await page.keyboard.press('Delete');
    await expect.poll(() => page.locator('.studio-layer').count()).toBe(1);
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.locator('.studio-layer').count()).toBe(2);
    await page.keyboard.press('.');
    await expect.poll(() => page.getByTestId('studio-zoom').textContent()).toBe('110%');
    await page.close();
  });

  it('adds images by drag and drop and by paste, with upload progress', async () => {
    const page = await studioPage(browser);
    // Hold the server's answer a moment, so the progress stays on screen long enough to see.
    await page.route('**/omnis/v3/studio/uploads/', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await gotoHydrated(page, demo('/studio/mens-t-shirt/'));
    const png = (await testImage(600)).toString('base64');
    await page.evaluate(
      `(async () => {
        const bytes = Uint8Array.from(atob('${png}'), (c) => c.charCodeAt(0));
        const transfer = new DataTransfer();
        transfer.items.add(new File([bytes], 'dropped.png', { type: 'image/png' }));
        const target = document.querySelector('.studio-workspace');
        target.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer }));
        target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }));
      })()`,
    );
    await page.getByTestId('upload-progress').first().waitFor();
    await expect.poll(() => page.locator('.studio-design image').count()).toBe(1);
    await page.evaluate(
      `(async () => {
        const bytes = Uint8Array.from(atob('${png}'), (c) => c.charCodeAt(0));
        const transfer = new DataTransfer();
        transfer.items.add(new File([bytes], 'pasted.png', { type: 'image/png' }));
        document.body.dispatchEvent(new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: transfer }));
      })()`,
    );
    await expect.poll(() => page.locator('.studio-design image').count()).toBe(2);
    await page.getByRole('tab', { name: 'Layers' }).click();
    expect(await page.locator('.studio-layer-name').allTextContents()).toEqual(['pasted', 'dropped']);

    // A file that is not an image of a kind the studio takes is refused with the §5 message.
    await page.evaluate(
      `(() => {
        const transfer = new DataTransfer();
        transfer.items.add(new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
        document.body.dispatchEvent(new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: transfer }));
      })()`,
    );
    await expect
      .poll(() => page.locator('.studio-upload.is-failed').textContent())
      .toContain('Must upload the following formats: png, jpg, webp, svg');
    await page.close();
  });

  it('arranges layers: aligns, reorders, locks and duplicates', async () => {
    const page = await studioPage(browser);
    await gotoHydrated(page, demo('/studio/mens-t-shirt/'));
    await addText(page, 'Bottom');
    await page.getByRole('button', { name: 'Add another text' }).click();
    await addText(page, 'Top');
    await page.getByRole('tab', { name: 'Layers' }).click();
    expect(await page.locator('.studio-layer-name').allTextContents()).toEqual(['Top', 'Bottom']);

    await page.getByRole('button', { name: 'Align left' }).click();
    await expect.poll(async () => Number(await page.getByLabel('X (mm)').inputValue())).toBe(0);
    await page.getByRole('button', { name: 'Align bottom' }).click();
    const height = await page.evaluate(() =>
      document.querySelector('.studio-overlay')?.getAttribute('viewBox'),
    );
    const areaHeight = Number(height?.split(' ')[3]);
    const layerBox = await page.locator('.studio-hit').last().getAttribute('height');
    await expect
      .poll(async () => Number(await page.getByLabel('Y (mm)').inputValue()) + Number(layerBox))
      .toBeCloseTo(areaHeight, 1);

    await page.getByRole('button', { name: 'Send backward' }).click();
    await expect.poll(() => page.locator('.studio-layer-name').allTextContents()).toEqual(['Bottom', 'Top']);
    expect(await drawnLayers(page).first().textContent()).toBe('Top');

    await page.getByRole('button', { name: 'Lock' }).click();
    await expect
      .poll(() => page.locator('.studio-layer[aria-pressed="true"]').getAttribute('aria-label'))
      .toContain('locked');
    // A locked layer cannot be picked on the canvas, nor moved by the keys.
    expect(await page.locator('.studio-hit.is-locked').count()).toBe(1);
    const x = await page.getByLabel('X (mm)').inputValue();
    await page.locator('.studio-layer[aria-pressed="true"]').press('ArrowRight');
    expect(await page.getByLabel('X (mm)').inputValue()).toBe(x);
    await expect
      .poll(() => page.getByTestId('studio-announcer').textContent())
      .toBe('This layer is locked: unlock it to change it');

    // The copy sits just above its original, unlocked and selected.
    await page.getByRole('button', { name: 'Duplicate' }).click();
    await expect
      .poll(() => page.locator('.studio-layer-name').allTextContents())
      .toEqual(['Bottom', 'Top', 'Top']);
    expect(await page.locator('.studio-layer').nth(1).getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.studio-layer').nth(1).getAttribute('aria-label')).toBe('Text layer: Top');
    await page.close();
  });

  it('warns before adding a design that will not print well', async () => {
    const page = await studioPage(browser);
    await gotoHydrated(page, demo('/studio/mens-t-shirt/'));
    await page.getByRole('tab', { name: 'Buy' }).click();
    await expect
      .poll(() => page.getByTestId('preflight').textContent())
      .toContain('Your design is empty: add some text or an image first');
    expect(
      await page.locator('.studio-order-form').getByRole('button', { name: 'Add to basket' }).isDisabled(),
    ).toBe(true);

    // A 400 px image stretched over the print area prints far below 150 DPI.
    await uploadImage(page, 'small.png', await testImage(400));
    await expect.poll(() => page.locator('.studio-design image').count()).toBe(1);
    await page.getByRole('tab', { name: 'Layers' }).click();
    await page.getByLabel('Width (mm)').fill('250');
    await page.getByRole('tab', { name: 'Buy' }).click();
    await expect
      .poll(() => page.getByTestId('preflight').textContent())
      .toMatch(/This image will print at \d+ DPI/);
    await addToBasket(page);
    const dialog = page.locator('dialog[open]');
    await expect.poll(() => dialog.textContent()).toContain('below the 150 DPI a sharp print needs');
    await dialog.getByRole('button', { name: 'Go back and fix it' }).click();
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await page.close();
  });

  it('keeps the design locally when the save fails, says so, and retries until it is saved', async () => {
    const page = await studioPage(browser);
    let refused = 0;
    await page.route('**/omnis/v3/studio/designs/', async (route) => {
      if (route.request().method() === 'POST' && refused === 0) {
        refused += 1;
        await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"busy"}' });
        return;
      }
      await route.continue();
    });
    await gotoHydrated(page, demo('/studio/mens-t-shirt/'));
    await addText(page, 'Retry me');
    await addToBasket(page, 'L');
    await page.getByTestId('saved-locally').waitFor();
    expect(await page.getByTestId('saved-locally').textContent()).toBe('Saved locally, retrying…');
    await expect
      .poll(() => page.getByTestId('checkout-status').textContent(), { timeout: 20_000 })
      .toContain('Added to your basket');
    expect(refused).toBe(1);
    expect(await page.getByTestId('saved-locally').count()).toBe(0);
    await page.close();
  });

  it('restores the design after a reload and finishes a save the page was waiting on', async () => {
    const page = await studioPage(browser);
    await gotoHydrated(page, demo('/custom-hoodies/'));
    await addText(page, 'Still here');
    // The network is down for saves: the request stays pending in the local draft.
    await page.route('**/omnis/v3/studio/designs/', (route) => route.abort('internetdisconnected'));
    await addToBasket(page, 'M');
    await page.getByTestId('saved-locally').waitFor();

    await page.unroute('**/omnis/v3/studio/designs/');
    await gotoHydrated(page, demo('/custom-hoodies/'));
    await page.getByTestId('restored-notice').waitFor();
    await expect.poll(() => page.locator('.studio-design text').textContent()).toBe('Still here');
    await expect
      .poll(() => page.getByTestId('checkout-status').textContent(), { timeout: 20_000 })
      .toContain('Added to your basket');
    await page.close();
  });
});

describe('the design studio on a phone', () => {
  const browser = useBrowser(PHONE);

  it('designs in bottom sheets that leave the canvas in view, without sideways scrolling', async () => {
    const page = await studioPage(browser);
    const errors = collectPageErrors(page);
    await gotoHydrated(page, demo('/custom-kids-t-shirts/'));
    const panel = page.getByTestId('studio-panel');
    expect(await panel.isVisible()).toBe(false);
    await addText(page, 'Tiny tee');
    expect(await panel.isVisible()).toBe(true);
    const sheet = await panel.boundingBox();
    const canvas = await page.getByTestId('studio-canvas').boundingBox();
    const scene = await page.locator('.studio-scene').boundingBox();
    if (!sheet || !canvas || !scene) throw new Error('no layout');
    // The whole print area, on a garment photo of a useful size, stays above the open sheet.
    expect(canvas.y + canvas.height).toBeLessThanOrEqual(sheet.y + 1);
    expect(scene.height).toBeGreaterThan(200);

    await page.getByRole('button', { name: 'Close panel' }).click();
    await expect.poll(() => panel.isVisible()).toBe(false);
    await page.getByRole('tab', { name: 'Product' }).tap();
    await page.getByRole('radio', { name: 'Navy', exact: true }).check();
    await expect.poll(() => page.getByTestId('studio-colour-name').textContent()).toBe('Navy');
    await page.getByRole('tab', { name: 'Product' }).tap();

    // Dragging with a finger: the layer moves.
    const hit = page.locator('.studio-hit').first();
    const before = await hit.getAttribute('transform');
    const box = await hit.boundingBox();
    if (!box) throw new Error('no layer');
    // A real touch gesture (Chromium turns it into touch pointer events).
    const touch = await page.context().newCDPSession(page);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 6; step++) {
      await touch.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: x + step * 5, y: y - step * 6 }],
      });
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => hit.getAttribute('transform')).not.toBe(before);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('a design from upload to basket', () => {
  const browser = useBrowser(DESKTOP);

  it('uploads an image, saves the design, follows its rendering and buys the custom product', async () => {
    const page = await browser.newConsentedPage();
    const errors = collectPageErrors(page);
    await gotoHydrated(page, demo('/design-your-own-t-shirt/'));

    // The shopper's picture, drawn in the browser and uploaded as the file itself.
    const upload = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(2400, 1600);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.fillStyle = '#c0392b';
      context.fillRect(0, 0, 2400, 1600);
      context.fillStyle = '#ffd23f';
      context.beginPath();
      context.arc(1200, 800, 600, 0, Math.PI * 2);
      context.fill();
      const file = await canvas.convertToBlob({ type: 'image/png' });
      const token = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
      const response = await fetch('/omnis/v3/studio/uploads/', {
        method: 'POST',
        headers: { 'Content-Type': 'image/png', 'X-XSRF-TOKEN': token },
        body: file,
      });
      return { status: response.status, body: await response.json() };
    });
    expect(upload.status).toBe(200);
    expect(upload.body).toMatchObject({ format: 'png', pixelWidth: 2400, pixelHeight: 1600 });

    let designDocument: DesignDocument = createDesign({
      medium: 'garment',
      printAreas: { front: { widthMm: 297, heightMm: 420 }, back: { widthMm: 297, heightMm: 420 } },
    });
    designDocument = addImage(designDocument, 'front', {
      src: upload.body.src,
      pixelWidth: upload.body.pixelWidth,
      pixelHeight: upload.body.pixelHeight,
    });
    designDocument = addTextLayer(designDocument, 'back', {
      text: 'Made in the studio',
      curve: { radius: 150 },
      fontSize: 20,
    });

    const post = (path: string, body: unknown) =>
      page.evaluate(
        async ({ path, body }) => {
          const token = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
          const response = await fetch(path, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': token },
            body: JSON.stringify(body),
          });
          return { status: response.status, body: await response.json() };
        },
        { path, body },
      );

    const refused = await post('/omnis/v3/studio/designs/', {
      baseProduct: 'mens-t-shirt',
      colour: 'Navy',
      document: createDesign({ medium: 'garment', printAreas: { front: { widthMm: 297, heightMm: 420 } } }),
    });
    expect(refused).toEqual({
      status: 422,
      body: {
        message: 'Your design is empty: add some text or an image first',
        errors: { 'document.sides': ['Your design is empty: add some text or an image first'] },
      },
    });

    const saved = await post('/omnis/v3/studio/designs/', {
      baseProduct: 'mens-t-shirt',
      colour: 'Navy',
      document: designDocument,
    });
    expect(saved.status).toBe(201);
    const design = saved.body.design;
    expect(design.product.sku).toMatch(/^GBro-/);
    expect(design.product.price).toBe(2500);

    // The shopper sees the rendering progress until every file is ready.
    const seen = new Set<number>();
    await expect
      .poll(
        async () => {
          const status = await page.evaluate(
            async (uuid) => (await fetch(`/omnis/v3/studio/designs/${uuid}/renders/`)).json(),
            design.uuid,
          );
          seen.add(status.percent);
          return status.status;
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBe('done');
    expect(seen.has(100)).toBe(true);

    const printFiles = await page.evaluate(
      async (uuid) => (await fetch(`/omnis/v3/studio/designs/${uuid}/print-files/`)).json(),
      design.uuid,
    );
    expect(
      printFiles.files.map((file: { side: string; widthPx: number }) => [file.side, file.widthPx]),
    ).toEqual([
      ['front', 3508],
      ['back', 3508],
    ]);
    const printFile = await httpRequest(port, 'demo.localhost', printFiles.files[0].url);
    expect(printFile.status).toBe(200);

    // The custom product's page shows the mockup and sells it in every size.
    await gotoHydrated(page, demo(design.product.url));
    await expect.poll(() => page.locator('h1').textContent()).toBe(design.product.name);
    await expect.poll(() => page.locator('.product-main-image img').getAttribute('src')).toContain('mockup-');
    await page.locator('.size-option').filter({ hasText: /^L$/ }).click();
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect.poll(() => page.locator('.form-status').textContent()).toContain('Added to your basket');
    await gotoHydrated(page, demo('/basket/'));
    expect(await page.locator('.basket-line-options').textContent()).toBe('Navy · L');

    // Custom products are not listed in search.
    await gotoHydrated(page, demo('/search/?q=Custom'));
    expect(await page.locator(`a[href="${design.product.url}"]`).count()).toBe(0);
    // The only console error is the refused empty save's 422.
    expect(errors).toEqual([
      'Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
    ]);
    await page.close();
  });

  it('answers 404 for a product the studio does not have', async () => {
    const response = await httpRequest(port, 'demo.localhost', '/studio/jetpack/');
    expect(response.status).toBe(404);
  });
});
