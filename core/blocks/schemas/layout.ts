import { bool, longText, num, oneOf, properties, shape, spacerRatio, TEXT_LIMITS, text } from '../schema';
import { SLIDESHOW_MODES } from '../types/layout';

const columns = () => num({ min: 1, max: 6, int: true });

export const layoutSchemas = {
  placeholder: properties({ text: text(100) }),
  row: properties({
    align: oneOf(['start', 'center', 'end', 'stretch']),
    justify: oneOf(['start', 'center', 'end', 'space-between']),
  }),
  grid: properties({ title: text(), columns: shape({ xs: columns(), md: columns(), lg: columns() }) }),
  spacer: properties({ ratio: spacerRatio() }),
  slideshow: properties({
    speed: num({ min: 1000, max: 60_000, int: true }),
    mode: oneOf(SLIDESHOW_MODES),
    compact: bool(),
    primaryActions: bool(),
  }),
  carousel: properties({
    title: text(),
    autoplay: bool(),
    speed: num({ min: 1000, max: 60_000, int: true }),
    arrows: bool(),
  }),
  expandable: properties({ title: text(), copy: text(TEXT_LIMITS.long), open: bool() }),
  storeHidden: properties({ title: text(), copy: longText() }),
};
