import { RADII, THEME_DEFAULTS } from '../../constants';
import type { ThemeDefinition } from '../types';

/** The three brand variants of §1: main, pro and dark. */
export const teemill: ThemeDefinition = {
  name: 'teemill',
  extends: 'base',
  properties: { 'primary.color': THEME_DEFAULTS.colours.primary },
};

export const teemillPro: ThemeDefinition = {
  name: 'teemillPro',
  extends: 'teemill',
  properties: { 'primary.color': THEME_DEFAULTS.colours.pro, 'border.radius': RADII.rounded },
};

export const teemillDark: ThemeDefinition = {
  name: 'teemillDark',
  extends: 'teemill',
  properties: {
    'primary.color': THEME_DEFAULTS.colours.darkAtlas,
    'primary.contrast': '#0d1117',
    'page.background': '#0d1117',
    'text.color': '#e6edf3',
    'text.muted': '#9ba7b4',
    'menu.background': '#161b22',
    'footer.background': '#161b22',
    'box.background': '#161b22',
    'border.color': '#30363d',
    'image.placeholder': '#21262d',
  },
};
