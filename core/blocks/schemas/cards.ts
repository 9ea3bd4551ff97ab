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
import { TEXT_ALIGNS, TEXT_SIZES, TITLE_SIZE_MESSAGE } from '../types/cards';

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

export const cardSchemas = {
  pod: properties({
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
  card: properties(CARD_FIELDS),
  feature: properties({
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
};
