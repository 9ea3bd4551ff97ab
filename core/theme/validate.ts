import {
  THEME_PROPERTY_DEFAULTS,
  THEME_PROPERTY_KEYS,
  type ThemePropertyKey,
  type ThemePropertyKind,
  themeProperty,
} from './properties';
import { referenceTarget, resolveReferences } from './resolve';
import type { ResolvedTheme, ThemeDefinition, ThemeRegistry } from './types';

/** The theme a store falls back to when its own theme name is unknown. */
export const FALLBACK_THEME = 'teemill';

/** Longest value a property may hold. */
export const MAX_THEME_VALUE_LENGTH = 300;

/** Something wrong in a theme that resolution worked around; `key` is 'name' or 'extends' for the theme itself. */
export interface ThemeProblem {
  theme: string;
  key: string;
  value: string;
  message: string;
}

/** A reason to refuse saving a theme: `key` is a property key, 'name' or 'extends'. */
export interface ThemeSaveProblem {
  key: string;
  message: string;
}

const UNSAFE = /[;{}<>]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const CONTROL = /[\u0000-\u001f\u007f]/;
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*([^,()\s]+)\s*,\s*([^,()\s]+)\s*,\s*([^,()\s]+)\s*(?:,\s*([^,()\s]+)\s*)?\)$/i;
const NUMBER = /^(?:\d+(?:\.\d+)?|\.\d+)$/;
const LENGTH = /^(?:0|(?:\d+(?:\.\d+)?|\.\d+)(?:px|rem|em|%|vh|vw|vmin|vmax|ch))$/;
const SHADOW_LENGTH = /^-?(?:0|(?:\d+(?:\.\d+)?|\.\d+)(?:px|rem|em))$/;
const FONT = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,58}[A-Za-z0-9])?$/;
const URL_CHARACTERS = /^[A-Za-z0-9\-._~/?#@!&+,=%:]*$/;
const HTTPS_URL = /^https:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:[/?#]|$)/;
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
const THEME_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

function isChannel(text: string): boolean {
  if (text.endsWith('%')) {
    const body = text.slice(0, -1);
    return NUMBER.test(body) && Number(body) <= 100;
  }
  return NUMBER.test(text) && Number(text) <= 255;
}

function isAlpha(text: string): boolean {
  if (text.endsWith('%')) {
    const body = text.slice(0, -1);
    return NUMBER.test(body) && Number(body) <= 100;
  }
  return NUMBER.test(text) && Number(text) <= 1;
}

/** '#rgb', '#rgba', '#rrggbb', '#rrggbbaa', 'rgb(r, g, b)', 'rgba(r, g, b, a)' or 'transparent'. */
export function isCssColour(value: string): boolean {
  if (value === 'transparent' || HEX.test(value)) return true;
  const match = RGB.exec(value);
  if (!match) return false;
  const [, r = '', g = '', b = '', a] = match;
  return [r, g, b].every(isChannel) && (a === undefined || isAlpha(a));
}

/** Splits on separators outside parentheses. */
function splitOutside(value: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of value) {
    if (character === '(') depth += 1;
    if (character === ')') depth -= 1;
    if (depth < 0) return [];
    if (depth === 0 && separator.test(character)) {
      parts.push(current);
      current = '';
    } else {
      current += character;
    }
  }
  if (depth !== 0) return [];
  parts.push(current);
  return parts;
}

/** 'none' or a comma-separated list of CSS text or box shadows: [inset] x y [blur [spread]] [colour]. */
export function isCssShadow(value: string): boolean {
  if (value === 'none') return true;
  const shadows = splitOutside(value, /,/);
  if (shadows.length === 0) return false;
  return shadows.every((shadow) => {
    const tokens = splitOutside(shadow.trim(), /\s/).filter((token) => token !== '');
    let lengths = 0;
    let colours = 0;
    let insets = 0;
    for (const token of tokens) {
      if (token === 'inset') insets += 1;
      else if (SHADOW_LENGTH.test(token)) lengths += 1;
      else if (isCssColour(token)) colours += 1;
      else return false;
    }
    return lengths >= 2 && lengths <= 4 && colours <= 1 && insets <= 1;
  });
}

/** '' (none), a relative URL ('/media/a.jpg', 'media/a.jpg') or an https URL. */
export function isThemeUrl(value: string): boolean {
  if (value === '') return true;
  if (!URL_CHARACTERS.test(value) || value.startsWith('//')) return false;
  if (value.startsWith('https://')) return HTTPS_URL.test(value);
  return !SCHEME.test(value);
}

const KIND_RULES: Record<
  ThemePropertyKind,
  {
    test: (value: string, values: readonly string[]) => boolean;
    expected: (values: readonly string[]) => string;
  }
> = {
  colour: {
    test: isCssColour,
    expected: () => 'a colour: #rgb, #rrggbb, rgb(), rgba(), transparent or a $reference',
  },
  font: {
    test: (value) => FONT.test(value),
    expected: () => 'a font family name of letters, digits, spaces and hyphens',
  },
  radius: { test: (value) => LENGTH.test(value), expected: () => 'a CSS length such as 0, 4px or 0.5rem' },
  length: { test: (value) => LENGTH.test(value), expected: () => 'a CSS length such as 0, 4px or 0.5rem' },
  flag: { test: (value) => value === '0' || value === '1', expected: () => '0 or 1' },
  enum: {
    test: (value, values) => values.includes(value),
    expected: (values) => `one of ${values.join(', ')}`,
  },
  transform: {
    test: (value, values) => values.includes(value),
    expected: (values) => `one of ${values.join(', ')}`,
  },
  shadow: {
    test: isCssShadow,
    expected: () => 'none or a CSS shadow such as 0 2px 4px rgba(0, 0, 0, 0.4)',
  },
  text: { test: () => true, expected: () => 'text' },
  url: { test: isThemeUrl, expected: () => 'a relative or https URL' },
};

/** Why a literal (not a reference) is not a valid value of a property, or null. */
function literalProblem(key: string, value: string): string | null {
  const property = themeProperty(key);
  if (!property) return `${key} is not a theme property`;
  const rule = KIND_RULES[property.kind];
  const values = property.values ?? [];
  const checked = property.kind === 'text' ? value : value.trim();
  return rule.test(checked, values) ? null : `${key} must be ${rule.expected(values)}`;
}

/**
 * Why a value cannot be saved for a property, or null when it can. A value may always be a
 * '$other.property' reference (whether the reference resolves is a question for the whole theme).
 */
export function validateProperty(key: string, value: unknown): string | null {
  if (!themeProperty(key)) return `${key} is not a theme property`;
  if (typeof value !== 'string') return `${key} must be text`;
  if (UNSAFE.test(value)) return `${key} must not contain ; { } < or >`;
  if (CONTROL.test(value)) return `${key} must not contain control characters`;
  if (value.length > MAX_THEME_VALUE_LENGTH)
    return `${key} must be at most ${MAX_THEME_VALUE_LENGTH} characters`;
  if (referenceTarget(value) !== undefined) return null;
  return literalProblem(key, value);
}

/** A value as text for a problem report, whatever it is. */
function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? typeof value;
  } catch {
    return typeof value;
  }
}

