import { paymentProcessorFormSchema } from '../../../../../core/store/dashboard-settings';
import { AccountForm } from '../../../forms/form';
import { SelectField } from '../fields';
import type { SettingsSectionEntry, SettingsSectionProps } from './settings-section';

function PaymentSettings({ settings, answer }: SettingsSectionProps) {
  return (
    <AccountForm
      schema={paymentProcessorFormSchema}
      answer={answer}
      intent="payment-processor"
      labels={{ type: 'Who takes the payments' }}
      submitLabel="Save the payment processor"
    >
      {(errors, formId) => (
        <SelectField
          formId={formId}
          name="type"
          label="Who takes the payments"
          hint="Only our team can switch a store to its own processor."
          errors={errors}
          defaultValue={settings.paymentProcessor.type}
          options={[
            { value: 'teemill', label: 'The platform (default)' },
            { value: 'direct', label: "The store's own processor" },
          ]}
        />
      )}
    </AccountForm>
  );
}

export const paymentSection: SettingsSectionEntry = {
  id: 'payments',
  title: 'Payment processor',
  Content: PaymentSettings,
};
