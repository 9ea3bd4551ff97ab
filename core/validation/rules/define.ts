import type { Rule } from '../types';

/** Empty for every rule but `required`: undefined, null, '' or an empty array. */
export function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/** The text a value stands for: strings as they are, finite numbers and bigints in decimal, else undefined. */
export function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'bigint') return String(value);
  return undefined;
}

const DECIMAL = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/;

/** A plain decimal number (`12`, `-1.5`, `.5`) as a number, else undefined. No exponents or spaces. */
export function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = asText(value);
  return text !== undefined && DECIMAL.test(text) ? Number(text) : undefined;
}

/**
 * A rule that passes empty values and otherwise asks `check`.
 */
export function defineRule<P = void>(
  name: string,
  check: (value: unknown, param: P) => boolean,
  message: (param: P) => string,
): Rule<P> {
  return {
    name,
    test: (value, param) => isEmpty(value) || check(value, param),
    message,
  };
}

/** A parameterless rule: the value's text must satisfy `check` (non-text values fail). */
export function textRule(name: string, check: (text: string) => boolean, message: string): Rule {
  return defineRule(
    name,
    (value) => {
      const text = asText(value);
      return text !== undefined && check(text);
    },
    () => message,
  );
}

/** A parameterless rule: the value's text must match `pattern` (which must not be global or sticky). */
export function patternRule(name: string, pattern: RegExp, message: string): Rule {
  return textRule(name, (text) => pattern.test(text), message);
}
