/** Longest accepted redirect target. */
const MAX_REDIRECT_LENGTH = 2048;

/** Backslashes, ':' (schemes), whitespace, controls and invisible format characters. */
const UNSAFE_CHARACTERS = /[\\:\s\p{Cc}\p{Cf}]/u;

/** Percent-decoding rounds checked before a target counts as too deeply encoded. */
const DECODE_ROUNDS = 3;

/** Checks one form of the target. Decoded forms may contain plain spaces (from '%20' or '+'-free queries). */
function passesShapeChecks(target: string, decoded: boolean): boolean {
  if (!target.startsWith('/') || target.startsWith('//')) return false;
  return !UNSAFE_CHARACTERS.test(decoded ? target.replaceAll(' ', '') : target);
}

/**
 * One round of percent-decoding. Malformed input (a stray '%', a broken UTF-8 sequence) is decoded
 * leniently: every well-formed ASCII escape is still decoded, the rest left as it is.
 */
function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  }
}

/**
 * Whether a post-login (or similar) redirect target stays on this site. Accepted: paths starting with
 * a single '/', at most 2048 characters, containing no backslash, no ':' anywhere (so no scheme can
 * hide in them), and no whitespace, control or invisible characters. The same checks apply after each
 * of up to three rounds of percent-decoding (where a plain space, e.g. from '%20', is fine), so
 * '/%2F%2Fevil', '/%5Cevil' and '/%09/evil' are refused; a target still changing after that is
 * refused as too deeply encoded. Last, the target must resolve
 * to the same origin. Refuses '//evil', '/\evil', 'javascript:alert(1)', 'https://a@evil'.
 */
export function isSameSiteRedirect(target: string): boolean {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_REDIRECT_LENGTH) return false;
  let current = target;
  for (let round = 0; ; round += 1) {
    if (!passesShapeChecks(current, round > 0)) return false;
    const decoded = decodeOnce(current);
    if (decoded === current) break;
    if (round === DECODE_ROUNDS) return false;
    current = decoded;
  }
  const base = 'https://same-site.invalid';
  try {
    return new URL(target, base).origin === base;
  } catch {
    return false;
  }
}
