const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  pound: '£',
  euro: '€',
  copy: '©',
  reg: '®',
  trade: '™',
};

const BLOCK_TAGS =
  /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|ol|p|pre|section|table|td|th|tr|ul)\b[^>]*>/gi;

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const hex = body[1] === 'x' || body[1] === 'X';
    const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
    if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
      return entity;
    }
    return String.fromCodePoint(code);
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
}

/** Collapses runs of white space to one space and trims. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Plain text from an HTML fragment (a block's rich text, a product description): script and style
 * contents and comments dropped, block-level tags read as spaces, other tags removed, common entities
 * decoded, white space collapsed. Meant for metadata, never for rendering back as HTML.
 */
export function htmlToText(html: string): string {
  const stripped = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(BLOCK_TAGS, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, '');
  return collapseWhitespace(stripped.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity));
}

export const DESCRIPTION_MAX_LENGTH = 160;

/**
 * A description for metadata: white space collapsed, and when longer than `max` characters cut at the last
 * word boundary that leaves room for an ellipsis ('…'), so the result is never longer than `max`.
 * A single word longer than the limit is cut mid-word.
 */
export function truncateDescription(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const clean = collapseWhitespace(text);
  const chars = Array.from(clean);
  if (chars.length <= max) return clean;
  const room = chars.slice(0, Math.max(0, max - 1)).join('');
  // A boundary is a space just inside the cut, or the cut falling right before a space.
  const next = chars[max - 1];
  const atBoundary = next === ' ';
  const lastSpace = room.lastIndexOf(' ');
  const cut = atBoundary ? room : lastSpace > 0 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.\-–—]+$/u, '')}…`;
}
