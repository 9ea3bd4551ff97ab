import { RADII, THEME_DEFAULTS } from '../../constants';
import { darkSurfaces, defineTheme } from './define';

const { colours } = THEME_DEFAULTS;

/** The platform's own look: green on warm white, Montserrat headings over Lato. */
export const teemill = defineTheme(
  'teemill',
  { extends: 'base' },
  {
    'primary.color': colours.primary,
    'primary.contrast': '#10200a',
    'page.background': '#fafbf7',
    'text.color': '#1d2417',
    'text.muted': '#5f6757',
    'box.background': '#f0f3ea',
    'border.color': '#dfe4d6',
    'heading1.font': 'Montserrat',
    'heading1.transform': 'none',
    'heading3.font': 'Lato',
    'menu.background': '#ffffff',
    'menu.text.font': 'Montserrat',
    'footer.background': '#1d2417',
    'footer.text.color': '#eef2e6',
    'banner.background': '#2f3d1f',
    'announcement.background': '#1d2417',
    'announcement.text.color': '#eef2e6',
    'card.shadow': '0 1px 3px rgba(29, 36, 23, 0.12)',
    'status.success.background': '#edf4dc',
  },
);

/** Pro stores: the pro blue and rounded corners. */
export const teemillPro = defineTheme(
  'teemillPro',
  { extends: 'teemill' },
  {
    'primary.color': colours.pro,
    'primary.contrast': '#04222f',
    'border.radius': RADII.rounded,
    'button.radius': RADII.rounded,
    'box.background': '#eef6fb',
    'border.color': '#d6e4ee',
    'text.color': '#14202a',
    'text.muted': '#53616d',
    'footer.background': '#0f1b24',
    'footer.text.color': '#e4eef5',
    'announcement.background': '#0f1b24',
    'announcement.text.color': '#e4eef5',
    'banner.background': '#0f2a3a',
    'status.success.background': '#edf4dc',
  },
);

/** Dark variant: GitHub-like near-black with the dark atlas blue. */
export const teemillDark = defineTheme(
  'teemillDark',
  { extends: 'teemill' },
  {
    ...darkSurfaces({
      page: '#0d1117',
      raised: '#161b22',
      menu: '#161b22',
      footer: '#161b22',
      border: '#30363d',
      text: '#e6edf3',
      muted: '#9ba7b4',
    }),
    'primary.color': colours.darkAtlas,
    'primary.contrast': '#0d1117',
    'footer.text.color': '#e6edf3',
    'announcement.background': '$primary.color',
    'announcement.text.color': '$primary.contrast',
    'card.shadow': 'none',
  },
);

/** Dark pro: navy-black with the pro blue and rounded corners. */
export const teemillProDark = defineTheme(
  'teemillProDark',
  { extends: 'teemillDark' },
  {
    ...darkSurfaces({
      page: '#0a1622',
      raised: '#11212f',
      menu: '#0e1c29',
      footer: '#071019',
      border: '#25394b',
      text: '#e3eef6',
      muted: '#93a6b6',
    }),
    'primary.color': colours.pro,
    'primary.contrast': '#04131d',
    'border.radius': RADII.rounded,
    'button.radius': RADII.rounded,
  },
);
