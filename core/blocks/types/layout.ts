import { LAYOUT } from '../../constants/layout';
import { TIMINGS } from '../../constants/timings';
import { defineBlockType } from '../registry';
import { bool, longText, num, oneOf, properties, shape, spacerRatio, TEXT_LIMITS, text } from '../schema';

/** The editor's 'Add new block' slot. */
export const placeholder = defineBlockType({
  name: 'placeholder',
  title: 'Placeholder',
  hidden: true,
  defaults: { text: 'Add new block' },
  schema: properties({ text: text(100) }),
});

export const row = defineBlockType({
  name: 'row',
  title: 'Row',
  defaults: { align: 'stretch', justify: 'start' },
  schema: properties({
    align: oneOf(['start', 'center', 'end', 'stretch']),
    justify: oneOf(['start', 'center', 'end', 'space-between']),
  }),
});

const columns = () => num({ min: 1, max: 6, int: true });

/** grid: its items laid out in columns per breakpoint (2 on xs, 3 on md, 4 on lg by default). */
export const grid = defineBlockType({
  name: 'grid',
  title: 'Grid',
  defaults: { title: '', columns: { ...LAYOUT.gridColumns } },
  schema: properties({ title: text(), columns: shape({ xs: columns(), md: columns(), lg: columns() }) }),
});

export const spacer = defineBlockType({
  name: 'spacer',
  title: 'Spacer',
  defaults: { ratio: 'regular' },
  schema: properties({ ratio: spacerRatio() }),
});

export const SLIDESHOW_MODES = ['slideshow', 'random', 'single'] as const;
export type SlideshowMode = (typeof SLIDESHOW_MODES)[number];

/** slideshow: its items are slides (banners); speed in ms. Fixed at the top when its order is 0. */
export const slideshow = defineBlockType({
  name: 'slideshow',
  title: 'Slideshow',
  defaults: { speed: TIMINGS.slideshowSpeedMs, mode: 'slideshow', compact: false, primaryActions: false },
  schema: properties({
    speed: num({ min: 1000, max: 60_000, int: true }),
    mode: oneOf(SLIDESHOW_MODES),
    compact: bool(),
    primaryActions: bool(),
  }),
});

export const carousel = defineBlockType({
  name: 'carousel',
  title: 'Carousel',
  minSize: 12,
  defaults: { title: '', autoplay: false, speed: TIMINGS.slideshowSpeedMs, arrows: true },
  schema: properties({
    title: text(),
    autoplay: bool(),
    speed: num({ min: 1000, max: 60_000, int: true }),
    arrows: bool(),
  }),
});

/** expandable: a question and answer (FAQ); closes on page change; feeds the page's FAQ structured data. */
export const expandable = defineBlockType({
  name: 'expandable',
  title: 'Expandable',
  defaults: { title: '', copy: '', open: false },
  schema: properties({ title: text(), copy: text(TEXT_LIMITS.long), open: bool() }),
});

/** storeHidden: the notice shown while a store is hidden (under review, coming soon). */
export const storeHidden = defineBlockType({
  name: 'storeHidden',
  title: 'Store hidden notice',
  defaults: { title: '', copy: '' },
  schema: properties({ title: text(), copy: longText() }),
});
