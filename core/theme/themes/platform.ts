import { THEME_DEFAULTS } from '../../constants';
import { darkSurfaces, defineTheme } from './define';

/** The operator back office: crisp blue on cool grey, Roboto throughout, dark menu bar. */
export const atlas = defineTheme(
  'atlas',
  { extends: 'base' },
  {
    'primary.color': '#1f6feb',
    'primary.contrast': '#ffffff',
    'primary.font': 'Roboto',
    'heading1.font': 'Space Grotesk',
    'page.background': '#f6f8fa',
    'text.color': '#1f2328',
    'text.muted': '#59636e',
    'box.background': '#ffffff',
    'border.color': '#d1d9e0',
    'border.radius': '6px',
    'button.radius': '6px',
    'menu.background': '#24292f',
    'menu.text.color': '#f6f8fa',
    'footer.background': '#eaeef2',
    'card.shadow': '0 1px 2px rgba(31, 35, 40, 0.08)',
    'banner.background': '#24292f',
    'product.thumbnails.layout': 'carousel',
  },
);

/** Atlas at night: GitHub-dimmed greys with the dark atlas blue (spec §9). */
export const atlasDark = defineTheme(
  'atlasDark',
  { extends: 'atlas' },
  {
    ...darkSurfaces({
      page: '#22272e',
      raised: '#2d333b',
      menu: '#1c2128',
      footer: '#1c2128',
      border: '#444c56',
      text: '#cdd9e5',
      muted: '#9aa8b6',
    }),
    'primary.color': THEME_DEFAULTS.colours.darkAtlas,
    'primary.contrast': '#1c2128',
    'menu.text.color': '#cdd9e5',
  },
);
