import { RADII } from '../../constants';
import { darkSurfaces, defineTheme } from './define';

/** Charcoal: graphite surfaces, amber accent, Montserrat capitals over Open Sans. */
export const charcoal = defineTheme(
  'charcoal',
  { extends: 'base' },
  {
    ...darkSurfaces({
      page: '#1e1f22',
      raised: '#2a2b2f',
      menu: '#17181a',
      footer: '#141517',
      border: '#3c3d42',
      text: '#ececec',
      muted: '#a8a8ad',
    }),
    'primary.color': '#f2a541',
    'primary.contrast': '#1e1f22',
    'primary.font': 'Open Sans',
    'heading1.font': 'Montserrat',
    'heading1.transform': 'uppercase',
    'menu.text.transform': 'uppercase',
    'border.radius': RADII.smooth,
  },
);

/** Neon city at night: ink violet, hot pink and cyan, Space Grotesk capitals, pill buttons. */
export const neonCity = defineTheme(
  'neonCity',
  { extends: 'base' },
  {
    ...darkSurfaces({
      page: '#0b0820',
      raised: '#161036',
      menu: '#120c2e',
      footer: '#07051a',
      border: '#2e2566',
      text: '#f1eeff',
      muted: '#aaa3d1',
    }),
    'primary.color': '#ff2e97',
    'primary.contrast': '#0b0820',
    'primary.font': 'Space Grotesk',
    'heading1.transform': 'uppercase',
    'menu.text.transform': 'uppercase',
    'border.radius': RADII.sharp,
    'button.radius': RADII.circle,
    'banner.background': '#1a1147',
    'banner.title.color': '#00f0ff',
    'banner.shadow': '0 0 8px rgba(0, 240, 255, 0.6)',
    'feature.icon.color': '#00f0ff',
    'announcement.background': '#00f0ff',
    'announcement.text.color': '#0b0820',
    'button.secondary.color': '#00f0ff',
    'card.shadow': '0 0 0 1px #2e2566',
  },
);
