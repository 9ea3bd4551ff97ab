import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalMediaStorage } from './local';
import { type MediaStorage, putOnce } from './media-storage';
import { TEST_MEDIA_DRIVERS } from './testing';

async function text(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

describe.each(TEST_MEDIA_DRIVERS)('MediaStorage contract: $name', (driver) => {
  let storage: MediaStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await driver.open());
  });
  afterAll(() => close?.());

  it('keeps bytes under a relative media path, with their size, type, tag and time', async () => {
    const data = Buffer.from('0123456789');
    await storage.put('studio/uploads/1/abc.png', data, 'image/png');
    expect(await storage.get('studio/uploads/1/abc.png')).toEqual(data);
    const info = await storage.head('studio/uploads/1/abc.png');
    expect(info).toMatchObject({ size: 10, contentType: 'image/png' });
    expect(info?.etag).toMatch(/^(W\/)?"[^"]+"$/);
    expect(info?.lastModified).toBeInstanceOf(Date);
  });

  it('reads nothing for a missing key', async () => {
    expect(await storage.get('products/9/missing.webp')).toBeNull();
    expect(await storage.head('products/9/missing.webp')).toBeNull();
    expect(await storage.stream('products/9/missing.webp')).toBeNull();
  });

  it('streams the whole file or one byte range of it', async () => {
    await storage.put('renders/print.png', Buffer.from('abcdefghij'), 'image/png');
    const whole = await storage.stream('renders/print.png');
    expect(whole?.info.size).toBe(10);
    expect(await text(whole?.body as Readable)).toBe('abcdefghij');
    const part = await storage.stream('renders/print.png', { start: 2, end: 5 });
    expect(part?.info.size).toBe(10);
    expect(await text(part?.body as Readable)).toBe('cdef');
  });

  it('replaces a file whole, with a new tag', async () => {
    await storage.put('logos/demo.svg', Buffer.from('<svg>one</svg>'), 'image/svg+xml');
    const before = await storage.head('logos/demo.svg');
    await storage.put('logos/demo.svg', Buffer.from('<svg>second</svg>'), 'image/svg+xml');
    expect((await storage.get('logos/demo.svg'))?.toString()).toBe('<svg>second</svg>');
    const after = await storage.head('logos/demo.svg');
    expect(after?.size).toBe(17);
    expect(after?.etag).not.toBe(before?.etag);
  });

  it('writes a content-addressed file once', async () => {
    await putOnce(storage, 'once/a.webp', Buffer.from('first'), 'image/webp');
    await putOnce(storage, 'once/a.webp', Buffer.from('other'), 'image/webp');
    expect((await storage.get('once/a.webp'))?.toString()).toBe('first');
  });

  it('deletes, and deleting a missing key is no error', async () => {
    await storage.put('gone/x.png', Buffer.from('x'), 'image/png');
    await storage.delete('gone/x.png');
    expect(await storage.head('gone/x.png')).toBeNull();
    await expect(storage.delete('gone/x.png')).resolves.toBeUndefined();
  });

  it('keeps hidden names (the seed render cache) like any other key', async () => {
    await storage.put('.render-cache.json', Buffer.from('{}'), 'application/json');
    expect((await storage.get('.render-cache.json'))?.toString()).toBe('{}');
  });

  it.each(['../outside.png', 'a/../../b.png', '/etc/passwd', 'a//b.png', 'a\\b.png', 'a\u0000.png', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/not a media key/);
      expect(await storage.get(key)).toBeNull();
      expect(await storage.head(key)).toBeNull();
    },
  );
});

describe('LocalMediaStorage on disk', () => {
  let root: string;
  let storage: LocalMediaStorage;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'printfront-local-storage-'));
    await mkdir(path.join(root, 'media', 'dir.png'), { recursive: true });
    await writeFile(path.join(root, 'media', 'a.png'), 'x');
    await writeFile(path.join(root, 'outside.png'), 'secret');
    await symlink(path.join(root, 'outside.png'), path.join(root, 'media', 'out.png'));
    await symlink(path.join(root, 'media', 'a.png'), path.join(root, 'media', 'in.png'));
    storage = new LocalMediaStorage(path.join(root, 'media'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('follows symlinks that stay inside the directory, never out, and reads no directories', async () => {
    expect((await storage.get('in.png'))?.toString()).toBe('x');
    expect(await storage.get('out.png')).toBeNull();
    expect(await storage.head('out.png')).toBeNull();
    expect(await storage.head('dir.png')).toBeNull();
  });

  it('leaves no temporary file behind a write, and names content types by extension', async () => {
    await storage.put('products/1/photo.webp', Buffer.from('webp'), 'image/webp');
    expect(await readdir(path.join(root, 'media', 'products', '1'))).toEqual(['photo.webp']);
    expect((await storage.head('products/1/photo.webp'))?.contentType).toBe('image/webp');
    await storage.put('notes.txt', Buffer.from('hello'), 'text/plain');
    expect((await storage.head('notes.txt'))?.contentType).toBe('text/plain; charset=utf-8');
  });

  it('finds nothing while the directory is missing', async () => {
    expect(await new LocalMediaStorage(path.join(root, 'nope')).head('a.png')).toBeNull();
  });
});
