import { randomUUID } from 'node:crypto';
import { createReadStream, type Stats } from 'node:fs';
import { mkdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfKey } from './content-type';
import {
  assertMediaKey,
  type MediaByteRange,
  type MediaObjectInfo,
  type MediaStorage,
  type MediaStream,
  mediaKeySegments,
} from './media-storage';

function isInside(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

function infoOf(key: string, stats: Stats): MediaObjectInfo {
  return {
    size: stats.size,
    etag: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`,
    lastModified: stats.mtime,
    contentType: contentTypeOfKey(key),
  };
}

/**
 * Media as files under one directory (DATA_DIR/media), the embedded default. Writes go to a temporary file
 * renamed into place; reads follow symlinks only when they stay inside the directory.
 */
export class LocalMediaStorage implements MediaStorage {
  readonly driver = 'local';
  readonly root: string;
  private realRoot: Promise<string> | undefined;

  constructor(dir: string) {
    this.root = path.resolve(dir);
  }

  private fileOf(key: string): string | undefined {
    const segments = mediaKeySegments(key);
    return segments ? path.join(this.root, ...segments) : undefined;
  }

  private getRealRoot(): Promise<string> {
    this.realRoot ??= realpath(this.root).catch((error: unknown) => {
      this.realRoot = undefined;
      throw error;
    });
    return this.realRoot;
  }

  /** The regular file a key names, symlinks resolved, if it is inside the directory. */
  private async existing(key: string): Promise<{ file: string; stats: Stats } | undefined> {
    const candidate = this.fileOf(key);
    if (!candidate) return undefined;
    try {
      const [file, base] = await Promise.all([realpath(candidate), this.getRealRoot()]);
      if (!isInside(base, file)) return undefined;
      const stats = await stat(file);
      return stats.isFile() ? { file, stats } : undefined;
    } catch {
      return undefined;
    }
  }

  /** The type is not kept: a local file's type is its extension's, as static serving always gave it. */
  async put(key: string, data: Buffer, _contentType?: string): Promise<void> {
    assertMediaKey(key);
    const file = this.fileOf(key) as string;
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, data);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    const found = await this.existing(key);
    return found ? readFile(found.file).catch(() => null) : null;
  }

  async stream(key: string, range?: MediaByteRange): Promise<MediaStream | null> {
    const found = await this.existing(key);
    if (!found) return null;
    return { info: infoOf(key, found.stats), body: createReadStream(found.file, range) };
  }

  async head(key: string): Promise<MediaObjectInfo | null> {
    const found = await this.existing(key);
    return found ? infoOf(key, found.stats) : null;
  }

  async delete(key: string): Promise<void> {
    assertMediaKey(key);
    await rm(this.fileOf(key) as string, { force: true });
  }
}
