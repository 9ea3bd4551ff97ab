export { AFTERCARE_MESSAGES } from './messages';
export * from './money';
export * from './schemas';

/** The sku of a refund order's line for refunded shipping (§3). */
export const SHIPPING_REFUND_SKU = 'EMB-39';

/** Reprint reasons every deployment has (reference data, seeded by the migration). */
export const REPRINT_REASONS = [
  { code: 'misprint', name: 'Misprint' },
  { code: 'damaged-in-transit', name: 'Damaged in transit' },
  { code: 'lost-in-post', name: 'Lost in post' },
  { code: 'wrong-item', name: 'Wrong item' },
] as const;

/** A remill return's coupon (§1): percent off the shopper's next purchase, one use, valid this many days. */
export const REMILL_COUPON = { percentOff: 10, validDays: 180 } as const;
