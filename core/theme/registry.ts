import { base } from './themes/base';
import { bubble, california, daze, joy, popart, popsicle, punch, sol, spring, tropic } from './themes/bold';
import { teemill, teemillDark, teemillPro, teemillProDark } from './themes/brand';
import {
  academia,
  angelo,
  gallery,
  lux,
  municipal,
  naked,
  nordic,
  quiet,
  salt,
  simply,
} from './themes/classic';
import { charcoal, neonCity } from './themes/dark';
import { boho, deepSpace, mocha, tokyo, vantage } from './themes/deprecated';
import {
  apothecary,
  atlantic,
  clay,
  dunes,
  good,
  outland,
  verde,
  wanderlust,
  wildWood,
} from './themes/natural';
import { atlas, atlasDark } from './themes/platform';
import type { ThemeDefinition, ThemeRegistry } from './types';

/** Every named theme of spec §3, in the spec's order, deprecated ones last. */
const ALL: readonly ThemeDefinition[] = [
  base,
  naked,
  punch,
  outland,
  daze,
  joy,
  tropic,
  simply,
  charcoal,
  verde,
  spring,
  academia,
  dunes,
  angelo,
  neonCity,
  salt,
  atlantic,
  california,
  municipal,
  nordic,
  popart,
  wildWood,
  wanderlust,
  gallery,
  apothecary,
  popsicle,
  good,
  bubble,
  quiet,
  sol,
  clay,
  lux,
  teemill,
  teemillPro,
  teemillDark,
  teemillProDark,
  atlas,
  atlasDark,
  deepSpace,
  vantage,
  tokyo,
  mocha,
  boho,
];

export const THEMES: ThemeRegistry = Object.freeze(
  Object.fromEntries(ALL.map((definition) => [definition.name, definition])),
);

/** Names of every named theme, deprecated included. */
export const THEME_NAMES: readonly string[] = Object.freeze(ALL.map((definition) => definition.name));

/** Names a store may choose: every named theme that is not deprecated. */
export const ACTIVE_THEME_NAMES: readonly string[] = Object.freeze(
  ALL.filter((definition) => !definition.deprecated).map((definition) => definition.name),
);

/** Named themes with dark pages (light text on dark surfaces throughout). */
export const DARK_THEME_NAMES: readonly string[] = Object.freeze([
  'charcoal',
  'neonCity',
  'teemillDark',
  'teemillProDark',
  'atlasDark',
  'deepSpace',
]);
