import type { FastifyRequest } from 'fastify';
import type { VisitorFacts } from '../core/blocks';
import { COUNTRY_COOKIE, regionForCountry } from '../core/constants';
import type { ServiceContext } from '../domain/context';

const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod/i;

/** What block conditions may know about the visitor, read from the request and the context. */
export function visitorFacts(
  request: FastifyRequest | null,
  ctx: ServiceContext,
  basketCount: number,
): VisitorFacts {
  const actor = ctx.actor;
  return {
    loggedIn: actor.kind === 'customer',
    internal: actor.kind === 'customer' && actor.internal,
    isPro: ctx.store.isPro,
    basketCount,
    region: regionForCountry(request?.cookies[COUNTRY_COOKIE] ?? null),
    device: MOBILE_AGENT.test(String(request?.headers['user-agent'] ?? '')) ? 'mobile' : 'desktop',
  };
}
