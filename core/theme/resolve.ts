import type { ResolvedTheme, ThemeDefinition, ThemeRegistry } from './types';

const REFERENCE = /^\$([a-zA-Z0-9_.-]+)$/;

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
    const definition: ThemeDefinition | undefined = registry[current];
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
    const cached = resolved[key];
    if (cached !== undefined) return cached;
    const value = properties[key];
    if (value === undefined)
      throw new ThemeError(`Theme property ${path.at(-2) ?? key} refers to unknown ${key}`);
    const match = REFERENCE.exec(value.trim());
    if (!match?.[1]) return value;
    if (path.includes(match[1]))
      throw new ThemeError(`Theme properties refer to each other: ${[...path, match[1]].join(' → ')}`);
    const target = resolve(match[1], [...path, match[1]]);
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
