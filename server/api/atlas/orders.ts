import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bulkMoveSchema, OPERATOR_MESSAGES, staffMoveSchema } from '../../../core/operator';
import type { Database } from '../../../domain/db';
import {
  bulkMoveStaffOrders,
  listStaffOrders,
  loadStaffOrder,
  moveStaffOrder,
} from '../../../domain/operator-orders';
import { accountContext } from '../accounts';
import type { ApiRoutes } from '../route';

/** Dates go out as ISO 8601 strings (JSON of a Date). */
const when = z.coerce.string().describe('ISO 8601 date and time');
const status = z.object({ code: z.string(), name: z.string(), color: z.string() });
const address = z
  .object({
    name: z.string(),
    company: z.string().nullish(),
    line1: z.string(),
    line2: z.string().nullish(),
    city: z.string(),
    county: z.string().nullish(),
    postcode: z.string(),
    country: z.string(),
    eoriNumber: z.string().nullish(),
  })
  .nullable();

const orderParams = z.object({
  id: z.coerce
    .number({ error: OPERATOR_MESSAGES.orderNotFound })
    .int(OPERATOR_MESSAGES.orderNotFound)
    .positive(OPERATOR_MESSAGES.orderNotFound),
});

/** The list's query string: read as the page reads its address (domain/operator-orders validates it). */
const listQuery = z.object({
  q: z.string().optional(),
  store: z.string().optional(),
  status: z.string().optional(),
  flow: z.string().optional(),
  priority: z.string().optional(),
  from: z.string().optional().describe('YYYY-MM-DD, orders placed on or after'),
  to: z.string().optional().describe('YYYY-MM-DD, orders placed on or before'),
  factory: z.string().optional(),
  page: z.string().optional(),
});

const summary = z.object({
  id: z.number(),
  store: z.object({ id: z.number(), name: z.string() }),
  email: z.string(),
  name: z.string().nullable(),
  status,
  flow: z.enum(['normal', 'bespoke', 'paper']),
  priority: z.number(),
  factory: z.string().nullable(),
  trackingCodes: z.array(z.string()),
  total: z.number(),
  currency: z.string(),
  createdAt: when,
});

const orderView = z.object({
  id: z.number(),
  store: z.object({ id: z.number(), name: z.string() }),
  email: z.string(),
  status,
  flow: z.enum(['normal', 'bespoke', 'paper']),
  percentComplete: z.number(),
  moves: z.array(z.object({ code: z.string(), name: z.string() })),
  priority: z.number(),
  factory: z.string().nullable(),
  pigeonhole: z.string().nullable(),
  trackingCodes: z.array(z.string()),
  shipping: address,
  billing: address,
  shippingMethod: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  paymentTransaction: z.string().nullable(),
  money: z.object({
    currency: z.string(),
    subtotal: z.number(),
    discount: z.number(),
    goodsTax: z.number(),
    shippingTax: z.number(),
    taxDiscount: z.number(),
    shippingTotal: z.number(),
    total: z.number(),
    coupon: z.string().nullable(),
  }),
  items: z.array(
    z.object({
      id: z.number(),
      sku: z.string(),
      name: z.string(),
      options: z.record(z.string(), z.string()),
      quantity: z.number(),
      returnedQuantity: z.number(),
      cancelledQuantity: z.number(),
      activeQuantity: z.number(),
      printedCount: z.number(),
      unitPrice: z.number(),
      vatPercent: z.number(),
      discount: z.number(),
      total: z.number(),
      image: z.string().nullable(),
      files: z.array(
        z.object({
          kind: z.enum(['print', 'mockup']),
          side: z.string(),
          colour: z.string(),
          status: z.string(),
          url: z.string().nullable(),
        }),
      ),
    }),
  ),
  paymentAttempts: z.array(
    z.object({
      id: z.number(),
      status: z.string(),
      isSuccessful: z.boolean(),
      amount: z.number(),
      currency: z.string(),
      provider: z.string(),
      method: z.string(),
      message: z.string(),
      declineCode: z.string().nullable(),
      reference: z.string().nullable(),
      at: when,
    }),
  ),
  statusLog: z.array(z.object({ code: z.string(), name: z.string(), at: when, by: z.string().nullable() })),
  amendments: z.array(
    z.object({
      id: z.number(),
      kind: z.string(),
      before: z.unknown(),
      after: z.unknown(),
      refundDue: z.number(),
      at: when,
    }),
  ),
  returns: z.array(
    z.object({
      id: z.number(),
      reason: z.string(),
      comments: z.string().nullable(),
      status: z.string(),
      at: when,
      items: z.array(z.object({ orderItemId: z.number(), quantity: z.number() })),
    }),
  ),
  parent: z.object({ id: z.number(), type: z.string().nullable() }).nullable(),
  children: z.array(
    z.object({
      id: z.number(),
      type: z.string().nullable(),
      status: z.string(),
      total: z.number(),
      currency: z.string(),
      at: when,
    }),
  ),
  receiptUrl: z.string(),
  createdAt: when,
  paidAt: when.nullable(),
});

