import { fontStack } from './fonts';
import { THEME_PROPERTIES, themeProperty } from './properties';
import { cssVariableName } from './resolve';
import type { ResolvedTheme } from './types';

const UNSAFE = /[;{}<>\\]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters never reach a stylesheet
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A CSS string literal: "From the community". */
function cssString(text: string): string {
  return `"${text.replace(/"/g, '\\"')}"`;
}

/** How a resolved value is written as a custom property, or undefined to leave it out. */
function cssValue(key: string, value: string): string | undefined {
  if (CONTROL.test(value)) return undefined;
  const kind = themeProperty(key)?.kind;
  if (kind === 'text') return UNSAFE.test(value) ? undefined : cssString(value);
  if (UNSAFE.test(value)) return undefined;
  if (kind === 'url') return value === '' ? 'none' : /["'()\s]/.test(value) ? undefined : `url("${value}")`;
  return value === '' ? undefined : value;
}

/**
 * The theme as a stylesheet: one custom property per resolved value ('button.primary.background' →
 * '--button-primary-background'), texts as CSS strings and URLs as url(), then a font-family stack for
 * every font property ('--text-font-stack: 'Lato', system-ui, …, sans-serif'). Values that could break
 * out of the rule are left out.
 */
export function themeStylesheet(resolved: ResolvedTheme, selector = ':root'): string {
  const declarations: string[] = [];
  for (const [key, value] of Object.entries(resolved)) {
    const css = cssValue(key, value);
    if (css !== undefined) declarations.push(`${cssVariableName(key)}:${css}`);
  }
  for (const property of THEME_PROPERTIES) {
    if (property.kind !== 'font') continue;
    const family = Object.hasOwn(resolved, property.key) ? resolved[property.key] : undefined;
    if (family !== undefined)
      declarations.push(`${cssVariableName(property.key)}-stack:${fontStack(family)}`);
  }
  return `${selector}{${declarations.join(';')}}`;
}
