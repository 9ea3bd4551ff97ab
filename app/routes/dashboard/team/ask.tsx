import { data, Link } from 'react-router';
import { permissionLabel } from '../../../../core/auth';
import { DASHBOARD_PERMISSIONS, type DashboardPermission } from '../../../../core/auth/dashboard-permissions';
import { ACCESS_REASON_MAX_LENGTH, accessRequestSchema } from '../../../../core/auth/team';
import { dashboardPath } from '../../../components/dashboard/nav-items';
import { PERMISSION_TITLES } from '../../../components/dashboard/team/permission-checkboxes';
import { AccountForm, type FormAnswer } from '../../../components/forms/form';
import { formAction } from '../../../forms/form-action.server';
import teamStyles from '../../../styles/dashboard-team.css?url';
import { requirePlatformDashboard, storeIdOf } from '../../account/dashboard-store.server';
import type { Route } from './+types/ask';

export function links() {
  return [{ rel: 'stylesheet', href: teamStyles }];
}

export function meta() {
  return [{ title: 'Ask for access' }, { name: 'robots', content: 'noindex' }];
}

const permissionOf = (value: string | null): DashboardPermission | null =>
  (DASHBOARD_PERMISSIONS as readonly string[]).includes(value ?? '') ? (value as DashboardPermission) : null;

/**
 * §6 permission request inside a store: a team member who met the 403 page on an area asks the store's
 * owner for it, with a reason; the owner answers on the team page. The store's frame has already checked
 * they are on its team.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requirePlatformDashboard(context, request);
  return {
    storeId: storeIdOf(params.store),
    permission: permissionOf(new URL(request.url).searchParams.get('permission')),
  };
}

export const action = formAction({
  schema: accessRequestSchema,
  guard: ({ context, request }) => requirePlatformDashboard(context, request),
  run: (input, { context, params }) =>
    context.services.dashboard.team.requestAccess(storeIdOf(params.store), input),
  onSuccess: (value) => data<FormAnswer>({ ok: true, message: value.message }),
});

export default function AskForAccess({ loaderData, actionData }: Route.ComponentProps) {
  const { storeId, permission: asked } = loaderData;
  const answer = actionData as FormAnswer | undefined;
  const permission = permissionOf(answer?.values?.permission ?? null) ?? asked;
  const reasonError = answer?.ok === false ? answer.errors?.reason?.[0] : undefined;
  return (
    <div className="dashboard-team">
      <h1>Ask for access{permission ? ` to ${PERMISSION_TITLES[permission]}` : ''}</h1>
      {answer?.ok ? (
        <>
          <p className="form-status form-status-success" role="status">
            {answer.message}
          </p>
          <p>
            <Link to={dashboardPath(storeId)}>Back to the store's overview</Link>
          </p>
        </>
      ) : (
        <AccountForm
          schema={accessRequestSchema}
          answer={answer}
          labels={{ reason: 'Why do you need access?', permission: 'Area' }}
          submitLabel="Send request"
        >
          {(errors, formId) => (
            <>
              {permission ? (
                <>
                  <p>
                    You need permission to {permissionLabel(permission)} for this. The store's owner sees your
                    request on the team page.
                  </p>
                  <input type="hidden" name="permission" value={permission} />
                </>
              ) : (
                <div className="form-field">
                  <label htmlFor={`${formId}-permission`}>Area</label>
                  <select id={`${formId}-permission`} name="permission" defaultValue="">
                    <option value="" disabled>
                      Choose an area
                    </option>
                    {DASHBOARD_PERMISSIONS.map((option) => (
                      <option key={option} value={option}>
                        {PERMISSION_TITLES[option]}
                      </option>
                    ))}
                  </select>
                </div>
              )}
              <div className={`form-field${(reasonError ?? errors?.reason) ? ' form-field-invalid' : ''}`}>
                <label htmlFor={`${formId}-reason`}>Why do you need access?</label>
                <textarea
                  id={`${formId}-reason`}
                  name="reason"
                  rows={4}
                  maxLength={ACCESS_REASON_MAX_LENGTH}
                  required
                  defaultValue={answer?.values?.reason}
                  aria-invalid={errors?.reason ? true : undefined}
                  aria-describedby={errors?.reason ? `${formId}-reason-error` : undefined}
                />
                {errors?.reason ? (
                  <p id={`${formId}-reason-error`} className="field-error">
                    {errors.reason[0]}
                  </p>
                ) : null}
              </div>
            </>
          )}
        </AccountForm>
      )}
    </div>
  );
}
