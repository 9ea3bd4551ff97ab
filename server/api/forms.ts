import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound, TRANSPORT_MESSAGES } from '../../core/errors';
import { contactMessageSchema, sendContactMessage } from '../../domain/contact-messages';
import type { Database } from '../../domain/db';
import { subscribe, subscribeSchema } from '../../domain/mailing-lists';
import { accountContext, originOf } from './accounts';
import { isHostDivision } from './pages';
import type { ApiRoutes } from './route';

export interface FormRouteOptions {
  /** Scheme of the links in emails; by default the request's own. */
  scheme?: 'http' | 'https';
}

/**
 * Body schemas that never fail at the route: the domain parses the fields itself so a 422 lists them with
 * §5's messages. The route keeps the precise schema for the OpenAPI document.
 */
const subscribeBody = subscribeSchema
  .extend({
    division: z.union([z.string(), z.number()]).optional().describe("the host's store (id or sub-domain)"),
  })
  .catch((ctx) => ctx.value as never);
const contactBody = contactMessageSchema.catch((ctx) => ctx.value as never);

const messageSchema = z.object({ message: z.string() });

/** The block forms' calls: the mailing-list subscription (§7) and the contact form. */
export function registerFormRoutes(
  app: FastifyInstance,
  routes: ApiRoutes,
  db: Database,
  options: FormRouteOptions = {},
): void {
  routes.define(app, {
    method: 'POST',
    url: '/mailing-lists/subscribe/',
    summary:
      "Subscribes to one of this store's mailing lists (division, mailingList, email, firstName): a pending subscriber and an email with a confirmation link",
    tags: ['forms'],
    body: subscribeBody,
    response: messageSchema,
    errors: {
      404: 'No store at this host, or a division that is another store',
      422: 'Email or first name missing or invalid, or a bad mailing list name',
      429: 'Too many subscriptions from this address',
    },
    handler: async ({ body }, request) => {
      const ctx = accountContext(request, db);
      const division = (body as { division?: unknown } | null)?.division;
      if (division !== undefined && division !== null && !isHostDivision(ctx.store, String(division)))
        throw notFound(TRANSPORT_MESSAGES.unknownStore);
      return subscribe(ctx, body, { origin: originOf(request, options.scheme), ip: request.ip || null });
    },
  });

  routes.define(app, {
    method: 'POST',
    url: '/contact/message/',
    summary:
      "Sends a message through a page's contact form block (page, block, name, email, message) to the address the block names",
    tags: ['forms'],
    body: contactBody,
    response: messageSchema,
    errors: {
      404: 'No store at this host',
      422: 'A field missing or invalid, or no contact form at that page and block',
      429: 'Too many messages from this address',
    },
    handler: async ({ body }, request) =>
      sendContactMessage(accountContext(request, db), body, { ip: request.ip || null }),
  });
}
