import type { ThemeProperties } from '../properties';
import type { ThemeDefinition } from '../types';

/** A named theme whose property keys are checked against the catalogue at compile time. */
export function defineTheme(
  name: string,
  options: { extends?: string; deprecated?: boolean },
  properties: ThemeProperties,
): ThemeDefinition {
  const own: Record<string, string> = {};
  for (const [key, value] of Object.entries(properties)) if (value !== undefined) own[key] = value;
  return {
    name,
    ...(options.extends === undefined ? {} : { extends: options.extends }),
    ...(options.deprecated ? { deprecated: true } : {}),
    properties: own,
  };
}

export interface DarkPalette {
  /** Page, form and gate background. */
  page: string;
  /** Raised surfaces: boxes, features, tags, chat messages, image placeholders. */
  raised: string;
  /** Menu bar. */
  menu: string;
  /** Footer (and sub-footer). */
  footer: string;
  border: string;
  text: string;
  muted: string;
}

/**
 * The surfaces of a dark theme: every background that base sets to a light literal is given a dark one,
 * so that menus, footers, forms, boxes, placeholders and status panels stay dark throughout.
 */
export function darkSurfaces(palette: DarkPalette): ThemeProperties {
  return {
    'page.background': palette.page,
    'text.color': palette.text,
    'text.muted': palette.muted,
    'box.background': palette.raised,
    'border.color': palette.border,
    'menu.background': palette.menu,
    'footer.background': palette.footer,
    'image.placeholder': palette.raised,
    'banner.background': palette.raised,
    'chat.message.focused.background': palette.border,
    'chat.input.shadow': '0 -1px 4px rgba(0, 0, 0, 0.5)',
    'status.success.background': '#17240c',
    'status.success.text.color': '$success.color',
    'form.error.color': '#ff6fa3',
  };
}
