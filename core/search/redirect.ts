/**
 * Search redirects (spec §2, /search/): a search term matching a configured term, case-insensitively,
 * redirects to the configured destination, an internal path or an external URL.
 */
import { classifyLink, isSafeLink } from '../links';

export interface SearchRedirect {
  searchTerm: string;
  destinationUrl: string;
}

export interface SearchRedirectMatch {
  /** The destination, trimmed. */
  destination: string;
  /** true for an absolute http(s) URL (open as a full navigation), false for an internal path. */
  external: boolean;
}

/** Longest destination accepted. */
const MAX_DESTINATION_LENGTH = 2048;

/** Whitespace, backslashes, controls and invisible format characters: never inside a usable destination. */
const UNSAFE_CHARACTERS = /[\s\\\p{Cc}\p{Cf}]/u;

/** A term as compared: Unicode-composed (NFC), trimmed, runs of whitespace as one space, lower-cased. */
export function normaliseSearchTerm(term: string): string {
  if (typeof term !== 'string') return '';
  return term.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase();
}

/**
 * Whether a configured destination is usable, and how: an internal path starting with a single '/', or an
 * absolute http(s) URL with a host. Refused: anything isSafeLink refuses (javascript:, ...), protocol-relative
 * '//host', relative paths without '/', anchors, '@events', other schemes (mailto:, data:, ...), and values
 * containing whitespace, backslashes, controls or invisible characters once trimmed.
 */
export function searchRedirectDestination(destinationUrl: string): SearchRedirectMatch | null {
  if (typeof destinationUrl !== 'string') return null;
  const destination = destinationUrl.trim();
  if (destination === '' || destination.length > MAX_DESTINATION_LENGTH) return null;
  if (UNSAFE_CHARACTERS.test(destination) || !isSafeLink(destination)) return null;
  const kind = classifyLink(destination);
  if (kind === 'internal') {
    return destination.startsWith('/') && !destination.startsWith('//')
      ? { destination, external: false }
      : null;
  }
  if (kind !== 'external') return null;
  let url: URL;
  try {
    url = new URL(destination);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') return null;
  return { destination, external: true };
}

/**
 * The redirect for a search term: the first configured redirect whose term equals it (compared with
 * normaliseSearchTerm: case-insensitive, trimmed, whitespace collapsed) and whose destination is usable
 * (searchRedirectDestination); entries with an unusable destination are skipped. null when none applies,
 * including for an empty term.
 */
export function matchSearchRedirect(
  term: string,
  redirects: readonly SearchRedirect[],
): SearchRedirectMatch | null {
  const wanted = normaliseSearchTerm(term);
  if (wanted === '') return null;
  for (const redirect of redirects) {
    if (normaliseSearchTerm(redirect.searchTerm) !== wanted) continue;
    const match = searchRedirectDestination(redirect.destinationUrl);
    if (match) return match;
  }
  return null;
}
