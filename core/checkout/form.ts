import { z } from 'zod';
import { COUNTRIES_WITHOUT_POSTCODES, isCountryCode } from '../countries';
import { cardPaymentShape } from '../payments/form';
import { getRule, messages } from '../validation';
import { CHECKOUT_MESSAGES } from './messages';

/**
 * The checkout form: one schema for the page (checked in the browser before the card is tokenised) and for
 * the action and the API (checked again on the server). Every field is text, as a form posts it.
 */
const required = (max: number) =>
  z.string({ error: messages.required }).trim().min(1, messages.required).max(max, messages.maxLength(max));

const optional = (max: number) =>
  z
    .string({ error: messages.invalidText })
    .trim()
    .max(max, messages.maxLength(max))
    .optional()
    .transform((value) => value ?? '');

const countryField = z
  .string({ error: CHECKOUT_MESSAGES.countryRequired })
  .trim()
  .toUpperCase()
  .min(1, CHECKOUT_MESSAGES.countryRequired)
  .refine(isCountryCode, CHECKOUT_MESSAGES.countryUnknown);

const postcodeRule = getRule('postcode');

/** UK postcodes in capitals with one space before the inward code ('sw1a1aa' → 'SW1A 1AA'). */
export function normalisePostcode(postcode: string, country: string): string {
  const trimmed = postcode.trim().replace(/\s+/g, ' ');
  if (country !== 'GB') return trimmed;
  const compact = trimmed.replace(/ /g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

function checkPostcode(ctx: z.RefinementCtx, field: string, postcode: string, country: string): void {
  if (!isCountryCode(country)) return;
  if (!postcode) {
    if (!COUNTRIES_WITHOUT_POSTCODES.has(country))
      ctx.addIssue({ code: 'custom', path: [field], message: CHECKOUT_MESSAGES.postcodeRequired });
    return;
  }
  if (country === 'GB' && !postcodeRule.test(postcode.replace(/\s+/g, ' '), undefined))
    ctx.addIssue({ code: 'custom', path: [field], message: messages.postcode });
}

const BILLING_FIELDS = ['billingName', 'billingLine1', 'billingCity', 'billingCountry'] as const;

export const checkoutDetailsShape = {
  email: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(254, messages.maxLength(254))
    .refine((value) => getRule('email').test(value, undefined), messages.email),
  name: required(100),
  company: optional(100),
  line1: required(200),
  line2: optional(200),
  city: required(100),
  county: optional(100),
  postcode: optional(20),
  country: countryField,
  phone: optional(30),
  shippingMethod: z
    .string({ error: CHECKOUT_MESSAGES.shippingMethodRequired })
    .trim()
    .min(1, CHECKOUT_MESSAGES.shippingMethodRequired)
    .max(50, CHECKOUT_MESSAGES.shippingMethodUnavailable),
  couponCode: optional(50),
  billingAddress: z.enum(['same', 'different']).optional().default('same'),
  billingName: optional(100),
  billingCompany: optional(100),
  billingLine1: optional(200),
  billingLine2: optional(200),
  billingCity: optional(100),
  billingCounty: optional(100),
  billingPostcode: optional(20),
  billingCountry: optional(2),
};

export const checkoutPaymentShape = {
  /** One per checkout: a double submit or a retry of it makes one order and one charge. */
  idempotencyKey: z.uuid({ error: CHECKOUT_MESSAGES.checkoutKeyInvalid }),
  /** The currency the shopper saw; it must be one the store offers. */
  currency: z
    .string({ error: CHECKOUT_MESSAGES.currencyUnavailable })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, CHECKOUT_MESSAGES.currencyUnavailable),
  /** The total the shopper agreed to pay, in minor units; a different server total is not charged. */
  expectedTotal: z.coerce
    .number({ error: CHECKOUT_MESSAGES.pricesChanged })
    .int(CHECKOUT_MESSAGES.pricesChanged)
    .min(0, CHECKOUT_MESSAGES.pricesChanged),
  /** The processor's opaque token for the card, its brand and last four digits; never the number. */
  ...cardPaymentShape,
};

type DetailsShape = { [K in keyof typeof checkoutDetailsShape]: z.output<(typeof checkoutDetailsShape)[K]> };

function addressRules(value: DetailsShape, ctx: z.RefinementCtx): void {
  checkPostcode(ctx, 'postcode', value.postcode, value.country);
  if (value.billingAddress !== 'different') return;
  for (const field of BILLING_FIELDS) {
    if (!value[field]) {
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: field === 'billingCountry' ? CHECKOUT_MESSAGES.countryRequired : messages.required,
      });
    }
  }
  const billingCountry = value.billingCountry.toUpperCase();
  if (billingCountry && !isCountryCode(billingCountry))
    ctx.addIssue({ code: 'custom', path: ['billingCountry'], message: CHECKOUT_MESSAGES.countryUnknown });
  checkPostcode(ctx, 'billingPostcode', value.billingPostcode, billingCountry);
}

/** Contact, addresses, shipping method and coupon: what the browser checks before it tokenises the card. */
export const checkoutDetailsSchema = z.object(checkoutDetailsShape).superRefine(addressRules);

/** The whole checkout submission: details, the checkout key, the agreed total and the card token. */
export const checkoutSchema = z
  .object({ ...checkoutDetailsShape, ...checkoutPaymentShape })
  .superRefine(addressRules);

export type CheckoutDetails = z.output<typeof checkoutDetailsSchema>;
export type CheckoutSubmission = z.output<typeof checkoutSchema>;
export type CheckoutSubmissionInput = z.input<typeof checkoutSchema>;

/** The address fields a shipping quote needs. */
export const quoteRequestSchema = z.object({
  country: countryField,
  shippingMethod: z
    .string()
    .trim()
    .max(50)
    .optional()
    .transform((value) => value || null),
  couponCode: optional(50),
});
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

export const couponRequestSchema = z.object({
  couponCode: z
    .string({ error: CHECKOUT_MESSAGES.couponRequired })
    .trim()
    .min(1, CHECKOUT_MESSAGES.couponRequired)
    .max(50, CHECKOUT_MESSAGES.couponUnknown),
  country: countryField.optional(),
  shippingMethod: z
    .string()
    .trim()
    .max(50)
    .optional()
    .transform((value) => value || null),
});
export type CouponRequest = z.output<typeof couponRequestSchema>;
