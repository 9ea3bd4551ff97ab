import { type AppLoadContext, data, redirect } from 'react-router';
import { loginRedirect } from '../../../core/auth';
import { guardRequest } from '../account/guards.server';

/** §6: the operator context is for internal users on the platform host; everyone else is sent to /dashboard/. */
export const ATLAS_ACCESS = {
  loginState: 'dashboard-access',
  storeVisit: false,
  internalOnly: true,
} as const;

export interface AtlasStaff {
  name: string;
  email: string;
  permissions: string[];
}

/**
 * Every atlas page's first step: a store's host answers 404, a signed-out visitor goes to the login page (and
 * back after), a signed-in account that is not internal staff goes to /dashboard/ (§2).
 */
export async function requireAtlas(context: AppLoadContext, request: Request): Promise<AtlasStaff> {
  if (context.tenant !== 'platform') throw data('Not found', { status: 404 });
  const user = await context.services.accounts.user();
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginRedirect(`${url.pathname}${url.search}`));
  }
  await guardRequest(context, request, ATLAS_ACCESS);
  if (!user.staff) throw redirect('/dashboard/');
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return { name, email: user.email, permissions: user.staff.permissions };
}
