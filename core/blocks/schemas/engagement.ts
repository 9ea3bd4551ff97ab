import { email } from '../../validation/rules/identity';
import { bool, colour, font, link, longText, oneOf, properties, radius, shape, text, z } from '../schema';
import { ACTION_STYLES, ANNOUNCEMENT_ALIGNMENTS } from '../types/engagement';

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

const MAILING_LIST = /^[A-Za-z0-9_-]{0,64}$/;
const MAILING_LIST_MESSAGE = 'May only contain letters, numbers, dashes and underscores';
const EMAIL_MESSAGE = 'Please enter a valid email address';
const GROUP = /^[a-z][a-z0-9-]{0,39}$/;
const GROUP_MESSAGE = 'May only contain lower-case letters, numbers and dashes';

export const engagementSchemas = {
  announcement: properties(ANNOUNCEMENT_FIELDS),
  announcementV2: properties({ ...ANNOUNCEMENT_FIELDS, borderRadius: radius(), dismissible: bool() }),
  newsletterSubscribe: properties({
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
  mailContactForm: properties({
    contactEmail: z.optional(
      z.nullable(
        z
          .string({ error: EMAIL_MESSAGE })
          .check(z.refine((value: string) => value === '' || email.test(value), { error: EMAIL_MESSAGE })),
      ),
    ),
  }),
  remillReturn: properties({ title: text(), copy: longText(), buttonText: text(100) }),
  liveChat: properties({
    group: z.optional(z.nullable(z.string({ error: GROUP_MESSAGE }).check(z.regex(GROUP, GROUP_MESSAGE)))),
    title: text(),
    copy: longText(),
    buttonText: text(100),
  }),
  gate: properties({
    title: text(),
    copy: longText(),
    buttonText: text(100),
    href: link(),
    image: link(),
    textColor: colour(),
    backgroundColor: colour(),
  }),
};
