import { parseOrThrow } from '../../core/errors';
import type { MailMessage } from '../../core/mail';
import { type OrderLookupInput, orderLookupSchema } from '../../core/orders';
import { queueMail } from '../accounts';
import type { ServiceContext } from '../context';
import { orderHistoryHash } from './history';
import { findOrder } from './lookup';

export function orderHistoryLinkEmail(storeName: string, url: string): MailMessage {
  return {
    subject: `Your orders at ${storeName}`,
    blocks: [
      { kind: 'heading', text: 'Your orders' },
      {
        kind: 'paragraph',
        text: 'Someone asked to see the orders placed with this email address. The link below shows them all: keep it to yourself.',
      },
      { kind: 'action', text: 'See your orders', url },
      { kind: 'paragraph', text: 'If it was not you, you can ignore this email.' },
    ],
  };
}

/**
 * The order-history lookup: an order's number and email prove nothing about the other orders of that address
 * (anyone may check out with any address), so the link to all of them goes to the address, never to the page.
 */
export async function emailOrderHistoryLink(
  ctx: ServiceContext,
  input: OrderLookupInput,
  options: { origin: string },
): Promise<{ emailedTo: string }> {
  await findOrder(ctx, input, ctx.client ?? { ip: null });
  // findOrder has checked the address is a valid one that placed this order.
  const email = parseOrThrow(orderLookupSchema, input).email.toLowerCase();
  const hash = await orderHistoryHash(ctx, email);
  await queueMail(ctx, {
    to: email,
    kind: 'order-history-link',
    message: orderHistoryLinkEmail(ctx.store.companyName, `${options.origin}/order-history/${hash}`),
    origin: options.origin,
  });
  return { emailedTo: email };
}
