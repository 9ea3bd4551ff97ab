import * as messages from '../messages';
import type { Rule } from '../types';
import { isEmpty, patternRule, textRule } from './define';

/** One DNS label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** A top-level domain: letters only, or an internationalised (punycode) one. */
const TLD = '(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})';
/** A host name with at least one dot, ASCII (punycode) only. */
const HOST = `(?:${LABEL}\\.)+${TLD}`;

const DOMAIN_PATTERN = new RegExp(`^${HOST}$`, 'i');
const URL_PATTERN = new RegExp(`^(?:https?://)?${HOST}(?::\\d{1,5})?(?:[/?#]\\S*)?$`, 'i');
/** Local part: dot-separated atoms with no spaces or specials (non-ASCII letters allowed). */
const EMAIL_PATTERN = new RegExp(`^[^\\s@<>()[\\]\\\\.,;:"]+(?:\\.[^\\s@<>()[\\]\\\\.,;:"]+)*@${HOST}$`, 'i');

const MAX_DOMAIN_LENGTH = 253;
const MAX_EMAIL_LENGTH = 254;
const MAX_EMAIL_LOCAL_LENGTH = 64;

/** Fails undefined, null, false, empty arrays, and strings that are empty or only whitespace. */
export const required: Rule = {
  name: 'required',
  test: (value) => !(isEmpty(value) || value === false || (typeof value === 'string' && value.trim() === '')),
  message: () => messages.required,
};

export const email = textRule(
  'email',
  (text) =>
    text.length <= MAX_EMAIL_LENGTH &&
    text.indexOf('@') <= MAX_EMAIL_LOCAL_LENGTH &&
    EMAIL_PATTERN.test(text),
  messages.email,
);

/** http(s) URL, scheme optional: `example.com`, `https://shop.example.com:8080/a?b=c#d`. */
export const url = patternRule('url', URL_PATTERN, messages.url);

/** A bare host name such as `shop.example.co.uk`: no scheme, port or path. */
export const domain = textRule(
  'domain',
  (text) => text.length <= MAX_DOMAIN_LENGTH && DOMAIN_PATTERN.test(text),
  messages.domain,
);

/** A password may not begin or end with whitespace. */
export const password = patternRule('password', /^(?!\s)[\s\S]*(?<!\s)$/, messages.password);

/** Three digits, an optional single space, three digits: `123456` or `123 456`. */
export const twoFactorCode = patternRule('two_factor_code', /^[0-9]{3} ?[0-9]{3}$/, messages.twoFactorCode);

/** Eight letters or digits, a hyphen, eight letters or digits. */
export const recoveryCode = patternRule(
  'recovery_code',
  /^[A-Za-z0-9]{8}-[A-Za-z0-9]{8}$/,
  messages.recoveryCode,
);
