import { Form, redirect } from 'react-router';
import { z } from 'zod';
import { LOGIN_PATH } from '../../../core/auth';
import { AccountShell } from '../../components/account/account-shell';
import { SubmitButton } from '../../components/forms/submit-button';
import { formAction, succeeded } from '../../forms/form-action.server';
import type { RouteHandle } from '../../route-handle';
import { pageMeta, rootDataFrom } from '../../seo';
import type { Route } from './+types/logout';
import { ACCOUNT_ACCESS } from './access';
import { clearedSessionHeaders } from './session.server';

export const handle = { access: ACCOUNT_ACCESS.logout } satisfies RouteHandle & { access: unknown };

/** POST /logout/: ends the session, clears its cookie and goes to /login/ (§7). */
export const action = formAction({
  schema: z.object({}),
  run: async (_input, { context }) =>
    succeeded(context.tenant === 'unknown' ? undefined : await context.services.accounts.logout()),
  onSuccess: (_value, { context }) =>
    redirect(`${LOGIN_PATH}?notice=logged-out`, { headers: clearedSessionHeaders(context) }),
});

/** Logging out changes state, so a link to /logout/ asks first. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await context.services.accounts.user();
  if (!user) throw redirect(LOGIN_PATH);
  return { email: user.email };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/logout/',
    title: 'Log out',
    robots: 'noindex',
  });
}

export default function Logout({ loaderData }: Route.ComponentProps) {
  return (
    <AccountShell title="Log out" lead={`You are logged in as ${loaderData.email}.`}>
      <Form method="post" className="account-form">
        <SubmitButton className="button button-primary button-block" pendingLabel="Logging out…">
          Log out
        </SubmitButton>
      </Form>
    </AccountShell>
  );
}
