import { z } from 'zod';
import { quoteRequestSchema } from '../../core/checkout';

/** The shopper's currency; the one they chose on the storefront when left out. */
const currency = z.string().trim().max(3).optional();

export const quoteBodySchema = quoteRequestSchema.extend({ currency });
export const couponBodySchema = z.object({
  couponCode: z.string().optional().default(''),
  country: z.string().optional().default('GB'),
  shippingMethod: z
    .string()
    .trim()
    .max(50)
    .optional()
    .transform((value) => value || null),
  currency,
});

const options = z.object({ Colour: z.string(), Size: z.string() });

export const quoteResponseSchema = z.object({
  currency: z.string(),
  country: z.string(),
  lines: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      productUrl: z.string(),
      image: z.string().nullable(),
      options,
      quantity: z.number(),
      unitPrice: z.number(),
      lineTotal: z.number(),
      available: z.boolean(),
    }),
  ),
  unavailable: z.array(z.string()),
  shippingOptions: z.array(
    z.object({
      method: z.string(),
      name: z.string(),
      description: z.string(),
      price: z.number(),
      estimate: z.string(),
    }),
  ),
  shippingMethod: z.string().nullable(),
  couponCode: z.string().nullable(),
  couponMessage: z.string().nullable(),
  summary: z.object({
    currency: z.string(),
    itemCount: z.number(),
    subtotal: z.number(),
    discount: z.number(),
    coupon: z.object({ code: z.string(), discount: z.number() }).nullable(),
    shipping: z.number().nullable(),
    goodsTax: z.number(),
    shippingTax: z.number(),
    taxDiscount: z.number(),
    total: z.number(),
  }),
});

export const placeOrderResponseSchema = z.object({
  status: z.enum(['paid', 'requires_action']),
  orderHash: z.string(),
  receiptUrl: z.string(),
  orderNumber: z.number().optional(),
  /** With requires_action: what Stripe.js needs to show the bank's authentication step. */
  clientSecret: z.string().optional(),
});

const address = z
  .object({
    name: z.string(),
    company: z.string().nullable().optional(),
    line1: z.string(),
    line2: z.string().nullable().optional(),
    city: z.string(),
    county: z.string().nullable().optional(),
    postcode: z.string(),
    country: z.string(),
  })
  .nullable();

export const receiptResponseSchema = z.object({
  number: z.number(),
  hash: z.string(),
  customerHash: z.string().nullable(),
  email: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  status: z.object({
    code: z.string(),
    name: z.string(),
    color: z.string(),
    percentComplete: z.number(),
    flow: z.enum(['normal', 'bespoke', 'paper']),
  }),
  shipped: z.boolean(),
  trackingCodes: z.array(z.string()),
  currency: z.string(),
  items: z.array(
    z.object({
      name: z.string(),
      sku: z.string(),
      options: z.record(z.string(), z.string()),
      quantity: z.number(),
      unitPrice: z.number(),
      discount: z.number(),
      total: z.number(),
      image: z.string().nullable(),
      productUrl: z.string().nullable(),
    }),
  ),
  subtotal: z.number(),
  discount: z.number(),
  coupon: z.string().nullable(),
  shippingMethod: z.string().nullable(),
  shippingTotal: z.number(),
  goodsTax: z.number(),
  shippingTax: z.number(),
  total: z.number(),
  shippingAddress: address,
  billingAddress: address,
  paymentMethod: z.string().nullable(),
  links: z.object({ receipt: z.string(), invoice: z.string(), orderHistory: z.string().nullable() }),
});

export const webhookResponseSchema = z.object({ received: z.boolean(), applied: z.boolean() });
