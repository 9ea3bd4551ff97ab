/**
 * Every block type of spec §3 with its defaults (its property schema is in core/blocks/schemas). The app
 * attaches components and builders per registry (see catalogue.ts createBlockRegistry).
 */
import type { BlockType } from '../registry';
import { banner, slide } from './banner';
import { card, feature, pod } from './cards';
import {
  customisationCatalog,
  feed,
  priceBreakdown,
  productList,
  productMockup,
  profitPerMonth,
  studioSuggestion,
} from './commerce';
import { action, button, html, iframe, image, quote, socials, tag, taglets, text_, youtube } from './content';
import {
  announcement,
  announcementV2,
  gate,
  liveChat,
  mailContactForm,
  newsletterSubscribe,
  remillReturn,
} from './engagement';
import { carousel, expandable, grid, placeholder, row, slideshow, spacer, storeHidden } from './layout';
import {
  affiliateAttribution,
  affiliateSettings,
  affiliateStats,
  appIcon,
  badge,
  badgeProgress,
  graph,
  interactions,
  proBenefits,
  summary,
} from './platform';

export {
  BANNER_DEFAULTS,
  type BannerAction,
  BUTTON_SIZES,
  HORIZONTAL_ALIGNMENTS,
  OVERLAY_DIRECTIONS,
  TITLE_TYPES,
  VERTICAL_ALIGNMENTS,
} from './banner';
export { CARD_DEFAULTS, TEXT_ALIGNS, TEXT_SIZES, TITLE_SIZE_MESSAGE } from './cards';
export { PRODUCT_SORTS } from './commerce';
export {
  BUTTON_STYLES_MESSAGE,
  IFRAME_DEFAULT_HEIGHT,
  SOCIAL_NETWORKS,
  YOUTUBE_MESSAGE,
  type YoutubeOptions,
  youtubeEmbedUrl,
  youtubeId,
} from './content';
export {
  ACTION_STYLES,
  type ActionStyle,
  ANNOUNCEMENT_ALIGNMENTS,
  type AnnouncementAlignment,
  liveChatGroupId,
} from './engagement';
export { SLIDESHOW_MODES, type SlideshowMode } from './layout';

/** The block types in block-menu order. */
export const BLOCK_TYPES: readonly BlockType[] = Object.freeze([
  placeholder,
  text_,
  image,
  banner,
  slideshow,
  slide,
  carousel,
  button,
  action,
  pod,
  card,
  quote,
  grid,
  row,
  spacer,
  productList,
  productMockup,
  customisationCatalog,
  feed,
  youtube,
  iframe,
  html,
  expandable,
  socials,
  tag,
  taglets,
  announcement,
  announcementV2,
  newsletterSubscribe,
  mailContactForm,
  remillReturn,
  liveChat,
  gate,
  storeHidden,
  feature,
  appIcon,
  badge,
  badgeProgress,
  graph,
  summary,
  interactions,
  proBenefits,
  priceBreakdown,
  profitPerMonth,
  studioSuggestion,
  affiliateAttribution,
  affiliateSettings,
  affiliateStats,
]);

/** Names of every block type of spec §3. */
export const BLOCK_TYPE_NAMES: readonly string[] = Object.freeze(BLOCK_TYPES.map((type) => type.name));
