import { data, Form, Link, redirect } from 'react-router';
import { z } from 'zod';
import { loginRedirect } from '../../../core/auth';
import { zPassword, zTwoFactorCode } from '../../../core/validation';
import { MuteButton } from '../../components/account/mute-button';
import { PermissionRequest } from '../../components/account/permission-request';
import { AccountForm, Field, type FormAnswer } from '../../components/forms/form';
import { intentForm, multiIntentFormAction } from '../../forms/form-action.server';
import type { RouteHandle } from '../../route-handle';
import { pageMeta, rootDataFrom } from '../../seo';
import type { Route } from './+types/dashboard';
import { ACCOUNT_ACCESS } from './access';
import { guardRequest } from './guards.server';

export const confirmTwoFactorSchema = z.object({
  code: zTwoFactorCode(),
  secret: z.string().max(200).optional(),
  otpauthUrl: z.string().max(2000).optional(),
});
export const passwordSchema = z.object({ password: zPassword() });
const emptySchema = z.object({});

const MUTE_PERMISSION = 'users.mute';
const NEW_STORE_PATH = '/dashboard/new-store/';

export const handle = { access: ACCOUNT_ACCESS.dashboard } satisfies RouteHandle & { access: unknown };

export async function loader({ context, request }: Route.LoaderArgs) {
  await guardRequest(context, request, 'dashboard');
  const accounts = context.services.accounts;
  const user = await accounts.user();
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginRedirect(`${url.pathname}${url.search}`));
  }
  const onPlatform = context.tenant === 'platform';
  const [stores, operatorUsers] = await Promise.all([
    accounts.storesRun(),
    onPlatform ? accounts.operatorUsers() : Promise.resolve(null),
  ]);
  // A merchant who signed up to open a store (should_have_store) and has none yet starts there.
  if (onPlatform && user.shouldHaveStore && stores.length === 0) throw redirect(NEW_STORE_PATH);
  const port = context.urls.port === 80 || context.urls.port === 443 ? '' : `:${context.urls.port}`;
  return {
    user: {
      email: user.email,
      name: [user.firstName, user.lastName].filter(Boolean).join(' ') || null,
      twoFactorEnabled: user.twoFactorAuthEnabled,
      staffPermissions: user.staff?.permissions ?? [],
    },
    stores: stores.map((store) => ({
      ...store,
      url: onPlatform
        ? `${context.urls.scheme}://${store.subdomain}.${context.urls.storeBaseDomain}${port}/`
        : '/',
    })),
    onPlatform,
    operatorUsers,
  };
}

type DashboardAnswer = FormAnswer & {
  setup?: { secret: string; otpauthUrl: string };
  recoveryCodes?: string[];
};

/** The secret being set up, shown again when its code is refused. */
const setupShown = (form: FormData) => ({
  setup: { secret: String(form.get('secret') ?? ''), otpauthUrl: String(form.get('otpauthUrl') ?? '') },
});

export const action = multiIntentFormAction({
  guard: ({ context, request }) => guardRequest(context, request, 'dashboard'),
  intents: {
    'two-factor-begin': intentForm({
      schema: emptySchema,
      run: (_input, { context }) => context.services.accounts.beginTwoFactorSetup(),
      onSuccess: (setup) => data<DashboardAnswer>({ intent: 'two-factor-confirm', setup }),
    }),
    'two-factor-confirm': intentForm({
      schema: confirmTwoFactorSchema,
      failureState: setupShown,
      run: (input, { context }) => context.services.accounts.confirmTwoFactor(input.code),
      onSuccess: (value) =>
        data<DashboardAnswer>({ intent: 'recovery-codes', recoveryCodes: value.recoveryCodes }),
    }),
    'two-factor-disable': intentForm({
      schema: passwordSchema,
      run: (input, { context }) => context.services.accounts.disableTwoFactor(input.password),
      onSuccess: (value) =>
        data<DashboardAnswer>({ intent: 'two-factor-begin', ok: true, message: value.message }),
    }),
    'recovery-codes': intentForm({
      schema: passwordSchema,
      run: (input, { context }) => context.services.accounts.regenerateRecoveryCodes(input.password),
      onSuccess: (value) =>
        data<DashboardAnswer>({ intent: 'recovery-codes', recoveryCodes: value.recoveryCodes }),
    }),
  },
});

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/dashboard/',
    title: 'Dashboard',
    robots: 'noindex',
  });
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="recovery-codes" role="status">
      <h3>Your recovery codes</h3>
      <p>
        Save these codes somewhere safe now: they are shown only once. Each one lets you log in once without
        your authenticator app.
      </p>
      <ol data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
    </div>
  );
}

