import { createContext, useContext } from 'react';
import type { EditorPickers } from './picker-api';

/** A theme colour offered first in colour fields. */
export interface ThemeColour {
  name: string;
  value: string;
}

/** What every field of one panel shares: the block type (for its schema), the pickers and the theme. */
export interface PanelSettings {
  type: string;
  pickers: EditorPickers;
  themeColours: readonly ThemeColour[];
  fonts: readonly string[];
}

export const PanelContext = createContext<PanelSettings | null>(null);

export function usePanel(): PanelSettings {
  const settings = useContext(PanelContext);
  if (!settings) throw new Error('Panel fields must be rendered inside <BlockPanel>');
  return settings;
}
