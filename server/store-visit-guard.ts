import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { evaluateGuards, storeVisitRedirect } from '../core/auth';
import { forbidden, unauthenticated } from '../core/errors';
import { comingSoonActive, loadVisitorState } from '../domain/accounts';
import type { Database } from '../domain/db';
import { actorFor } from './api/context';
import { routeHooks } from './plugins/xsrf';

export const STORE_VISIT_MESSAGES = {
  passwordProtected: 'This store is password protected. Enter the store password to continue.',
  comingSoon: 'This store has not opened yet.',
  underReview: 'This store is waiting for review.',
} as const;

/** Whether the store's visit rules can turn anyone away (costs nothing on an ordinary store). */
function storeIsGuarded(request: FastifyRequest): boolean {
  if (request.tenant.kind !== 'store') return false;
  const { settings } = request.tenant.store;
  return (
    settings.approvalStatus !== 'approved' ||
    settings.passwordProtected ||
    comingSoonActive(settings.comingSoonPageData)
  );
}

/** A React Router data request (fetcher and client navigation submissions): '/path/_.data' or '/path.data'. */
export function isDataRequest(url: string): boolean {
  const cut = url.search(/[?#]/);
  return (cut === -1 ? url : url.slice(0, cut)).endsWith('.data');
}

/**
 * §2's store-visit rules before a form action runs. React Router runs a POST's action before any loader,
 * so the root loader's check would come too late: on a coming-soon or password-protected store, a visitor
 * not let in is sent where the loaders would send them (/countdown/ or /login/) and the action never runs.
 * The rules and the account pages' own access are core/auth's, the same the loaders apply. Answers whether
 * it redirected (the reply is then sent). Costs nothing on an ordinary store.
 */
export async function guardStoreVisitBeforeAction(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
): Promise<boolean> {
  if (request.tenant.kind !== 'store' || !storeIsGuarded(request)) return false;
  const { store } = request.tenant;
  const visitor = await loadVisitorState({ store, actor: actorFor(request), db });
  const target = storeVisitRedirect(request.url, visitor);
  if (target === null) return false;
  if (isDataRequest(request.url)) {
    // How a single-fetch answer redirects: the client follows X-Remix-Redirect.
    await reply.code(204).header('X-Remix-Redirect', target).header('X-Remix-Status', '303').send();
  } else {
    await reply.code(303).header('Location', target).send();
  }
  return true;
}

/**
 * §2's store-visit rules on the API: on a store staff have not approved a visitor outside its team gets 403,
 * on a coming-soon store a visitor not let in gets 403, on a
 * password-protected one a visitor neither internal nor let in gets 401, before the handler (or body
 * parsing) runs. The rules are core/auth's, the ones the pages follow. `exemptPaths` (full route URLs) are
 * the calls that let a visitor in or say who they are: signing in, the password reset, logging out.
 */
export function registerApiStoreVisitGuard(
  app: FastifyInstance,
  db: Database,
  options: { prefix: string; exemptPaths: readonly string[] },
): void {
  const exempt = new Set(options.exemptPaths);
  const guard = async (request: FastifyRequest) => {
    if (request.tenant.kind !== 'store' || !storeIsGuarded(request)) return;
    const { store } = request.tenant;
    const visitor = await loadVisitorState({ store, actor: actorFor(request), db });
    const result = evaluateGuards({ path: request.url }, visitor);
    if (result.kind === 'allow') return;
    if (result.rule === 'store-under-review') throw forbidden(STORE_VISIT_MESSAGES.underReview);
    if (result.rule === 'store-coming-soon') throw forbidden(STORE_VISIT_MESSAGES.comingSoon);
    if (result.rule === 'store-password') throw unauthenticated(STORE_VISIT_MESSAGES.passwordProtected);
  };
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!url.startsWith(options.prefix) || exempt.has(url)) return;
    route.onRequest = [...routeHooks(route.onRequest), guard as onRequestHookHandler];
  });
}