const DENIED = "Permission denied: not signed in, or not staff with the 'orders' permission";

/** /omnis/v3/atlas/… orders calls; `scope` already answers 404 off the platform host and 403 when signed out. */
export function registerAtlasOrdersRoutes(scope: FastifyInstance, routes: ApiRoutes, db: Database): void {
  routes.define(scope, {
    method: 'GET',
    url: '/atlas/orders/',
    summary:
      'Every store’s orders, newest first, 50 a page: search (number, email, name, sku, tracking code) and filters',
    tags: ['atlas'],
    query: listQuery,
    response: z.object({
      orders: z.array(summary),
      total: z.number().describe('Matches, counted up to 10,000'),
      totalCapped: z.boolean().describe('More than 10,000 orders match'),
      page: z.number(),
      pageCount: z.number(),
      pageSize: z.number(),
    }),
    errors: { 403: DENIED, 404: 'Not on the platform host', 422: 'A filter is not valid' },
    handler: async ({ query }, request) => {
      const { query: _read, ...list } = await listStaffOrders(accountContext(request, db), query);
      return list;
    },
  });

  routes.define(scope, {
    method: 'GET',
    url: '/atlas/orders/:id/',
    summary:
      'One order as staff see it: items with print files, mockups and active quantities, money, payments, status log, returns, child orders, the moves its flow allows',
    tags: ['atlas'],
    params: orderParams,
    response: orderView,
    errors: { 403: DENIED, 404: 'Not on the platform host, or no such order' },
    handler: ({ params }, request) => loadStaffOrder(accountContext(request, db), params.id),
  });

  routes.define(scope, {
    method: 'POST',
    url: '/atlas/orders/:id/move/',
    summary:
      'Moves an order along its flow; `expected` is the status the staff member saw (409 if it has moved since)',
    tags: ['atlas'],
    params: orderParams,
    body: staffMoveSchema,
    response: z.object({ status: z.string() }),
    errors: {
      403: DENIED,
      404: 'Not on the platform host, or no such order',
      409: 'The flow does not allow this move, or someone else moved the order meanwhile',
      422: 'Not a status',
    },
    handler: ({ params, body }, request) => moveStaffOrder(accountContext(request, db), params.id, body),
  });

  routes.define(scope, {
    method: 'POST',
    url: '/atlas/orders/bulk-move/',
    summary:
      'Moves several orders (1 to 100) to one status, each on its own: answers the moved and the refused',
    tags: ['atlas'],
    body: bulkMoveSchema,
    response: z.object({
      to: z.string(),
      moved: z.array(z.number()),
      refused: z.array(z.object({ id: z.number(), message: z.string() })),
    }),
    errors: { 403: DENIED, 404: 'Not on the platform host', 422: 'No orders, too many, or not a status' },
    handler: ({ body }, request) => bulkMoveStaffOrders(accountContext(request, db), body),
  });
}
