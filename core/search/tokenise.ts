/**
 * Search tokens (spec §9): lower-cased, Unicode-normalised text split into words.
 *
 * Accents are stripped by compatibility decomposition (NFKD) and removal of the combining diacritical marks
 * ('Café' -> 'cafe', 'ﬁne' -> 'fine'); the result is recomposed (NFC) so scripts such as Hangul keep their
 * syllables. Words are runs of letters and digits; the marks that other scripts need inside a word (e.g.
 * Devanagari vowel signs) stay part of it. Everything else separates words, and empty tokens are dropped.
 */

/** Combining diacritics (Latin, Greek, Cyrillic accents): the marks stripped as 'accents'. */
const DIACRITICS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/gu;

/** Anything that is not a letter, a digit or a (non-diacritic) mark. */
const SEPARATORS = /[^\p{L}\p{N}\p{M}]+/u;

/** Leading marks left by a separator in front of them are not words on their own. */
const LEADING_MARKS = /^\p{M}+/u;

/** Lower-cased, accent-free words of `text`; [] for empty, separator-only or non-string input. */
export function tokenise(text: string): string[] {
  if (typeof text !== 'string' || text === '') return [];
  const folded = text.toLowerCase().normalize('NFKD').replace(DIACRITICS, '').normalize('NFC').toLowerCase();
  const tokens: string[] = [];
  for (const part of folded.split(SEPARATORS)) {
    const token = part.replace(LEADING_MARKS, '');
    if (token !== '') tokens.push(token);
  }
  return tokens;
}
