import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FontFiles } from './font-files';

const dir = mkdtempSync(path.join(tmpdir(), 'font-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('FontFiles', () => {
  it('makes TTF files for the faces asked for and the default face, latin and latin-ext', async () => {
    const fonts = new FontFiles(dir);
    const files = await fonts.filesFor([{ family: 'Playfair Display', weight: 700, style: 'italic' }]);
    expect(files.map((file) => path.basename(file)).sort()).toEqual([
      'lato-latin-400-normal.ttf',
      'lato-latin-ext-400-normal.ttf',
      'playfair-display-latin-700-italic.ttf',
      'playfair-display-latin-ext-700-italic.ttf',
    ]);
    for (const file of files) expect(readFileSync(file).readUInt32BE(0)).toBe(0x00010000);
  });

  it('skips faces the catalogue does not ship and reuses what it made', async () => {
    const fonts = new FontFiles(dir);
    const files = await fonts.filesFor([
      { family: 'Comic Sans', weight: 400, style: 'normal' },
      { family: 'Oswald', weight: 400, style: 'italic' },
      { family: 'Lato', weight: 400, style: 'normal' },
    ]);
    expect(files.map((file) => path.basename(file)).sort()).toEqual([
      'lato-latin-400-normal.ttf',
      'lato-latin-ext-400-normal.ttf',
    ]);
  });
});
