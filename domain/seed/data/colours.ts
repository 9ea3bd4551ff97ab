import type { SeedColour } from './types';

/** Real garment and paper colours offered across the demo stores. */
export const COLOURS = {
  white: { name: 'White', hex: '#ffffff' },
  black: { name: 'Black', hex: '#1b1b1b' },
  navy: { name: 'Navy', hex: '#1f2a44' },
  heatherGrey: { name: 'Heather Grey', hex: '#b7b9bd' },
  charcoal: { name: 'Charcoal', hex: '#3b3d42' },
  forestGreen: { name: 'Forest Green', hex: '#2e5e3e' },
  burgundy: { name: 'Burgundy', hex: '#6d1f2f' },
  sand: { name: 'Sand', hex: '#d8c7a1' },
  skyBlue: { name: 'Sky Blue', hex: '#8cc3e8' },
  sage: { name: 'Sage', hex: '#9caf88' },
  dustyPink: { name: 'Dusty Pink', hex: '#e3b5b0' },
  mustard: { name: 'Mustard', hex: '#d9a437' },
  /** Undyed canvas (totes) and uncoated paper (prints). */
  natural: { name: 'Natural', hex: '#efe6d2' },
} as const satisfies Record<string, SeedColour>;

export type ColourKey = keyof typeof COLOURS;

/** Looks colours up by key, e.g. colours('white', 'navy'). */
export function colours(...keys: ColourKey[]): SeedColour[] {
  return keys.map((key) => ({ ...COLOURS[key] }));
}
