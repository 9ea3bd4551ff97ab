import { DEFAULT_LIVE_CHAT_GROUP, LIVE_CHAT_GROUPS } from '../../constants/commerce';
import { email } from '../../validation/rules/identity';
import { defineBlockType } from '../registry';
import { bool, colour, font, link, longText, oneOf, properties, radius, shape, text, z } from '../schema';

export const ACTION_STYLES = ['primary', 'secondary', 'none'] as const;
export const ANNOUNCEMENT_ALIGNMENTS = ['left', 'center', 'right', 'space-between'] as const;
export type ActionStyle = (typeof ACTION_STYLES)[number];
export type AnnouncementAlignment = (typeof ANNOUNCEMENT_ALIGNMENTS)[number];

/** The Announcement fields of spec §3; action is a link with its text. */
const ANNOUNCEMENT_FIELDS = {
  icon: text(100),
  text: text(),
  textColor: colour(),
  backgroundColor: colour(),
  action: shape({ text: text(100), href: link() }),
  actionStyle: oneOf(ACTION_STYLES),
  alignment: oneOf(ANNOUNCEMENT_ALIGNMENTS),
};

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
  schema: properties(ANNOUNCEMENT_FIELDS),
});

/** announcementV2: the announcement with rounded corners (4px by default) that may be dismissed. */
export const announcementV2 = defineBlockType({
  name: 'announcementV2',
  title: 'Announcement (new)',
  defaults: { ...ANNOUNCEMENT_DEFAULTS, borderRadius: 4, dismissible: false },
  schema: properties({ ...ANNOUNCEMENT_FIELDS, borderRadius: radius(), dismissible: bool() }),
});

const MAILING_LIST = /^[A-Za-z0-9_-]{0,64}$/;
const MAILING_LIST_MESSAGE = 'May only contain letters, numbers, dashes and underscores';

export const newsletterSubscribe = defineBlockType({
  name: 'newsletterSubscribe',
  title: 'Newsletter sign-up',
  defaults: { title: '', copy: '', font: '', backgroundColor: '', mailingList: '' },
  schema: properties({
    title: text(),
    copy: longText(),
    font: font(),
    backgroundColor: colour(),
    mailingList: z.optional(
      z.nullable(
        z.string({ error: MAILING_LIST_MESSAGE }).check(z.regex(MAILING_LIST, MAILING_LIST_MESSAGE)),
      ),
    ),
  }),
});

const EMAIL_MESSAGE = 'Please enter a valid email address';

export const mailContactForm = defineBlockType({
  name: 'mailContactForm',
  title: 'Contact form',
  defaults: { contactEmail: '' },
  schema: properties({
    contactEmail: z.optional(
      z.nullable(
        z
          .string({ error: EMAIL_MESSAGE })
          .check(z.refine((value: string) => value === '' || email.test(value), { error: EMAIL_MESSAGE })),
      ),
    ),
  }),
});

/** remillReturn: opens the return-an-item popup (send 100% cotton clothing back to be remade). */
export const remillReturn = defineBlockType({
  name: 'remillReturn',
  title: 'Remill return',
  defaults: { title: '', copy: '', buttonText: '' },
  schema: properties({ title: text(), copy: longText(), buttonText: text(100) }),
});

const GROUP = /^[a-z][a-z0-9-]{0,39}$/;
const GROUP_MESSAGE = 'May only contain lower-case letters, numbers and dashes';

/** liveChat: a chat with support in a named group (default 'general', which is not in the group map). */
export const liveChat = defineBlockType({
  name: 'liveChat',
  title: 'Live chat',
  defaults: { group: DEFAULT_LIVE_CHAT_GROUP, title: '', copy: '', buttonText: '' },
  schema: properties({
    group: z.optional(z.nullable(z.string({ error: GROUP_MESSAGE }).check(z.regex(GROUP, GROUP_MESSAGE)))),
    title: text(),
    copy: longText(),
    buttonText: text(100),
  }),
});

/** gate: a step a visitor passes (e.g. a sign-up badge's gate page): copy and one action. */
export const gate = defineBlockType({
  name: 'gate',
  title: 'Gate',
  defaults: { title: '', copy: '', buttonText: '', href: '', image: '', textColor: '', backgroundColor: '' },
  schema: properties({
    title: text(),
    copy: longText(),
    buttonText: text(100),
    href: link(),
    image: link(),
    textColor: colour(),
    backgroundColor: colour(),
  }),
});

/** The live chat group id of a group name (pro 1, integrations 2, support 3, studio 4); null for 'general' and other names. */
export function liveChatGroupId(group: unknown): number | null {
  return typeof group === 'string' && Object.hasOwn(LIVE_CHAT_GROUPS, group)
    ? LIVE_CHAT_GROUPS[group as keyof typeof LIVE_CHAT_GROUPS]
    : null;
}
