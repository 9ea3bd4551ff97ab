import {
  BANNER_TEXT_MAX_LENGTH,
  POPUP_DESCRIPTION_MAX_LENGTH,
  sitewideBannerFormSchema,
  sitewidePopupFormSchema,
} from '../../../../../core/store/dashboard-settings';
import { AccountForm, Field } from '../../../forms/form';
import { CheckboxField, TextAreaField } from '../fields';
import { BarFields, type BarLabels } from './bar-fields';
import type { SettingsSectionEntry, SettingsSectionProps } from './settings-section';

const BANNER_LABELS: BarLabels = {
  text: 'Banner text',
  href: 'Banner link (optional)',
  textColor: 'Banner text colour',
  backgroundColor: 'Banner background colour',
};

function BannerSettings({ settings, answer }: SettingsSectionProps) {
  const banner = settings.sitewideBanner;
  const popup = settings.sitewidePopup;
  return (
    <div className="dashboard-forms">
      <AccountForm
        schema={sitewideBannerFormSchema}
        answer={answer}
        intent="sitewide-banner"
        labels={BANNER_LABELS}
        submitLabel="Save the banner"
      >
        {(errors, formId) => (
          <>
            <CheckboxField
              formId={formId}
              name="enabled"
              label="Show the sitewide banner"
              defaultChecked={banner?.enabled ?? false}
            />
            <BarFields formId={formId} errors={errors} value={banner} labels={BANNER_LABELS} />
          </>
        )}
      </AccountForm>
      <AccountForm
        schema={sitewidePopupFormSchema}
        answer={answer}
        intent="sitewide-popup"
        labels={{ heading: 'Popup title', description: 'Popup text' }}
        submitLabel="Save the popup"
      >
        {(errors, formId) => (
          <>
            <CheckboxField
              formId={formId}
              name="enabled"
              label="Show the sitewide popup"
              defaultChecked={popup.enabled}
            />
            <Field
              formId={formId}
              name="heading"
              label="Popup title"
              defaultValue={popup.heading}
              maxLength={BANNER_TEXT_MAX_LENGTH}
              errors={errors}
            />
            <TextAreaField
              formId={formId}
              name="description"
              label="Popup text"
              defaultValue={popup.description}
              maxLength={POPUP_DESCRIPTION_MAX_LENGTH}
              rows={3}
              errors={errors}
            />
          </>
        )}
      </AccountForm>
    </div>
  );
}

export const bannerSection: SettingsSectionEntry = {
  id: 'banner',
  title: 'Sitewide banner and popup',
  link: 'Banner and popup',
  Content: BannerSettings,
};
