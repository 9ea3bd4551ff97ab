import { z } from 'zod';
import { ORDER_STATUSES, type OrderStatusCode } from './statuses';

/** The periods the sales chart offers, in days ending today (UTC). */
export const SALES_RANGES = [7, 30, 90] as const;
export type SalesRange = (typeof SALES_RANGES)[number];
export const DEFAULT_SALES_RANGE: SalesRange = 30;

/** The range a query names (?days=7); anything else is the default. */
export function salesRangeOf(value: unknown): SalesRange {
  const days = Number(value);
  return SALES_RANGES.find((range) => range === days) ?? DEFAULT_SALES_RANGE;
}

/** How many orders the dashboard's order list shows to a page. */
export const STORE_ORDERS_PAGE_SIZE = 50;

/** How many months the profit-per-month figures go back, this month included. */
export const PROFIT_MONTHS = 6;

/**
 * Statuses an order only reaches once it is paid for: the first time it enters one of them is its sale.
 * Quotes and unpaid orders are not sales.
 */
export const UNPAID_STATUSES: readonly OrderStatusCode[] = [
  'new',
  'to_be_paid',
  'quote',
  'bespoke_idle',
  'bespoke_requested_terms',
  'bespoke_authorised_terms',
  'bespoke_mockup',
  'bespoke_approved',
];
export const PAID_STATUSES: readonly OrderStatusCode[] = ORDER_STATUSES.map((status) => status.code).filter(
  (code) => !UNPAID_STATUSES.includes(code),
);
/** Entering one of these gives the shopper back what the order still costs. */
export const REFUNDED_STATUSES: readonly OrderStatusCode[] = ['refunded', 'bespoke_refunded'];

const STATUS_CODES = ORDER_STATUSES.map((status) => status.code) as [OrderStatusCode, ...OrderStatusCode[]];

/**
 * The order list's query (?q=&status=&page=): a search of the order number ('1042' or '#1042'), the email
 * or the name it was placed under, one status, and the page. Anything unreadable reads as not given.
 */
export const storeOrdersQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(200)
    .catch('')
    .optional()
    .transform((value) => value ?? ''),
  status: z
    .enum(STATUS_CODES)
    .optional()
    .catch(undefined)
    .transform((value) => value ?? null),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .catch(1)
    .optional()
    .transform((value) => value ?? 1),
});
/** The list's query as the address gives it: the schema reads anything. */
export type StoreOrdersQuery = { q?: unknown; status?: unknown; page?: unknown };
