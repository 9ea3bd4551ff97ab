import { BLOCK_MESSAGES } from '../messages';
import { defineBlockType, MAIL } from '../registry';
import { isValidTitleSize } from '../rules';
import {
  bool,
  colour,
  link,
  longText,
  num,
  oneOf,
  properties,
  ratio,
  shape,
  target,
  text,
  z,
} from '../schema';

export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
export const TEXT_SIZES = ['small', 'medium', 'large'] as const;
export const TITLE_SIZE_MESSAGE = BLOCK_MESSAGES.titleSize;

/** Pod (card) titleSize: a whole number 0-4 (spec §5). */
export function titleSize() {
  return z.optional(
    z.nullable(
      z
        .number({ error: TITLE_SIZE_MESSAGE })
        .check(z.refine((value: number) => isValidTitleSize(value), { error: TITLE_SIZE_MESSAGE })),
    ),
  );
}

/** pod (Content): a content tile with image, text and link. */
export const pod = defineBlockType({
  name: 'pod',
  title: 'Content',
  size: 3,
  defaults: {
    title: '',
    copy: '',
    href: '',
    badge: '',
    icon: '',
    overlay: false,
    ratio: 'square',
    textAlign: 'center',
    textSize: 'large',
    image: '',
    video: '',
    target: '_self',
  },
  schema: properties({
    title: text(),
    copy: longText(),
    href: link(),
    badge: text(60),
    icon: text(100),
    overlay: bool(),
    ratio: ratio(),
    textAlign: oneOf(TEXT_ALIGNS),
    textSize: oneOf(TEXT_SIZES),
    titleSize: titleSize(),
    image: link(),
    video: link(),
    target: target(),
  }),
});

/** The Pod (card) fields of spec §3. */
export const CARD_FIELDS = {
  title: text(),
  copy: longText(),
  price: num({ min: 0 }),
  salePrice: num({ min: 0 }),
  badge: text(60),
  pricePrefix: text(40),
  titleSize: titleSize(),
  buttonText: text(100),
  image: link(),
  video: link(),
  media: shape({ image: link(), video: link(), overlay: colour() }),
  icon: text(100),
  overlay: bool(),
  href: link(),
  download: bool(),
  target: target(),
  disabled: bool(),
  faded: bool(),
  ratio: ratio(),
};

export const CARD_DEFAULTS = {
  title: '',
  copy: '',
  price: null,
  salePrice: null,
  badge: '',
  pricePrefix: '',
  titleSize: 2,
  buttonText: '',
  image: '',
  video: '',
  media: null,
  icon: '',
  overlay: false,
  href: '',
  download: false,
  target: '_self',
  disabled: false,
  faded: false,
  ratio: 1,
};

export const card = defineBlockType({
  name: 'card',
  title: 'Card',
  size: 3,
  defaults: CARD_DEFAULTS,
  schema: properties(CARD_FIELDS),
});

/** feature (mail): an icon or image with a title and copy, for mail pages. */
export const feature = defineBlockType({
  name: 'feature',
  title: 'Feature',
  compatibility: MAIL,
  defaults: {
    icon: '',
    image: '',
    title: '',
    copy: '',
    href: '',
    iconColor: '',
    textColor: '',
    backgroundColor: '',
    textAlign: 'center',
  },
  schema: properties({
    icon: text(100),
    image: link(),
    title: text(),
    copy: longText(),
    href: link(),
    iconColor: colour(),
    textColor: colour(),
    backgroundColor: colour(),
    textAlign: oneOf(TEXT_ALIGNS),
  }),
});
