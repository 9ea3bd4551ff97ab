import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  exchangeSchema,
  receiveReturnSchema,
  refundSchema,
  reprintSchema,
  returnsFilterSchema,
} from '../../../core/aftercare';
import { OPERATOR_MESSAGES } from '../../../core/operator';
import {
  exchangeItem,
  listReturns,
  loadAftercare,
  receiveReturn,
  refundOrder,
  reprintItems,
  testProcessorRefunds,
} from '../../../domain/aftercare';
import type { Database } from '../../../domain/db';
import { accountContext } from '../accounts';
import type { ApiRoutes } from '../route';

const orderId = z.coerce
  .number({ error: OPERATOR_MESSAGES.orderNotFound })
  .int(OPERATOR_MESSAGES.orderNotFound)
  .positive(OPERATOR_MESSAGES.orderNotFound)
  .max(2 ** 31 - 1, OPERATOR_MESSAGES.orderNotFound);
const orderParams = z.object({ order: orderId });

const STAFF_ERRORS = {
  403: "Permission denied: not signed in, or without the 'refunds' permission",
  404: 'Not on the platform host, or no such order',
} as const;

const childOutcome = z.object({ message: z.string(), orderId: z.number(), duplicate: z.boolean() });

/**
 * /omnis/v3/atlas/… after-care calls (staff with 'refunds'); `scope` already answers 404 off the platform host
 * and 403 when signed out. Refunds go through the server's payment gateway (the checkout's).
 */
export function registerAtlasAftercareRoutes(scope: FastifyInstance, routes: ApiRoutes, db: Database): void {
  routes.define(scope, {
    method: 'GET',
    url: '/atlas/returns/',
    summary:
      'The returns queue across every store, newest first: requested or received, searchable by order, RET- or email',
    tags: ['atlas'],
    query: returnsFilterSchema,
    response: z.object({
      returns: z.array(
        z.object({
          id: z.number(),
          reference: z.string(),
          orderId: z.number(),
          store: z.string(),
          email: z.string(),
          reason: z.string(),
          comments: z.string().nullable(),
          status: z.string(),
          units: z.number(),
          remill: z.boolean().nullable(),
          createdAt: z.date(),
        }),
      ),
      page: z.number(),
      pages: z.number(),
      total: z.number(),
    }),
    errors: { 403: STAFF_ERRORS[403], 404: 'Not on the platform host' },
    handler: ({ query }, request) => listReturns(accountContext(request, db), query),
  });

  routes.define(scope, {
    method: 'GET',
    url: '/atlas/orders/:order/aftercare/',
    summary:
      "An order's lines with paid, refunded and returned quantities, its refunds, child orders and returns",
    tags: ['atlas'],
    params: orderParams,
    response: z.record(z.string(), z.unknown()),
    errors: STAFF_ERRORS,
    handler: ({ params }, request) => loadAftercare(accountContext(request, db), params.order),
  });

  routes.define(scope, {
    method: 'POST',
    url: '/atlas/orders/:order/returns/receive/',
    summary:
      "Receives the shopper's return (requested → received, returned quantities up); remill issues and emails a one-use coupon",
    tags: ['atlas'],
    params: orderParams,
    body: receiveReturnSchema,
    response: z.object({ message: z.string(), reference: z.string(), coupon: z.string().nullable() }),
    errors: { ...STAFF_ERRORS, 409: 'The return has been received already', 422: 'Bad input' },
    handler: ({ params, body }, request) => receiveReturn(accountContext(request, db), params.order, body),
  });

  routes.define(scope, {
    method: 'POST',
    url: '/atlas/orders/:order/refunds/',
    summary:
      'Refunds items and/or shipping through the payment gateway, once per requestKey; makes a refund order and emails the shopper',
    tags: ['atlas'],
    params: orderParams,
    body: refundSchema,
    response: z.object({
      message: z.string(),
      refundId: z.number(),
      refundOrderId: z.number().nullable(),
      amount: z.number(),
      duplicate: z.boolean(),
    }),
    errors: {
      ...STAFF_ERRORS,
      409: 'More than was paid minus earlier refunds, an exchange (never refunded), no card payment, or the requestKey reused',
      422: 'Bad input, nothing left to refund of a line or the shipping, or the gateway did not refund',
    },
    handler: ({ params, body }, request) =>
      refundOrder(accountContext(request, db), params.order, body, request.server.checkout.payments),
  });

  routes.define(scope, {
    method: 'POST',
    url: '/atlas/orders/:order/exchanges/',
    summary: 'Makes an exchange: a paid child order at no charge for another size or colour of an item',
    tags: ['atlas'],
    params: orderParams,
    body: exchangeSchema,
    response: childOutcome,
    errors: { ...STAFF_ERRORS, 409: 'Not an original order', 422: 'Bad input' },
    handler: ({ params, body }, request) => exchangeItem(accountContext(request, db), params.order, body),
  });

  routes.define(scope, {
    method: 'POST',
    url: '/atlas/orders/:order/reprints/',
    summary: 'Makes a reprint: a paid child order at no charge of the chosen items, with a reprint reason',
    tags: ['atlas'],
    params: orderParams,
    body: reprintSchema,
    response: childOutcome,
    errors: { ...STAFF_ERRORS, 409: 'Not an original order', 422: 'Bad input' },
    handler: ({ params, body }, request) => reprintItems(accountContext(request, db), params.order, body),
  });

  routes.define(scope, {
    method: 'GET',
    url: '/atlas/test-processor/refunds/',
    summary: 'The refunds the built-in test processor holds for an order (only when this deployment uses it)',
    tags: ['atlas'],
    query: z.object({ order: orderId }),
    response: z.object({
      refunds: z.array(
        z.object({
          reference: z.string(),
          charge: z.string(),
          amount: z.number(),
          currency: z.string(),
          status: z.string(),
          createdAt: z.string(),
        }),
      ),
    }),
    errors: {
      ...STAFF_ERRORS,
      404: 'Not on the platform host, no such order, or payments go through Stripe',
    },
    handler: ({ query }, request) =>
      testProcessorRefunds(accountContext(request, db), query.order, request.server.checkout.payments),
  });
}
