import { customDomainFormSchema } from '../../../../../core/store/dashboard-settings';
import { AccountForm, Field } from '../../../forms/form';
import type { SettingsSectionEntry, SettingsSectionProps } from './settings-section';

function DomainSettings({ settings, answer }: SettingsSectionProps) {
  return (
    <>
      {settings.mayUseCustomDomain ? (
        <AccountForm
          schema={customDomainFormSchema}
          answer={answer}
          intent="custom-domain"
          labels={{ customDomainName: 'Domain' }}
          submitLabel="Save the domain"
        >
          {(errors, formId) => (
            <Field
              formId={formId}
              name="customDomainName"
              label="Domain"
              hint="For example shop.example.com. Point its DNS at us first. Leave it empty to remove it."
              defaultValue={settings.customDomainName ?? ''}
              errors={errors}
              autoComplete="off"
            />
          )}
        </AccountForm>
      ) : (
        <p className="dashboard-note">
          {settings.customDomainName ? `This store answers at ${settings.customDomainName}. ` : ''}
          Custom domains come with a Turbo plan. Ask us to upgrade your store.
        </p>
      )}
    </>
  );
}

export const domainSection: SettingsSectionEntry = {
  id: 'domain',
  title: 'Custom domain',
  Content: DomainSettings,
};
