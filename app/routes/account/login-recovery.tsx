import { Link, redirect } from 'react-router';
import { z } from 'zod';
import { safeRedirectTarget, signedInLanding } from '../../../core/auth';
import { zEmail, zPassword, zRecoveryCode } from '../../../core/validation';
import { AccountShell } from '../../components/account/account-shell';
import { AccountForm, CredentialFields, Field, RedirectField } from '../../components/forms/form';
import { formAction } from '../../forms/form-action.server';
import type { RouteHandle } from '../../route-handle';
import { pageMeta, rootDataFrom } from '../../seo';
import type { Route } from './+types/login-recovery';
import { ACCOUNT_ACCESS } from './access';
import { guardRequest } from './guards.server';
import { sessionHeaders } from './session.server';

/** Email, password and one unused recovery code (XXXXXXXX-XXXXXXXX). */
export const recoveryLoginSchema = z.object({
  email: zEmail(),
  password: zPassword(),
  recoveryCode: zRecoveryCode(),
});

const LABELS = { email: 'Email address', password: 'Password', recoveryCode: 'Recovery code' };

export const handle = { layout: 'blank', access: ACCOUNT_ACCESS.recoveryLogin } satisfies RouteHandle & {
  access: unknown;
};

export async function loader({ context, request }: Route.LoaderArgs) {
  await guardRequest(context, request, 'recoveryLogin');
  return { redirectUri: safeRedirectTarget(new URL(request.url).searchParams.get('redirect_uri')) };
}

export const action = formAction({
  schema: recoveryLoginSchema,
  guard: ({ context, request }) => guardRequest(context, request, 'recoveryLogin'),
  run: (input, { context }) => context.services.accounts.recoveryLogin(input),
  onSuccess: (value, { context, form }) =>
    redirect(signedInLanding(form.get('redirect_uri'), context.tenant), {
      headers: sessionHeaders(context, value.session),
    }),
});

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/login/recovery/',
    title: 'Log in with a recovery code',
    robots: 'noindex',
  });
}

export default function RecoveryLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectUri } = loaderData;
  return (
    <AccountShell
      title="Log in with a recovery code"
      lead="Lost your authenticator? Use one of the recovery codes you saved when you turned on two-factor authentication. Each code works once."
    >
      <AccountForm
        schema={recoveryLoginSchema}
        answer={actionData}
        labels={LABELS}
        submitLabel="Log in"
        footer={
          <p className="account-links">
            <Link to={redirectUri ? `/login/?redirect_uri=${encodeURIComponent(redirectUri)}` : '/login/'}>
              Log in with an authentication code
            </Link>
          </p>
        }
      >
        {(errors, formId) => (
          <>
            <RedirectField value={redirectUri} />
            <CredentialFields formId={formId} errors={errors} />
            <Field
              formId={formId}
              name="recoveryCode"
              label={LABELS.recoveryCode}
              hint="Like ABCD2345-EFGH6789."
              errors={errors}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={17}
              required
            />
          </>
        )}
      </AccountForm>
    </AccountShell>
  );
}
