import { createHash } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

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

export async function loadCache(outputDir: string): Promise<RenderCache> {
  try {
    const parsed = JSON.parse(await readFile(join(outputDir, CACHE_FILE), 'utf8')) as Partial<RenderCache>;
    if (parsed.version === 1 && parsed.files && typeof parsed.files === 'object') {
      return { version: 1, files: { ...parsed.files } };
    }
  } catch {
    // missing or unreadable: start afresh
  }
  return { version: 1, files: {} };
}

export async function saveCache(outputDir: string, cache: RenderCache): Promise<void> {
  const sorted = Object.fromEntries(Object.entries(cache.files).sort(([a], [b]) => a.localeCompare(b)));
  await writeAtomic(
    join(outputDir, CACHE_FILE),
    `${JSON.stringify({ version: 1, files: sorted }, null, 2)}\n`,
  );
}

/** Writes via a temporary file and rename so readers never see half a file. */
export async function writeAtomic(path: string, data: string | Buffer): Promise<void> {
  const tmp = `${path}.${process.pid}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, path);
}
