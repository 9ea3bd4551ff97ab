import { redirect } from 'react-router';
import { z } from 'zod';
import { DASHBOARD_PATH } from '../../../core/auth';
import { AccountShell } from '../../components/account/account-shell';
import { AccountForm } from '../../components/forms/form';
import { formAction } from '../../forms/form-action.server';
import type { RouteHandle } from '../../route-handle';
import { pageMeta, rootDataFrom } from '../../seo';
import type { Route } from './+types/eula';
import { ACCOUNT_ACCESS } from './access';
import { guardRequest } from './guards.server';

const acceptSchema = z.object({});

export const handle = { access: ACCOUNT_ACCESS.eula } satisfies RouteHandle & { access: unknown };

export async function loader({ context, request }: Route.LoaderArgs) {
  const visitor = await guardRequest(context, request, 'eula');
  if (visitor?.eulaSigned) throw redirect(DASHBOARD_PATH);
  return { companyName: context.store?.companyName ?? 'Printfront' };
}

export const action = formAction({
  schema: acceptSchema,
  guard: ({ context, request }) => guardRequest(context, request, 'eula'),
  run: (_input, { context }) => context.services.accounts.signEula(),
  onSuccess: () => redirect(DASHBOARD_PATH),
});
export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/sign-up/eula/',
    title: 'End user licence agreement',
    robots: 'noindex',
  });
}

export default function Eula({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountShell
      title="End user licence agreement"
      lead="Please read and accept the terms to use your dashboard."
      wide
    >
      <section className="eula-text" aria-label="Agreement">
        <h2>1. What this agreement covers</h2>
        <p>
          This agreement is between you and {loaderData.companyName}. It covers your use of the dashboard, the
          store tools and the print-on-demand service: the pages, products, designs and data you put into
          them, and the orders we print and send for you.
        </p>
        <h2>2. Your account</h2>
        <p>
          Keep your password to yourself and turn on two-factor authentication. You are responsible for what
          is done with your account. Tell us at once if you think someone else has used it.
        </p>
        <h2>3. Your content</h2>
        <p>
          You keep the rights to the designs and words you upload, and you confirm that you may use them. You
          let us copy, print and show them as needed to run your store and fulfil its orders. We may remove
          content that breaks the law or the rights of others.
        </p>
        <h2>4. Fair use</h2>
        <p>
          Do not use the service to mislead shoppers, send spam, or get around its limits and security. We may
          suspend an account that does.
        </p>
        <h2>5. Changes and ending</h2>
        <p>
          We will tell you before these terms change. You may close your account at any time; your stores stop
          taking orders when you do.
        </p>
      </section>
      <AccountForm schema={acceptSchema} answer={actionData} labels={{}} submitLabel="I accept the agreement">
        {() => null}
      </AccountForm>
    </AccountShell>
  );
}
