import { socialLinksFormSchema } from '../../../../../core/store/dashboard-settings';
import { SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS } from '../../../../../core/store/settings';
import { AccountForm, Field } from '../../../forms/form';
import type { SettingsSectionEntry, SettingsSectionProps } from './settings-section';

function SocialSettings({ settings, answer }: SettingsSectionProps) {
  return (
    <AccountForm
      schema={socialLinksFormSchema}
      answer={answer}
      intent="social-links"
      labels={Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, SOCIAL_NETWORK_NAMES[network]]))}
      submitLabel="Save the social links"
    >
      {(errors, formId) => (
        <>
          <p className="field-hint">
            Your store's footer links to each profile you give. Leave a field empty to leave it out.
          </p>
          {SOCIAL_NETWORKS.map((network) => (
            <Field
              key={network}
              formId={formId}
              name={network}
              label={SOCIAL_NETWORK_NAMES[network]}
              inputMode="url"
              autoComplete="url"
              placeholder={`https://www.${network === 'x' ? 'x' : network}.com/…`}
              defaultValue={settings.socialLinks[network] ?? ''}
              errors={errors}
            />
          ))}
        </>
      )}
    </AccountForm>
  );
}

export const socialSection: SettingsSectionEntry = {
  id: 'social',
  title: 'Social links',
  Content: SocialSettings,
};
