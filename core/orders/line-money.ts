import { includedTax } from '../checkout/vat';

/**
 * The money of one order line as order_items keeps it, in minor units of the order's currency: the price of
 * one with VAT inside, how many, the line's share of the order's discount (VAT included) and the VAT rate.
 * Everything else about the line is derived from these by `lineMoney`, the one place that does it.
 */
export interface OrderLineAmounts {
  unitPrice: number;
  quantity: number;
  discount: number;
  vatPercent: number;
}

export interface LineMoney {
  /** unitPrice × quantity. */
  gross: number;
  discount: number;
  /** What the shopper pays for the line: gross − discount. */
  total: number;
  /** The VAT inside `total`. */
  vat: number;
  /** `total` without its VAT. */
  net: number;
  /** Before the discount, as §3 keeps them (total = price + tax − discount): the goods without VAT, their VAT. */
  price: number;
  tax: number;
}

export function lineMoney(line: OrderLineAmounts): LineMoney {
  const gross = line.unitPrice * line.quantity;
  const discount = Math.min(Math.max(line.discount, 0), Math.max(gross, 0));
  const total = gross - discount;
  const vat = includedTax(total, line.vatPercent);
  const tax = includedTax(gross, line.vatPercent);
  return { gross, discount, total, vat, net: total - vat, price: gross - tax, tax };
}

/** The order_items money columns of a line: the stored amounts and §3's price and tax derived from them. */
export function orderLineColumns(line: OrderLineAmounts) {
  const { price, tax, discount } = lineMoney(line);
  return {
    unitPrice: line.unitPrice,
    quantity: line.quantity,
    discount,
    vatPercent: line.vatPercent,
    price,
    tax,
    priceTaxIncluded: false,
    discountTaxIncluded: true,
  };
}

/**
 * The line with a new quantity. The units kept keep their share of the discount (prorated, rounded half up);
 * units added after the order was placed get none, since the coupon was priced for the order as placed.
 */
export function withQuantity<T extends OrderLineAmounts>(line: T, quantity: number): T {
  const kept = Math.min(quantity, line.quantity);
  const discount =
    line.quantity > 0
      ? Math.floor((2 * lineMoney(line).discount * kept + line.quantity) / (2 * line.quantity))
      : 0;
  return { ...line, quantity, discount };
}

/** What is owed back when a paid line changes: the drop in what it costs, never more than was paid for it. */
export function lineRefund(before: OrderLineAmounts, after: OrderLineAmounts): number {
  const paid = lineMoney(before).total;
  return Math.min(paid, Math.max(0, paid - lineMoney(after).total));
}

/**
 * A shopper's change of a line's quantity: the line as it becomes and what the shopper is owed back, which is
 * only ever owed on a paid order (an unpaid one has not been charged).
 */
export function changeQuantity<T extends OrderLineAmounts>(
  line: T,
  quantity: number,
  paid: boolean,
): { line: T; refund: number } {
  const changed = withQuantity(line, quantity);
  return { line: changed, refund: paid ? lineRefund(line, changed) : 0 };
}

export interface OrderMoney {
  /** Goods, VAT included, before the discount. */
  subtotal: number;
  discount: number;
  /** VAT inside the goods after the discount: the sum of the lines' VAT. */
  goodsTax: number;
  /** The VAT the discount took off. */
  taxDiscount: number;
  shippingTotal: number;
  shippingTax: number;
  total: number;
}

/** An order's totals from its lines and its delivery: every total is the sum of its lines, to the penny. */
export function orderMoneyOf(
  lines: readonly OrderLineAmounts[],
  shipping: { total: number; tax: number },
): OrderMoney {
  const figures = lines.map(lineMoney);
  const add = (pick: (line: LineMoney) => number) => figures.reduce((sum, line) => sum + pick(line), 0);
  const goodsTax = add((line) => line.vat);
  return {
    subtotal: add((line) => line.gross),
    discount: add((line) => line.discount),
    goodsTax,
    taxDiscount: add((line) => line.tax) - goodsTax,
    shippingTotal: shipping.total,
    shippingTax: shipping.tax,
    total: add((line) => line.total) + shipping.total,
  };
}
