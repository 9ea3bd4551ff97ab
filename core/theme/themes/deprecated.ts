import { RADII } from '../../constants';
import { darkSurfaces, defineTheme } from './define';

/** Deprecated: kept for stores that chose them; not offered for new stores. */

export const deepSpace = defineTheme(
  'deepSpace',
  { extends: 'charcoal', deprecated: true },
  {
    ...darkSurfaces({
      page: '#0b0d17',
      raised: '#151a2d',
      menu: '#090b13',
      footer: '#06070d',
      border: '#262d4a',
      text: '#e4e6f0',
      muted: '#9ca2bf',
    }),
    'primary.color': '#8a7dff',
    'primary.contrast': '#0b0d17',
    'heading1.font': 'Oswald',
    'banner.background': '#151a2d',
  },
);

export const vantage = defineTheme(
  'vantage',
  { extends: 'base', deprecated: true },
  {
    'primary.color': '#1d3557',
    'primary.contrast': '#ffffff',
    'primary.font': 'Montserrat',
    'page.background': '#f1f6f0',
    'text.color': '#1d2b3a',
    'text.muted': '#546170',
    'box.background': '#e3ece3',
    'border.color': '#cfdccf',
    'heading1.transform': 'uppercase',
    'menu.background': '#1d3557',
    'menu.text.color': '#f1f6f0',
    'footer.background': '#1d3557',
    'footer.text.color': '#f1f6f0',
    'banner.background': '#457b9d',
    'banner.title.background': '#1d3557',
    'banner.copy.background': '#1d3557',
  },
);

export const tokyo = defineTheme(
  'tokyo',
  { extends: 'base', deprecated: true },
  {
    'primary.color': '#bc002d',
    'primary.contrast': '#ffffff',
    'primary.font': 'Work Sans',
    'page.background': '#f7f5f0',
    'text.color': '#1a1a1a',
    'text.muted': '#5d5a55',
    'box.background': '#ece8df',
    'border.color': '#dcd7cc',
    'border.radius': RADII.sharp,
    'button.radius': RADII.sharp,
    'heading1.font': 'Space Grotesk',
    'heading1.transform': 'uppercase',
    'footer.background': '#1a1a1a',
    'footer.text.color': '#f7f5f0',
    'banner.background': '#1a1a1a',
  },
);

export const mocha = defineTheme(
  'mocha',
  { extends: 'base', deprecated: true },
  {
    'primary.color': '#6f4e37',
    'primary.contrast': '#ffffff',
    'page.background': '#f5efe8',
    'text.color': '#2e221b',
    'text.muted': '#66564b',
    'box.background': '#ebe0d4',
    'border.color': '#dccdbd',
    'heading1.font': 'Merriweather',
    'menu.background': '#2e221b',
    'menu.text.color': '#f5efe8',
    'footer.background': '#2e221b',
    'footer.text.color': '#ebe0d4',
    'banner.background': '#6f4e37',
  },
);

export const boho = defineTheme(
  'boho',
  { extends: 'base', deprecated: true },
  {
    'primary.color': '#9c5518',
    'primary.contrast': '#ffffff',
    'primary.font': 'Raleway',
    'page.background': '#faf3e8',
    'text.color': '#3d2c1e',
    'text.muted': '#6e5b4a',
    'box.background': '#f1e4cf',
    'border.color': '#e3d2b7',
    'border.radius': RADII.rounded,
    'button.radius': RADII.circle,
    'heading1.font': 'Playfair Display',
    'heading1.transform': 'capitalize',
    'footer.background': '#f1e4cf',
    'banner.background': '#7a4a2a',
    'chat.message.focused.background': '#fff6e0',
  },
);
