import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { packageFilesDir } from './font-files';
import { isWoff, WoffError, woffToSfnt } from './woff';

const latoWoff = () =>
  readFileSync(path.join(packageFilesDir('@fontsource/lato'), 'lato-latin-700-normal.woff'));

describe('woffToSfnt', () => {
  it('unwraps a WOFF into a TrueType font with the same tables', () => {
    const woff = latoWoff();
    expect(isWoff(woff)).toBe(true);
    const ttf = woffToSfnt(woff);
    expect(ttf.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect([0x00010000, 0x4f54544f]).toContain(ttf.readUInt32BE(0));
    const tables = ttf.readUInt16BE(4);
    expect(tables).toBe(woff.readUInt16BE(12));
    // The sfnt header's search fields follow from the table count.
    const entrySelector = Math.floor(Math.log2(tables));
    expect(ttf.readUInt16BE(6)).toBe(2 ** entrySelector * 16);
    expect(ttf.readUInt16BE(8)).toBe(entrySelector);
    // Every table lies inside the file, 4-byte aligned, in tag order.
    let previous = 0;
    for (let index = 0; index < tables; index++) {
      const record = 12 + index * 16;
      const tag = ttf.readUInt32BE(record);
      const offset = ttf.readUInt32BE(record + 8);
      const length = ttf.readUInt32BE(record + 12);
      expect(tag).toBeGreaterThan(previous);
      expect(offset % 4).toBe(0);
      expect(offset + length).toBeLessThanOrEqual(ttf.length);
      previous = tag;
    }
    expect(woff.length).toBeLessThan(ttf.length);
  });

  it('gives resvg a face it draws text with', () => {
    const file = path.join(process.env.TMPDIR ?? '/tmp', `woff-test-${process.pid}.ttf`);
    writeFileSync(file, woffToSfnt(latoWoff()));
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><text x="10" y="45" font-family="Lato" font-weight="700" font-size="40">Print</text></svg>`;
    const withFont = new Resvg(svg, { font: { loadSystemFonts: false, fontFiles: [file] } }).render().pixels;
    const withoutFont = new Resvg(svg, { font: { loadSystemFonts: false, fontFiles: [] } }).render().pixels;
    const inked = (pixels: Buffer) =>
      pixels.filter((_value, index) => index % 4 === 3 && pixels[index] !== 0).length;
    expect(inked(withFont)).toBeGreaterThan(500);
    expect(inked(withoutFont)).toBe(0);
  });

  it('refuses what is not a WOFF', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, just some words'))).toThrow(WoffError);
    const truncated = latoWoff().subarray(0, 60);
    expect(() => woffToSfnt(truncated)).toThrow(WoffError);
  });
});
