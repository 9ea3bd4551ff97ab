import { lineMoney, type OrderLineAmounts, orderMoneyOf } from './line-money';

/** One invoice row: quantity × unit price − discount = total, and net + VAT = total. */
export interface InvoiceRow {
  quantity: number;
  /** One unit, VAT included. */
  unitPrice: number;
  discount: number;
  /** The VAT rate in percent. */
  vatRate: number;
  vat: number;
  net: number;
  total: number;
}

export interface InvoiceTotals {
  /** The goods, VAT included, before the discount. */
  goods: number;
  discount: number;
  shipping: number;
  /** The VAT on the goods at each rate, then on delivery: they add up to vatTotal. */
  vat: { label: string; amount: number }[];
  vatTotal: number;
  net: number;
  total: number;
}

export function invoiceRow(line: OrderLineAmounts): InvoiceRow {
  const money = lineMoney(line);
  return {
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    discount: money.discount,
    vatRate: line.vatPercent,
    vat: money.vat,
    net: money.net,
    total: money.total,
  };
}

/**
 * An invoice's rows and totals from the order's lines and delivery. The totals are the sums of the rows, so
 * they add up to the penny, and they are the order's own totals (the receipt's), worked out by the same model.
 */
export function invoiceFigures(
  lines: readonly OrderLineAmounts[],
  shipping: { total: number; tax: number },
): { rows: InvoiceRow[]; totals: InvoiceTotals } {
  const rows = lines.map(invoiceRow);
  const order = orderMoneyOf(lines, shipping);
  const rates = [...new Set(rows.map((row) => row.vatRate))].sort((a, b) => b - a);
  const vat = [
    ...rates.map((rate) => ({
      label: `VAT on goods at ${rate}%`,
      amount: rows.filter((row) => row.vatRate === rate).reduce((sum, row) => sum + row.vat, 0),
    })),
    { label: 'VAT on delivery', amount: shipping.tax },
  ];
  const vatTotal = order.goodsTax + order.shippingTax;
  return {
    rows,
    totals: {
      goods: order.subtotal,
      discount: order.discount,
      shipping: order.shippingTotal,
      vat,
      vatTotal,
      net: order.total - vatTotal,
      total: order.total,
    },
  };
}
