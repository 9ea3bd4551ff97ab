import { COMPANY_NAME_MAX_LENGTH, companyNameSchema } from '../../../../../core/store/dashboard-settings';
import { AccountForm, Field } from '../../../forms/form';
import type { SettingsSectionEntry, SettingsSectionProps } from './settings-section';

function CompanySettings({ settings, answer }: SettingsSectionProps) {
  return (
    <AccountForm
      schema={companyNameSchema}
      answer={answer}
      intent="company-name"
      labels={{ companyName: 'Company name' }}
      submitLabel="Save the company name"
    >
      {(errors, formId) => (
        <Field
          formId={formId}
          name="companyName"
          label="Company name"
          hint="Shown in the store's header, page titles and emails."
          defaultValue={settings.companyName}
          maxLength={COMPANY_NAME_MAX_LENGTH}
          errors={errors}
          required
        />
      )}
    </AccountForm>
  );
}

export const companySection: SettingsSectionEntry = {
  id: 'company',
  title: 'Company name',
  Content: CompanySettings,
};
