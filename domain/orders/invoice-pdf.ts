import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { formatMoney, money as moneyOf, parseCurrencyCode } from '../../core/money';
import { countryName, orderDate, orderMoney } from '../../core/orders';
import type { Invoice } from './invoice';
import type { PostalAddress } from './tables';

/**
 * The invoice as a PDF (A4), drawn with the standard PDF fonts (Helvetica), which every reader has: nothing
 * is downloaded or embedded. Those fonts only know the WinAnsi characters, so anything else is replaced.
 */

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.42, 0.42, 0.42);
const RULE = rgb(0.85, 0.85, 0.85);

/** Characters Helvetica's WinAnsi encoding has beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text the standard fonts can draw: typographic quotes kept, other unknown characters as '?'. */
export function winAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\n' || char === '\t') out += ' ';
    else if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char))
      out += char;
    else out += '?';
  }
  return out;
}

/** A money amount the standard fonts can draw: the symbol when they have it, else the currency code. */
export function pdfMoney(amount: number, currency: string): string {
  const formatted = orderMoney(amount, currency);
  if (winAnsi(formatted) === formatted) return formatted;
  const code = parseCurrencyCode(currency) ?? 'GBP';
  return `${code} ${formatMoney(moneyOf(Math.round(amount), code), { symbol: false })}`;
}

function addressText(address: PostalAddress | null): string[] {
  if (!address) return [];
  return [
    address.name,
    address.company,
    address.line1,
    address.line2,
    address.city,
    address.county,
    address.postcode,
    countryName(address.country),
  ].filter((line): line is string => Boolean(line));
}

class Writer {
  page: PDFPage;
  y: number;

  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  newPageIfBelow(space: number): boolean {
    if (this.y - space >= MARGIN) return false;
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
    return true;
  }

  text(
    value: string,
    x: number,
    options: { size?: number; bold?: boolean; colour?: typeof INK; right?: boolean } = {},
  ) {
    const font = options.bold ? this.bold : this.regular;
    const size = options.size ?? 10;
    const safe = winAnsi(value);
    const width = font.widthOfTextAtSize(safe, size);
    this.page.drawText(safe, {
      x: options.right ? x - width : x,
      y: this.y,
      size,
      font,
      color: options.colour ?? INK,
    });
  }

  /** Cuts text to a width, with an ellipsis. */
  fit(value: string, width: number, size = 10, bold = false): string {
    const font = bold ? this.bold : this.regular;
    let safe = winAnsi(value);
    if (font.widthOfTextAtSize(safe, size) <= width) return safe;
    while (safe.length > 1 && font.widthOfTextAtSize(`${safe}…`, size) > width) safe = safe.slice(0, -1);
    return `${safe}…`;
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4.width - MARGIN, y: this.y },
      thickness: 0.75,
      color: RULE,
    });
  }
}

/** Right edges of the number columns; the item's name fits before the quantity. */
const COLUMNS = {
  item: MARGIN,
  quantity: 268,
  unit: 328,
  discount: 388,
  rate: 430,
  vat: 488,
  total: A4.width - MARGIN,
};
const ITEM_WIDTH = 200;

function tableHeader(w: Writer, discounted: boolean) {
  w.text('Item', COLUMNS.item, { bold: true, size: 9 });
  w.text('Qty', COLUMNS.quantity, { bold: true, size: 9, right: true });
  w.text('Unit price', COLUMNS.unit, { bold: true, size: 9, right: true });
  if (discounted) w.text('Discount', COLUMNS.discount, { bold: true, size: 9, right: true });
  w.text('VAT rate', COLUMNS.rate, { bold: true, size: 9, right: true });
  w.text('VAT', COLUMNS.vat, { bold: true, size: 9, right: true });
  w.text('Total', COLUMNS.total, { bold: true, size: 9, right: true });
  w.y -= 6;
  w.rule();
  w.y -= 14;
}