/** The base values with references followed: always valid literals, the last resort of every key. */
const BASE_LITERALS: ResolvedTheme = resolveReferences({ ...THEME_PROPERTY_DEFAULTS });

interface Layer {
  theme: string;
  properties: unknown;
}

interface Candidate {
  theme: string;
  value: string;
  /** 0 for the catalogue's base values, higher for themes further down the chain and for overrides. */
  depth: number;
}

type Failure = { key: ThemePropertyKey; message: string };

/**
 * Lays the layers over the catalogue's base values (last layer wins) and resolves every catalogued
 * property. A value that is invalid, refers to an unknown property, takes part in a reference cycle or
 * resolves to a value of the wrong kind gives way to the value beneath it (its parent theme's), and
 * `report` hears about it.
 */
function resolveLayers(
  layers: readonly Layer[],
  report: (problem: ThemeProblem, depth: number) => void,
): Record<ThemePropertyKey, string> {
  const candidates = new Map<ThemePropertyKey, Candidate[]>();
  for (const key of THEME_PROPERTY_KEYS) {
    candidates.set(key, [
      { theme: 'base', value: THEME_PROPERTY_DEFAULTS[key], depth: 0 },
      { theme: 'base', value: BASE_LITERALS[key] ?? '', depth: -1 },
    ]);
  }
  layers.forEach((layer, index) => {
    const depth = index + 1;
    const properties = layer.properties;
    if (typeof properties !== 'object' || properties === null) {
      report(
        { theme: layer.theme, key: 'properties', value: '', message: 'Theme properties must be a map' },
        depth,
      );
      return;
    }
    for (const [key, value] of Object.entries(properties)) {
      const problem = validateProperty(key, value);
      if (problem) {
        report({ theme: layer.theme, key, value: describe(value), message: problem }, depth);
        continue;
      }
      candidates.get(key as ThemePropertyKey)?.unshift({ theme: layer.theme, value: value as string, depth });
    }
  });

  const current = (key: ThemePropertyKey): Candidate =>
    candidates.get(key)?.[0] ?? { theme: 'base', value: BASE_LITERALS[key] ?? '', depth: -1 };

  const resolveKey = (key: ThemePropertyKey): { value: string } | Failure => {
    const path: ThemePropertyKey[] = [key];
    let value = current(key).value;
    for (let target = referenceTarget(value); target !== undefined; target = referenceTarget(value)) {
      const holder = path[path.length - 1] ?? key;
      if (!themeProperty(target))
        return { key: holder, message: `Theme property ${holder} refers to unknown ${target}` };
      const known = target as ThemePropertyKey;
      const start = path.indexOf(known);
      if (start >= 0) {
        const cycle = path.slice(start);
        const culprit = cycle.reduce((best, member) =>
          current(member).depth > current(best).depth ? member : best,
        );
        return {
          key: culprit,
          message: `Theme properties refer to each other: ${[...cycle, known].join(' → ')}`,
        };
      }
      path.push(known);
      value = current(known).value;
    }
    for (let index = path.length - 2; index >= 0; index -= 1) {
      const referrer = path[index] ?? key;
      const problem = literalProblem(referrer, value);
      if (problem)
        return { key: referrer, message: `${referrer} refers to ${path[index + 1]}, but ${problem}` };
    }
    return { value };
  };

  for (;;) {
    const resolved = {} as Record<ThemePropertyKey, string>;
    let failure: Failure | undefined;
    for (const key of THEME_PROPERTY_KEYS) {
      const result = resolveKey(key);
      if ('message' in result) {
        failure = result;
        break;
      }
      resolved[key] = result.value;
    }
    if (!failure) return resolved;
    // The culprit always holds a reference, so the base literal at the bottom of its list stays.
    const list = candidates.get(failure.key) ?? [];
    const dropped = list.length > 1 ? list.shift() : undefined;
    if (!dropped) return { ...BASE_LITERALS } as Record<ThemePropertyKey, string>;
    report(
      { theme: dropped.theme, key: failure.key, value: dropped.value, message: failure.message },
      dropped.depth,
    );
  }
}

