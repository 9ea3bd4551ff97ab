/** §2 Layouts: each sets visibility, fixed or overlay state and width of every region. */

export type LayoutName = 'tool' | 'blank' | 'standard' | 'studio' | 'mail' | 'cart' | 'search';
export const LAYOUT_NAMES: readonly LayoutName[] = [
  'tool',
  'blank',
  'standard',
  'studio',
  'mail',
  'cart',
  'search',
];

export type ContentWidth = 'full' | 'container' | '520px' | '1800px';

export interface RegionState {
  visible: boolean;
  fixed: boolean;
  overlay: boolean;
}

export interface LayoutConfig {
  announcement: RegionState;
  header: RegionState & { height: string; logoMaxWidth: string; centredLogo: boolean };
  sidebar: RegionState & { width: string; fixedOnLargeScreens: boolean };
  content: { visible: boolean; width: ContentWidth };
  footer: RegionState;
  subFooter: RegionState;
  navBar: RegionState & { height: string };
}

const shown = (fixed = false): RegionState => ({ visible: true, fixed, overlay: false });
const hidden = (fixed = false): RegionState => ({ visible: false, fixed, overlay: false });

/** The standard layout defaults of §2 and §9, which every layout starts from. */
export const STANDARD_DEFAULTS: LayoutConfig = {
  announcement: shown(),
  header: { ...hidden(true), height: '4rem', logoMaxWidth: '220px', centredLogo: false },
  sidebar: { ...hidden(true), width: '220px', fixedOnLargeScreens: false },
  content: { visible: true, width: 'full' },
  footer: hidden(),
  subFooter: hidden(),
  navBar: { ...hidden(), height: '3rem' },
};

export interface LayoutOverrides {
  announcement?: Partial<RegionState>;
  header?: Partial<LayoutConfig['header']>;
  sidebar?: Partial<LayoutConfig['sidebar']>;
  content?: Partial<LayoutConfig['content']>;
  footer?: Partial<RegionState>;
  subFooter?: Partial<RegionState>;
  navBar?: Partial<LayoutConfig['navBar']>;
}

/** What each named layout changes from the standard defaults for a storefront. */
export const LAYOUTS: Record<LayoutName, LayoutOverrides> = {
  standard: {
    header: { visible: true },
    footer: { visible: true },
    subFooter: { visible: true },
  },
  tool: {
    announcement: { visible: false },
    header: { visible: true },
    content: { width: 'container' },
  },
  blank: {
    announcement: { visible: false },
  },
  studio: {
    announcement: { visible: false },
    header: { visible: true, height: '3.5rem' },
  },
  mail: {
    announcement: { visible: false },
    content: { width: '520px' },
  },
  cart: {
    announcement: { visible: false },
    header: { visible: true },
    content: { width: 'container' },
    footer: { visible: true },
  },
  search: {
    header: { visible: true },
    content: { width: '1800px' },
    footer: { visible: true },
    subFooter: { visible: true },
  },
};

export function isLayoutName(value: unknown): value is LayoutName {
  return typeof value === 'string' && (LAYOUT_NAMES as readonly string[]).includes(value);
}

function merge(base: LayoutConfig, overrides: LayoutOverrides): LayoutConfig {
  return {
    announcement: { ...base.announcement, ...overrides.announcement },
    header: { ...base.header, ...overrides.header },
    sidebar: { ...base.sidebar, ...overrides.sidebar },
    content: { ...base.content, ...overrides.content },
    footer: { ...base.footer, ...overrides.footer },
    subFooter: { ...base.subFooter, ...overrides.subFooter },
    navBar: { ...base.navBar, ...overrides.navBar },
  };
}

export interface ResolveLayoutOptions {
  /** Page-level overrides (a page's layout overrides in its route meta). */
  overrides?: LayoutOverrides;
  /** Headless operator mode hides the header and the sidebar. */
  headless?: boolean;
}

/** The layout a route asked for, by name (unknown names fall back to standard), with page overrides. */
export function resolveLayout(name: string | undefined, options: ResolveLayoutOptions = {}): LayoutConfig {
  const layoutName = isLayoutName(name) ? name : 'standard';
  let config = merge(merge(STANDARD_DEFAULTS, LAYOUTS[layoutName]), options.overrides ?? {});
  if (options.headless) {
    config = merge(config, { header: { visible: false }, sidebar: { visible: false } });
  }
  return config;
}

/** §9 store header heights: 3.5rem on small screens; on wide ones 6.5rem with the search bar, else 5rem at the top and 4rem scrolled. */
export function storeHeaderHeight(state: { wide: boolean; searchBar: boolean; scrolled: boolean }): string {
  if (!state.wide) return '3.5rem';
  if (state.searchBar) return '6.5rem';
  return state.scrolled ? '4rem' : '5rem';
}

/** The CSS max-width of the content container. */
export function contentMaxWidth(width: ContentWidth): string {
  switch (width) {
    case 'full':
      return '100%';
    case 'container':
      return '1200px';
    default:
      return width;
  }
}
