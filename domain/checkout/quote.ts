import {
  CHECKOUT_MESSAGES,
  type CouponTerms,
  couponProblemMessage,
  deliveryEstimate,
  type OrderSummary,
  priceOrder,
  type ShippingRate,
  shippingPrice,
} from '../../core/checkout';
import { regionForCountry } from '../../core/constants';
import { invalid } from '../../core/errors';
import {
  availableCurrencies,
  type CurrencyCode,
  convert,
  formatMoney,
  money,
  parseCurrencyCode,
} from '../../core/money';
import type { ServiceContext } from '../context';
import { findCoupon, type StoreCoupon } from '../marketing';
import { listShippingRates } from '../shipping';
import { type CheckoutLine, loadCheckoutLines } from './lines';

export interface ShippingOption {
  method: string;
  name: string;
  description: string;
  /** For these goods, in the order's currency (0 when free over the threshold). */
  price: number;
  estimate: string;
}

export interface QuoteLine {
  key: string;
  name: string;
  productUrl: string;
  image: string | null;
  options: { Colour: string; Size: string };
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  available: boolean;
}

/** Everything the checkout page shows about the money, in the shopper's currency. */
export interface CheckoutQuote {
  currency: CurrencyCode;
  country: string;
  lines: QuoteLine[];
  /** Names of basket lines that can no longer be bought (they block payment). */
  unavailable: string[];
  shippingOptions: ShippingOption[];
  shippingMethod: string | null;
  couponCode: string | null;
  /** Why the entered coupon does not apply, or null. */
  couponMessage: string | null;
  summary: OrderSummary;
}

export interface QuoteInput {
  country: string;
  shippingMethod: string | null;
  couponCode: string;
}

/** The shopper's currency when the store offers it; anything else never reaches an order. */
export function orderCurrency(ctx: ServiceContext, wanted: string): CurrencyCode {
  const code = parseCurrencyCode(wanted);
  const offered = availableCurrencies(ctx.store.settings.plugins.currency, ctx.store.settings.currency);
  if (!code || !offered.includes(code)) throw invalid({ currency: [CHECKOUT_MESSAGES.currencyUnavailable] });
  return code;
}

export function storeCurrency(ctx: ServiceContext): CurrencyCode {
  return parseCurrencyCode(ctx.store.settings.currency) ?? 'GBP';
}

export interface PricedCheckout {
  basketId: number | null;
  lines: CheckoutLine[];
  rates: ShippingRate[];
  rate: ShippingRate | null;
  coupon: StoreCoupon | null;
  summary: OrderSummary;
}

/** Prices the basket from the store's own products, shipping rates and coupon (shared by quote and payment). */
export async function priceCheckout(
  ctx: ServiceContext,
  input: QuoteInput,
  options: { currency: CurrencyCode; now: Date; lock?: boolean; ignoreCouponUsage?: boolean },
): Promise<PricedCheckout> {
  const { basketId, lines } = await loadCheckoutLines(ctx, { lock: options.lock ?? false });
  const rates = await listShippingRates(ctx, regionForCountry(input.country));
  const rate = rates.find((entry) => entry.method === input.shippingMethod) ?? null;
  const coupon = input.couponCode ? await findCoupon(ctx, input.couponCode) : null;
  const terms: CouponTerms | null = input.couponCode
    ? (coupon ?? {
        code: input.couponCode,
        kind: 'fixed',
        value: 0,
        minimumSpend: 0,
        startsAt: null,
        expiresAt: null,
        usageLimit: null,
        usedCount: 0,
        enabled: false,
      })
    : null;
  const summary = priceOrder({
    lines: lines.filter((line) => line.available),
    storeCurrency: storeCurrency(ctx),
    currency: options.currency,
    shipping: rate,
    coupon: terms,
    now: options.now,
    ignoreCouponUsage: options.ignoreCouponUsage ?? false,
  });
  return { basketId, lines, rates, rate, coupon, summary };
}

/** The checkout page's numbers: lines, shipping options for the country, the coupon and the totals. */
export async function quoteCheckout(
  ctx: ServiceContext,
  input: QuoteInput,
  options: { currency: string; now?: Date },
): Promise<CheckoutQuote> {
  const currency = orderCurrency(ctx, options.currency);
  const now = options.now ?? new Date();
  let priced = await priceCheckout(ctx, input, { currency, now });
  // The first method is chosen until the shopper picks one this address can have.
  if (!priced.rate && priced.rates[0]) {
    priced = await priceCheckout(
      ctx,
      { ...input, shippingMethod: priced.rates[0].method },
      { currency, now },
    );
  }
  const { summary } = priced;
  const format = (amount: number) => formatMoney(money(amount, currency));
  const toOrder = (amount: number) => convert(money(amount, storeCurrency(ctx)), currency).amount;
  const goods = summary.subtotal - summary.discount;
  const pricedLines = new Map(summary.lines.map((line) => [line.key, line]));
  return {
    currency,
    country: input.country,
    lines: priced.lines.map((line) => {
      const pricedLine = pricedLines.get(line.key);
      const unitPrice = pricedLine?.unitPrice ?? toOrder(line.unitPrice);
      return {
        key: line.key,
        name: line.name,
        productUrl: line.productUrl,
        image: line.image,
        options: line.options,
        quantity: line.quantity,
        unitPrice,
        lineTotal: pricedLine?.lineTotal ?? unitPrice * line.quantity,
        available: line.available,
      };
    }),
    unavailable: priced.lines.filter((line) => !line.available).map((line) => line.name),
    shippingOptions: priced.rates.map((rate) => ({
      method: rate.method,
      name: rate.name,
      description: rate.description,
      price: shippingPrice(
        { price: toOrder(rate.price), freeOver: rate.freeOver === null ? null : toOrder(rate.freeOver) },
        goods,
      ),
      estimate: deliveryEstimate(rate),
    })),
    shippingMethod: priced.rate?.method ?? null,
    couponCode: summary.coupon?.code ?? (input.couponCode || null),
    couponMessage: summary.couponProblem ? couponProblemMessage(summary.couponProblem, format) : null,
    summary,
  };
}

/** The quote with a coupon applied; a coupon that does not apply is refused with its reason. */
export async function applyCoupon(
  ctx: ServiceContext,
  input: QuoteInput,
  options: { currency: string; now?: Date },
): Promise<CheckoutQuote> {
  if (!input.couponCode.trim()) throw invalid({ couponCode: [CHECKOUT_MESSAGES.couponRequired] });
  const quote = await quoteCheckout(ctx, input, options);
  if (quote.couponMessage) throw invalid({ couponCode: [quote.couponMessage] });
  return quote;
}
