import type { FastifyRequest } from 'fastify';
import { type ContactMessageInput, sendContactMessage } from '../../domain/contact-messages';
import type { ServiceContext } from '../../domain/context';
import { type SubscribeInput, subscribe, verifySubscription } from '../../domain/mailing-lists';
import { attempt } from './accounts';

/**
 * The block forms' services for React Router actions and loaders (the forms' no-JavaScript path and the
 * subscription confirmation page), answering Outcomes like the account services.
 */
export function formServices(request: FastifyRequest | null, ctx: ServiceContext | null) {
  const need = () => {
    if (!ctx) throw new Response('Not found', { status: 404 });
    return ctx;
  };
  const ip = () => request?.ip || null;
  return {
    /** Subscribes to one of the store's mailing lists; `origin` makes the emailed link. */
    subscribe: (input: SubscribeInput, origin: string) =>
      attempt(() => subscribe(need(), input, { origin, ip: ip() })),
    /** Confirms a subscription from its emailed link. */
    verifySubscription: (token: string) => attempt(() => verifySubscription(need(), { token })),
    /** Sends a message through a page's contact form. */
    sendContactMessage: (input: ContactMessageInput) =>
      attempt(() => sendContactMessage(need(), input, { ip: ip() })),
  };
}

export type FormServices = ReturnType<typeof formServices>;
