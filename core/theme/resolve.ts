import type { ResolvedTheme, ThemeDefinition, ThemeRegistry } from './types';

const REFERENCE = /^\$([a-zA-Z0-9_.-]+)$/;

/** The property a '$other.property' value refers to, or undefined for a literal value. */
export function referenceTarget(value: string): string | undefined {
  return REFERENCE.exec(value.trim())?.[1];
}

export class ThemeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ThemeError';
  }
}

/** The theme's own properties laid over its ancestors', root first. */
export function flattenTheme(name: string, registry: ThemeRegistry): Record<string, string> {
  const chain: ThemeDefinition[] = [];
  const seen = new Set<string>();
  let current: string | undefined = name;
  while (current) {
    if (seen.has(current)) throw new ThemeError(`Theme ${name} extends itself through ${current}`);
    seen.add(current);
    const definition: ThemeDefinition | undefined = Object.hasOwn(registry, current)
      ? registry[current]
      : undefined;
    if (!definition) throw new ThemeError(`Theme ${current} does not exist`);
    chain.unshift(definition);
    current = definition.extends;
  }
  return Object.assign({}, ...chain.map((definition) => definition.properties));
}

/** Follows references to their values; refuses cycles and unknown references. */
export function resolveReferences(properties: Record<string, string>): ResolvedTheme {
  const resolved: Record<string, string> = {};
  const resolve = (key: string, path: string[]): string => {
    const cached = Object.hasOwn(resolved, key) ? resolved[key] : undefined;
    if (cached !== undefined) return cached;
    const value = Object.hasOwn(properties, key) ? properties[key] : undefined;
    if (value === undefined)
      throw new ThemeError(`Theme property ${path.at(-2) ?? key} refers to unknown ${key}`);
    const reference = referenceTarget(value);
    if (!reference) return value;
    if (path.includes(reference))
      throw new ThemeError(`Theme properties refer to each other: ${[...path, reference].join(' → ')}`);
    const target = resolve(reference, [...path, reference]);
    resolved[key] = target;
    return target;
  };
  for (const key of Object.keys(properties)) resolved[key] = resolve(key, [key]);
  return resolved;
}

/** Problems with a theme, for refusing a save: cycles, unknown parents and unknown references. */
export function themeProblems(definition: ThemeDefinition, registry: ThemeRegistry): string[] {
  try {
    resolveReferences(flattenTheme(definition.name, { ...registry, [definition.name]: definition }));
    return [];
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
}

export function resolveTheme(
  name: string,
  registry: ThemeRegistry,
  overrides: Record<string, string> = {},
): ResolvedTheme {
  return resolveReferences({ ...flattenTheme(name, registry), ...overrides });
}

/** 'button.primary.background' → '--button-primary-background'. */
export function cssVariableName(property: string): string {
  return `--${property
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()}`;
}

export function themeToCss(theme: ResolvedTheme, selector = ':root'): string {
  const declarations = Object.entries(theme)
    .filter(([, value]) => !/[;{}<>]/.test(value))
    .map(([key, value]) => `${cssVariableName(key)}:${value}`)
    .join(';');
  return `${selector}{${declarations}}`;
}
