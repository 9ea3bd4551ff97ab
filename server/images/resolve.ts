import path from 'node:path';
import { type MediaObjectInfo, type MediaStorage, publicMediaKeySegments } from '../../domain/storage';

export type SourceKind = 'raster' | 'svg';

export interface MediaSource {
  /** The media key of the original, '/'-separated. */
  relative: string;
  kind: SourceKind;
  info: MediaObjectInfo;
}

const RASTER_EXTENSIONS = new Set(['.webp', '.png', '.jpg', '.jpeg', '.avif', '.gif']);

/**
 * Checks a request path (already percent-decoded) without touching storage: a public media key
 * (domain/storage publicMediaKeySegments) with a known image extension. Returns the segments, or undefined
 * when the path is refused.
 */
export function parseMediaPath(relative: string): string[] | undefined {
  const segments = publicMediaKeySegments(relative);
  if (!segments) return undefined;
  const extension = path.extname(relative).toLowerCase();
  if (!RASTER_EXTENSIONS.has(extension) && extension !== '.svg') return undefined;
  return segments;
}

/** Finds the original a request names, or undefined when the path is refused or storage has no such file. */
export function createMediaResolver(
  media: MediaStorage,
): (relative: string) => Promise<MediaSource | undefined> {
  return async (relative) => {
    const segments = parseMediaPath(relative);
    if (!segments) return undefined;
    const info = await media.head(relative).catch(() => null);
    if (!info) return undefined;
    const kind: SourceKind = path.extname(relative).toLowerCase() === '.svg' ? 'svg' : 'raster';
    return { relative, kind, info };
  };
}
