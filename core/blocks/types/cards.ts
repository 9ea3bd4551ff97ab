import { BLOCK_MESSAGES } from '../messages';
import { defineBlockType, MAIL } from '../registry';

export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
export const TEXT_SIZES = ['small', 'medium', 'large'] as const;
export const TITLE_SIZE_MESSAGE = BLOCK_MESSAGES.titleSize;

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
});

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
});
