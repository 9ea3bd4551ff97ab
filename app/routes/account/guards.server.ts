import { type AppLoadContext, redirect } from 'react-router';
import { followRedirects, storeVisitRedirect, type VisitorState } from '../../../core/auth';
import { type AccountPage, accessForPath, type PageAccess, pageAccess } from './access';

/** The path a guard remembers in redirect_uri: the full current path with its query. */
function currentPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

async function guard(
  context: AppLoadContext,
  request: Request,
  accessOf: (visitor: VisitorState, path: string) => PageAccess,
): Promise<VisitorState | null> {
  if (context.tenant === 'unknown' || !context.store) return null;
  const visitor = await context.services.accounts.visitorState();
  const path = currentPath(request);
  const access = accessOf(visitor, path);
  const result = followRedirects(
    path,
    (next) => ({ ...(next === path ? access : accessForPath(next, visitor)), path: next }),
    visitor,
  );
  if (result.redirects > 0) throw redirect(result.path);
  return visitor;
}

/**
 * §2's route guards for a request: loads the visitor's state once, checks the page's access with
 * core/auth's ordered table and follows any further redirects there and then (more than 100 in a row end
 * on /404/), so the browser makes one hop. Throws the redirect; otherwise answers the visitor's state.
 * An account page may be named instead of given its access (the login page's depends on the visitor).
 */
export function guardRequest(
  context: AppLoadContext,
  request: Request,
  routeAccess: PageAccess | AccountPage,
): Promise<VisitorState | null> {
  return guard(context, request, (visitor) =>
    typeof routeAccess === 'string' ? pageAccess(routeAccess, visitor) : routeAccess,
  );
}

/**
 * The store-visit rules for every store route, for the root loader: a store staff have not approved sends
 * visitors other than its team and internal users to /store-under-review/; a coming-soon store sends visitors
 * not yet allowed in to /countdown/; a password-protected one sends visitors neither internal nor let in
 * to /login/. Account pages are looked up by path, so their own rules (the countdown and login pages, the
 * account area) hold. Costs nothing on an approved store that is neither, the common case. Form actions run before
 * any loader: the server applies the same rules to them first (server/store-visit-guard.ts).
 */
export async function storeVisitGuard(context: AppLoadContext, request: Request): Promise<void> {
  if (context.tenant !== 'store' || !context.store) return;
  if (!context.store.passwordProtected && !context.store.comingSoon && !context.store.underReview) return;
  const visitor = await context.services.accounts.visitorState();
  const target = storeVisitRedirect(currentPath(request), visitor);
  if (target !== null) throw redirect(target);
}
