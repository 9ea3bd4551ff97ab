import { BLOCK_MESSAGES } from '../messages';
import { isValidFontScale } from '../rules';
import {
  bool,
  colour,
  cssLength,
  font,
  hexColour,
  link,
  list,
  longText,
  num,
  oneOf,
  properties,
  radius,
  shape,
  target,
  text,
  z,
} from '../schema';
import {
  BUTTON_SIZES,
  HORIZONTAL_ALIGNMENTS,
  OVERLAY_DIRECTIONS,
  TITLE_TYPES,
  VERTICAL_ALIGNMENTS,
} from '../types/banner';

const ACTION_NAME = /^@?[A-Za-z][A-Za-z0-9_.:-]{0,99}$/;
export const BANNER_ACTION_MESSAGE = 'Actions must be event names such as @open-chat';

/** A banner action: text and either a link (href) or an in-app action, target, icon, primary. */
export const bannerActionSchema = z.object(
  {
    text: text(100),
    href: link(),
    action: z.optional(
      z.nullable(
        z.string({ error: BANNER_ACTION_MESSAGE }).check(
          z.refine((value: string) => value === '' || ACTION_NAME.test(value), {
            error: BANNER_ACTION_MESSAGE,
          }),
        ),
      ),
    ),
    target: target(),
    icon: text(100),
    primary: bool(),
  },
  { error: 'Each action must be an object' },
);

/** The banner shape of spec §3; slides of a slideshow share it. */
export const BANNER_FIELDS = {
  title: text(),
  copy: longText(),
  image: link(),
  video: link(),
  videoThumbnail: link(),
  media: shape({ image: link(), video: link(), overlay: colour() }),
  minHeight: cssLength(),
  verticalAlignment: oneOf(VERTICAL_ALIGNMENTS),
  horizontalAlignment: oneOf(HORIZONTAL_ALIGNMENTS),
  font: font(),
  actions: list(bannerActionSchema, 6),
  ratio: num({ min: 0.01, max: 10 }),
  titleType: oneOf(TITLE_TYPES),
  titleColor: colour(),
  copyColor: colour(),
  titleBackgroundColor: colour(),
  copyBackgroundColor: colour(),
  backgroundColor: colour(),
  overlayColors: list(hexColour(), 4),
  overlayDirection: oneOf(OVERLAY_DIRECTIONS),
  overlayOpacity: num({ min: 0, max: 1 }),
  buttonSize: oneOf(BUTTON_SIZES),
  borderRadius: radius(),
  /** Scales title and copy: above 0 and at most 1. */
  fontScale: z.optional(
    z.nullable(
      z
        .number({ error: BLOCK_MESSAGES.fontScale })
        .check(z.refine((value: number) => isValidFontScale(value), { error: BLOCK_MESSAGES.fontScale })),
    ),
  ),
  href: link(),
  target: target(),
};

export const bannerSchemas = {
  banner: properties(BANNER_FIELDS),
  slide: properties(BANNER_FIELDS),
};
