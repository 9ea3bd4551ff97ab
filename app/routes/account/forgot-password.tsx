import { data, Link } from 'react-router';
import { z } from 'zod';
import { zEmail } from '../../../core/validation';
import { AccountShell } from '../../components/account/account-shell';
import { AccountForm, Field, type FormAnswer } from '../../components/forms/form';
import { parseForm } from '../../components/forms/form-data';
import type { RouteHandle } from '../../route-handle';
import { pageMeta, rootDataFrom } from '../../seo';
import type { Route } from './+types/forgot-password';
import { ACCOUNT_ACCESS } from './access';
import { guardRequest } from './guards.server';
import { failure } from './session.server';

export const forgotPasswordSchema = z.object({ email: zEmail() });
const LABELS = { email: 'Email address' };

export const handle = { access: ACCOUNT_ACCESS.forgotPassword } satisfies RouteHandle & { access: unknown };

export async function loader({ context, request }: Route.LoaderArgs) {
  await guardRequest(context, request, 'forgotPassword');
  return null;
}

/** Answers the same whether or not the email has an account (no enumeration). */
export async function action({ context, request }: Route.ActionArgs) {
  await guardRequest(context, request, 'forgotPassword');
  const parsed = parseForm(forgotPasswordSchema, await request.formData());
  if (!parsed.ok) return data<FormAnswer>({ ok: false, errors: parsed.errors }, { status: 422 });
  const outcome = await context.services.accounts.requestPasswordReset(parsed.data, context.origin);
  if (!outcome.ok) return data<FormAnswer>(failure(outcome), { status: outcome.status });
  return data<FormAnswer>({ ok: true, message: outcome.value.message });
}

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
