import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addImage, addText, createDesign, type DesignDocument, rotateLayer } from '../../../core/design';
import { STUDIO_BASE_PRODUCTS } from '../../seed/data/studio-products';
import { renderStudioGarments } from '../../seed/images/studio-garments';
import { studioMockupParams } from '../../seed/studio';
import { LocalMediaStorage, type MediaStorage } from '../../storage';
import { FontFiles } from '../fonts';
import { renderMockup } from './mockup';
import { PRINT_PIXELS_PER_MM, renderPrintFile } from './print-file';

const UPLOAD = '/images/studio/uploads/5/00112233445566778899aabbccddeeff.png';
let dataDir: string;
let deps: { fonts: FontFiles; media: MediaStorage; storeId: number };

/** The pHYs chunk of a PNG: pixels per unit on x and y, and the unit (1 = metre). */
function physicalSize(png: Buffer): { x: number; y: number; unit: number } | null {
  const at = png.indexOf('pHYs');
  if (at < 0) return null;
  return { x: png.readUInt32BE(at + 4), y: png.readUInt32BE(at + 8), unit: png.readUInt8(at + 12) };
}

async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data } = await sharp(image)
    .ensureAlpha()
    .extract({ left: x, top: y, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data];
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'print-file-'));
  deps = {
    fonts: new FontFiles(path.join(dataDir, 'fonts')),
    media: new LocalMediaStorage(path.join(dataDir, 'media')),
    storeId: 5,
  };
  // Solid blue, 2000 x 1000 px.
  await deps.media.put(
    UPLOAD.replace('/images/', ''),
    await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#1040c0' } })
      .png()
      .toBuffer(),
  );
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function a3Design(): DesignDocument {
  let document = createDesign({ medium: 'garment', printAreas: { front: { widthMm: 297, heightMm: 420 } } });
  document = addImage(document, 'front', {
    src: UPLOAD,
    pixelWidth: 2000,
    pixelHeight: 1000,
    x: 0,
    y: 200,
    width: 297,
    height: 148.5,
  });
  return addText(document, 'front', {
    text: 'IIIIIIII',
    font: { family: 'Bebas Neue', weight: 400, style: 'normal' },
    fontSize: 80,
    colour: '#000000',
    x: 0,
    y: 20,
    width: 297,
    height: 100,
  });
}

describe('renderPrintFile', () => {
  it('renders an A3 side as a 3508 x 4961 px transparent PNG marked 300 DPI', async () => {
    const print = await renderPrintFile(a3Design(), 'front', deps);
    expect([print.width, print.height]).toEqual([3508, 4961]);
    const metadata = await sharp(print.png).metadata();
    expect(metadata).toMatchObject({
      format: 'png',
      width: 3508,
      height: 4961,
      density: 300,
      hasAlpha: true,
    });
    // 300 DPI is 11811 pixels per metre.
    expect(physicalSize(print.png)).toEqual({ x: 11811, y: 11811, unit: 1 });

    // Nothing printed in the corner: transparent, not white.
    expect(await pixel(print.png, 5, 5)).toEqual([0, 0, 0, 0]);
    // The image fills its band edge to edge, in its own colour.
    const middle = Math.round(275 * PRINT_PIXELS_PER_MM);
    expect(await pixel(print.png, 5, middle)).toEqual([16, 64, 192, 255]);
    expect(await pixel(print.png, 3500, middle)).toEqual([16, 64, 192, 255]);
    // The heading is drawn with its font: black ink across the middle of its line.
    const { data, info } = await sharp(print.png)
      .extract({ left: 0, top: Math.round(70 * PRINT_PIXELS_PER_MM), width: 3508, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const opaque = [...Array(info.width).keys()].filter(
      (x) => (data[x * info.channels + 3] ?? 0) > 200,
    ).length;
    expect(opaque).toBeGreaterThan(200);
  });

  it('resamples a rotated image smoothly and still fills the print area size', async () => {
    const rotated = rotateLayer(a3Design(), 'front', 'layer-1', 30);
    const print = await renderPrintFile(rotated, 'front', deps);
    expect([print.width, print.height]).toEqual([3508, 4961]);
    const centre = await pixel(print.png, 1754, Math.round(274 * PRINT_PIXELS_PER_MM));
    expect(centre.slice(0, 3)).toEqual([16, 64, 192]);
  });

  it('sizes paper goods to their print area (a 100 mm sticker is 1181 px)', async () => {
    const sticker = addText(
      createDesign({ medium: 'paper', printAreas: { front: { widthMm: 100, heightMm: 100 } } }),
      'front',
      { text: 'Hi' },
    );
    const print = await renderPrintFile(sticker, 'front', deps);
    expect([print.width, print.height]).toEqual([1181, 1181]);
    expect((await sharp(print.png).metadata()).density).toBe(300);
  });
});

describe('renderMockup', () => {
  it('puts the design on the garment photo at its placement, under the shading', async () => {
    const print = STUDIO_BASE_PRODUCTS.find((product) => product.key === 'art-print');
    if (!print) throw new Error('no art print');
    await renderStudioGarments(deps.media, [print]);
    const params = studioMockupParams(print);
    let document = createDesign({ medium: 'paper', printAreas: { front: { widthMm: 297, heightMm: 420 } } });
    document = addImage(document, 'front', {
      src: UPLOAD,
      pixelWidth: 2000,
      pixelHeight: 1000,
      x: 0,
      y: 0,
      width: 297,
      height: 420,
    });
    const mockup = await renderMockup({
      document,
      printed: ['front'],
      params,
      colour: 'White',
      view: 'front',
      media: deps.media,
      storeId: deps.storeId,
      fonts: deps.fonts,
    });
    expect(await sharp(mockup).metadata()).toMatchObject({ format: 'webp', width: 1000, height: 1000 });
    const placement = params.placements.front;
    if (!placement) throw new Error('no placement');
    const inside = await pixel(
      mockup,
      Math.round(placement.x + placement.width / 2),
      Math.round(placement.y + placement.height / 2),
    );
    const outside = await pixel(mockup, 20, 20);
    // Blue (slightly shaded) inside the print area, the studio backdrop outside it.
    expect(inside[2] ?? 0).toBeGreaterThan((inside[0] ?? 0) + 80);
    expect(Math.abs((outside[0] ?? 0) - (outside[2] ?? 0))).toBeLessThan(20);
  });
});
