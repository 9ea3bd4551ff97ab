import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { loginRedirect, permissionLabel } from '../../../../core/auth';
import { dashboardPath } from '../../../components/dashboard/nav-items';
import { PERMISSION_TITLES } from '../../../components/dashboard/team/permission-checkboxes';
import type { FormAnswer } from '../../../components/forms/form';
import teamStyles from '../../../styles/dashboard-team.css?url';
import { requirePlatformDashboard, storeIdOf } from '../../account/dashboard-store.server';
import type { Route } from './+types/invite';

export function links() {
  return [{ rel: 'stylesheet', href: teamStyles }];
}

export function meta() {
  return [{ title: 'Join a store team' }, { name: 'robots', content: 'noindex' }];
}

/**
 * The emailed invitation to a store's team (platform host only): the store, the address it was sent to
 * and what it gives; signed in, the invitee accepts it here. The token in the path is the only key.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  if (context.tenant !== 'platform') throw data('Not found', { status: 404 });
  const outcome = await context.services.dashboard.team.viewInvite(
    storeIdOf(params.store),
    params.token ?? '',
  );
  if (!outcome.ok) throw data(outcome.message, { status: outcome.status });
  const user = await context.services.accounts.user();
  const path = new URL(request.url).pathname;
  return { invite: outcome.value, signedInAs: user?.email ?? null, loginPath: loginRedirect(path) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await requirePlatformDashboard(context, request);
  const outcome = await context.services.dashboard.team.acceptInvite(
    storeIdOf(params.store),
    params.token ?? '',
  );
  if (!outcome.ok)
    return data<FormAnswer>({ ok: false, message: outcome.message }, { status: outcome.status });
  throw redirect(dashboardPath(outcome.value.storeId));
}

export default function TeamInvite({ loaderData, actionData }: Route.ComponentProps) {
  const { invite, signedInAs, loginPath } = loaderData;
  const failure = (actionData as FormAnswer | undefined)?.message;
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="dashboard-page team-invite-page">
      <h1>Join the team of {invite.storeName}</h1>
      <p>
        This invitation was sent to <strong>{invite.email}</strong>. It lets you:
      </p>
      <ul>
        {invite.permissions.map((permission) => (
          <li key={permission}>
            <strong>{PERMISSION_TITLES[permission]}</strong>: {permissionLabel(permission)}
          </li>
        ))}
      </ul>
      {failure ? (
        <p className="form-status form-status-error" role="alert">
          {failure}
        </p>
      ) : null}
      {invite.state === 'expired' ? (
        <p role="status">This invitation has expired. Ask the store's owner to send a new one.</p>
      ) : invite.state === 'used' ? (
        <p role="status">This invitation has already been used.</p>
      ) : signedInAs ? (
        <Form method="post">
          <p>You are signed in as {signedInAs}.</p>
          <button
            type="submit"
            className="button button-primary"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            Accept the invitation
          </button>
        </Form>
      ) : (
        <>
          <p>
            Log in with {invite.email} to accept. No account yet? Create one with that address, verify it,
            then open this link again.
          </p>
          <p className="team-invite-actions">
            <Link className="button button-primary" to={loginPath}>
              Log in to accept
            </Link>
            <Link className="button" to="/sign-up/">
              Create an account
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
