import { data, Link } from 'react-router';
import { z } from 'zod';
import {
  COMING_SOON_HEADING_MAX_LENGTH,
  comingSoonSettingSchema,
  launchInputValue,
  STORE_PASSWORD_MIN_LENGTH,
  storePasswordSettingSchema,
} from '../../../core/store/access-settings';
import { AccountForm, Field, type FormAnswer } from '../../components/forms/form';
import { formValues } from '../../components/forms/form-data';
import { intentForm, multiIntentFormAction } from '../../forms/form-action.server';
import type { RouteHandle } from '../../route-handle';
import { pageMeta, rootDataFrom } from '../../seo';
import type { Route } from './+types/store-settings';
import { ACCOUNT_ACCESS } from './access';
import { refuse, requirePlatformDashboard, storeIdOf } from './dashboard-store.server';

export const handle = { access: ACCOUNT_ACCESS.dashboard } satisfies RouteHandle & { access: unknown };

/** The settings of one store the signed-in owner runs; on the platform host only (a store's own host: 404). */
async function settingsFor(
  context: Route.LoaderArgs['context'],
  request: Request,
  param: string | undefined,
) {
  await requirePlatformDashboard(context, request);
  const storeId = storeIdOf(param);
  const outcome = await context.services.accounts.storeSettings.read(storeId);
  if (!outcome.ok) refuse(outcome);
  return { storeId, settings: outcome.value };
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { storeId, settings } = await settingsFor(context, request, params.store);
  const store = (await context.services.accounts.storesRun()).find((row) => row.id === storeId);
  const port = context.urls.port === 80 || context.urls.port === 443 ? '' : `:${context.urls.port}`;
  return {
    storeId,
    companyName: store?.companyName ?? 'Your store',
    url: store ? `${context.urls.scheme}://${store.subdomain}.${context.urls.storeBaseDomain}${port}/` : null,
    settings,
  };
}

type SettingsAnswer = FormAnswer;

/**
 * The owner's three changes: set the store password, clear it, and turn the coming-soon countdown on (with
 * its launch) or off. Each takes effect at once for every visitor.
 */
const settingAnswer = (intent: string) => (value: { message: string }) =>
  data<SettingsAnswer>({ intent, ok: true, message: value.message });

export const action = multiIntentFormAction({
  guard: ({ context, request, params }) => settingsFor(context, request, params.store),
  intents: {
    'set-password': intentForm({
      schema: storePasswordSettingSchema,
      run: (input, { context, params }) =>
        context.services.accounts.storeSettings.setPassword(storeIdOf(params.store), input),
      onSuccess: settingAnswer('set-password'),
    }),
    'clear-password': intentForm({
      schema: z.object({}),
      run: (_input, { context, params }) =>
        context.services.accounts.storeSettings.clearPassword(storeIdOf(params.store)),
      onSuccess: settingAnswer('clear-password'),
    }),
    'coming-soon': intentForm({
      schema: comingSoonSettingSchema(),
      run: (_input, { context, params, form }) =>
        context.services.accounts.storeSettings.setComingSoon(storeIdOf(params.store), formValues(form)),
      onSuccess: settingAnswer('coming-soon'),
    }),
  },
});

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/dashboard/',
    title: `${loaderData?.companyName ?? 'Store'} settings`,
    robots: 'noindex',
  });
}

const emptyFormSchema = z.object({});

export default function StoreSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { companyName, url, settings } = loaderData;
  const answer = actionData as SettingsAnswer | undefined;
  const comingSoon = settings.comingSoon;
  return (
    <div className="dashboard-page">
      <header className="dashboard-header">
        <div>
          <p className="account-lead">
            <Link to="/dashboard/">Dashboard</Link>
          </p>
          <h1>{companyName}: who may visit</h1>
          {url ? (
            <p className="account-lead">
              <a href={url}>{url}</a>
            </p>
          ) : null}
        </div>
      </header>

      <section className="dashboard-section" aria-labelledby="password-title">
        <h2 id="password-title">Store password</h2>
        <p className="store-setting-state" data-state={settings.passwordProtected ? 'on' : 'off'}>
          {settings.passwordProtected ? (
            <>
              The store is <strong>password protected</strong>: visitors are asked for the password before
              they see it.
            </>
          ) : (
            <>
              The store is <strong>open to everyone</strong>.
            </>
          )}
        </p>
        <div className="dashboard-forms">
          <AccountForm
            schema={storePasswordSettingSchema}
            answer={answer}
            intent="set-password"
            labels={{ password: 'New store password' }}
            submitLabel={settings.passwordProtected ? 'Change the store password' : 'Protect with a password'}
          >
            {(errors, formId) => (
              <Field
                formId={formId}
                name="password"
                type="password"
                label="New store password"
                hint={`At least ${STORE_PASSWORD_MIN_LENGTH} characters. Visitors who knew an earlier one will need this one.`}
                errors={errors}
                autoComplete="new-password"
                required
              />
            )}
          </AccountForm>
          {settings.passwordProtected ? (
            <AccountForm
              schema={emptyFormSchema}
              answer={answer}
              intent="clear-password"
              labels={{}}
              submitLabel="Remove the password"
              secondary
            >
              {() => null}
            </AccountForm>
          ) : null}
        </div>
        {/* Clearing the password removes its form, so its answer is shown here. */}
        {!settings.passwordProtected && answer?.intent === 'clear-password' && answer.ok ? (
          <p className="form-status form-status-success" role="status">
            {answer.message}
          </p>
        ) : null}
      </section>

      <section className="dashboard-section" aria-labelledby="coming-soon-title">
        <h2 id="coming-soon-title">Coming soon</h2>
        <p className="store-setting-state" data-state={comingSoon.enabled ? 'on' : 'off'}>
          {comingSoon.enabled ? (
            <>
              The <strong>countdown is on</strong>: visitors see it until the launch
              {comingSoon.launchAt ? ` (${launchInputValue(comingSoon.launchAt).replace('T', ' ')} UTC)` : ''}
              .
            </>
          ) : (
            <>
              The countdown is <strong>off</strong>.
            </>
          )}
        </p>
        <AccountForm
          schema={comingSoonSettingSchema()}
          answer={answer}
          intent="coming-soon"
          labels={{ launchAt: 'Launch date and time (UTC)', heading: 'Heading' }}
          submitLabel="Save the countdown"
        >
          {(errors, formId) => (
            <>
              <div className="form-field form-checkbox">
                <input
                  id={`${formId}-enabled`}
                  type="checkbox"
                  name="enabled"
                  defaultChecked={comingSoon.enabled}
                />
                <label htmlFor={`${formId}-enabled`}>Show the coming-soon countdown</label>
              </div>
              <Field
                formId={formId}
                name="launchAt"
                type="datetime-local"
                label="Launch date and time (UTC)"
                hint="The store opens to everyone at this time."
                defaultValue={launchInputValue(comingSoon.launchAt)}
                errors={errors}
              />
              <Field
                formId={formId}
                name="heading"
                label="Heading"
                hint="Shown above the countdown, for example 'Something new is coming'."
                defaultValue={comingSoon.heading}
                maxLength={COMING_SOON_HEADING_MAX_LENGTH}
                errors={errors}
              />
            </>
          )}
        </AccountForm>
      </section>
    </div>
  );
}
