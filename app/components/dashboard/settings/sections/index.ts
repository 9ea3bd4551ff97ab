import { accessSection } from './access';
import { announcementSection } from './announcement';
import { bannerSection } from './banner';
import { brandSection } from './brand';
import { codeSection } from './code';
import { companySection } from './company';
import { domainSection } from './domain';
import { paymentSection } from './payment';
import { pluginsSection } from './plugins';
import { searchRedirectsSection } from './search-redirects';
import type { SettingsSectionEntry } from './settings-section';
import { socialSection } from './social';
import { subscriberOfferSection } from './subscriber-offer';

export {
  type LibraryImage,
  SettingsPageSection,
  type SettingsSectionEntry,
  type SettingsSectionProps,
  type SettingsView,
} from './settings-section';

/** The settings page's sections, in page order: the contents list links to each. */
export const SETTINGS_SECTIONS: readonly SettingsSectionEntry[] = [
  companySection,
  brandSection,
  announcementSection,
  bannerSection,
  socialSection,
  searchRedirectsSection,
  pluginsSection,
  subscriberOfferSection,
  accessSection,
  domainSection,
  codeSection,
  paymentSection,
];
