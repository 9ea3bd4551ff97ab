import type { Region } from '../constants/commerce';

/** One shipping method's price for one region, in the store's currency. */
export interface ShippingRate {
  method: string;
  name: string;
  description: string;
  region: Region;
  price: number;
  /** Free when the goods (after discount) cost at least this much; null: never free. */
  freeOver: number | null;
  minDays: number;
  maxDays: number;
}

/** The price of a rate for goods worth `goods` (same currency as the rate). */
export function shippingPrice(rate: Pick<ShippingRate, 'price' | 'freeOver'>, goods: number): number {
  if (rate.freeOver !== null && goods >= rate.freeOver) return 0;
  return rate.price;
}

/** 'Delivered in 2-4 business days' (or '1 business day'). */
export function deliveryEstimate(rate: Pick<ShippingRate, 'minDays' | 'maxDays'>): string {
  const unit = rate.maxDays === 1 ? 'business day' : 'business days';
  const span = rate.minDays === rate.maxDays ? `${rate.maxDays}` : `${rate.minDays}-${rate.maxDays}`;
  return `Delivered in ${span} ${unit}`;
}
