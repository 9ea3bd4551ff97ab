import type { RegexParam, Rule } from '../types';
import { asText, defineRule } from './define';

/** A copy without the global and sticky flags, so testing never depends on `lastIndex`. */
function statelessPattern(pattern: RegExp | string): RegExp {
  return typeof pattern === 'string'
    ? new RegExp(pattern)
    : new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
}

/** Custom regular expression with its own message; the pattern is used as given (anchor it yourself). */
export const regex: Rule<RegexParam> = defineRule(
  'regex',
  (value, { pattern }) => {
    const text = asText(value);
    return text !== undefined && statelessPattern(pattern).test(text);
  },
  ({ message }) => message,
);
