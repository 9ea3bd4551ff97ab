import { THEME_PROPERTY_DEFAULTS } from '../properties';
import type { ThemeDefinition } from '../types';

/** The root of every theme: defines every catalogued property (spec §9 defaults: Lato, 4px, #86b302). */
export const base: ThemeDefinition = {
  name: 'base',
  properties: { ...THEME_PROPERTY_DEFAULTS },
};
