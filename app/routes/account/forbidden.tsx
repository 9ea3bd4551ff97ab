import { data } from 'react-router';
import { ERROR_MESSAGES } from '../../../core/errors';
import type { RouteHandle } from '../../route-handle';
import type { Route } from './+types/forbidden';
import { ACCOUNT_ACCESS } from './access';

export const handle = { access: ACCOUNT_ACCESS.forbidden } satisfies RouteHandle & { access: unknown };

/** Where a missing dashboard permission leads (§2): 403 'Permission denied'. */
export async function loader() {
  return data({ message: ERROR_MESSAGES.muteForbidden }, { status: 403 });
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
      <p className="error-page-actions">
        <a className="button button-primary" href="/dashboard/">
          Go to your dashboard
        </a>
        <a className="button" href="/">
          Go to the home page
        </a>
      </p>
    </div>
  );
}
