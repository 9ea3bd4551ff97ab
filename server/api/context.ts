import type { FastifyRequest } from 'fastify';
import { notFound, TRANSPORT_MESSAGES } from '../../core/errors';
import { availableCurrencies, CURRENCY_COOKIE, parseCurrencyCode } from '../../core/money';
import type { Actor, ServiceContext } from '../../domain/context';
import type { Database } from '../../domain/db';
import type { Store } from '../../domain/stores';
import { sessionActor } from '../plugins/session';

/** The store this request is for; an unknown host gets a 404 and nothing else. */
export function requireStore(request: FastifyRequest): Store {
  const { tenant } = request;
  if (tenant.kind === 'unknown') throw notFound(TRANSPORT_MESSAGES.unknownStore);
  return tenant.store;
}

/** The signed-in customer when the session cookie is valid for this store's host, otherwise the visitor. */
export function actorFor(request: FastifyRequest): Actor {
  return sessionActor(request);
}

export function serviceContext(request: FastifyRequest, db: Database): ServiceContext {
  return { store: requireStore(request), actor: actorFor(request), db, client: { ip: request.ip || null } };
}

/** The shopper's currency: the cookie when the store offers it, otherwise the store's own. */
export function selectedCurrency(request: FastifyRequest, store: Store): string {
  const wanted = parseCurrencyCode(request.cookies[CURRENCY_COOKIE]);
  const offered = availableCurrencies(store.settings.plugins.currency, store.settings.currency);
  return wanted && offered.includes(wanted) ? wanted : store.settings.currency;
}
