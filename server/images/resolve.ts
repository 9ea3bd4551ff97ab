import type { Stats } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

export type SourceKind = 'raster' | 'svg';

export interface MediaSource {
  /** Absolute, symlink-free path of the file inside the media directory. */
  file: string;
  /** Path relative to the media directory, '/'-separated. */
  relative: string;
  kind: SourceKind;
  stats: Stats;
}

const RASTER_EXTENSIONS = new Set(['.webp', '.png', '.jpg', '.jpeg', '.avif', '.gif']);
const MAX_PATH_LENGTH = 1024;

/**
 * Checks a request path (already percent-decoded) without touching the disk: '/'-separated segments, none
 * empty, '.', '..' or hidden, no backslash, NUL or other control character, not absolute, a known image
 * extension. Returns the segments, or undefined when the path is refused.
 */
export function parseMediaPath(relative: string): string[] | undefined {
  if (relative.length === 0 || relative.length > MAX_PATH_LENGTH) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f\\]/.test(relative)) return undefined;
  if (relative.startsWith('/') || path.isAbsolute(relative) || /^[a-z]:/i.test(relative)) return undefined;
  const segments = relative.split('/');
  if (segments.some((segment) => segment === '' || segment.startsWith('.'))) return undefined;
  const extension = path.extname(relative).toLowerCase();
  if (!RASTER_EXTENSIONS.has(extension) && extension !== '.svg') return undefined;
  return segments;
}

function isInside(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * Finds the media file a request names, or undefined when the path is refused, the file is missing, not a
 * regular file, or (through a symlink) outside the media directory.
 */
export function createMediaResolver(
  mediaDir: string,
): (relative: string) => Promise<MediaSource | undefined> {
  const root = path.resolve(mediaDir);
  let realRoot: Promise<string> | undefined;
  const getRealRoot = () => {
    realRoot ??= realpath(root).catch((error: unknown) => {
      realRoot = undefined;
      throw error;
    });
    return realRoot;
  };
  return async (relative) => {
    const segments = parseMediaPath(relative);
    if (!segments) return undefined;
    const candidate = path.join(root, ...segments);
    if (!isInside(root, candidate)) return undefined;
    try {
      const [file, base] = await Promise.all([realpath(candidate), getRealRoot()]);
      if (!isInside(base, file)) return undefined;
      const stats = await stat(file);
      if (!stats.isFile()) return undefined;
      const kind: SourceKind = path.extname(file).toLowerCase() === '.svg' ? 'svg' : 'raster';
      return { file, relative: segments.join('/'), kind, stats };
    } catch {
      return undefined;
    }
  };
}
