import type { ComponentType, ReactNode } from 'react';
import type { DashboardSettings } from '../../../../../domain/store-settings-admin';
import type { FormAnswer } from '../../../forms/form';
import type { AccessSettingsView } from '../access-section';

/** The settings as the page gets them (dates as strings, as loader data is serialised). */
export type SettingsView = Omit<DashboardSettings, 'manager'>;

export interface LibraryImage {
  id: number;
  name: string;
  path: string;
  thumbnail: string | null;
}

/** What every section of the settings page is given. */
export interface SettingsSectionProps {
  settings: SettingsView;
  answer: FormAnswer | undefined;
  /** The newest images of the store's library, offered as its logo and favicon. */
  images: LibraryImage[];
  /** Where a cropped image is uploaded; null without the 'files' permission. */
  uploadUrl: string | null;
  /** Who may visit the store: its owner's only, null for anyone else. */
  access: AccessSettingsView | null;
}

/** One section of the settings page, and its link in the page's contents. */
export interface SettingsSectionEntry {
  /** The id of the element the contents link to. */
  id: string;
  /** The section's heading, over its Content; without one, Content brings its own sections and headings. */
  title?: string;
  /** The link's text in the contents (the title when not given). */
  link?: string;
  Content: ComponentType<SettingsSectionProps>;
  /** Whether the section (and its link) is on the page; always when not given. */
  shown?: (props: SettingsSectionProps) => boolean;
}

export function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="dashboard-section settings-section" aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** One entry of the settings page: its Content under its heading. */
export function SettingsPageSection({
  entry: { id, title, Content },
  ...props
}: SettingsSectionProps & { entry: SettingsSectionEntry }) {
  return title ? (
    <SettingsSection id={id} title={title}>
      <Content {...props} />
    </SettingsSection>
  ) : (
    <Content {...props} />
  );
}
