import { type AppLoadContext, data, redirect } from 'react-router';
import { hasDashboardPermission } from '../../../../core/auth/roles';
import { type AtlasStaff, requireAtlas } from '../access.server';

/** The factory's permission (§6): staff without it get the 403 page. */
export const FACTORY_PERMISSION = 'fulfilment';

/** Every factory page and action: internal staff (requireAtlas) holding 'fulfilment'. */
export async function requireFactory(context: AppLoadContext, request: Request): Promise<AtlasStaff> {
  const staff = await requireAtlas(context, request);
  if (!hasDashboardPermission(staff.permissions, FACTORY_PERMISSION)) throw redirect('/403/');
  return staff;
}

/** A failed load as the page's error: its status and message (404 for an unknown order, say). */
export function refuse(outcome: { status: number; message: string }): never {
  throw data(outcome.message, { status: outcome.status });
}

/** Where a print form sends staff back to: only pages of the factory. */
export function factoryReturnPath(value: unknown): string {
  return typeof value === 'string' && /^\/atlas\/(factory\/|orders\/\d+\/labels\/)$/.test(value)
    ? value
    : '/atlas/factory/';
}
