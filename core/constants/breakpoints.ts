import { deepFreeze } from './freeze';

/** Viewport breakpoints in px (min-width of each band), widest first. */
export const BREAKPOINTS = deepFreeze({
  '2xl': 1536,
  xl: 1200,
  lg: 992,
  md: 768,
  sm: 576,
  xs: 0,
});

export type BreakpointName = keyof typeof BREAKPOINTS;
