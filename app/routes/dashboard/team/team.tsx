import type { ReactNode } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { DASHBOARD_PERMISSIONS, type DashboardPermission } from '../../../../core/auth/dashboard-permissions';
import {
  inviteIdSchema,
  type MemberPermissionsInput,
  memberPermissionsSchema,
  memberSchema,
  permissionField,
  requestIdSchema,
  type TeamInviteInput,
  teamInviteSchema,
} from '../../../../core/auth/team';
import { orderDate } from '../../../../core/orders';
import {
  PermissionCheckboxes,
  permissionSummary,
} from '../../../components/dashboard/team/permission-checkboxes';
import { AccountForm, Field, type FormAnswer } from '../../../components/forms/form';
import { formValues } from '../../../components/forms/form-data';
import { intentForm, multiIntentFormAction } from '../../../forms/form-action.server';
import teamStyles from '../../../styles/dashboard-team.css?url';
import { requirePlatformDashboard, storeIdOf } from '../../account/dashboard-store.server';
import type { Route } from './+types/team';
import { refuseArea } from './area-refusal.server';

export function links() {
  return [{ rel: 'stylesheet', href: teamStyles }];
}

export function meta() {
  return [{ title: 'Team' }, { name: 'robots', content: 'noindex' }];
}

/** The store's team, open invitations and members' requests ('team' permission; 403 page otherwise). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requirePlatformDashboard(context, request);
  const storeId = storeIdOf(params.store);
  const outcome = await context.services.dashboard.team.team(storeId);
  if (!outcome.ok) refuseArea(outcome, storeId, 'team');
  return { storeId, team: outcome.value };
}

const done = (intent: string) => (value: { message: string }) =>
  data<FormAnswer>({ intent, ok: true, message: value.message });

export const action = multiIntentFormAction({
  guard: ({ context, request }) => requirePlatformDashboard(context, request),
  intents: {
    invite: intentForm({
      schema: teamInviteSchema,
      run: (_input, { context, params, form }) =>
        context.services.dashboard.team.invite(
          storeIdOf(params.store),
          formValues(form) as TeamInviteInput,
          context.origin,
        ),
      onSuccess: done('invite'),
    }),
    permissions: intentForm({
      schema: memberPermissionsSchema,
      run: (_input, { context, params, form }) =>
        context.services.dashboard.team.setPermissions(
          storeIdOf(params.store),
          formValues(form) as MemberPermissionsInput,
        ),
      onSuccess: done('permissions'),
    }),
    remove: intentForm({
      schema: memberSchema,
      run: (input, { context, params }) =>
        context.services.dashboard.team.remove(storeIdOf(params.store), input.member),
      onSuccess: done('remove'),
    }),
    withdraw: intentForm({
      schema: inviteIdSchema,
      run: (input, { context, params }) =>
        context.services.dashboard.team.withdrawInvite(storeIdOf(params.store), input.invite),
      onSuccess: done('withdraw'),
    }),
    grant: intentForm({
      schema: requestIdSchema,
      run: (input, { context, params }) =>
        context.services.dashboard.team.grant(storeIdOf(params.store), input.request),
      onSuccess: done('grant'),
    }),
    dismiss: intentForm({
      schema: requestIdSchema,
      run: (input, { context, params }) =>
        context.services.dashboard.team.dismiss(storeIdOf(params.store), input.request),
      onSuccess: done('dismiss'),
    }),
  },
});

/** A one-button form of the page (withdraw, grant, dismiss, remove). */
function ActionButton({
  intent,
  field,
  value,
  children,
  primary,
}: {
  intent: string;
  field: string;
  value: number;
  children: ReactNode;
  primary?: boolean;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === intent &&
    navigation.formData?.get(field) === String(value);
  return (
    <Form method="post" className="team-action">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={field} value={value} />
      <button
        type="submit"
        className={`button${primary ? ' button-primary' : ''}`}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {children}
      </button>
    </Form>
  );
}

export default function TeamPage({ loaderData, actionData }: Route.ComponentProps) {
  const { team } = loaderData;
  const answer = actionData as FormAnswer | undefined;
  const pageAnswer = answer && answer.intent !== 'invite' ? answer : undefined;
  const inviteAnswer = answer?.intent === 'invite' ? answer : undefined;
  const offered = team.mayChange
    ? DASHBOARD_PERMISSIONS
    : DASHBOARD_PERMISSIONS.filter((permission) => team.manager.permissions.includes(permission));
  const echoedInvite = inviteAnswer && inviteAnswer.ok === false ? inviteAnswer.values : undefined;
  const echoedMember =
    pageAnswer?.intent === 'permissions' && pageAnswer.ok === false ? pageAnswer.values : undefined;

  return (
    <div className="dashboard-team">
      <h1>Team</h1>
      {pageAnswer?.message ? (
        <p
          className={`form-status ${pageAnswer.ok ? 'form-status-success' : 'form-status-error'}`}
          role={pageAnswer.ok ? 'status' : 'alert'}
        >
          {pageAnswer.message}
        </p>
      ) : null}

      <section aria-labelledby="members-title">
        <h2 id="members-title">Members</h2>
        <ul className="team-members">
          {team.members.map((member) => (
            <li key={member.id} data-testid="team-member">
              <div className="team-member-who">
                <strong>{member.name ?? member.email}</strong>
                {member.name ? <span className="team-muted">{member.email}</span> : null}
                <span className="team-muted">
                  {member.role === 'owner' ? 'Owner' : 'Team member'}
                  {member.you ? ' (you)' : ''} · {permissionSummary(member.permissions)}
                </span>
              </div>
              {team.mayChange && member.role === 'staff' ? (
                <div className="team-member-actions">
                  <details open={echoedMember?.member === String(member.id) || undefined}>
                    <summary>
                      Change permissions<span className="visually-hidden"> of {member.email}</span>
                    </summary>
                    <Form method="post" className="team-permissions-form">
                      <input type="hidden" name="intent" value="permissions" />
                      <input type="hidden" name="member" value={member.id} />
                      <PermissionCheckboxes
                        id={`member-${member.id}-permissions`}
                        legend={`What ${member.email} may do`}
                        checked={(permission) =>
                          echoedMember?.member === String(member.id)
                            ? echoedMember[permissionField(permission)] === 'on'
                            : member.permissions.includes(permission)
                        }
                      />
                      <button type="submit" className="button button-primary">
                        Save permissions
                      </button>
                    </Form>
                  </details>
                  <details>
                    <summary>
                      Remove<span className="visually-hidden"> {member.email}</span>
                    </summary>
                    <p>
                      {member.email} will no longer reach this store's dashboard. You can invite them again
                      later.
                    </p>
                    <ActionButton intent="remove" field="member" value={member.id} primary>
                      Yes, remove {member.email}
                    </ActionButton>
                  </details>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      {team.requests.length > 0 ? (
        <section aria-labelledby="requests-title">
          <h2 id="requests-title">Requests for access</h2>
          <ul className="team-requests">
            {team.requests.map((request) => (
              <li key={request.id} data-testid="access-request">
                <p>
                  <strong>{request.name ?? request.email}</strong> asks for{' '}
                  <strong>{permissionSummary(request.permissions)}</strong>
                  <span className="team-muted"> on {orderDate(request.createdAt)}</span>
                </p>
                <blockquote>{request.reason}</blockquote>
                {team.mayChange ? (
                  <div className="team-request-actions">
                    <ActionButton intent="grant" field="request" value={request.id} primary>
                      Grant
                      <span className="visually-hidden">
                        {' '}
                        {permissionSummary(request.permissions)} to {request.email}
                      </span>
                    </ActionButton>
                    <ActionButton intent="dismiss" field="request" value={request.id}>
                      Dismiss<span className="visually-hidden"> the request of {request.email}</span>
                    </ActionButton>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {team.invites.length > 0 ? (
        <section aria-labelledby="invites-title">
          <h2 id="invites-title">Invitations waiting</h2>
          <ul className="team-invites">
            {team.invites.map((invite) => (
              <li key={invite.id} data-testid="team-invite">
                <div>
                  <strong>{invite.email}</strong>
                  <span className="team-muted">
                    {permissionSummary(invite.permissions)} · expires {orderDate(invite.expiresAt)}
                  </span>
                </div>
                <ActionButton intent="withdraw" field="invite" value={invite.id}>
                  Withdraw<span className="visually-hidden"> the invitation of {invite.email}</span>
                </ActionButton>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="invite-title">
        <h2 id="invite-title">Invite someone</h2>
        <p className="team-muted">
          They get an email with a link that works once, for seven days. They accept it signed in with that
          address, or after creating an account with it.
        </p>
        <AccountForm
          // A sent invitation starts a blank form for the next one.
          key={inviteAnswer?.ok ? `sent-${inviteAnswer.message}` : 'invite'}
          schema={teamInviteSchema}
          answer={inviteAnswer}
          intent="invite"
          labels={{ email: 'Email address', permissions: 'What they may do' }}
          submitLabel="Send invitation"
        >
          {(errors, formId) => (
            <>
              <Field
                formId={formId}
                name="email"
                type="email"
                label="Email address"
                errors={errors}
                autoComplete="off"
                required
              />
              <PermissionCheckboxes
                id={`${formId}-permissions`}
                legend="What they may do"
                offered={offered}
                checked={(permission: DashboardPermission) =>
                  echoedInvite?.[permissionField(permission)] === 'on'
                }
                error={errors?.permissions?.[0]}
              />
            </>
          )}
        </AccountForm>
      </section>
    </div>
  );
}
