import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalMediaStorage } from '../../domain/storage';
import { createMediaResolver, parseMediaPath } from './resolve';

describe('parseMediaPath', () => {
  it('accepts plain relative image paths', () => {
    expect(parseMediaPath('products/demo/x.webp')).toEqual(['products', 'demo', 'x.webp']);
    expect(parseMediaPath('logos/demo.SVG')).toEqual(['logos', 'demo.SVG']);
  });

  it.each([
    '',
    '../secret.png',
    'products/../../secret.png',
    './x.png',
    'a//b.png',
    '/etc/passwd.png',
    'C:/x.png',
    'a\\..\\b.png',
    'a\u0000.png',
    'a\n.png',
    '.hidden.png',
    'products/.git/x.png',
    'notes.txt',
    'x.webp/',
    'x'.repeat(1100).concat('.png'),
  ])('refuses %j', (relative) => {
    expect(parseMediaPath(relative)).toBeUndefined();
  });
});

describe('createMediaResolver', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'printfront-resolve-'));
    await mkdir(path.join(root, 'media', 'dir.png'), { recursive: true });
    await writeFile(path.join(root, 'media', 'a.png'), 'x');
    await writeFile(path.join(root, 'media', 'b.svg'), '<svg/>');
    await writeFile(path.join(root, 'outside.png'), 'x');
    await symlink(path.join(root, 'outside.png'), path.join(root, 'media', 'out.png'));
    await symlink(path.join(root, 'media', 'a.png'), path.join(root, 'media', 'in.png'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('finds originals in the media storage', async () => {
    const resolve = createMediaResolver(new LocalMediaStorage(path.join(root, 'media')));
    expect(await resolve('a.png')).toMatchObject({ relative: 'a.png', kind: 'raster' });
    expect(await resolve('b.svg')).toMatchObject({ kind: 'svg' });
    expect((await resolve('in.png'))?.info.size).toBe(1);
  });

  it('refuses symlinks out, directories, missing files and traversal', async () => {
    const resolve = createMediaResolver(new LocalMediaStorage(path.join(root, 'media')));
    for (const relative of ['out.png', 'dir.png', 'missing.png', '../outside.png']) {
      expect(await resolve(relative), relative).toBeUndefined();
    }
  });

  it('finds nothing while the media directory is missing', async () => {
    expect(
      await createMediaResolver(new LocalMediaStorage(path.join(root, 'nope')))('a.png'),
    ).toBeUndefined();
  });
});
