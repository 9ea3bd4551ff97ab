import type { FastifyReply, FastifyRequest } from 'fastify';
import { storeVisitRedirect } from '../core/auth';
import { comingSoonActive, loadVisitorState } from '../domain/accounts';
import type { Database } from '../domain/db';
import { actorFor } from './api/context';

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
  if (request.tenant.kind !== 'store') return false;
  const { store } = request.tenant;
  if (!store.settings.passwordProtected && !comingSoonActive(store.settings.comingSoonPageData)) return false;
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
