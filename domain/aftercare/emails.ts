import type { MailMessage } from '../../core/mail';
import { orderDate, orderMoney } from '../../core/orders';

/** After-care emails to the shopper, as mail-layout blocks; queueMail renders them with the store's brand. */

interface OrderRef {
  number: number;
  currency: string;
}

export function refundIssuedEmail(input: {
  order: OrderRef;
  amount: number;
  lines: string[];
  pageUrl: string;
}): MailMessage {
  const amount = orderMoney(input.amount, input.order.currency);
  return {
    subject: `Your refund for order #${input.order.number}`,
    blocks: [
      { kind: 'heading', text: 'We have refunded you' },
      {
        kind: 'paragraph',
        text: `We have refunded ${amount} for order #${input.order.number} to your original payment method. It can take up to 10 working days to reach your account.`,
      },
      { kind: 'list', items: input.lines },
      { kind: 'action', text: 'See your order', url: input.pageUrl },
    ],
  };
}

export function exchangeCreatedEmail(input: {
  order: OrderRef;
  exchangeNumber: number;
  lines: string[];
  pageUrl: string;
}): MailMessage {
  return {
    subject: `Your exchange for order #${input.order.number}`,
    blocks: [
      { kind: 'heading', text: 'Your exchange is on its way to the factory' },
      {
        kind: 'paragraph',
        text: `We are making order #${input.exchangeNumber} for you at no charge, in exchange for items of order #${input.order.number}:`,
      },
      { kind: 'list', items: input.lines },
      { kind: 'action', text: 'See your order', url: input.pageUrl },
    ],
  };
}

export function reprintCreatedEmail(input: {
  order: OrderRef;
  reprintNumber: number;
  reason: string;
  lines: string[];
  pageUrl: string;
}): MailMessage {
  return {
    subject: `We are printing order #${input.order.number} again`,
    blocks: [
      { kind: 'heading', text: 'We are printing your items again' },
      {
        kind: 'paragraph',
        text: `Sorry about that (${input.reason.toLowerCase()}). We are printing these items of order #${input.order.number} again at no charge, as order #${input.reprintNumber}:`,
      },
      { kind: 'list', items: input.lines },
      { kind: 'action', text: 'See your order', url: input.pageUrl },
    ],
  };
}

export function remillCouponEmail(input: {
  order: OrderRef;
  reference: string;
  code: string;
  percentOff: number;
  expiresAt: Date;
  shopUrl: string;
}): MailMessage {
  return {
    subject: 'Thank you for your return: a coupon for your next order',
    blocks: [
      { kind: 'heading', text: 'Your clothes will be remade' },
      {
        kind: 'paragraph',
        text: `We have received your return ${input.reference} for order #${input.order.number}. Its cotton will be remilled into new clothes. As a thank you, here is ${input.percentOff}% off your next order.`,
      },
      {
        kind: 'paragraph',
        text: `Your coupon code: ${input.code}\nUse it once, by ${orderDate(input.expiresAt)}.`,
      },
      { kind: 'action', text: 'Shop again', url: input.shopUrl },
    ],
  };
}
