/**
 * What a browser (or an HTML parser before it) would make of a link, reduced for scheme checks:
 * a few character references decoded, then every whitespace, control and invisible formatting
 * character removed, and the result lower-cased. 'Java&#x09;Script:', ' \u0000javascript:' and
 * 'java\tscript:' all become 'javascript:'. Only used to decide; never rendered.
 */

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  bsol: '\\',
  num: '#',
  commat: '@',
  period: '.',
  amp: '&',
  nbsp: '\u00a0',
};

/** &#106; &#x6A; &#0000106 (missing ';' tolerated like browsers do) and the named ones above. */
const ENTITY = /&(?:#(\d{1,8})|#x([0-9a-f]{1,8})|([a-z]+));?/gi;

function decodeEntities(value: string): string {
  return value.replace(ENTITY, (whole, dec: string | undefined, hex: string | undefined, name?: string) => {
    if (dec !== undefined || hex !== undefined) {
      const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex ?? '', 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[(name ?? '').toLowerCase()] ?? whole;
  });
}

/** Whitespace, C0/C1 controls, and format characters (zero-width spaces/joiners, BOM, bidi marks). */
const INVISIBLE = /[\s\p{Cc}\p{Cf}]/gu;

export function normaliseForSchemeCheck(href: string): string {
  let previous = href;
  // Decode repeatedly so nested encodings ('&amp;#106;') cannot hide a scheme; bounded for safety.
  for (let i = 0; i < 3; i += 1) {
    const decoded = decodeEntities(previous);
    if (decoded === previous) break;
    previous = decoded;
  }
  return previous.replace(INVISIBLE, '').toLowerCase();
}

/**
 * The scheme of a normalised link: the text before the first ':' when that colon comes before any
 * '/', '?' or '#'. This is deliberately broader than RFC 3986 (which needs a leading letter), so that
 * anything a lenient parser might read as a scheme is checked. null when there is none.
 */
export function schemeOf(normalised: string): string | null {
  const match = /^([^/?#:]*):/.exec(normalised);
  return match ? (match[1] ?? '') : null;
}
