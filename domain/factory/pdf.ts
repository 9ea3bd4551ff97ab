import bwipjs from 'bwip-js/node';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
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

/** The label's Code 128 barcode as a PNG (bwip-js), its text the label code ('L00000042'). */
export function barcodePng(labelId: number): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text: labelCode(labelId),
    scale: 3,
    height: 14,
    paddingwidth: 10,
    paddingheight: 6,
    backgroundcolor: 'FFFFFF',
  });
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
 * options, the order number and store, and the label's Code 128 barcode with its code underneath. Barcodes
 * are drawn by bwip-js in parallel batches and embedded as PNG images.
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
  const BATCH = 50;
  for (let start = 0; start < labels.length; start += BATCH) {
    const batch = labels.slice(start, start + BATCH);
    const pngs = await Promise.all(batch.map((label) => barcodePng(label.id)));
    for (const [index, label] of batch.entries()) {
      const png = pngs[index];
      if (!png) continue;
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
      const image = await doc.embedPng(png);
      const scale = Math.min(width / image.width, 110 / image.height);
      const drawn = { width: image.width * scale, height: image.height * scale };
      const barcodeY = MARGIN + 20;
      page.drawImage(image, { x: (LABEL_PAGE.width - drawn.width) / 2, y: barcodeY, ...drawn });
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
  }
  return doc.save();
}
