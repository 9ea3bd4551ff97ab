import { BANNER_LAYOUT } from '../../constants/layout';
import { THEME_DEFAULTS } from '../../constants/theme-defaults';
import { defineBlockType } from '../registry';

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

export interface BannerAction {
  text?: string | null;
  href?: string | null;
  action?: string | null;
  target?: '_self' | '_blank' | null;
  icon?: string | null;
  primary?: boolean | null;
}

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
});

/** One slide of a slideshow: a banner. */
export const slide = defineBlockType({
  name: 'slide',
  title: 'Slide',
  defaults: BANNER_DEFAULTS,
});
