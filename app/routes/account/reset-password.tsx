import { Link, redirect } from 'react-router';
import { z } from 'zod';
import { zRequiredString } from '../../../core/validation';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts/messages';
import { NEW_PASSWORD_MIN_LENGTH, newPasswordSchema } from '../../../domain/accounts/schemas';
import { AccountShell } from '../../components/account/account-shell';
import { AccountForm, Field } from '../../components/forms/form';
import { formAction } from '../../forms/form-action.server';
import type { RouteHandle } from '../../route-handle';
import { pageMeta, rootDataFrom } from '../../seo';
import type { Route } from './+types/reset-password';
import { ACCOUNT_ACCESS } from './access';
import { guardRequest } from './guards.server';
import { clearedSessionHeaders } from './session.server';

export const resetPasswordSchema = z
  .object({
    token: zRequiredString(),
    password: newPasswordSchema(),
    password_confirmation: zRequiredString(),
  })
  .refine((value) => value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    message: ACCOUNT_MESSAGES.passwordConfirmation,
  });

const LABELS = { password: 'New password', password_confirmation: 'Confirm new password' };

export const handle = { access: ACCOUNT_ACCESS.resetPassword } satisfies RouteHandle & { access: unknown };

export async function loader({ context, request }: Route.LoaderArgs) {
  await guardRequest(context, request, 'resetPassword');
  const token = new URL(request.url).searchParams.get('token');
  return { token: token ? token.slice(0, 256) : null };
}

export const action = formAction({
  schema: resetPasswordSchema,
  guard: ({ context, request }) => guardRequest(context, request, 'resetPassword'),
  run: (input, { context }) => context.services.accounts.resetPassword(input),
  // Every session of the account has ended, this browser's too.
  onSuccess: (_value, { context }) =>
    redirect('/login/?notice=reset', { headers: clearedSessionHeaders(context) }),
});

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/reset-password/',
    title: 'Choose a new password',
    robots: 'noindex',
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { token } = loaderData;
  if (!token) {
    return (
      <AccountShell title="Choose a new password">
        <p>{ACCOUNT_MESSAGES.invalidResetToken}</p>
        <p className="account-links">
          <Link to="/forgot-password/">Send me a new link</Link>
        </p>
      </AccountShell>
    );
  }
  const tokenFailed = actionData?.ok === false && Boolean(actionData.errors?.token);
  return (
    <AccountShell title="Choose a new password">
      <AccountForm
        schema={resetPasswordSchema}
        answer={actionData}
        labels={LABELS}
        submitLabel="Save my new password"
        footer={
          tokenFailed ? (
            <p className="account-links">
              <Link to="/forgot-password/">Send me a new link</Link>
            </p>
          ) : null
        }
      >
        {(errors, formId) => (
          <>
            <input type="hidden" name="token" value={token} />
            <Field
              formId={formId}
              name="password"
              type="password"
              label={LABELS.password}
              hint={`At least ${NEW_PASSWORD_MIN_LENGTH} characters, not starting or ending with a space.`}
              errors={errors}
              autoComplete="new-password"
              minLength={NEW_PASSWORD_MIN_LENGTH}
              required
            />
            <Field
              formId={formId}
              name="password_confirmation"
              type="password"
              label={LABELS.password_confirmation}
              errors={errors}
              autoComplete="new-password"
              required
            />
          </>
        )}
      </AccountForm>
    </AccountShell>
  );
}
