import { DEFAULT_LIVE_CHAT_GROUP, LIVE_CHAT_GROUPS } from '../../constants/commerce';
import { defineBlockType } from '../registry';

export const ACTION_STYLES = ['primary', 'secondary', 'none'] as const;
export const ANNOUNCEMENT_ALIGNMENTS = ['left', 'center', 'right', 'space-between'] as const;
export type ActionStyle = (typeof ACTION_STYLES)[number];
export type AnnouncementAlignment = (typeof ANNOUNCEMENT_ALIGNMENTS)[number];

const ANNOUNCEMENT_DEFAULTS = {
  icon: '',
  text: '',
  textColor: '',
  backgroundColor: '',
  action: null,
  actionStyle: 'primary',
  alignment: 'center',
};

export const announcement = defineBlockType({
  name: 'announcement',
  title: 'Announcement',
  defaults: ANNOUNCEMENT_DEFAULTS,
});

/** announcementV2: the announcement with rounded corners (4px by default) that may be dismissed. */
export const announcementV2 = defineBlockType({
  name: 'announcementV2',
  title: 'Announcement (new)',
  defaults: { ...ANNOUNCEMENT_DEFAULTS, borderRadius: 4, dismissible: false },
});

export const newsletterSubscribe = defineBlockType({
  name: 'newsletterSubscribe',
  title: 'Newsletter sign-up',
  defaults: { title: '', copy: '', font: '', backgroundColor: '', mailingList: '' },
});

export const mailContactForm = defineBlockType({
  name: 'mailContactForm',
  title: 'Contact form',
  defaults: { contactEmail: '' },
});

/** remillReturn: opens the return-an-item popup (send 100% cotton clothing back to be remade). */
export const remillReturn = defineBlockType({
  name: 'remillReturn',
  title: 'Remill return',
  defaults: { title: '', copy: '', buttonText: '' },
});

/** liveChat: a chat with support in a named group (default 'general', which is not in the group map). */
export const liveChat = defineBlockType({
  name: 'liveChat',
  title: 'Live chat',
  defaults: { group: DEFAULT_LIVE_CHAT_GROUP, title: '', copy: '', buttonText: '' },
});

/** gate: a step a visitor passes (e.g. a sign-up badge's gate page): copy and one action. */
export const gate = defineBlockType({
  name: 'gate',
  title: 'Gate',
  defaults: { title: '', copy: '', buttonText: '', href: '', image: '', textColor: '', backgroundColor: '' },
});

/** The live chat group id of a group name (pro 1, integrations 2, support 3, studio 4); null for 'general' and other names. */
export function liveChatGroupId(group: unknown): number | null {
  return typeof group === 'string' && Object.hasOwn(LIVE_CHAT_GROUPS, group)
    ? LIVE_CHAT_GROUPS[group as keyof typeof LIVE_CHAT_GROUPS]
    : null;
}
