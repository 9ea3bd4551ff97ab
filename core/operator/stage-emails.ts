import type { MailBlock, MailMessage } from '../mail';
import type { OrderStatusCode } from '../orders/statuses';

/**
 * Which order stages email the shopper when staff move an order there (§4), and what the email says. A stage
 * not in the table sends nothing (label printed, consolidated, packing… are the factory's own business).
 */
export type StageEmailKind = 'order-stage' | 'order-shipped';

export interface StageEmailInput {
  /** The number shoppers quote (the order id). */
  number: number;
  trackingCodes: readonly string[];
  /** The shopper's receipt (their order's page). */
  orderUrl: string;
}

interface StageEmail {
  kind: StageEmailKind;
  subject: (number: number) => string;
  heading: string;
  text: (input: StageEmailInput) => string;
}

/** The carrier's public tracking page for a tracking code. */
export function trackingUrl(code: string): string {
  return `https://www.royalmail.com/track-your-item#/tracking-results/${encodeURIComponent(code)}`;
}

const shipped: StageEmail = {
  kind: 'order-shipped',
  subject: (n) => `Your order #${n} is on its way`,
  heading: 'Your order is on its way',
  text: ({ number, trackingCodes }) =>
    trackingCodes.length > 0
      ? `We have sent order #${number}. Follow your parcel with the tracking ${
          trackingCodes.length === 1 ? 'code' : 'codes'
        } below.`
      : `We have sent order #${number}. It should be with you in a few days.`,
};

export const STAGE_EMAILS: Readonly<Partial<Record<OrderStatusCode, StageEmail>>> = {
  processing: {
    kind: 'order-stage',
    subject: (n) => `Your order #${n} is being made`,
    heading: 'Your order is being made',
    text: ({ number }) =>
      `Good news: we have started making order #${number}. We will email you again when it is on its way.`,
  },
  bespoke_production: {
    kind: 'order-stage',
    subject: (n) => `Your order #${n} is being made`,
    heading: 'Your order is being made',
    text: ({ number }) =>
      `Good news: your bespoke order #${number} is in production. We will email you again when it is on its way.`,
  },
  complete: shipped,
  bespoke_shipped: shipped,
  refunded: {
    kind: 'order-stage',
    subject: (n) => `Your order #${n} has been refunded`,
    heading: 'Your order has been refunded',
    text: ({ number }) =>
      `We have refunded order #${number} to your original payment method. It can take up to 10 working days to reach your account.`,
  },
  bespoke_refunded: {
    kind: 'order-stage',
    subject: (n) => `Your order #${n} has been refunded`,
    heading: 'Your order has been refunded',
    text: ({ number }) =>
      `We have refunded order #${number} to your original payment method. It can take up to 10 working days to reach your account.`,
  },
  exchanged: {
    kind: 'order-stage',
    subject: (n) => `Your exchange for order #${n}`,
    heading: 'Your exchange is on its way',
    text: ({ number }) =>
      `We have exchanged the items of order #${number}. Your replacement is made as a new order at no charge, and we will email you when it is on its way.`,
  },
  issue: {
    kind: 'order-stage',
    subject: (n) => `A delay with your order #${n}`,
    heading: 'There is a delay with your order',
    text: ({ number }) =>
      `We found a problem while making order #${number} and are sorting it out. We will be in touch shortly; you do not need to do anything.`,
  },
  disputed: {
    kind: 'order-stage',
    subject: (n) => `Your payment for order #${n} is disputed`,
    heading: 'Your payment is disputed',
    text: ({ number }) =>
      `Your bank told us the payment for order #${number} is disputed. We will hold the order until the dispute is settled; reply to this email if you did not mean to dispute it.`,
  },
};

/** Whether moving an order to `code` emails the shopper. */
export function stageSendsEmail(code: string): boolean {
  return code in STAGE_EMAILS;
}

/** The email the shopper gets when staff move their order to `code`, or null when that stage sends none. */
export function stageEmail(
  code: string,
  input: StageEmailInput,
): { kind: StageEmailKind; message: MailMessage } | null {
  const stage = STAGE_EMAILS[code as OrderStatusCode];
  if (!stage) return null;
  const blocks: MailBlock[] = [
    { kind: 'heading', text: stage.heading },
    { kind: 'paragraph', text: stage.text(input) },
  ];
  if (stage.kind === 'order-shipped' && input.trackingCodes.length > 0) {
    blocks.push({ kind: 'list', items: input.trackingCodes.map((tracking) => `Tracking code: ${tracking}`) });
    for (const tracking of input.trackingCodes)
      blocks.push({ kind: 'action', text: `Track parcel ${tracking}`, url: trackingUrl(tracking) });
  }
  blocks.push({ kind: 'action', text: 'See your order', url: input.orderUrl });
  return { kind: stage.kind, message: { subject: stage.subject(input.number), blocks } };
}
