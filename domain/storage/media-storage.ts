import type { Readable } from 'node:stream';

/** What a stored media file is, as the `/media/…` route and the renderers need to know it. */
export interface MediaObjectInfo {
  size: number;
  /** A quoted entity tag (weak for local files, as @fastify/static gave them; S3's own otherwise). */
  etag: string;
  lastModified: Date;
  contentType: string;
}

/** An inclusive byte range, as an HTTP Range header names it. */
export interface MediaByteRange {
  start: number;
  end: number;
}

export interface MediaStream {
  info: MediaObjectInfo;
  body: Readable;
}

/**
 * Where media files live (uploads, renders, generated images). Keys are the relative media paths the
 * database already names (`studio/uploads/1/….png`, `products/2/….webp`), served at `/media/{key}`. A
 * missing or refused key reads as null; writes replace whole files (a reader never sees half of one).
 */
export interface MediaStorage {
  readonly driver: 'local' | 's3';
  /** Stores `data` under `key`, typed `contentType` (by default the type the key's extension names). */
  put(key: string, data: Buffer, contentType?: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** The file's bytes (only `range`, when given) as a stream, with what head() would say. */
  stream(key: string, range?: MediaByteRange): Promise<MediaStream | null>;
  head(key: string): Promise<MediaObjectInfo | null>;
  delete(key: string): Promise<void>;
}

const MAX_KEY_LENGTH = 1024;

/**
 * A media key's segments, or undefined when it is not a plain relative path: '/'-separated, no segment
 * empty, '.' or '..', no backslash, NUL or other control character, not absolute, at most 1024 characters.
 * Hidden names ('.render-cache.json') are keys like any other; the HTTP routes refuse them.
 */
export function mediaKeySegments(key: string): string[] | undefined {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f\\]/.test(key)) return undefined;
  if (key.startsWith('/') || /^[a-z]:/i.test(key)) return undefined;
  const segments = key.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return undefined;
  return segments;
}

/** A key asked for over HTTP: a plain key with no hidden segment (as @fastify/static ignored dotfiles). */
export function publicMediaKeySegments(key: string): string[] | undefined {
  const segments = mediaKeySegments(key);
  return segments?.some((segment) => segment.startsWith('.')) ? undefined : segments;
}

/** Throws for a key no caller should ever build (a bug, not a user's input). */
export function assertMediaKey(key: string): void {
  if (!mediaKeySegments(key)) throw new Error(`not a media key: ${JSON.stringify(key)}`);
}

/** The key of a '/media/…' URL as the database stores it; null for anything else. */
export function mediaKeyOfUrl(url: string): string | null {
  if (!url.startsWith('/media/')) return null;
  const key = url.slice('/media/'.length);
  return publicMediaKeySegments(key) ? key : null;
}

/** Writes a content-addressed file once: an existing key is kept (any writer would write the same bytes). */
export async function putOnce(
  storage: MediaStorage,
  key: string,
  data: Buffer,
  contentType?: string,
): Promise<void> {
  if (await storage.head(key)) return;
  await storage.put(key, data, contentType);
}
