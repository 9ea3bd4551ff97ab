import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  cancelLabelSchema,
  FACTORY_MESSAGES,
  printLabelsSchema,
  scanSchema,
  shipSchema,
} from '../../../core/factory';
import { OPERATOR_MESSAGES } from '../../../core/operator';
import type { Database } from '../../../domain/db';
import {
  cancelLabel,
  factoryQueue,
  logPretreat,
  orderLabels,
  printLabels,
  scanPick,
  shipOrder,
} from '../../../domain/factory';
import { accountContext } from '../accounts';
import type { ApiRoutes } from '../route';

const DENIED = "Permission denied: not signed in, or without the 'fulfilment' permission";
const OFF_PLATFORM = 'Not on the platform host';

const queueOrder = z.object({
  id: z.number(),
  store: z.string(),
  email: z.string(),
  status: z.string(),
  statusName: z.string(),
  priority: z.number(),
  createdAt: z.string(),
  units: z.number(),
  labels: z.number(),
  picked: z.number(),
  pigeonhole: z.string().nullable(),
});

const labelView = z.object({
  id: z.number(),
  code: z.string(),
  counter: z.number(),
  total: z.number(),
  pickface: z.string(),
  product: z.string(),
  sku: z.string(),
  options: z.record(z.string(), z.string()),
  timesPrinted: z.number(),
  pickedAt: z.string().nullable(),
  pickedBy: z.string().nullable(),
  cancelled: z.boolean(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  prints: z.array(z.object({ at: z.string(), by: z.string().nullable(), reason: z.string().nullable() })),
  pretreats: z.array(z.object({ at: z.string(), by: z.string().nullable() })),
});

const orderParams = z.object({
  order: z.coerce
    .number({ error: OPERATOR_MESSAGES.orderNotFound })
    .int(OPERATOR_MESSAGES.orderNotFound)
    .positive(OPERATOR_MESSAGES.orderNotFound),
});
const labelParams = z.object({
  label: z.coerce
    .number({ error: FACTORY_MESSAGES.labelNotFound })
    .int(FACTORY_MESSAGES.labelNotFound)
    .positive(FACTORY_MESSAGES.labelNotFound),
});
const messageResponse = z.object({ message: z.string() });

/** /omnis/v3/atlas/… factory calls; `scope` already answers 404 off the platform host and 403 when signed out. */
export function registerAtlasFactoryRoutes(scope: FastifyInstance, routes: ApiRoutes, db: Database): void {
  routes.define(scope, {
    method: 'GET',
    url: '/atlas/factory/queue/',
    summary:
      'The factory queues across every store: paid orders waiting for labels, and labelled orders to pick, pack and ship',
    tags: ['atlas'],
    response: z.object({ toPrint: z.array(queueOrder), toShip: z.array(queueOrder) }),
    errors: { 403: DENIED, 404: OFF_PLATFORM },
    handler: (_input, request) => factoryQueue(accountContext(request, db)),
  });

  routes.define(scope, {
    method: 'GET',
    url: '/atlas/orders/:order/labels/',
    summary: "An order's factory labels with their print, pretreat, pick and cancel history",
    tags: ['atlas'],
    params: orderParams,
    response: z.object({
      order: z.object({
        id: z.number(),
        store: z.string(),
        email: z.string(),
        status: z.string(),
        statusName: z.string(),
        pigeonhole: z.string().nullable(),
        trackingCodes: z.array(z.string()),
        units: z.number(),
        printable: z.boolean(),
      }),
      labels: z.array(labelView),
    }),
    errors: { 403: DENIED, 404: `${OFF_PLATFORM}, or no such order` },
    handler: ({ params }, request) => orderLabels(accountContext(request, db), params.order),
  });

  routes.define(scope, {
    method: 'POST',
    url: '/atlas/factory/labels/print/',
    summary:
      "Prints the orders' labels as a PDF (application/pdf, one 4x6 in page per label, Code 128 barcodes). A paid order's first print makes its labels and moves it to label_printed; printing again is a reprint and needs a reason",
    tags: ['atlas'],
    body: printLabelsSchema,
    response: z.string().describe('The labels as a PDF document (application/pdf)'),
    errors: {
      403: DENIED,
      404: `${OFF_PLATFORM}, or no such order`,
      409: 'Someone else moved the order meanwhile',
      422: "No order chosen, an order not ready for labels, or a reprint without a reason ('Please give a reason for the reprint')",
    },
    handler: async ({ body }, request, reply) => {
      const printed = await printLabels(accountContext(request, db), body);
      const name = printed.orderIds.length === 1 ? `labels-${printed.orderIds[0]}.pdf` : 'labels.pdf';
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('X-Labels', String(printed.labels))
        .send(Buffer.from(printed.pdf));
    },
  });

  routes.define(scope, {
    method: 'POST',
    url: '/atlas/factory/scan/',
    summary:
      "Pick by scanning: marks the label picked; a multi-item order's units go to its pigeonhole, a single item to packing",
    tags: ['atlas'],
    body: scanSchema,
    response: z.object({
      message: z.string(),
      pigeonhole: z.number().nullable(),
      progress: z.string(),
      label: z.object({
        id: z.number(),
        code: z.string(),
        orderId: z.number(),
        counter: z.number(),
        total: z.number(),
        product: z.string(),
      }),
    }),
    errors: {
      403: DENIED,
      404: OFF_PLATFORM,
      422: 'An unknown, cancelled or already picked label, or an order not waiting to be picked',
    },
    handler: ({ body }, request) => scanPick(accountContext(request, db), body),
  });

  routes.define(scope, {
    method: 'POST',
    url: '/atlas/factory/pretreat/',
    summary: "Logs a label's garment as pretreated (scanned or from the label's button)",
    tags: ['atlas'],
    body: scanSchema,
    response: z.object({ message: z.string(), labelId: z.number() }),
    errors: { 403: DENIED, 404: OFF_PLATFORM, 422: 'An unknown or cancelled label' },
    handler: ({ body }, request) => logPretreat(accountContext(request, db), body),
  });

  routes.define(scope, {
    method: 'POST',
    url: '/atlas/factory/labels/:label/cancel/',
    summary: 'Cancels a label with a reason: it no longer counts in its item’s active quantity',
    tags: ['atlas'],
    params: labelParams,
    body: cancelLabelSchema,
    response: messageResponse,
    errors: {
      403: DENIED,
      404: `${OFF_PLATFORM}, or no such label`,
      422: "No reason ('Please give a reason for cancelling the label'), or the label is already cancelled",
    },
    handler: ({ params, body }, request) => cancelLabel(accountContext(request, db), params.label, body),
  });

  routes.define(scope, {
    method: 'POST',
    url: '/atlas/factory/ship/',
    summary:
      'Packs and ships an order whose labels are all picked: it moves on to complete with the tracking code (the shopper is emailed it)',
    tags: ['atlas'],
    body: shipSchema,
    response: z.object({
      orderId: z.number(),
      status: z.string(),
      trackingCodes: z.array(z.string()),
      message: z.string(),
    }),
    errors: {
      403: DENIED,
      404: OFF_PLATFORM,
      409: 'Someone else moved the order meanwhile',
      422: 'No such order, not every label picked, or a missing or malformed tracking code',
    },
    handler: ({ body }, request) => shipOrder(accountContext(request, db), body),
  });
}
