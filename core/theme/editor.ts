import { INVALID_HEX_MESSAGE, isHexColour } from '../colour';
import { RADII } from '../constants';
import {
  THEME_PROPERTIES,
  THEME_PROPERTY_GROUPS,
  type ThemeProperty,
  type ThemePropertyGroup,
  type ThemePropertyKey,
  themeProperty,
} from './properties';
import { flattenTheme, referenceTarget } from './resolve';
import type { ThemeRegistry } from './types';
import { themeSaveProblems, validateProperty } from './validate';

/** The §3 groups as the theme editor titles them. */
export const THEME_GROUP_LABELS: Readonly<Record<ThemePropertyGroup, string>> = Object.freeze({
  primary: 'Primary colour and font',
  logo: 'Logo text',
  border: 'Border radius and colour',
  page: 'Page background',
  headings: 'Headings 1–3',
  text: 'Text',
  menu: 'Menu',
  image: 'Images',
  video: 'Video',
  banner: 'Banners',
  button: 'Buttons',
  feature: 'Features',
  quote: 'Quotes',
  announcement: 'Announcement',
  announcementV2: 'Announcement (v2)',
  card: 'Cards',
  newsletter: 'Newsletter',
  gate: 'Gate',
  footer: 'Footer',
  form: 'Forms',
  tag: 'Tags',
  box: 'Boxes',
  alerts: 'Error, warning and success',
  chat: 'Chat',
  status: 'Status messages',
  product: 'Product page',
});

export interface ThemeEditorGroup {
  readonly group: ThemePropertyGroup;
  readonly label: string;
  readonly properties: readonly ThemeProperty<ThemePropertyKey>[];
}

/** Every property under its §3 group, groups in the spec's order. */
export function themeEditorGroups(): ThemeEditorGroup[] {
  return THEME_PROPERTY_GROUPS.map((group) => ({
    group,
    label: THEME_GROUP_LABELS[group],
    properties: THEME_PROPERTIES.filter((property) => property.group === group),
  }));
}

/** The radius choices of spec §9, as the editor offers them. */
export const RADIUS_CHOICES: readonly { label: string; value: string }[] = Object.freeze([
  { label: 'Sharp', value: RADII.sharp },
  { label: 'Smooth', value: RADII.smooth },
  { label: 'Rounded', value: RADII.rounded },
  { label: 'Circle', value: RADII.circle },
]);

/** 'neonCity' → 'Neon City', 'teemillProDark' → 'Teemill Pro Dark'. */
export function themeLabel(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'button.primary.background' → 'Button primary background'; 'text.color' → 'Text colour'. */
export function propertyLabel(key: string): string {
  const words = key
    .split('.')
    .join(' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\bcolor\b/g, 'colour');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a property holds in the parent theme (the named theme the overrides sit on): a literal or reference. */
export function parentValue(themeName: string, key: string, registry: ThemeRegistry): string {
  const flattened = flattenTheme(themeName, registry);
  return flattened[key] ?? themeProperty(key)?.default ?? '';
}

/** The overrides without `key`: the property takes its parent theme's value again. */
export function resetOverride(
  overrides: Readonly<Record<string, string>>,
  key: string,
): Record<string, string> {
  const { [key]: _dropped, ...rest } = overrides;
  return rest;
}

/**
 * The references a property may take: '$key' of every other property of the same kind whose own value
 * (override or parent) does not lead back to it, so that choosing one never makes a cycle.
 */
export function referenceChoices(
  key: ThemePropertyKey,
  themeName: string,
  overrides: Readonly<Record<string, string>>,
  registry: ThemeRegistry,
): string[] {
  const own = themeProperty(key);
  if (!own) return [];
  const values = { ...flattenTheme(themeName, registry), ...overrides };
  const leadsBack = (start: string): boolean => {
    const seen = new Set<string>();
    let current: string | undefined = start;
    while (current !== undefined && !seen.has(current)) {
      if (current === key) return true;
      seen.add(current);
      current = referenceTarget(values[current] ?? '');
    }
    return false;
  };
  return THEME_PROPERTIES.filter((property) => property.kind === own.kind && !leadsBack(property.key)).map(
    (property) => `$${property.key}`,
  );
}

/** A hex colour as the editor stores it: '#' first, lower case ('FF0000' → '#ff0000'). */
export function normaliseHex(value: string): string {
  const trimmed = value.trim();
  return isHexColour(trimmed) ? `#${trimmed.replace(/^#/, '').toLowerCase()}` : trimmed;
}

/** Why one override cannot be saved, or null: a colour must be a hex colour (§5) or a reference. */
export function overrideProblem(key: string, value: string): string | null {
  const property = themeProperty(key);
  if (property?.kind === 'colour' && referenceTarget(value) === undefined)
    return /^#/.test(value.trim()) && isHexColour(value) ? null : INVALID_HEX_MESSAGE;
  return validateProperty(key, value);
}

/**
 * Every reason the overrides cannot be saved over `themeName`, keyed by property: values first (§5 colour
 * message for colours), then references that are unknown, loop or lead to a value of another kind.
 */
export function overridesProblems(
  themeName: string,
  overrides: Readonly<Record<string, string>>,
  registry: ThemeRegistry,
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(overrides)) {
    const problem = overrideProblem(key, value);
    if (problem) problems[key] = [problem];
  }
  if (Object.keys(problems).length > 0) return problems;
  const draft = { name: 'storeOverrides', extends: themeName, properties: { ...overrides } };
  for (const problem of themeSaveProblems(draft, registry)) {
    problems[problem.key] = [...(problems[problem.key] ?? []), problem.message];
  }
  return problems;
}
