import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { checkoutSchema } from '../../core/checkout';
import { invalid, notFound } from '../../core/errors';
import { applyCoupon, applyStripeEvent, placeOrder, quoteCheckout } from '../../domain/checkout';
import { SYSTEM_ACTOR } from '../../domain/context';
import type { Database } from '../../domain/db';
import { getReceipt } from '../../domain/orders';
import type { StripeEvent } from '../../domain/payments';
import type { CheckoutServer } from '../checkout';
import {
  couponBodySchema,
  placeOrderResponseSchema,
  quoteBodySchema,
  quoteResponseSchema,
  receiptResponseSchema,
  webhookResponseSchema,
} from './checkout-schemas';
import { requireStore, selectedCurrency, serviceContext } from './context';
import type { ApiRoutes } from './route';

export const STRIPE_WEBHOOK_PATH = '/checkout/stripe/webhook/';
export const WEBHOOK_SIGNATURE_MESSAGE = 'The webhook signature does not match';
export const STRIPE_NOT_CONFIGURED_MESSAGE = 'Stripe is not configured';

function originOf(request: FastifyRequest): string {
  return `${request.protocol === 'https' ? 'https' : 'http'}://${(request.headers.host ?? 'localhost').toLowerCase()}`;
}

function currencyOf(request: FastifyRequest, wanted: string | undefined): string {
  return wanted || selectedCurrency(request, requireStore(request));
}

/** Checkout: shipping quotes, coupons, placing an order, its receipt, and Stripe's webhook. */
export function registerCheckoutRoutes(
  app: FastifyInstance,
  routes: ApiRoutes,
  db: Database,
  checkout: CheckoutServer,
): void {
  app.register(async (scope) => {
    // Baskets, totals and receipts are personal: never stored by a cache.
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Cache-Control', 'no-store');
      return payload;
    });

    routes.define(scope, {
      method: 'POST',
      url: '/checkout/quote/',
      summary:
        "Prices the visitor's basket from the store's products for a country: shipping options, coupon and totals in the shopper's currency",
      tags: ['checkout'],
      body: quoteBodySchema,
      response: quoteResponseSchema,
      errors: { 404: 'No store at this host', 422: 'Unknown country or a currency the store does not offer' },
      handler: ({ body }, request) =>
        quoteCheckout(serviceContext(request, db), body, { currency: currencyOf(request, body.currency) }),
    });

    routes.define(scope, {
      method: 'POST',
      url: '/checkout/coupon/',
      summary: 'Applies a coupon code to the quote; 422 says why a code does not apply',
      tags: ['checkout'],
      body: couponBodySchema,
      response: quoteResponseSchema,
      errors: { 404: 'No store at this host', 422: 'The coupon does not apply (the message says why)' },
      handler: ({ body }, request) =>
        applyCoupon(
          serviceContext(request, db),
          {
            country: body.country.trim().toUpperCase(),
            shippingMethod: body.shippingMethod,
            couponCode: body.couponCode,
          },
          { currency: currencyOf(request, body.currency) },
        ),
    });

    routes.define(scope, {
      method: 'POST',
      url: '/checkout/place-order/',
      summary:
        "Places and pays for the visitor's basket with a card token, once per idempotency key; a decline answers 422 with the card issuer's reason",
      tags: ['checkout'],
      body: checkoutSchema,
      response: placeOrderResponseSchema,
      errors: {
        202: 'The bank must authenticate the payment (Stripe): confirm with clientSecret, then send the same body again',
        404: 'No store at this host',
        422: 'Invalid details, a declined card, a changed price or an unavailable product (nothing is charged)',
      },
      handler: async ({ body }, request, reply) => {
        const result = await placeOrder(serviceContext(request, db), body, {
          payments: checkout.payments,
          origin: originOf(request),
        });
        const receiptUrl = `/receipt/${result.orderHash}`;
        if (result.status === 'declined') throw invalid({ payment: [result.message] });
        if (result.status === 'requires_action') {
          reply.code(202);
          return {
            status: 'requires_action' as const,
            orderHash: result.orderHash,
            receiptUrl,
            clientSecret: result.clientSecret,
          };
        }
        return {
          status: 'paid' as const,
          orderHash: result.orderHash,
          orderNumber: result.orderNumber,
          receiptUrl,
        };
      },
    });

    routes.define(scope, {
      method: 'GET',
      url: '/checkout/receipt/:hash/',
      summary: 'The receipt of one of this store’s orders by its hash: items, totals, addresses, status',
      tags: ['checkout'],
      params: z.object({ hash: z.string().max(64) }),
      response: receiptResponseSchema,
      errors: { 404: 'No such order in this store' },
      handler: async ({ params }, request) => {
        const receipt = await getReceipt(serviceContext(request, db), params.hash);
        if (!receipt) throw notFound();
        return receipt;
      },
    });

    scope.register(async (webhook) => {
      // The signature is over the exact bytes Stripe sent, so the body stays text.
      webhook.removeContentTypeParser('application/json');
      webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
        done(null, body),
      );
      routes.define(webhook, {
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        summary:
          "Stripe's events (Stripe-Signature checked): a PaymentIntent that succeeds after authentication pays its order",
        tags: ['checkout'],
        body: z.string(),
        response: webhookResponseSchema,
        errors: { 400: WEBHOOK_SIGNATURE_MESSAGE, 404: STRIPE_NOT_CONFIGURED_MESSAGE },
        handler: async ({ body }, request, reply) => {
          const stripe = checkout.payments.stripe;
          if (!stripe) throw notFound(STRIPE_NOT_CONFIGURED_MESSAGE);
          const store = requireStore(request);
          let event: StripeEvent;
          try {
            event = stripe.constructEvent(body, String(request.headers['stripe-signature'] ?? ''));
          } catch {
            return reply.code(400).send({ message: WEBHOOK_SIGNATURE_MESSAGE });
          }
          const { applied } = await applyStripeEvent({ store, actor: SYSTEM_ACTOR, db }, event, {
            originFor: checkout.storeOrigin,
            quotePaymentFor: (paidStore) => ({
              provider: stripe,
              account: checkout.payments.accountFor(paidStore.settings.paymentProcessor),
              origin: checkout.storeOrigin(paidStore),
            }),
          });
          return { received: true, applied };
        },
      });
    });
  });
}