function TwoFactorSection({ enabled, answer }: { enabled: boolean; answer: DashboardAnswer | undefined }) {
  const setup = answer?.setup;
  return (
    <section className="dashboard-section" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">Two-factor authentication</h2>
      {enabled ? (
        <>
          <p className="two-factor-state" data-state="on">
            Two-factor authentication is <strong>on</strong>. You log in with your password and a code from
            your authenticator app.
          </p>
          {answer?.recoveryCodes ? <RecoveryCodes codes={answer.recoveryCodes} /> : null}
          <div className="dashboard-forms">
            <AccountForm
              schema={passwordSchema}
              answer={answer}
              intent="recovery-codes"
              labels={{ password: 'Password' }}
              submitLabel="Make new recovery codes"
              secondary
            >
              {(errors, formId) => (
                <Field
                  formId={formId}
                  name="password"
                  type="password"
                  label="Password"
                  hint="New codes replace the old ones."
                  errors={errors}
                  autoComplete="current-password"
                  required
                />
              )}
            </AccountForm>
            <AccountForm
              schema={passwordSchema}
              answer={answer}
              intent="two-factor-disable"
              labels={{ password: 'Password' }}
              submitLabel="Turn off two-factor authentication"
              secondary
            >
              {(errors, formId) => (
                <Field
                  formId={formId}
                  name="password"
                  type="password"
                  label="Password"
                  errors={errors}
                  autoComplete="current-password"
                  required
                />
              )}
            </AccountForm>
          </div>
        </>
      ) : setup ? (
        <>
          <ol className="two-factor-steps">
            <li>
              In your authenticator app, add an account with this key:{' '}
              <code className="two-factor-secret" data-testid="two-factor-secret">
                {setup.secret}
              </code>
            </li>
            <li>
              Or open this link on the device with the app:{' '}
              <a className="two-factor-uri" href={setup.otpauthUrl}>
                {setup.otpauthUrl}
              </a>
            </li>
            <li>Enter the 6-digit code the app shows.</li>
          </ol>
          <AccountForm
            schema={confirmTwoFactorSchema}
            answer={answer}
            intent="two-factor-confirm"
            labels={{ code: 'Authentication code' }}
            submitLabel="Turn on two-factor authentication"
          >
            {(errors, formId) => (
              <>
                <input type="hidden" name="secret" value={setup.secret} />
                <input type="hidden" name="otpauthUrl" value={setup.otpauthUrl} />
                <Field
                  formId={formId}
                  name="code"
                  label="Authentication code"
                  hint="Six digits, for example 123 456."
                  errors={errors}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                  required
                />
              </>
            )}
          </AccountForm>
        </>
      ) : (
        <>
          <p className="two-factor-state" data-state="off">
            Two-factor authentication is <strong>off</strong>. Turn it on so that a password alone cannot open
            your account.
          </p>
          <AccountForm
            schema={emptySchema}
            answer={answer}
            intent="two-factor-begin"
            labels={{}}
            submitLabel="Set up two-factor authentication"
          >
            {() => null}
          </AccountForm>
        </>
      )}
    </section>
  );
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { user, stores, onPlatform, operatorUsers } = loaderData;
  const answer = actionData as DashboardAnswer | undefined;
  return (
    <div className="dashboard-page">
      <header className="dashboard-header">
        <div>
          <h1>Dashboard</h1>
          <p className="account-lead">
            Logged in as <strong data-testid="dashboard-email">{user.email}</strong>
          </p>
        </div>
        <Form method="post" action="/logout/">
          <button type="submit" className="button">
            Log out
          </button>
        </Form>
      </header>

      <section className="dashboard-section" aria-labelledby="stores-title">
        <h2 id="stores-title">{onPlatform ? 'Your stores' : 'This store'}</h2>
        {stores.length > 0 ? (
          <ul className="dashboard-stores">
            {stores.map((store) => (
              <li key={store.id}>
                {onPlatform ? (
                  <Link to={`/dashboard/stores/${store.id}/`}>{store.companyName}</Link>
                ) : (
                  <a href={store.url}>{store.companyName}</a>
                )}
                <span className="dashboard-role">{store.role === 'owner' ? 'Owner' : 'Staff'}</span>
                {onPlatform ? (
                  <span className="dashboard-store-links">
                    <a href={store.url}>
                      View store<span className="visually-hidden"> {store.companyName}</span>
                    </a>
                    <Link to={`/dashboard/stores/${store.id}/quotes/`}>
                      Quotes<span className="visually-hidden"> of {store.companyName}</span>
                    </Link>
                    {store.role === 'owner' ? (
                      <Link to={`/dashboard/stores/${store.id}/settings/`}>
                        Settings<span className="visually-hidden"> of {store.companyName}</span>
                      </Link>
                    ) : null}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-state">You do not run a store {onPlatform ? 'yet' : 'here'}.</p>
        )}
        {onPlatform ? (
          <p>
            <Link to={NEW_STORE_PATH}>Open a new store</Link>
          </p>
        ) : null}
      </section>

      <TwoFactorSection enabled={user.twoFactorEnabled} answer={answer} />

      {onPlatform ? (
        <section className="dashboard-section" aria-labelledby="users-title">
          <h2 id="users-title">Users</h2>
          {operatorUsers ? (
            <table className="dashboard-table">
              <caption className="visually-hidden">Operator users</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {operatorUsers.map((row) => (
                  <tr key={row.id}>
                    <td>{row.name}</td>
                    <td>{row.email}</td>
                    <td>
                      <MuteButton userId={row.id} name={row.name} mutedAt={row.mutedAt} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <>
              <p>Staff mute and unmute users here.</p>
              <PermissionRequest
                permissions={[MUTE_PERMISSION]}
                granted={user.staffPermissions}
                what="muting users"
              >
                <button type="button" className="button">
                  Manage users
                </button>
              </PermissionRequest>
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}
