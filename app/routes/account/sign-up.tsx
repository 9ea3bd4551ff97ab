import { Link, redirect } from 'react-router';
import { z } from 'zod';
import { safeRedirectTarget } from '../../../core/auth';
import { zEmail } from '../../../core/validation';
import { NEW_PASSWORD_MIN_LENGTH, newPasswordSchema } from '../../../domain/accounts/schemas';
import { AccountShell } from '../../components/account/account-shell';
import { AccountForm, Field, RedirectField } from '../../components/forms/form';
import { formAction } from '../../forms/form-action.server';
import type { RouteHandle } from '../../route-handle';
import { pageMeta, rootDataFrom } from '../../seo';
import type { Route } from './+types/sign-up';
import { ACCOUNT_ACCESS } from './access';
import { guardRequest } from './guards.server';

export const signUpSchema = z.object({
  email: zEmail(),
  password: newPasswordSchema(),
  /** The checkbox: '1' when ticked, absent otherwise. */
  should_have_store: z.literal('1').optional(),
});

const LABELS = { email: 'Email address', password: 'Password' };

export const handle = { access: ACCOUNT_ACCESS.signUp } satisfies RouteHandle & { access: unknown };

export async function loader({ context, request }: Route.LoaderArgs) {
  await guardRequest(context, request, 'signUp');
  const url = new URL(request.url);
  return {
    companyName: context.store?.companyName ?? 'Printfront',
    // Where the person was: the emailed link brings them back there once they confirm their address.
    redirectUri: safeRedirectTarget(url.searchParams.get('redirect_uri')),
    // A "start selling" link (/sign-up/?should_have_store=1) arrives with the store box ticked.
    wantsStore: url.searchParams.get('should_have_store') === '1',
  };
}

export const action = formAction({
  schema: signUpSchema,
  guard: ({ context, request }) => guardRequest(context, request, 'signUp'),
  run: (input, { context, form }) => {
    const wantsStore = input.should_have_store === '1';
    return context.services.accounts.signUp(
      {
        email: input.email,
        password: input.password,
        should_have_store: wantsStore ? 1 : 0,
        // Someone opening a store works in the dashboard.
        dashboard_access: wantsStore ? 1 : 0,
      },
      context.origin,
      safeRedirectTarget(form.get('redirect_uri')),
    );
  },
  onSuccess: () => redirect('/sign-up/verify/?sent=1'),
});

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/sign-up/',
    title: 'Create an account',
    robots: 'noindex',
  });
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountShell title="Create an account" lead={`Join ${loaderData.companyName}.`}>
      <AccountForm
        schema={signUpSchema}
        answer={actionData}
        labels={LABELS}
        submitLabel="Create account"
        footer={
          <p className="account-links">
            Already have an account? <Link to="/login/">Log in</Link>
          </p>
        }
      >
        {(errors, formId) => (
          <>
            <Field
              formId={formId}
              name="email"
              type="email"
              label={LABELS.email}
              errors={errors}
              autoComplete="email"
              required
            />
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
            <RedirectField value={loaderData.redirectUri} />
            <div className="form-check">
              <input
                id={`${formId}-should_have_store`}
                type="checkbox"
                name="should_have_store"
                value="1"
                defaultChecked={
                  actionData?.values ? actionData.values.should_have_store === '1' : loaderData.wantsStore
                }
              />
              <label htmlFor={`${formId}-should_have_store`}>I want to open my own store</label>
            </div>
          </>
        )}
      </AccountForm>
    </AccountShell>
  );
}
