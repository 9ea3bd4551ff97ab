import { type AppLoadContext, data, redirect } from 'react-router';
import { FORBIDDEN_PATH, loginRedirect } from '../../../core/auth';
import { guardRequest } from './guards.server';

/** The store a dashboard page is about, from the path; NaN names none. */
export const storeIdOf = (param: string | undefined) =>
  /^\d{1,10}$/.test(param ?? '') ? Number(param) : Number.NaN;

/**
 * The pages about one of the signed-in customer's stores live on the platform host only (a store's own
 * host: 404) and need a signed-in account (else the login page, back here after).
 */
export async function requirePlatformDashboard(context: AppLoadContext, request: Request): Promise<void> {
  await guardRequest(context, request, 'dashboard');
  if (context.tenant !== 'platform') throw data('Not found', { status: 404 });
  const user = await context.services.accounts.user();
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginRedirect(`${url.pathname}${url.search}`));
  }
}

/** A refused call about a store: not theirs is the 403 page (§2, a missing permission); else its status. */
export function refuse(outcome: { status: number; message: string }): never {
  if (outcome.status === 403) throw redirect(FORBIDDEN_PATH);
  throw data(outcome.message, { status: outcome.status });
}
