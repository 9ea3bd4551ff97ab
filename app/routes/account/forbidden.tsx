import { data } from 'react-router';
import { permissionLabel } from '../../../core/auth';
import { DASHBOARD_PERMISSIONS } from '../../../core/auth/dashboard-permissions';
import { ERROR_MESSAGES } from '../../../core/errors';
import type { RouteHandle } from '../../route-handle';
import type { Route } from './+types/forbidden';
import { ACCOUNT_ACCESS } from './access';

export const handle = { access: ACCOUNT_ACCESS.forbidden } satisfies RouteHandle & { access: unknown };

/**
 * Where a missing dashboard permission leads (§2): 403 'Permission denied'. A store's area names itself
 * (?store=&permission=), so its team member can ask the owner for it (§6).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const store = query.get('store') ?? '';
  const permission = query.get('permission') ?? '';
  const ask =
    /^\d{1,10}$/.test(store) && (DASHBOARD_PERMISSIONS as readonly string[]).includes(permission)
      ? {
          href: `/dashboard/stores/${store}/team/ask/?permission=${permission}`,
          label: permissionLabel(permission),
        }
      : null;
  return data({ message: ERROR_MESSAGES.muteForbidden, ask }, { status: 403 });
}

export function meta() {
  return [{ title: ERROR_MESSAGES.muteForbidden }, { name: 'robots', content: 'noindex' }];
}

export default function Forbidden({ loaderData }: Route.ComponentProps) {
  return (
    <div className="error-page">
      <h1>{loaderData.message}</h1>
      <p>
        You do not have permission to see this page. Ask the owner of the store or an administrator for
        access.
      </p>
      {loaderData.ask ? (
        <p>
          <a className="button button-primary" href={loaderData.ask.href}>
            Ask for permission to {loaderData.ask.label}
          </a>
        </p>
      ) : null}
      <p className="error-page-actions">
        <a className={`button${loaderData.ask ? '' : ' button-primary'}`} href="/dashboard/">
          Go to your dashboard
        </a>
        <a className="button" href="/">
          Go to the home page
        </a>
      </p>
    </div>
  );
}
