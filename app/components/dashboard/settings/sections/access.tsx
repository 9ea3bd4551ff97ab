import { AccessSection } from '../access-section';
import type { SettingsSectionEntry, SettingsSectionProps } from './settings-section';

function AccessSettings({ access, answer }: SettingsSectionProps) {
  return access ? <AccessSection settings={access} answer={answer} /> : null;
}

/** Who may visit (the store password and countdown): its own two sections, shown to the owner only. */
export const accessSection: SettingsSectionEntry = {
  id: 'password-title',
  link: 'Who may visit',
  Content: AccessSettings,
  shown: ({ access }) => access !== null,
};
