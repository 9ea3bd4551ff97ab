import { normaliseForSchemeCheck, schemeOf } from './normalise';

/** Schemes allowed in links (spec §5). `data` is further limited to raster images, see isSafeLink. */
export const ALLOWED_SCHEMES = Object.freeze([
  'https',
  'http',
  'wss',
  'ws',
  'mqtts',
  'mqtt',
  'mailto',
  'tel',
  'data',
  'dtg',
] as const);

export type AllowedScheme = (typeof ALLOWED_SCHEMES)[number];

const ALLOWED: ReadonlySet<string> = new Set(ALLOWED_SCHEMES);

/**
 * Whether a link may be rendered or followed. Allowed: the schemes of ALLOWED_SCHEMES (any case),
 * protocol-relative '//host', relative paths ('/x', 'x/y', '?q', ''), and values starting '#'
 * (anchors) or '@' (in-app events). Everything else is refused, notably javascript:, vbscript:,
 * file: and unknown schemes, including when disguised by case, whitespace, control or zero-width
 * characters, or HTML character references ('java\tscript:', ' JaVaScRiPt:', '&#106;avascript:').
 *
 * Tightening of the spec: `data:` is allowed only for raster images ('data:image/png;base64,...').
 * data:text/html and data:image/svg+xml are refused, since they can carry script.
 */
export function isSafeLink(href: string): boolean {
  if (typeof href !== 'string') return false;
  const normalised = normaliseForSchemeCheck(href);
  if (normalised.startsWith('#') || normalised.startsWith('@')) return true;
  const scheme = schemeOf(normalised);
  if (scheme === null) return true; // relative path, query, or protocol-relative '//host'
  if (!ALLOWED.has(scheme)) return false;
  if (scheme === 'data') return isRasterImageData(normalised);
  return true;
}

function isRasterImageData(normalised: string): boolean {
  return /^data:image\/[a-z0-9.+-]+[;,]/.test(normalised) && !normalised.startsWith('data:image/svg');
}
