import { customCodeFormSchema } from '../../../../../core/store/dashboard-settings';
import { AccountForm } from '../../../forms/form';
import { TextAreaField } from '../fields';
import type { SettingsSectionEntry, SettingsSectionProps } from './settings-section';

function CodeSettings({ settings, answer }: SettingsSectionProps) {
  return (
    <>
      {settings.isPro ? null : (
        <p className="field-hint">Custom code reaches your shoppers once your store is on a Pro plan.</p>
      )}
      <AccountForm
        schema={customCodeFormSchema}
        answer={answer}
        intent="custom-code"
        labels={{ head: 'Code in the page head', body: 'Code at the end of the page' }}
        submitLabel="Save the custom code"
      >
        {(errors, formId) => (
          <>
            <TextAreaField
              formId={formId}
              name="head"
              label="Code in the page head"
              hint="Verification tags, analytics and the like. It runs in a sandboxed frame of its own, never on checkout or account pages, once a shopper accepts cookies."
              defaultValue={settings.customCode.head}
              rows={4}
              spellCheck={false}
              errors={errors}
            />
            <TextAreaField
              formId={formId}
              name="body"
              label="Code at the end of the page"
              defaultValue={settings.customCode.body}
              rows={4}
              spellCheck={false}
              errors={errors}
            />
          </>
        )}
      </AccountForm>
    </>
  );
}

export const codeSection: SettingsSectionEntry = {
  id: 'custom-code',
  title: 'Custom code',
  Content: CodeSettings,
};
