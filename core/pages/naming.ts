/** Normalises a page path: leading and trailing slash, lower case, no duplicate or dot segments. */
export function normalisePageUrl(url: string): string {
  const path = url.trim().split(/[?#]/)[0] ?? '';
  const segments = path
    .split('/')
    .map((segment) => segment.trim().toLowerCase())
    .filter((segment) => segment && segment !== '.' && segment !== '..');
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

/** The page's route name: 'home' for the root, otherwise the path with slashes turned into dots. */
export function pageName(url: string): string {
  const normalised = normalisePageUrl(url);
  return normalised === '/' ? 'home' : normalised.slice(1, -1).replaceAll('/', '.');
}
