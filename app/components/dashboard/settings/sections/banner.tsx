import {
  BANNER_TEXT_MAX_LENGTH,
  POPUP_DESCRIPTION_MAX_LENGTH,
  sitewideBannerFormSchema,
  sitewidePopupFormSchema,
} from '../../../../../core/store/dashboard-settings';
import { AccountForm, Field } from '../../../forms/form';
import { CheckboxField, ColourField, TextAreaField } from '../fields';
import type { SettingsSectionEntry, SettingsSectionProps } from './settings-section';

function BannerSettings({ settings, answer }: SettingsSectionProps) {
  const banner = settings.sitewideBanner;
  const popup = settings.sitewidePopup;
  return (
    <>
      <div className="dashboard-forms">
        <AccountForm
          schema={sitewideBannerFormSchema}
          answer={answer}
          intent="sitewide-banner"
          labels={{
            text: 'Banner text',
            href: 'Banner link (optional)',
            textColor: 'Banner text colour',
            backgroundColor: 'Banner background colour',
          }}
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
              <Field
                formId={formId}
                name="text"
                label="Banner text"
                defaultValue={banner?.text ?? ''}
                maxLength={BANNER_TEXT_MAX_LENGTH}
                errors={errors}
              />
              <Field
                formId={formId}
                name="href"
                label="Banner link (optional)"
                defaultValue={banner?.href ?? ''}
                errors={errors}
              />
              <ColourField
                formId={formId}
                name="textColor"
                label="Banner text colour"
                errors={errors}
                defaultValue={banner?.textColor ?? ''}
              />
              <ColourField
                formId={formId}
                name="backgroundColor"
                label="Banner background colour"
                errors={errors}
                defaultValue={banner?.backgroundColor ?? ''}
              />
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
    </>
  );
}

export const bannerSection: SettingsSectionEntry = {
  id: 'banner',
  title: 'Sitewide banner and popup',
  link: 'Banner and popup',
  Content: BannerSettings,
};
