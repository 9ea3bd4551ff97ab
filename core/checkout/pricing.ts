import { type ConversionRates, type CurrencyCode, convert, money } from '../money';
import { lineMoney, type OrderLineAmounts } from '../orders/line-money';
import { type CouponProblem, type CouponTerms, couponDiscount, couponProblem } from './coupons';
import { type ShippingRate, shippingPrice } from './shipping';
import { includedTax, vatPercentFor } from './vat';

/** A basket line as the server read it from the store's own products (never the browser's prices). */
export interface PricingLine {
  key: string;
  /** The product's current price in the store's currency, VAT included. */
  unitPrice: number;
  quantity: number;
  vatRate: number;
}

export interface PricingInput {
  lines: readonly PricingLine[];
  storeCurrency: CurrencyCode;
  /** The shopper's currency: the order is priced and charged in it. */
  currency: CurrencyCode;
  rates?: ConversionRates;
  /** The chosen shipping rate in the store's currency, or null before one is chosen. */
  shipping: Pick<ShippingRate, 'price' | 'freeOver'> | null;
  /** The coupon the shopper entered (amounts in the store's currency), or null. */
  coupon: CouponTerms | null;
  now: Date;
  /** At payment time a coupon's use is counted under a lock instead. */
  ignoreCouponUsage?: boolean;
}

/**
 * One priced line, in the order's currency: the amounts an order line keeps (`OrderLineAmounts`) and what
 * `lineMoney` derives from them. `price` and `tax` are before the discount, so price + tax − discount = total,
 * what the shopper pays for the line; `vat` is the VAT inside that total.
 */
export interface PricedLine extends OrderLineAmounts {
  key: string;
  lineTotal: number;
  price: number;
  tax: number;
  total: number;
  vat: number;
}

export interface OrderSummary {
  currency: CurrencyCode;
  lines: PricedLine[];
  itemCount: number;
  /** Goods, VAT included, before the discount. */
  subtotal: number;
  discount: number;
  coupon: { code: string; discount: number } | null;
  /** Why the entered coupon does not apply (amounts in the order's currency), or null. */
  couponProblem: CouponProblem | null;
  /** null until a shipping method is chosen. */
  shipping: number | null;
  /** VAT due on the goods after the discount. */
  goodsTax: number;
  shippingTax: number;
  /** The VAT the discount took off. */
  taxDiscount: number;
  total: number;
}

/** Splits `amount` over `weights` in proportion, largest remainders first, so the parts add up exactly. */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount <= 0 || totalWeight <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / totalWeight);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((sum, part) => sum + part, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/**
 * Prices an order from the store's own prices: each unit price is converted to the shopper's currency first,
 * so every line, discount and total is an exact sum in the currency that is charged.
 */
export function priceOrder(input: PricingInput): OrderSummary {
  const toOrder = (amount: number) =>
    convert(money(amount, input.storeCurrency), input.currency, input.rates).amount;

  const gross = input.lines.map((line) => {
    const unitPrice = toOrder(line.unitPrice);
    return { line, unitPrice, lineTotal: unitPrice * line.quantity, vatPercent: vatPercentFor(line.vatRate) };
  });
  const subtotal = gross.reduce((sum, line) => sum + line.lineTotal, 0);

  const coupon = input.coupon
    ? {
        ...input.coupon,
        value: input.coupon.kind === 'fixed' ? toOrder(input.coupon.value) : input.coupon.value,
        minimumSpend: toOrder(input.coupon.minimumSpend),
      }
    : null;
  const problem = input.coupon
    ? couponProblem(coupon, subtotal, input.now, { ignoreUsage: input.ignoreCouponUsage ?? false })
    : null;
  const discount = coupon && !problem ? couponDiscount(coupon, subtotal) : 0;
  const discounts = allocate(
    discount,
    gross.map((line) => line.lineTotal),
  );

  const lines: PricedLine[] = gross.map((entry, index) => {
    const amounts = {
      unitPrice: entry.unitPrice,
      quantity: entry.line.quantity,
      discount: discounts[index] ?? 0,
      vatPercent: entry.vatPercent,
    };
    const { price, tax, total, vat } = lineMoney(amounts);
    return { key: entry.line.key, ...amounts, lineTotal: entry.lineTotal, price, tax, total, vat };
  });
  const goodsTax = lines.reduce((sum, line) => sum + line.vat, 0);
  const taxBeforeDiscount = lines.reduce((sum, line) => sum + line.tax, 0);
  const goods = subtotal - discount;
  const shipping = input.shipping
    ? shippingPrice(
        { price: toOrder(input.shipping.price), freeOver: nullable(input.shipping.freeOver, toOrder) },
        goods,
      )
    : null;
  // Shipping carries the highest VAT rate among the goods it delivers.
  const shippingPercent = lines.reduce((max, line) => Math.max(max, line.vatPercent), 0);
  const shippingTax = includedTax(shipping ?? 0, shippingPercent);

  return {
    currency: input.currency,
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    discount,
    coupon: coupon && !problem ? { code: coupon.code, discount } : null,
    couponProblem: problem,
    shipping,
    goodsTax,
    shippingTax,
    taxDiscount: taxBeforeDiscount - goodsTax,
    total: goods + (shipping ?? 0),
  };
}

function nullable<T, R>(value: T | null, map: (value: T) => R): R | null {
  return value === null ? null : map(value);
}
