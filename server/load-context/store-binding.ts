import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../domain/context';

/**
 * The request's store as every capability's services see it. A host with no store (the unknown tenant) has
 * no context: asking for it throws the 404 page, so loaders and actions never run against no store.
 */
export interface StoreBinding {
  /** The service context `{ store, actor, db }`, or the 404 Response. */
  context(): ServiceContext;
  /** The Fastify request behind the page (client address, cookies, the server's payments), or the 404 Response. */
  request(): FastifyRequest;
  /** The context when there is one, for reads that answer nothing on an unknown host. */
  readonly contextOrNull: ServiceContext | null;
  readonly requestOrNull: FastifyRequest | null;
}

const notFound = () => new Response('Not found', { status: 404 });

export function bindStore(request: FastifyRequest | null, ctx: ServiceContext | null): StoreBinding {
  return {
    context() {
      if (!ctx) throw notFound();
      return ctx;
    },
    request() {
      if (!ctx || !request) throw notFound();
      return request;
    },
    contextOrNull: ctx,
    requestOrNull: request,
  };
}