/** The chain of definitions from the root to `name`, root first, with what was wrong on the way. */
function chainOf(
  name: string,
  registry: ThemeRegistry,
): { chain: ThemeDefinition[]; problems: ThemeProblem[] } {
  const chain: ThemeDefinition[] = [];
  const problems: ThemeProblem[] = [];
  const seen = new Set<string>();
  let current: string | undefined = name;
  let child = name;
  while (current !== undefined) {
    if (seen.has(current)) {
      problems.push({
        theme: child,
        key: 'extends',
        value: current,
        message: `Theme ${name} extends itself through ${current}`,
      });
      break;
    }
    seen.add(current);
    const definition = Object.hasOwn(registry, current) ? registry[current] : undefined;
    if (!definition || typeof definition !== 'object') {
      problems.push({
        theme: child,
        key: 'extends',
        value: current,
        message: `Theme ${current} does not exist`,
      });
      break;
    }
    chain.unshift(definition);
    child = current;
    const parent: unknown = definition.extends;
    current = typeof parent === 'string' && parent !== '' ? parent : undefined;
  }
  return { chain, problems };
}

/**
 * Resolves a store's theme for the storefront and never throws. An unknown theme name falls back to
 * 'teemill' (or base). A property value that is invalid or does not resolve takes the value its parent
 * theme gives (walking up to base), and `onProblem` hears about each such value so it can be logged.
 */
