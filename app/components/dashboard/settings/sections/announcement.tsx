import { announcementFormSchema, BANNER_TEXT_MAX_LENGTH } from '../../../../../core/store/dashboard-settings';
import { AccountForm, Field } from '../../../forms/form';
import { ColourField } from '../fields';
import type { SettingsSectionEntry, SettingsSectionProps } from './settings-section';

function AnnouncementSettings({ settings, answer }: SettingsSectionProps) {
  const announcement = settings.announcement;
  return (
    <>
      <AccountForm
        schema={announcementFormSchema}
        answer={answer}
        intent="announcement"
        labels={{
          text: 'Announcement',
          href: 'Link (optional)',
          textColor: 'Text colour',
          backgroundColor: 'Background colour',
        }}
        submitLabel="Save the announcement"
      >
        {(errors, formId) => (
          <>
            <Field
              formId={formId}
              name="text"
              label="Announcement"
              hint="Shown above the header on every page. Leave it empty to hide the bar."
              defaultValue={announcement?.text ?? ''}
              maxLength={BANNER_TEXT_MAX_LENGTH}
              errors={errors}
            />
            <Field
              formId={formId}
              name="href"
              label="Link (optional)"
              hint="A page of the store like /collection/sale/, or a web address."
              defaultValue={announcement?.href ?? ''}
              errors={errors}
            />
            <ColourField
              formId={formId}
              name="textColor"
              label="Text colour"
              errors={errors}
              defaultValue={announcement?.textColor ?? ''}
            />
            <ColourField
              formId={formId}
              name="backgroundColor"
              label="Background colour"
              errors={errors}
              defaultValue={announcement?.backgroundColor ?? ''}
            />
          </>
        )}
      </AccountForm>
    </>
  );
}

export const announcementSection: SettingsSectionEntry = {
  id: 'announcement',
  title: 'Announcement bar',
  Content: AnnouncementSettings,
};
