import { z } from 'zod';
import type { FlowName } from '../orders/flows';
import { ORDER_STATUSES, type OrderStatusCode } from '../orders/statuses';

/** The operator's order list and moves: sizes, filters and what staff are told, verbatim. */
export const STAFF_ORDERS_PAGE_SIZE = 50;
/** The list counts matches up to this many; past it, it says "more than 10,000" (a count stays fast). */
export const STAFF_ORDERS_COUNT_CAP = 10_000;
/** The deepest page offered: the cap over the page size. */
export const STAFF_ORDERS_MAX_PAGE = STAFF_ORDERS_COUNT_CAP / STAFF_ORDERS_PAGE_SIZE;
export const BULK_MOVE_LIMIT = 100;

export const STAFF_ORDER_MESSAGES = {
  chooseStatus: 'Choose a status from the list',
  chooseFlow: 'Choose normal, bespoke or paper',
  badStore: 'Enter a store number',
  badPriority: 'Enter a priority from 0 to 99',
  badDate: 'Enter a date as YYYY-MM-DD',
  dateOrder: 'The start date must be on or before the end date',
  badPage: `Enter a page from 1 to ${STAFF_ORDERS_MAX_PAGE}`,
  searchTooLong: 'Search is at most 200 characters',
  factoryTooLong: 'Factory is at most 50 characters',
  chooseOrders: 'Choose at least one order',
  tooManyOrders: `Move at most ${BULK_MOVE_LIMIT} orders at once`,
  badOrder: 'Order numbers are whole numbers',
} as const;

export const FLOW_NAMES: readonly FlowName[] = ['normal', 'bespoke', 'paper'];

const STATUS_CODES = ORDER_STATUSES.map((status) => status.code) as [OrderStatusCode, ...OrderStatusCode[]];

/** Forms send '' for a field left empty: that is the same as not giving it. */
const blankless = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

/** A calendar date as YYYY-MM-DD that exists (no 30 February). */
function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

const isoDate = blankless(
  z
    .string({ error: STAFF_ORDER_MESSAGES.badDate })
    .refine(isIsoDate, STAFF_ORDER_MESSAGES.badDate)
    .optional(),
);

export const statusCodeSchema = z.enum(STATUS_CODES, { error: STAFF_ORDER_MESSAGES.chooseStatus });

/** The list's search and filters, from the address (the page) or the query string (the API). */
export const staffOrdersQuerySchema = z
  .object({
    q: blankless(z.string().trim().max(200, STAFF_ORDER_MESSAGES.searchTooLong).optional()).transform(
      (value) => value ?? '',
    ),
    store: blankless(
      z.coerce
        .number({ error: STAFF_ORDER_MESSAGES.badStore })
        .int(STAFF_ORDER_MESSAGES.badStore)
        .positive(STAFF_ORDER_MESSAGES.badStore)
        .optional(),
    ),
    status: blankless(statusCodeSchema.optional()),
    flow: blankless(
      z.enum(['normal', 'bespoke', 'paper'], { error: STAFF_ORDER_MESSAGES.chooseFlow }).optional(),
    ),
    priority: blankless(
      z.coerce
        .number({ error: STAFF_ORDER_MESSAGES.badPriority })
        .int(STAFF_ORDER_MESSAGES.badPriority)
        .min(0, STAFF_ORDER_MESSAGES.badPriority)
        .max(99, STAFF_ORDER_MESSAGES.badPriority)
        .optional(),
    ),
    from: isoDate,
    to: isoDate,
    factory: blankless(z.string().trim().max(50, STAFF_ORDER_MESSAGES.factoryTooLong).optional()),
    page: blankless(
      z.coerce
        .number({ error: STAFF_ORDER_MESSAGES.badPage })
        .int(STAFF_ORDER_MESSAGES.badPage)
        .min(1, STAFF_ORDER_MESSAGES.badPage)
        .max(STAFF_ORDERS_MAX_PAGE, STAFF_ORDER_MESSAGES.badPage)
        .optional(),
    ).transform((value) => value ?? 1),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: STAFF_ORDER_MESSAGES.dateOrder,
  });

export type StaffOrdersQuery = z.output<typeof staffOrdersQuerySchema>;

/** One move of one order: where to, and where the staff member saw it (409 if it has moved since). */
export const staffMoveSchema = z.object({
  to: statusCodeSchema,
  expected: blankless(statusCodeSchema.optional()),
});

const orderId = z.coerce
  .number({ error: STAFF_ORDER_MESSAGES.badOrder })
  .int(STAFF_ORDER_MESSAGES.badOrder)
  .positive(STAFF_ORDER_MESSAGES.badOrder);

/** Several orders moved to one status; each is moved (or refused) on its own. */
export const bulkMoveSchema = z.object({
  ids: z
    .array(orderId, { error: STAFF_ORDER_MESSAGES.chooseOrders })
    .min(1, STAFF_ORDER_MESSAGES.chooseOrders)
    .max(BULK_MOVE_LIMIT, STAFF_ORDER_MESSAGES.tooManyOrders),
  to: statusCodeSchema,
});

/** Escapes LIKE's wildcards so a search for "a_b%" finds exactly that. */
export function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/** Active quantity (§3): ordered less returned less cancelled labels, never below zero. */
export function activeQuantity(item: {
  quantity: number;
  returnedQuantity: number;
  cancelledQuantity: number;
}): number {
  return Math.max(0, item.quantity - item.returnedQuantity - item.cancelledQuantity);
}
