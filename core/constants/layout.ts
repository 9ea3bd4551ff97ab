import { deepFreeze } from './freeze';

/** Chrome sizes of spec §9 (CSS lengths). */
export const LAYOUT = deepFreeze({
  /** Default (dashboard/app) header height. */
  headerHeight: '4rem',
  sidebarWidth: '220px',
  navBarHeight: '3rem',
  logoMaxWidth: '220px',
  /** Store header heights. */
  storeHeader: {
    /** Small screens. */
    small: '3.5rem',
    /** Wide screens with the header search bar shown. */
    withSearchBar: '6.5rem',
    /** Wide screens, at the top of the page. */
    top: '5rem',
    /** Wide screens, once scrolled. */
    scrolled: '4rem',
  },
  /** Content container widths: full, the theme 'container' class, mail pages, search page. */
  contentContainer: {
    full: '100%',
    default: 'container',
    mail: '520px',
    search: '1800px',
  },
  /** Gap between a tooltip and its anchor. */
  tooltipGap: '6px',
  /** Unique text is hidden after this much of the viewport on small screens. */
  uniqueTextSmallScreenMaxHeight: '70vh',
  /** Product grid columns per breakpoint. */
  gridColumns: { xs: 2, md: 3, lg: 4 },
});

/** Banner block layout defaults of spec §3/§9. */
export const BANNER_LAYOUT = deepFreeze({
  minHeight: '400px',
  ratio: 0.4,
  contentWidth: '95%',
  overlayOpacity: 0.15,
  actionMaxWidth: '250px',
  compactFontScale: 0.55,
  slim: { scale: 0.3, ratio: 0.1, minHeight: '300px' },
});
