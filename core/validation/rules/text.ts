import * as messages from '../messages';
import { DEFAULT_MAX_LENGTH, DEFAULT_MIN_LENGTH } from '../messages';
import type { Rule } from '../types';
import { asNumber, asText, defineRule, patternRule, textRule } from './define';

/** Letters in any script (with their combining marks). */
export const alpha = patternRule('alpha', /^[\p{L}\p{M}]+$/u, messages.alpha);

/** Letters, decimal digits, hyphens and underscores. */
export const alphaDash = patternRule('alpha_dash', /^[\p{L}\p{M}\p{Nd}_-]+$/u, messages.alphaDash);

/** Letters and plain spaces. */
export const alphaSpaces = patternRule('alpha_spaces', /^[\p{L}\p{M} ]+$/u, messages.alphaSpaces);

/** Letters, plain spaces and punctuation (`. , ' - ! ? ( ) & …`); no digits or symbols. */
export const alphaSpacesPunctuation = patternRule(
  'alpha_spaces_punctuation',
  /^[\p{L}\p{M}\p{P} ]+$/u,
  messages.alphaSpacesPunctuation,
);

/** ASCII digits only (no sign, no decimal point). */
export const numeric = patternRule('numeric', /^[0-9]+$/, messages.numeric);

/** A decimal number, optionally negative: `12`, `-1.5`, `.5`. */
export const numericFloat = textRule(
  'numeric_float',
  (text) => asNumber(text) !== undefined,
  messages.numericFloat,
);

/** Contains at least one ASCII digit somewhere. */
export const numberRequired = patternRule('number_required', /[0-9]/, messages.numberRequired);

/** A decimal number with at most two digits after the point: `10`, `9.5`, `-0.99`. */
export const twoDecimalPlaces = patternRule(
  'two_decimal_places',
  /^-?(?:[0-9]+(?:\.[0-9]{1,2})?|\.[0-9]{1,2})$/,
  messages.twoDecimalPlaces,
);

/** A decimal number strictly greater than zero. */
export const positiveNumber = defineRule(
  'positive_number',
  (value) => {
    const number = asNumber(value);
    return number !== undefined && number > 0;
  },
  () => messages.positiveNumber,
);

/** Unchanged by lower-casing (digits and symbols pass; any upper-case letter fails). */
export const lowercase = textRule('lowercase', (text) => text === text.toLowerCase(), messages.lowercase);

/** Length in characters (Unicode code points) of text, or the number of items of an array. */
export function lengthOf(value: unknown): number | undefined {
  if (Array.isArray(value)) return value.length;
  const text = asText(value);
  return text === undefined ? undefined : Array.from(text).length;
}

/** At least `min` characters (default 3). */
export const minLength: Rule<number | undefined> = defineRule(
  'min_length',
  (value, min) => {
    const length = lengthOf(value);
    return length !== undefined && length >= (min ?? DEFAULT_MIN_LENGTH);
  },
  (min) => messages.minLength(min),
);

/** At most `max` characters (default 10). */
export const maxLength: Rule<number | undefined> = defineRule(
  'max_length',
  (value, max) => {
    const length = lengthOf(value);
    return length !== undefined && length <= (max ?? DEFAULT_MAX_LENGTH);
  },
  (max) => messages.maxLength(max),
);

/** A number no smaller than `min`. */
export const minValue: Rule<number> = defineRule(
  'min_value',
  (value, min) => {
    const number = asNumber(value);
    return number !== undefined && number >= min;
  },
  (min) => messages.minValue(min),
);

/** A number no greater than `max`. */
export const maxValue: Rule<number> = defineRule(
  'max_value',
  (value, max) => {
    const number = asNumber(value);
    return number !== undefined && number <= max;
  },
  (max) => messages.maxValue(max),
);
