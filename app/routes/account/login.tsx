import { data, Link, redirect } from 'react-router';
import { z } from 'zod';
import { safeRedirectTarget, signedInLanding } from '../../../core/auth';
import { zEmail, zPassword, zRequiredString, zTwoFactorCode } from '../../../core/validation';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts/messages';
import { AccountShell } from '../../components/account/account-shell';
import {
  AccountForm,
  CredentialFields,
  Field,
  type FormAnswer,
  RedirectField,
} from '../../components/forms/form';
import { intentForm, multiIntentFormAction } from '../../forms/form-action.server';
import type { RouteHandle } from '../../route-handle';
import { pageMeta, rootDataFrom } from '../../seo';
import type { Route } from './+types/login';
import { ACCOUNT_ACCESS, needsStorePassword } from './access';
import { guardRequest } from './guards.server';
import { sessionHeaders } from './session.server';

/** Step one: email and password. */
export const loginSchema = z.object({ email: zEmail(), password: zPassword() });
/** Step two, for accounts with two-factor on: the code ('123 456') and the server-side challenge's token. */
export const twoFactorSchema = z.object({
  twoFactorAuthCode: zTwoFactorCode(),
  challenge: zRequiredString(),
});
/** The store password of a password-protected store. */
export const storePasswordSchema = z.object({ password: zRequiredString() });

const LOGIN_LABELS = { email: 'Email address', password: 'Password' };
const CODE_LABELS = { twoFactorAuthCode: 'Authentication code' };
const STORE_LABELS = { password: 'Store password' };

export const handle = { layout: 'blank', access: ACCOUNT_ACCESS.login } satisfies RouteHandle & {
  access: unknown;
};

const NOTICES: Record<string, string> = {
  reset: ACCOUNT_MESSAGES.passwordReset,
  verified: `${ACCOUNT_MESSAGES.emailVerified} Please log in.`,
  'logged-out': ACCOUNT_MESSAGES.loggedOut,
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const visitor = await guardRequest(context, request, 'login');
  if (!visitor) throw data('Not found', { status: 404 });
  const url = new URL(request.url);
  return {
    storePassword: needsStorePassword(visitor),
    loggedIn: visitor.loggedIn,
    redirectUri: safeRedirectTarget(url.searchParams.get('redirect_uri')),
    notice: NOTICES[url.searchParams.get('notice') ?? ''] ?? null,
  };
}

type LoginAnswer = FormAnswer & { step?: 'two-factor'; challenge?: string };

const landing = (context: Route.ActionArgs['context'], form: FormData) =>
  signedInLanding(form.get('redirect_uri'), context.tenant);

export const action = multiIntentFormAction({
  guard: ({ context, request }) => guardRequest(context, request, 'login'),
  fallback: 'login',
  intents: {
    'store-password': intentForm({
      schema: storePasswordSchema,
      run: (input, { context }) => context.services.accounts.unlockStore(input.password),
      onSuccess: (_value, { form }) => redirect(safeRedirectTarget(form.get('redirect_uri'), '/')),
    }),
    'two-factor': intentForm({
      schema: twoFactorSchema,
      // A challenge that is gone (expired, spent, another browser's) starts the login again.
      failureState: (form, failed) =>
        failed?.errors.challenge
          ? { intent: 'login', errors: {}, message: failed.message }
          : { step: 'two-factor', challenge: String(form.get('challenge') ?? '') },
      run: (input, { context }) => context.services.accounts.loginTwoFactorStep(input),
      onSuccess: (value, { context, form }) =>
        redirect(landing(context, form), { headers: sessionHeaders(context, value.session) }),
    }),
    login: intentForm({
      schema: loginSchema,
      run: (input, { context }) => context.services.accounts.loginPasswordStep(input),
      onSuccess: (value, { context, form }) => {
        // The password was right and the account has two-factor on: ask for the code. The page holds only
        // the random challenge token; the challenge is kept on the server.
        if (value.kind === 'two-factor')
          return data<LoginAnswer>({ intent: 'two-factor', step: 'two-factor', challenge: value.challenge });
        return redirect(landing(context, form), {
          headers: sessionHeaders(context, value.result.session),
        });
      },
    }),
  },
});

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/login/',
    title: 'Log in',
    robots: 'noindex',
  });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { storePassword, loggedIn, redirectUri, notice } = loaderData;
  const answer = actionData as LoginAnswer | undefined;
  const withRedirect = (path: string) =>
    redirectUri ? `${path}?redirect_uri=${encodeURIComponent(redirectUri)}` : path;

  if (answer?.step === 'two-factor') {
    return (
      <AccountShell
        title="Two-factor authentication"
        lead="Enter the 6-digit code from your authenticator app."
      >
        <AccountForm
          schema={twoFactorSchema}
          answer={answer}
          intent="two-factor"
          labels={CODE_LABELS}
          submitLabel="Verify and log in"
          footer={
            <p className="account-links">
              <Link to={withRedirect('/login/recovery/')}>Use a recovery code instead</Link>
            </p>
          }
        >
          {(errors, formId) => (
            <>
              <input type="hidden" name="challenge" value={answer.challenge ?? ''} />
              <RedirectField value={redirectUri} />
              <Field
                formId={formId}
                name="twoFactorAuthCode"
                label={CODE_LABELS.twoFactorAuthCode}
                hint="Six digits, for example 123 456."
                errors={errors}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{3} ?[0-9]{3}"
                maxLength={7}
                autoFocus
                required
              />
            </>
          )}
        </AccountForm>
      </AccountShell>
    );
  }

  return (
    <AccountShell
      title={storePassword ? 'This store is password protected' : 'Log in'}
      lead={storePassword ? 'Enter the store password to visit it.' : undefined}
    >
      {notice ? (
        <p className="form-status form-status-success" role="status">
          {notice}
        </p>
      ) : null}
      {storePassword ? (
        <AccountForm
          schema={storePasswordSchema}
          answer={answer}
          intent="store-password"
          labels={STORE_LABELS}
          submitLabel="Enter the store"
        >
          {(errors, formId) => (
            <>
              <RedirectField value={redirectUri} />
              <Field
                formId={formId}
                name="password"
                type="password"
                label={STORE_LABELS.password}
                errors={errors}
                autoComplete="off"
                required
              />
            </>
          )}
        </AccountForm>
      ) : null}
      {storePassword && !loggedIn ? <h2 className="account-subheading">Store owner? Log in</h2> : null}
      {loggedIn ? null : (
        <AccountForm
          schema={loginSchema}
          answer={answer}
          intent="login"
          labels={LOGIN_LABELS}
          submitLabel="Log in"
          secondary={storePassword}
          footer={
            <p className="account-links">
              <Link to="/forgot-password/">Forgotten your password?</Link>
              {storePassword ? null : <Link to={withRedirect('/sign-up/')}>Create an account</Link>}
            </p>
          }
        >
          {(errors, formId) => (
            <>
              <RedirectField value={redirectUri} />
              <CredentialFields formId={formId} errors={errors} />
            </>
          )}
        </AccountForm>
      )}
    </AccountShell>
  );
}
