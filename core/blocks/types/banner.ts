import { BANNER_LAYOUT } from '../../constants/layout';
import { THEME_DEFAULTS } from '../../constants/theme-defaults';
import { BLOCK_MESSAGES } from '../messages';
import { defineBlockType } from '../registry';
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

export const VERTICAL_ALIGNMENTS = ['top', 'center', 'bottom'] as const;
export const HORIZONTAL_ALIGNMENTS = ['left', 'center', 'right'] as const;
export const BUTTON_SIZES = ['small', 'standard', 'large'] as const;
export const TITLE_TYPES = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p'] as const;
export const OVERLAY_DIRECTIONS = [
  'to top',
  'to bottom',
  'to left',
  'to right',
  'to top left',
  'to top right',
  'to bottom left',
  'to bottom right',
] as const;

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

export interface BannerAction {
  text?: string | null;
  href?: string | null;
  action?: string | null;
  target?: '_self' | '_blank' | null;
  icon?: string | null;
  primary?: boolean | null;
}

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

export const BANNER_DEFAULTS = {
  title: '',
  copy: '',
  image: '',
  video: '',
  videoThumbnail: '',
  media: { image: '', video: '', overlay: '' },
  minHeight: BANNER_LAYOUT.minHeight,
  verticalAlignment: 'center',
  horizontalAlignment: 'center',
  font: THEME_DEFAULTS.font,
  actions: [] as BannerAction[],
  ratio: BANNER_LAYOUT.ratio,
  titleType: 'h1',
  titleColor: '',
  copyColor: '',
  titleBackgroundColor: '',
  copyBackgroundColor: '',
  backgroundColor: '',
  overlayColors: [] as string[],
  overlayDirection: 'to bottom',
  overlayOpacity: BANNER_LAYOUT.overlayOpacity,
  buttonSize: 'standard',
  borderRadius: null,
  fontScale: 1,
  href: '',
  target: '_self',
};

export const banner = defineBlockType({
  name: 'banner',
  title: 'Banner',
  defaults: BANNER_DEFAULTS,
  minSize: 12,
  schema: properties(BANNER_FIELDS),
});

/** One slide of a slideshow: a banner. */
export const slide = defineBlockType({
  name: 'slide',
  title: 'Slide',
  defaults: BANNER_DEFAULTS,
  schema: properties(BANNER_FIELDS),
});
