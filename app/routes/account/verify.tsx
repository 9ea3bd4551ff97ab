import { data, Link, redirect } from 'react-router';
import { z } from 'zod';
import { DASHBOARD_PATH } from '../../../core/auth';
import { zRequiredString } from '../../../core/validation';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts/messages';
import { AccountShell } from '../../components/account/account-shell';
import { AccountForm, type FormAnswer } from '../../components/forms/form';
import { parseForm } from '../../components/forms/form-data';
import type { RouteHandle } from '../../route-handle';
import { pageMeta, rootDataFrom } from '../../seo';
import type { Route } from './+types/verify';
import { ACCOUNT_ACCESS } from './access';
import { guardRequest } from './guards.server';
import { failure, sessionHeaders } from './session.server';

/** The emailed token, carried by the confirmation form. */
export const verifySchema = z.object({ token: zRequiredString() });
const resendSchema = z.object({});

export const handle = { access: ACCOUNT_ACCESS.verify } satisfies RouteHandle & { access: unknown };

export async function loader({ context, request }: Route.LoaderArgs) {
  const visitor = await guardRequest(context, request, 'verify');
  if (!visitor) throw data('Not found', { status: 404 });
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  if (!token && visitor.loggedIn && visitor.verified) throw redirect(DASHBOARD_PATH);
  return {
    token: token ? token.slice(0, 256) : null,
    sent: url.searchParams.get('sent') === '1',
    loggedIn: visitor.loggedIn,
    signedUpMessage: ACCOUNT_MESSAGES.signedUp,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  await guardRequest(context, request, 'verify');
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const accounts = context.services.accounts;
  if (intent === 'resend') {
    const outcome = await accounts.resendVerification(context.origin);
    if (!outcome.ok) return data<FormAnswer>(failure(outcome, intent), { status: outcome.status });
    return data<FormAnswer>({ intent, ok: true, message: outcome.value.message });
  }
  const parsed = parseForm(verifySchema, form);
  if (!parsed.ok)
    return data<FormAnswer>({ intent: 'verify', ok: false, errors: parsed.errors }, { status: 422 });
  const outcome = await accounts.verifyEmail(parsed.data.token);
  if (!outcome.ok) return data<FormAnswer>(failure(outcome, 'verify'), { status: outcome.status });
  // Accounts with two-factor on are not signed in by the link: they log in with their code.
  if (!outcome.value.session && !outcome.value.state.user) return redirect('/login/?notice=verified');
  return redirect(DASHBOARD_PATH, { headers: sessionHeaders(context, outcome.value.session) });
}

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
          {() => <input type="hidden" name="token" value={token} />}
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
