export { BLACK, contrastRatio, contrastText, relativeLuminance, WHITE } from './contrast';
export { toHex, toRgbaString, withAlpha } from './format';
export { mix } from './mix';
export { clampAlpha, clampChannel, INVALID_HEX_MESSAGE, isHexColour, parseHex, toRgba } from './parse';
export type { ColourInput, Rgba } from './types';
