import { LAYOUT } from '../../constants/layout';
import { TIMINGS } from '../../constants/timings';
import { defineBlockType } from '../registry';

/** The editor's 'Add new block' slot. */
export const placeholder = defineBlockType({
  name: 'placeholder',
  title: 'Placeholder',
  hidden: true,
  defaults: { text: 'Add new block' },
});

export const row = defineBlockType({
  name: 'row',
  title: 'Row',
  defaults: { align: 'stretch', justify: 'start' },
});

/** grid: its items laid out in columns per breakpoint (2 on xs, 3 on md, 4 on lg by default). */
export const grid = defineBlockType({
  name: 'grid',
  title: 'Grid',
  defaults: { title: '', columns: { ...LAYOUT.gridColumns } },
});

export const spacer = defineBlockType({
  name: 'spacer',
  title: 'Spacer',
  defaults: { ratio: 'regular' },
});

export const SLIDESHOW_MODES = ['slideshow', 'random', 'single'] as const;
export type SlideshowMode = (typeof SLIDESHOW_MODES)[number];

/** slideshow: its items are slides (banners); speed in ms. Fixed at the top when its order is 0. */
export const slideshow = defineBlockType({
  name: 'slideshow',
  title: 'Slideshow',
  defaults: { speed: TIMINGS.slideshowSpeedMs, mode: 'slideshow', compact: false, primaryActions: false },
});

export const carousel = defineBlockType({
  name: 'carousel',
  title: 'Carousel',
  minSize: 12,
  defaults: { title: '', autoplay: false, speed: TIMINGS.slideshowSpeedMs, arrows: true },
});

/** expandable: a question and answer (FAQ); closes on page change; feeds the page's FAQ structured data. */
export const expandable = defineBlockType({
  name: 'expandable',
  title: 'Expandable',
  defaults: { title: '', copy: '', open: false },
});

/** storeHidden: the notice shown while a store is hidden (under review, coming soon). */
export const storeHidden = defineBlockType({
  name: 'storeHidden',
  title: 'Store hidden notice',
  defaults: { title: '', copy: '' },
});
