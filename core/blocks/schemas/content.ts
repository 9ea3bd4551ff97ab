import {
  bool,
  colour,
  font,
  frameSource,
  iconPosition,
  link,
  list,
  longText,
  num,
  oneOf,
  properties,
  radius,
  ratio,
  shape,
  TEXT_LIMITS,
  target,
  text,
  textShadow,
  z,
} from '../schema';
import { TEXT_ALIGNS } from '../types/cards';
import { BUTTON_STYLES_MESSAGE, SOCIAL_NETWORKS, YOUTUBE_MESSAGE, youtubeId } from '../types/content';

/** Button styles: only textColor, backgroundColor, borderColor, borderRadius and fill (spec §5). */
export const buttonStylesSchema = z.optional(
  z.nullable(
    z.strictObject(
      {
        textColor: colour(),
        backgroundColor: colour(),
        borderColor: colour(),
        borderRadius: radius(),
        fill: bool(),
      },
      {
        error: (issue) => (issue.code === 'unrecognized_keys' ? BUTTON_STYLES_MESSAGE : 'Must be an object'),
      },
    ),
  ),
);

export const contentSchemas = {
  button: properties({
    text: text(100),
    href: link(),
    primary: bool(),
    target: target(),
    icon: text(100),
    iconPosition: iconPosition(),
    download: bool(),
    align: oneOf(TEXT_ALIGNS),
    styles: buttonStylesSchema,
  }),
  action: properties({
    text: text(100),
    action: link(),
    icon: text(100),
    iconPosition: iconPosition(),
    primary: bool(),
  }),
  text: properties({
    /** Rich text (HTML), sanitised on save and at render. */
    text: text(TEXT_LIMITS.html),
    align: oneOf([...TEXT_ALIGNS, 'justify']),
    font: font(),
    fontSize: num({ min: 8, max: 120 }),
    textColor: colour(),
    backgroundColor: colour(),
    textShadow: textShadow(),
  }),
  html: properties({
    /** Sanitised on save and again at render (sanitise-html.ts). */
    html: text(TEXT_LIMITS.html),
  }),
  quote: properties({
    quote: longText(),
    author: text(200),
    font: font(),
    fontSize: num({ min: 8, max: 120 }),
    bold: bool(),
    italic: bool(),
    align: oneOf(TEXT_ALIGNS),
    textColor: colour(),
    backgroundColor: colour(),
    borderRadius: radius(),
    textShadow: textShadow(),
  }),
  image: properties({
    src: link(),
    alt: text(300),
    href: link(),
    target: target(),
    ratio: ratio(),
    zoom: bool(),
    borderRadius: radius(),
    caption: text(),
  }),
  youtube: properties({
    video: z.optional(
      z.nullable(
        z.string({ error: YOUTUBE_MESSAGE }).check(
          z.refine((value: string) => value === '' || youtubeId(value) !== null, {
            error: YOUTUBE_MESSAGE,
          }),
        ),
      ),
    ),
    autoplay: bool(),
    mute: bool(),
    loop: bool(),
    controls: bool(),
    start: num({ min: 0, max: 86_400, int: true }),
    ratio: ratio(),
  }),
  iframe: properties({
    src: frameSource(),
    height: num({ min: 50, max: 10_000, int: true }),
    title: text(200),
  }),
  socials: properties({
    links: shape(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, link()]))),
    align: oneOf(TEXT_ALIGNS),
    color: colour(),
  }),
  tag: properties({ text: text(60), href: link(), textColor: colour(), backgroundColor: colour() }),
  taglets: properties({
    tags: list(
      z.string({ error: 'Must be text' }).check(z.maxLength(60, 'Must contain no more than 60 characters')),
      20,
    ),
    align: oneOf(TEXT_ALIGNS),
  }),
};
