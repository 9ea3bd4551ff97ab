import { deepFreeze } from './freeze';

/** Named border radii. */
export const RADII = deepFreeze({
  sharp: '0',
  smooth: '4px',
  rounded: '12px',
  circle: '999px',
});

export type RadiusName = keyof typeof RADII;

/** Theme fallbacks of spec §9. */
export const THEME_DEFAULTS = deepFreeze({
  borderRadius: RADII.smooth,
  announcementRadius: '4px',
  font: 'Lato',
  fontSize: 16,
  fontWeight: 400,
  /** Weights always requested when loading a font. */
  fontWeights: [400, 700],
  colours: {
    primary: '#86b302',
    pro: '#0aadff',
    darkAtlas: '#539bf5',
    error: '#dd176d',
    warning: '#f89815',
    success: '#86b302',
  },
  /** Opacity of the backdrop behind an open sidebar (20%). */
  sidebarBackdropOpacity: 0.2,
});
