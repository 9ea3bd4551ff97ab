import { Link } from 'react-router';
import { z } from 'zod';
import { zEmail } from '../../../core/validation';
import { AccountShell } from '../../components/account/account-shell';
import { AccountForm, Field, type FormAnswer } from '../../components/forms/form';
import { formAction } from '../../forms/form-action.server';
import type { RouteHandle } from '../../route-handle';
import { pageMeta, rootDataFrom } from '../../seo';
import type { Route } from './+types/forgot-password';
import { ACCOUNT_ACCESS } from './access';
import { guardRequest } from './guards.server';

export const forgotPasswordSchema = z.object({ email: zEmail() });
const LABELS = { email: 'Email address' };

export const handle = { access: ACCOUNT_ACCESS.forgotPassword } satisfies RouteHandle & { access: unknown };

export async function loader({ context, request }: Route.LoaderArgs) {
  await guardRequest(context, request, 'forgotPassword');
  return null;
}

/** Answers the same whether or not the email has an account (no enumeration). */
export const action = formAction({
  schema: forgotPasswordSchema,
  guard: ({ context, request }) => guardRequest(context, request, 'forgotPassword'),
  run: (input, { context }) => context.services.accounts.requestPasswordReset(input, context.origin),
  onSuccess: (value): FormAnswer => ({ ok: true, message: value.message }),
});

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/forgot-password/',
    title: 'Reset your password',
    robots: 'noindex',
  });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return (
    <AccountShell
      title="Reset your password"
      lead="Enter the email address of your account and we will email you a link to choose a new password."
    >
      <AccountForm
        schema={forgotPasswordSchema}
        answer={actionData}
        labels={LABELS}
        submitLabel="Email me a reset link"
        footer={
          <p className="account-links">
            <Link to="/login/">Back to log in</Link>
          </p>
        }
      >
        {(errors, formId) => (
          <Field
            formId={formId}
            name="email"
            type="email"
            label={LABELS.email}
            errors={errors}
            autoComplete="email"
            required
          />
        )}
      </AccountForm>
    </AccountShell>
  );
}