export function resolveThemeSafely(
  name: string,
  registry: ThemeRegistry,
  overrides: Readonly<Record<string, string>> = {},
  onProblem: (problem: ThemeProblem) => void = () => {},
): ResolvedTheme {
  const report = (problem: ThemeProblem) => {
    try {
      onProblem(problem);
    } catch {
      // a failing logger must not break the storefront
    }
  };
  let start = String(name);
  if (!Object.hasOwn(registry, start)) {
    const fallback = Object.hasOwn(registry, FALLBACK_THEME) ? FALLBACK_THEME : 'base';
    report({
      theme: start,
      key: 'name',
      value: start,
      message: `Theme ${start} does not exist; using ${fallback}`,
    });
    start = fallback;
  }
  const { chain, problems } = Object.hasOwn(registry, start)
    ? chainOf(start, registry)
    : { chain: [], problems: [] };
  for (const problem of problems) report(problem);
  const layers: Layer[] = chain.map((definition) => ({
    theme: definition.name,
    properties: definition.properties,
  }));
  layers.push({ theme: String(name), properties: overrides });
  return resolveLayers(layers, (problem) => report(problem));
}

/**
 * What saving `definition` must refuse: a bad name, an unknown or looping parent, unknown keys, invalid
 * values, references to unknown properties, reference cycles and references to values of another kind.
 * An empty list means the theme can be saved.
 */
export function themeSaveProblems(definition: ThemeDefinition, registry: ThemeRegistry): ThemeSaveProblem[] {
  const problems: ThemeSaveProblem[] = [];
  const name = String(definition.name);
  if (!THEME_NAME.test(name)) {
    problems.push({
      key: 'name',
      message: 'Theme name must start with a letter and hold only letters, digits, hyphens and underscores',
    });
  }
  let chain: ThemeDefinition[] = [];
  if (definition.extends !== undefined) {
    const parent = String(definition.extends);
    if (parent === name) {
      problems.push({ key: 'extends', message: `Theme ${name} cannot extend itself` });
    } else {
      const found = chainOf(parent, { ...registry, [name]: definition });
      const self = found.chain.indexOf(definition);
      if (self >= 0)
        problems.push({ key: 'extends', message: `Theme ${name} would extend itself through ${parent}` });
      else for (const problem of found.problems) problems.push({ key: 'extends', message: problem.message });
      chain = found.chain.slice(self + 1);
    }
  }
  const own = definition.properties as unknown;
  if (typeof own !== 'object' || own === null) {
    problems.push({ key: 'properties', message: 'Theme properties must be a map' });
    return problems;
  }
  const ownDepth = chain.length + 1;
  const layers: Layer[] = [
    ...chain.map((ancestor) => ({ theme: ancestor.name, properties: ancestor.properties })),
    { theme: name, properties: own },
  ];
  const seen = new Set<string>();
  resolveLayers(layers, (problem, depth) => {
    if (depth !== ownDepth || seen.has(`${problem.key}\n${problem.message}`)) return;
    seen.add(`${problem.key}\n${problem.message}`);
    problems.push({ key: problem.key, message: problem.message });
  });
  return problems;
}
