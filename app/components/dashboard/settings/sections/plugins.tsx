import {
  COOKIE_MESSAGE_MAX_LENGTH,
  CURRENCY_OFFER_PREFIX,
  christmasBannerFormSchema,
  cookiePolicyFormSchema,
  currencyPluginFormSchema,
} from '../../../../../core/store/dashboard-settings';
import { AccountForm } from '../../../forms/form';
import { CheckboxField, ColourField, TextAreaField } from '../fields';
import { ChristmasDates } from './christmas-dates';
import type { SettingsSectionEntry, SettingsSectionProps } from './settings-section';

function PluginsSettings({ settings, answer }: SettingsSectionProps) {
  const currency = settings.plugins.currency;
  const offered = new Set((currency?.list ?? '').split(',').filter(Boolean));
  const cookie = settings.plugins['cookie-policy'];
  const christmas = settings.plugins['christmas-banner'];
  return (
    <>
      <div className="dashboard-forms">
        <AccountForm
          schema={currencyPluginFormSchema}
          answer={answer}
          intent="currency"
          labels={{ offered: 'Currencies offered' }}
          submitLabel="Save the currencies"
        >
          {(errors, formId) => (
            <>
              <CheckboxField
                formId={formId}
                name="enabled"
                label="Let shoppers choose their currency"
                defaultChecked={currency?.enabled ?? false}
              />
              <fieldset
                className="settings-currencies"
                aria-describedby={errors?.offered ? `${formId}-offered-error` : undefined}
              >
                <legend>Currencies offered besides {settings.storeCurrency}</legend>
                {settings.currencies
                  .filter((known) => known.code !== settings.storeCurrency)
                  .map((known) => (
                    <CheckboxField
                      key={known.code}
                      formId={formId}
                      name={`${CURRENCY_OFFER_PREFIX}${known.code}`}
                      label={`${known.code}: ${known.name}`}
                      defaultChecked={offered.has(known.code)}
                    />
                  ))}
                {errors?.offered?.[0] ? (
                  <p id={`${formId}-offered-error`} className="field-error">
                    {errors.offered[0]}
                  </p>
                ) : null}
              </fieldset>
            </>
          )}
        </AccountForm>
        <AccountForm
          schema={cookiePolicyFormSchema}
          answer={answer}
          intent="cookie-policy"
          labels={{ message: 'Cookie notice text' }}
          submitLabel="Save the cookie notice"
        >
          {(errors, formId) => (
            <>
              <CheckboxField
                formId={formId}
                name="enabled"
                label="Show the cookie notice"
                defaultChecked={cookie?.enabled !== false}
              />
              <TextAreaField
                formId={formId}
                name="message"
                label="Cookie notice text (optional)"
                defaultValue={cookie?.message ?? ''}
                maxLength={COOKIE_MESSAGE_MAX_LENGTH}
                rows={3}
                errors={errors}
              />
              <CheckboxField
                formId={formId}
                name="allowEssentialOnly"
                label="Let visitors accept essential cookies only"
                defaultChecked={cookie?.allowEssentialOnly ?? true}
              />
            </>
          )}
        </AccountForm>
        <AccountForm
          schema={christmasBannerFormSchema}
          answer={answer}
          intent="christmas-banner"
          labels={{
            backgroundColor: 'Christmas banner background',
            textColor: 'Christmas banner text colour',
          }}
          submitLabel="Save the Christmas banner"
        >
          {(errors, formId) => (
            <>
              <CheckboxField
                formId={formId}
                name="enabled"
                label="Show the Christmas delivery banner"
                defaultChecked={!(christmas?.disabled ?? false)}
                hint="It shows while the last-order dates below are to come."
              />
              <ColourField
                formId={formId}
                name="backgroundColor"
                label="Christmas banner background"
                errors={errors}
                defaultValue={christmas?.backgroundColor ?? ''}
              />
              <ColourField
                formId={formId}
                name="textColor"
                label="Christmas banner text colour"
                errors={errors}
                defaultValue={christmas?.textColor ?? ''}
              />
            </>
          )}
        </AccountForm>
      </div>
      <ChristmasDates settings={settings} answer={answer} />
    </>
  );
}

export const pluginsSection: SettingsSectionEntry = {
  id: 'plugins',
  title: 'Plugins',
  Content: PluginsSettings,
};
