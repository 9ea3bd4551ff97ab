export {
  FONT_FALLBACKS,
  type FontFallback,
  fontStack,
  isThemeFont,
  THEME_FONTS,
  type ThemeFont,
  type ThemeFontFamily,
} from './fonts';
export * from './properties';
export { ACTIVE_THEME_NAMES, DARK_THEME_NAMES, THEME_NAMES, THEMES } from './registry';
export * from './resolve';
export { themeStylesheet } from './stylesheet';
export type * from './types';
export * from './validate';
