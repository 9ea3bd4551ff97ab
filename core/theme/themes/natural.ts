import { RADII } from '../../constants';
import { defineTheme } from './define';

/** Outdoor kit: burnt orange on canvas, Oswald capitals, forest-green bars, square corners. */
export const outland = defineTheme(
  'outland',
  { extends: 'base' },
  {
    'primary.color': '#b84c17',
    'primary.contrast': '#ffffff',
    'primary.font': 'Open Sans',
    'page.background': '#f6f1e7',
    'text.color': '#2a2620',
    'text.muted': '#625a4d',
    'box.background': '#ece4d4',
    'border.color': '#d9cfbc',
    'border.radius': RADII.sharp,
    'button.radius': RADII.sharp,
    'heading1.font': 'Oswald',
    'heading1.transform': 'uppercase',
    'heading3.transform': 'uppercase',
    'menu.background': '#2f3a2f',
    'menu.text.color': '#f6f1e7',
    'menu.text.font': 'Oswald',
    'menu.text.transform': 'uppercase',
    'footer.background': '#2f3a2f',
    'footer.text.color': '#f6f1e7',
    'banner.background': '#2f3a2f',
    'announcement.background': '#2f3a2f',
    'announcement.text.color': '#f6f1e7',
  },
);

/** Garden green: leafy green on pale sage, Merriweather headings over Lato. */
export const verde = defineTheme(
  'verde',
  { extends: 'base' },
  {
    'primary.color': '#2e7d32',
    'primary.contrast': '#ffffff',
    'page.background': '#f4f7f2',
    'text.color': '#1f2a1f',
    'text.muted': '#56635a',
    'box.background': '#e6eee3',
    'border.color': '#d3dfcf',
    'heading1.font': 'Merriweather',
    'menu.background': '#e6eee3',
    'footer.background': '#1f3a22',
    'footer.text.color': '#e6eee3',
    'banner.background': '#1f3a22',
    'quote.font': 'Merriweather',
  },
);

/** Desert sand and rust: DM Serif Display over Work Sans, dark earth footer. */
export const dunes = defineTheme(
  'dunes',
  { extends: 'base' },
  {
    'primary.color': '#c47a3d',
    'primary.contrast': '#24160a',
    'primary.font': 'Work Sans',
    'page.background': '#f3e9dc',
    'text.color': '#3b2a1e',
    'text.muted': '#6b5645',
    'box.background': '#ead9c4',
    'border.color': '#dcc7ad',
    'heading1.font': 'DM Serif Display',
    'menu.background': '#f3e9dc',
    'footer.background': '#3b2a1e',
    'footer.text.color': '#f3e9dc',
    'banner.background': '#8a4b24',
    'announcement.background': '#3b2a1e',
    'announcement.text.color': '#f3e9dc',
    'chat.message.focused.background': '#fbf3e4',
  },
);

/** Woodland: moss green, bark-brown menu, Oswald headings over Merriweather. */
export const wildWood = defineTheme(
  'wildWood',
  { extends: 'base' },
  {
    'primary.color': '#4f6f24',
    'primary.contrast': '#ffffff',
    'primary.font': 'Merriweather',
    'page.background': '#f4efe6',
    'text.color': '#2b2a22',
    'text.muted': '#5f5c4f',
    'box.background': '#e8e0d0',
    'border.color': '#d6ccb8',
    'border.radius': '2px',
    'button.radius': '2px',
    'heading1.font': 'Oswald',
    'heading1.transform': 'uppercase',
    'menu.background': '#3b2f22',
    'menu.text.color': '#f4efe6',
    'menu.text.font': 'Oswald',
    'footer.background': '#2c3a1f',
    'footer.text.color': '#e8e0d0',
    'banner.background': '#2c3a1f',
  },
);

