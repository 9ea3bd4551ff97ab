import { normalisePageUrl } from '../pages';

/**
 * A page address as the dashboard takes it: the core/pages naming rules (leading and trailing slash, lower
 * case, no empty or dot segments), each segment made URL-friendly (spaces and punctuation become hyphens).
 * Empty input takes the title's words. '/' only when nothing usable is left.
 */
export function pagePathFrom(path: string, title = ''): string {
  const source = path.trim() === '' ? title : path;
  const segments = normalisePageUrl(source)
    .split('/')
    .map((segment) =>
      segment
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^a-z0-9._~-]+/g, '-')
        .replace(/-{2,}/g, '-')
        .replace(/^-|-$/g, ''),
    )
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..');
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

/** The address a copy of a page is offered: /about/ → /about-copy/, then /about-copy-2/, … while taken. */
export function copyPath(url: string, taken: ReadonlySet<string>): string {
  const normalised = normalisePageUrl(url);
  const base = normalised === '/' ? '/home' : normalised.slice(0, -1);
  for (let attempt = 1; ; attempt += 1) {
    const candidate = `${base}-copy${attempt === 1 ? '' : `-${attempt}`}/`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Where a previous homepage moves when another page takes '/': /previous-home/, then -2, -3… while taken. */
export function previousHomePath(taken: ReadonlySet<string>): string {
  for (let attempt = 1; ; attempt += 1) {
    const candidate = `/previous-home${attempt === 1 ? '' : `-${attempt}`}/`;
    if (!taken.has(candidate)) return candidate;
  }
}
