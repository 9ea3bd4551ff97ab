import { announcementFormSchema } from '../../../../../core/store/dashboard-settings';
import { AccountForm } from '../../../forms/form';
import { BarFields, type BarLabels } from './bar-fields';
import type { SettingsSectionEntry, SettingsSectionProps } from './settings-section';

const LABELS: BarLabels = {
  text: 'Announcement',
  href: 'Link (optional)',
  textColor: 'Text colour',
  backgroundColor: 'Background colour',
};

function AnnouncementSettings({ settings, answer }: SettingsSectionProps) {
  return (
    <AccountForm
      schema={announcementFormSchema}
      answer={answer}
      intent="announcement"
      labels={LABELS}
      submitLabel="Save the announcement"
    >
      {(errors, formId) => (
        <BarFields
          formId={formId}
          errors={errors}
          value={settings.announcement}
          labels={LABELS}
          hints={{
            text: 'Shown above the header on every page. Leave it empty to hide the bar.',
            href: 'A page of the store like /collection/sale/, or a web address.',
          }}
        />
      )}
    </AccountForm>
  );
}

export const announcementSection: SettingsSectionEntry = {
  id: 'announcement',
  title: 'Announcement bar',
  Content: AnnouncementSettings,
};
