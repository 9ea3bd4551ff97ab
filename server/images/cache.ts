import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type CacheStatus = 'hit' | 'miss' | 'shared';

export interface CacheResult {
  data: Buffer;
  /** hit: read from disk; miss: rendered for this request; shared: joined a render already in flight. */
  status: CacheStatus;
}

/**
 * A disk cache of rendered images keyed by a hash, with an in-flight map so that concurrent identical
 * requests render once. Write failures are reported and the render is still served.
 */
export class RenderCache {
  private readonly inflight = new Map<string, Promise<CacheResult>>();

  constructor(
    private readonly dir: string,
    private readonly onWriteError: (error: unknown) => void = () => undefined,
  ) {}

  fileFor(key: string, extension: string): string {
    return path.join(this.dir, key.slice(0, 2), `${key}.${extension}`);
  }

  get(key: string, extension: string, render: () => Promise<Buffer>): Promise<CacheResult> {
    const pending = this.inflight.get(key);
    if (pending) return pending.then((result) => ({ data: result.data, status: 'shared' }));
    const loading = this.load(key, extension, render).finally(() => this.inflight.delete(key));
    this.inflight.set(key, loading);
    return loading;
  }

  private async load(key: string, extension: string, render: () => Promise<Buffer>): Promise<CacheResult> {
    const file = this.fileFor(key, extension);
    try {
      return { data: await readFile(file), status: 'hit' };
    } catch {
      // Not cached yet (or unreadable): render it.
    }
    const data = await render();
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(temporary, data);
      await rename(temporary, file);
    } catch (error) {
      this.onWriteError(error);
      await rm(temporary, { force: true }).catch(() => undefined);
    }
    return { data, status: 'miss' };
  }
}
