import type { z } from 'zod';
import type { FieldRules } from './validate';
import { zFields } from './zod';

/** Subscriber offer form: email required and valid; firstName required. */
export const subscriberOfferRules = {
  email: ['required', 'email'],
  firstName: ['required'],
} as const satisfies FieldRules;

export const subscriberOfferSchema = zFields(subscriberOfferRules);
export type SubscriberOfferForm = z.infer<typeof subscriberOfferSchema>;

/** Remill (return) form: email required and valid. */
export const remillRules = {
  email: ['required', 'email'],
} as const satisfies FieldRules;

export const remillSchema = zFields(remillRules);
export type RemillForm = z.infer<typeof remillSchema>;
