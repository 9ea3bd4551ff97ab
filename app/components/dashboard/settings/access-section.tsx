import { z } from 'zod';
import {
  COMING_SOON_HEADING_MAX_LENGTH,
  comingSoonSettingSchema,
  launchInputValue,
  STORE_PASSWORD_MIN_LENGTH,
  storePasswordSettingSchema,
} from '../../../../core/store/access-settings';
import { AccountForm, Field, type FormAnswer } from '../../forms/form';

const emptyFormSchema = z.object({});

export interface AccessSettingsView {
  passwordProtected: boolean;
  comingSoon: { enabled: boolean; launchAt: string | null; heading: string };
}

/** Who may visit: the store password and the coming-soon countdown (owners only). */
export function AccessSection({
  settings,
  answer,
}: {
  settings: AccessSettingsView;
  answer: FormAnswer | undefined;
}) {
  const comingSoon = settings.comingSoon;
  return (
    <>
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
    </>
  );
}
