import { createHash } from 'node:crypto';
import type { MediaStorage } from '../../storage';

/**
 * Remembers the content hash each output file was rendered from, so a second
 * run can skip files whose source SVG (and render settings) did not change.
 */
export const CACHE_FILE = '.render-cache.json';

export interface RenderCache {
  version: 1;
  files: Record<string, string>;
}

export function contentHash(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 20);
}

export async function loadCache(media: MediaStorage): Promise<RenderCache> {
  try {
    const data = await media.get(CACHE_FILE);
    const parsed = (data ? JSON.parse(data.toString('utf8')) : {}) as Partial<RenderCache>;
    if (parsed.version === 1 && parsed.files && typeof parsed.files === 'object') {
      return { version: 1, files: { ...parsed.files } };
    }
  } catch {
    // unreadable: start afresh
  }
  return { version: 1, files: {} };
}

export async function saveCache(media: MediaStorage, cache: RenderCache): Promise<void> {
  const sorted = Object.fromEntries(Object.entries(cache.files).sort(([a], [b]) => a.localeCompare(b)));
  await media.put(
    CACHE_FILE,
    Buffer.from(`${JSON.stringify({ version: 1, files: sorted }, null, 2)}\n`),
    'application/json',
  );
}
