import { data, Link, redirect } from 'react-router';
import { z } from 'zod';
import { safeRedirectTarget, verifiedLanding } from '../../../core/auth';
import { zRequiredString } from '../../../core/validation';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts/messages';
import { AccountShell } from '../../components/account/account-shell';
import { AccountForm, type FormAnswer, RedirectField } from '../../components/forms/form';
import { intentForm, multiIntentFormAction } from '../../forms/form-action.server';
import type { RouteHandle } from '../../route-handle';
import { pageMeta, rootDataFrom } from '../../seo';
import type { Route } from './+types/verify';
import { ACCOUNT_ACCESS } from './access';
import { guardRequest } from './guards.server';
import { sessionHeaders } from './session.server';

/** The emailed token, carried by the confirmation form. */
export const verifySchema = z.object({ token: zRequiredString() });
const resendSchema = z.object({});

export const handle = { access: ACCOUNT_ACCESS.verify } satisfies RouteHandle & { access: unknown };

export async function loader({ context, request }: Route.LoaderArgs) {
  const visitor = await guardRequest(context, request, 'verify');
  if (!visitor) throw data('Not found', { status: 404 });
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  const redirectUri = safeRedirectTarget(url.searchParams.get('redirect_uri'));
  if (!token && visitor.loggedIn && visitor.verified)
    throw redirect(verifiedLanding(redirectUri, context.tenant, await context.services.accounts.user()));
  return {
    token: token ? token.slice(0, 256) : null,
    redirectUri,
    sent: url.searchParams.get('sent') === '1',
    loggedIn: visitor.loggedIn,
    signedUpMessage: ACCOUNT_MESSAGES.signedUp,
  };
}

export const action = multiIntentFormAction({
  guard: ({ context, request }) => guardRequest(context, request, 'verify'),
  fallback: 'verify',
  intents: {
    resend: intentForm({
      schema: resendSchema,
      run: (_input, { context }) => context.services.accounts.resendVerification(context.origin),
      onSuccess: (value) => data<FormAnswer>({ intent: 'resend', ok: true, message: value.message }),
    }),
    verify: intentForm({
      schema: verifySchema,
      run: (input, { context }) => context.services.accounts.verifyEmail(input.token),
      onSuccess: (value, { context, form }) => {
        // Accounts with two-factor on are not signed in by the link: they log in with their code.
        if (!value.session && !value.state.user) return redirect('/login/?notice=verified');
        // A shopper goes back where they were, or to their account; only a merchant to the dashboard.
        return redirect(verifiedLanding(form.get('redirect_uri'), context.tenant, value.state.user), {
          headers: sessionHeaders(context, value.session),
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
    path: '/sign-up/verify/',
    title: 'Verify your email address',
    robots: 'noindex',
  });
}

export default function Verify({ loaderData, actionData }: Route.ComponentProps) {
  const { token, sent, loggedIn, signedUpMessage } = loaderData;
  if (token) {
    // Confirmed with a button, not on opening the link: mail scanners that open links cannot spend it.
    return (
      <AccountShell
        title="Verify your email address"
        lead="Confirm that this is your email address to finish signing up."
      >
        <AccountForm
          schema={verifySchema}
          answer={actionData}
          intent="verify"
          labels={{}}
          submitLabel="Verify my email address"
          footer={
            actionData?.intent === 'verify' && actionData.ok === false ? (
              <p className="account-links">
                <Link to="/login/">Log in</Link> to send yourself a new link.
              </p>
            ) : null
          }
        >
          {() => (
            <>
              <input type="hidden" name="token" value={token} />
              <RedirectField value={loaderData.redirectUri} />
            </>
          )}
        </AccountForm>
      </AccountShell>
    );
  }
  return (
    <AccountShell title="Check your email">
      {sent ? (
        <p className="form-status form-status-success" role="status">
          {signedUpMessage}
        </p>
      ) : (
        <p>We have sent you an email with a link to verify your account. Open it to carry on.</p>
      )}
      <p>The link works for 24 hours. If you cannot find the email, look in your spam folder.</p>
      {loggedIn ? (
        <AccountForm
          schema={resendSchema}
          answer={actionData}
          intent="resend"
          labels={{}}
          submitLabel="Send me a new link"
          secondary
        >
          {() => null}
        </AccountForm>
      ) : (
        <p className="account-links">
          Need a new link? <Link to="/login/">Log in</Link> and ask for one here.
        </p>
      )}
    </AccountShell>
  );
}