/** Travel journal: terracotta and ink navy, Playfair Display over Open Sans. */
export const wanderlust = defineTheme(
  'wanderlust',
  { extends: 'base' },
  {
    'primary.color': '#e07a5f',
    'primary.contrast': '#1f1410',
    'primary.font': 'Open Sans',
    'page.background': '#fdfaf5',
    'text.color': '#283044',
    'text.muted': '#5a6070',
    'box.background': '#f4ede2',
    'border.color': '#e5dccd',
    'heading1.font': 'Playfair Display',
    'menu.background': '#283044',
    'menu.text.color': '#fdfaf5',
    'footer.background': '#283044',
    'footer.text.color': '#f4ede2',
    'banner.background': '#283044',
    'feature.icon.color': '#3d7a8a',
    'product.thumbnails.layout': 'carousel',
  },
);

/** Herbal apothecary: deep sage and cream, Libre Baskerville over Lato, labelled-jar restraint. */
export const apothecary = defineTheme(
  'apothecary',
  { extends: 'base' },
  {
    'primary.color': '#3f5e4b',
    'primary.contrast': '#f2ede3',
    'page.background': '#f2ede3',
    'text.color': '#2a2a24',
    'text.muted': '#5e5d52',
    'box.background': '#e6dfd0',
    'border.color': '#d3cab6',
    'heading1.font': 'Libre Baskerville',
    'heading1.transform': 'uppercase',
    'heading2.transform': 'none',
    'menu.background': '#f2ede3',
    'menu.text.transform': 'uppercase',
    'footer.background': '#3f5e4b',
    'footer.text.color': '#f2ede3',
    'banner.background': '#3f5e4b',
    'tag.background': '#dfe6da',
    'product.description.placement': 'tab',
  },
);

/** Thrown clay: terracotta on bisque, DM Serif Display, rounded corners. */
export const clay = defineTheme(
  'clay',
  { extends: 'base' },
  {
    'primary.color': '#a4492d',
    'primary.contrast': '#ffffff',
    'primary.font': 'Work Sans',
    'page.background': '#f1e6db',
    'text.color': '#3a2a22',
    'text.muted': '#6a5549',
    'box.background': '#e7d6c6',
    'border.color': '#d9c3ae',
    'border.radius': RADII.rounded,
    'button.radius': RADII.rounded,
    'heading1.font': 'DM Serif Display',
    'menu.background': '#f1e6db',
    'footer.background': '#e3d2c2',
    'banner.background': '#6e3a26',
    'chat.message.focused.background': '#f9efe2',
  },
);

/** Honest goods: ethical green-teal, Work Sans capitals, ink footer. */
export const good = defineTheme(
  'good',
  { extends: 'base' },
  {
    'primary.color': '#1b7a63',
    'primary.contrast': '#ffffff',
    'primary.font': 'Work Sans',
    'page.background': '#fcfbf7',
    'text.color': '#1f2421',
    'text.muted': '#58605b',
    'box.background': '#eef2ec',
    'border.color': '#dde4dc',
    'heading1.font': 'Work Sans',
    'heading1.transform': 'uppercase',
    'menu.background': '#ffffff',
    'footer.background': '#1f2421',
    'footer.text.color': '#eef2ec',
    'banner.background': '#1b7a63',
    'announcement.background': '#f2d65c',
    'announcement.text.color': '#1f2421',
  },
);

/** Atlantic: deep ocean blue on sea mist, Oswald capitals over Roboto, navy bars. */
export const atlantic = defineTheme(
  'atlantic',
  { extends: 'base' },
  {
    'primary.color': '#0a4d8c',
    'primary.contrast': '#ffffff',
    'primary.font': 'Roboto',
    'page.background': '#eef3f8',
    'text.color': '#0f2233',
    'text.muted': '#4b5d6e',
    'box.background': '#ffffff',
    'border.color': '#d3dfea',
    'heading1.font': 'Oswald',
    'heading1.transform': 'uppercase',
    'menu.background': '#0f2233',
    'menu.text.color': '#eef3f8',
    'menu.text.transform': 'uppercase',
    'footer.background': '#0f2233',
    'footer.text.color': '#eef3f8',
    'banner.background': '#0a4d8c',
  },
);
