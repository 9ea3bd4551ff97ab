import { deflateSync } from 'node:zlib';
import bwipjs, { type DrawingContext, type RenderOptions } from 'bwip-js/node';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  type PDFFont,
  PDFRawStream,
  type PDFRef,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import { counterText, labelCode, optionsText } from '../../core/factory';
import { winAnsi } from '../orders';

/** What one printed factory label shows. */
export interface LabelPrint {
  id: number;
  counter: number;
  total: number;
  pickface: string;
  product: string;
  options: Record<string, string>;
  orderNumber: number;
  store: string;
}

/** A 4×6 in label printer's page, in PDF points (72 to the inch). */
export const LABEL_PAGE = { width: 288, height: 432 } as const;
const MARGIN = 18;

/** A barcode as 8-bit grey pixels, one byte a pixel, rows top to bottom (0 black, 255 white). */
export interface BarcodeRaster {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/**
 * A bwip-js drawing context that paints into a grey raster: bwip-js encodes the symbol and lays out its
 * bars (scaled to whole pixels, with padding) and calls `line` for each; we fill them in. Code 128 needs
 * nothing but axis-aligned bars, which makes this far cheaper than bwip-js's RGBA PNG (no alpha, no PNG
 * encode and decode): 500 labels in well under the 5 s budget.
 */
function rasterDrawing(): DrawingContext<BarcodeRaster> {
  let options: RenderOptions | undefined;
  let width = 0;
  let height = 0;
  let left = 0;
  let top = 0;
  let pixels = new Uint8Array(0);
  const fillRect = (x0: number, y0: number, x1: number, y1: number) => {
    const xa = Math.max(0, Math.round(Math.min(x0, x1)) + left);
    const xb = Math.min(width, Math.round(Math.max(x0, x1)) + left);
    const ya = Math.max(0, Math.round(Math.min(y0, y1)) + top);
    const yb = Math.min(height, Math.round(Math.max(y0, y1)) + top);
    for (let y = ya; y < yb; y += 1) pixels.fill(0, y * width + xa, y * width + xb);
  };
  return {
    setopts(opts) {
      options = opts;
    },
    scale: (sx, sy) => [Math.trunc(sx) || 1, Math.trunc(sy) || 1],
    measure: () => ({ width: 0, ascent: 0, descent: 0 }),
    init(w, h) {
      left = options?.paddingleft ?? 0;
      top = options?.paddingtop ?? 0;
      width = Math.ceil(w + left + (options?.paddingright ?? 0));
      height = Math.ceil(h + top + (options?.paddingbottom ?? 0));
      pixels = new Uint8Array(width * height).fill(255);
    },
    line(x0, y0, x1, y1, lw) {
      const half = (Math.round(lw) || 1) / 2;
      if (x0 === x1) fillRect(x0 - half, y0, x1 + half, y1);
      else fillRect(x0, y0 - half, x1, y1 + half);
    },
    polygon() {},
    hexagon() {},
    ellipse() {},
    fill() {},
    text() {},
    end: () => ({ width, height, pixels }),
  };
}

/** The label's Code 128 barcode (bwip-js), its text the label code ('L00000042'), as grey pixels. */
export function barcodeRaster(labelId: number): BarcodeRaster {
  return bwipjs.render(
    {
      bcid: 'code128',
      text: labelCode(labelId),
      scale: 3,
      height: 14,
      paddingwidth: 10,
      paddingheight: 6,
    },
    rasterDrawing(),
  );
}

/** Embeds a raster as a Flate-compressed DeviceGray image XObject (what an embedded PNG becomes in a PDF). */
function embedRaster(doc: PDFDocument, raster: BarcodeRaster): PDFRef {
  const stream = PDFRawStream.of(
    doc.context.obj({
      Type: 'XObject',
      Subtype: 'Image',
      Width: raster.width,
      Height: raster.height,
      ColorSpace: 'DeviceGray',
      BitsPerComponent: 8,
      Filter: 'FlateDecode',
    }),
    deflateSync(raster.pixels),
  );
  return doc.context.register(stream);
}

/** Text cut to fit a width, with an ellipsis when it had to be cut. */
function fitText(text: string, font: PDFFont, size: number, width: number): string {
  const safe = winAnsi(text);
  if (font.widthOfTextAtSize(safe, size) <= width) return safe;
  let cut = safe;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}...`, size) > width) cut = cut.slice(0, -1);
  return `${cut}...`;
}

/**
 * The labels as one PDF, a 4×6 in page each: the counter ("2 of 3") and pickface large, the product and its
 * options, the order number and store, and the label's Code 128 barcode (bwip-js) with its code underneath.
 */
export async function labelsPdf(labels: readonly LabelPrint[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(labels.length === 1 ? `Factory label ${labelCode(labels[0]?.id ?? 0)}` : 'Factory labels');
  doc.setCreator('Printfront operator');
  const [regular, bold] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ]);
  const width = LABEL_PAGE.width - 2 * MARGIN;
  const black = rgb(0, 0, 0);
  for (const label of labels) {
    const page = doc.addPage([LABEL_PAGE.width, LABEL_PAGE.height]);
    let y = LABEL_PAGE.height - MARGIN;
    const line = (text: string, font: PDFFont, size: number, gap = 6) => {
      y -= size;
      page.drawText(fitText(text, font, size, width), { x: MARGIN, y, size, font, color: black });
      y -= gap;
    };
    line(counterText(label.counter, label.total), bold, 28);
    line(`Pickface ${label.pickface}`, bold, 20, 12);
    line(label.product, bold, 14);
    const options = optionsText(label.options);
    if (options) line(options, regular, 14);
    y -= 6;
    line(`Order #${label.orderNumber}`, bold, 16);
    line(label.store, regular, 12);

    const raster = barcodeRaster(label.id);
    const name = page.node.newXObject('Barcode', embedRaster(doc, raster));
    const scale = Math.min(width / raster.width, 110 / raster.height);
    const drawn = { width: raster.width * scale, height: raster.height * scale };
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(
        drawn.width,
        0,
        0,
        drawn.height,
        (LABEL_PAGE.width - drawn.width) / 2,
        MARGIN + 20,
      ),
      drawObject(name),
      popGraphicsState(),
    );
    const code = labelCode(label.id);
    const size = 12;
    page.drawText(code, {
      x: (LABEL_PAGE.width - regular.widthOfTextAtSize(code, size)) / 2,
      y: MARGIN + 4,
      size,
      font: regular,
      color: black,
    });
  }
  return doc.save();
}