export async function invoicePdf(invoice: Invoice): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = `${invoice.paid ? 'Invoice' : 'Pro forma invoice'} ${invoice.number}`;
  doc.setTitle(winAnsi(`${title} - ${invoice.seller.companyName}`));
  doc.setAuthor(winAnsi(invoice.seller.companyName));
  doc.setCreator('Printfront');
  doc.setCreationDate(invoice.issuedAt);
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  const money = (amount: number) => pdfMoney(amount, invoice.currency);

  // Seller, left; invoice facts, right.
  const top = w.y;
  w.text(invoice.seller.companyName, MARGIN, { size: 18, bold: true });
  w.y -= 18;
  const sellerLines = [
    ...(invoice.seller.address ?? '').split('\n').filter(Boolean),
    ...(invoice.seller.email ? [invoice.seller.email] : []),
    ...(invoice.seller.vatNumber ? [`VAT number: ${invoice.seller.vatNumber}`] : []),
    ...(invoice.seller.companyNumber ? [`Company number: ${invoice.seller.companyNumber}`] : []),
  ];
  for (const line of sellerLines) {
    w.text(line, MARGIN, { colour: MUTED });
    w.y -= 13;
  }
  const sellerBottom = w.y;
  w.y = top;
  w.text(invoice.paid ? 'INVOICE' : 'PRO FORMA INVOICE', A4.width - MARGIN, {
    size: 14,
    bold: true,
    right: true,
  });
  w.y -= 18;
  for (const [label, value] of [
    ['Invoice', invoice.number],
    ['Order', `#${invoice.orderNumber}`],
    ['Date', orderDate(invoice.issuedAt)],
  ] as const) {
    w.text(`${label}: ${value}`, A4.width - MARGIN, { right: true });
    w.y -= 13;
  }
  w.y = Math.min(w.y, sellerBottom) - 16;

  // Buyer and delivery address.
  const addressesTop = w.y;
  w.text('Bill to', MARGIN, { bold: true });
  w.y -= 14;
  for (const line of [...addressText(invoice.buyer), invoice.email]) {
    w.text(w.fit(line, 230), MARGIN);
    w.y -= 13;
  }
  const billBottom = w.y;
  if (invoice.deliverTo) {
    w.y = addressesTop;
    w.text('Deliver to', 320, { bold: true });
    w.y -= 14;
    for (const line of addressText(invoice.deliverTo)) {
      w.text(w.fit(line, 220), 320);
      w.y -= 13;
    }
  }
  w.y = Math.min(w.y, billBottom) - 20;

  const discounted = invoice.lines.some((line) => line.discount > 0);
  tableHeader(w, discounted);
  for (const line of invoice.lines) {
    if (w.newPageIfBelow(40)) tableHeader(w, discounted);
    w.text(w.fit(line.name, ITEM_WIDTH), COLUMNS.item);
    w.text(String(line.quantity), COLUMNS.quantity, { right: true });
    w.text(money(line.unitPrice), COLUMNS.unit, { right: true });
    if (discounted) w.text(money(-line.discount), COLUMNS.discount, { right: true });
    w.text(`${line.vatRate}%`, COLUMNS.rate, { right: true });
    w.text(money(line.vat), COLUMNS.vat, { right: true });
    w.text(money(line.total), COLUMNS.total, { right: true });
    w.y -= 12;
    const detail = [line.description, line.sku].filter(Boolean).join(' · ');
    if (detail) {
      w.text(w.fit(detail, ITEM_WIDTH, 8), COLUMNS.item, { size: 8, colour: MUTED });
      w.y -= 12;
    }
    w.y -= 4;
  }
  w.rule();
  w.y -= 16;

  const totals: [string, string, boolean][] = [
    ['Goods', money(invoice.totals.goods), false],
    ...(invoice.totals.discount > 0
      ? ([['Discount', money(-invoice.totals.discount), false]] as [string, string, boolean][])
      : []),
    ['Delivery', money(invoice.totals.shipping), false],
    ['Total excluding VAT', money(invoice.totals.net), false],
    ...invoice.totals.vat.map((line): [string, string, boolean] => [line.label, money(line.amount), false]),
    ['Total VAT', money(invoice.totals.vatTotal), false],
    ['Total', money(invoice.totals.total), true],
  ];
  w.newPageIfBelow(totals.length * 15 + 40);
  for (const [label, value, strong] of totals) {
    w.text(label, 400, { right: true, bold: strong, size: strong ? 12 : 10 });
    w.text(value, COLUMNS.total, { right: true, bold: strong, size: strong ? 12 : 10 });
    w.y -= strong ? 18 : 14;
  }
  w.y -= 16;
  w.newPageIfBelow(30);
  w.text(
    invoice.paid
      ? 'Paid in full. Thank you for your order.'
      : 'This is not a VAT invoice until the order is paid.',
    MARGIN,
    { colour: MUTED, size: 9 },
  );
  return doc.save();
}
