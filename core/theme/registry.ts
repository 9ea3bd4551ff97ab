import { base } from './themes/base';
import { teemill, teemillDark, teemillPro } from './themes/brand';
import type { ThemeRegistry } from './types';

export const THEMES: ThemeRegistry = { base, teemill, teemillPro, teemillDark };
