import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalMediaStorage } from '../../storage';
import { seedStores } from '../data/stores';
import type { SeedStore } from '../data/types';
import { artworkSvg, MOTIF_NAMES } from './artwork';
import { PRINT_AREAS } from './garments';
import { logoSvg } from './logo';
import {
  collectionBannerSvg,
  imagePathsFor,
  productImageSvg,
  type RenderedImages,
  renderImages,
} from './render';

/** A small slice of the demo store: one product of each kind, two collections. */
function sampleStores(): SeedStore[] {
  const demo = seedStores[0];
  if (!demo) throw new Error('no demo store');
  const kinds = new Set<string>();
  const products = demo.products.filter((p) => !kinds.has(p.kind) && kinds.add(p.kind));
  const collections = demo.collections.filter((c) => c.urlName === 't-shirts' || c.urlName === 'sale');
  return [{ ...demo, products, collections }];
}

describe('renderImages', () => {
  const stores = sampleStores();
  let dir = '';
  let manifest: RenderedImages = {};
  const statuses: Record<string, string> = {};
  let progress: [number, number][] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'printfront-seed-images-'));
    manifest = await renderImages(new LocalMediaStorage(dir), stores, {
      onFile: (path, status) => {
        statuses[path] = status;
      },
      onProgress: (done, total) => {
        progress.push([done, total]);
      },
    });
  });

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const allPaths = (m: RenderedImages) =>
    Object.values(m).flatMap((s) => [
      s.logo,
      ...Object.values(s.collections),
      ...Object.values(s.products).flatMap((byColour) => Object.values(byColour)),
    ]);

  it('returns the same manifest as imagePathsFor, with deterministic names', () => {
    expect(manifest).toEqual(imagePathsFor(stores));
    const demo = manifest.demo;
    expect(demo?.logo).toBe('logos/demo.svg');
    expect(demo?.collections['t-shirts']).toBe('collections/demo/t-shirts.webp');
    const tee = stores[0]?.products.find((p) => p.kind === 't-shirt');
    expect(tee && demo?.products[tee.urlName]?.['Forest Green']).toBe(
      `products/demo/${tee?.urlName}-forest-green.webp`,
    );
  });

  it('writes every file once and reports progress up to the total', async () => {
    const paths = allPaths(manifest);
    const expected =
      stores[0]!.products.reduce((n, p) => n + p.colours.length, 0) + stores[0]!.collections.length + 1;
    expect(paths).toHaveLength(expected);
    expect(Object.keys(statuses).sort()).toEqual([...paths].sort());
    expect(Object.values(statuses).every((s) => s === 'written')).toBe(true);
    expect(progress.at(-1)).toEqual([expected, expected]);
    for (const path of paths) expect((await stat(join(dir, path))).size).toBeGreaterThan(0);
  });

  it('renders products as 1000x1000 WebP and banners as 1920x768 WebP', async () => {
    const demo = manifest.demo!;
    for (const byColour of Object.values(demo.products)) {
      for (const path of Object.values(byColour)) {
        const meta = await sharp(join(dir, path)).metadata();
        expect([path, meta.format, meta.width, meta.height]).toEqual([path, 'webp', 1000, 1000]);
      }
    }
    for (const path of Object.values(demo.collections)) {
      const meta = await sharp(join(dir, path)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1920, 768]);
    }
  });

  it('writes the logo as an SVG document', async () => {
    const svg = await readFile(join(dir, manifest.demo!.logo), 'utf8');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('Northwind Threads');
    expect(svg).toContain('Lato, Helvetica, Arial, sans-serif');
  });

  it('draws different colours as different pixels', async () => {
    const tee = stores[0]!.products.find((p) => p.kind === 't-shirt')!;
    const byColour = manifest.demo!.products[tee.urlName]!;
    const means = await Promise.all(
      tee.colours.map(async (c) => {
        const stats = await sharp(join(dir, byColour[c.name]!)).stats();
        return stats.channels.slice(0, 3).map((ch) => Math.round(ch.mean));
      }),
    );
    const keys = new Set(means.map((m) => m.join(',')));
    expect(keys.size).toBe(tee.colours.length);
    // The white tee is brighter overall than the black one, if both exist.
    const white = tee.colours.findIndex((c) => c.name === 'White');
    const black = tee.colours.findIndex((c) => c.name === 'Black');
    if (white >= 0 && black >= 0) {
      const sum = (i: number) => (means[i] ?? []).reduce((a, b) => a + b, 0);
      expect(sum(white)).toBeGreaterThan(sum(black));
    }
  });

  it('writes nothing on a second run', async () => {
    const paths = allPaths(manifest);
    const before = await Promise.all(paths.map(async (p) => (await stat(join(dir, p))).mtimeMs));
    const second: Record<string, string> = {};
    progress = [];
    const again = await renderImages(new LocalMediaStorage(dir), stores, {
      onFile: (path, status) => {
        second[path] = status;
      },
    });
    expect(again).toEqual(manifest);
    expect(Object.values(second).every((s) => s === 'skipped')).toBe(true);
    expect(Object.keys(second)).toHaveLength(paths.length);
    const after = await Promise.all(paths.map(async (p) => (await stat(join(dir, p))).mtimeMs));
    expect(after).toEqual(before);
  });

  it('re-renders a file that was deleted', async () => {
    const path = Object.values(manifest.demo!.collections)[0]!;
    await rm(join(dir, path));
    const written: string[] = [];
    await renderImages(new LocalMediaStorage(dir), stores, {
      onFile: (p, status) => {
        if (status === 'written') written.push(p);
      },
    });
    expect(written).toEqual([path]);
  });
});

describe('SVG builders', () => {
  const demo = seedStores[0]!;
  const tee = demo.products.find((p) => p.kind === 't-shirt')!;

  it('are deterministic', () => {
    expect(productImageSvg(tee, tee.defaultColour)).toBe(productImageSvg(tee, tee.defaultColour));
    const collection = demo.collections[0]!;
    expect(collectionBannerSvg(collection, collection.bannerPalette)).toBe(
      collectionBannerSvg(collection, collection.bannerPalette),
    );
    for (const motif of MOTIF_NAMES) {
      const spec = { motif, palette: ['#1f2a44', '#f2c14e', '#e85d3a'], text: 'Hello there' };
      const opts = { width: 300, height: 400, mode: 'full' as const };
      expect(artworkSvg(spec, opts)).toBe(artworkSvg(spec, opts));
    }
  });

  it('changes the product picture with the colour and the artwork with the palette', () => {
    const [a, b] = tee.colours;
    expect(productImageSvg(tee, a!)).not.toBe(productImageSvg(tee, b!));
    const spec = { motif: 'mountains', palette: ['#1f2a44', '#f2c14e', '#e85d3a'] };
    const opts = { width: 200, height: 200, mode: 'full' as const };
    expect(artworkSvg(spec, opts)).not.toBe(
      artworkSvg({ ...spec, palette: ['#000000', '#ffffff', '#ff0000'] }, opts),
    );
  });

  it('rejects an unknown colour name', () => {
    expect(() => productImageSvg(tee, 'Not A Colour')).toThrow(/no colour/);
  });

  it('parses as SVG for every motif, kind and logo mark', async () => {
    const svgs = [
      ...MOTIF_NAMES.map(
        (motif) =>
          `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="160">${artworkSvg(
            { motif, palette: ['#1f2a44', '#f2c14e', '#e85d3a'], text: 'A & B <C>' },
            { width: 120, height: 160, mode: 'badge', ground: '#ffffff' },
          )}</svg>`,
      ),
      ...['leaf', 'moon', 'mountain', 'star', 'planet', 'wave', 'halftone', 'hexagon', 'other'].map((mark) =>
        logoSvg({ text: 'Tom & Jerry <Co>', mark, colour: '#111111', background: '#ffffff' }),
      ),
    ];
    for (const svg of svgs) {
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect(meta.format).toBe('svg');
    }
    expect(Object.keys(PRINT_AREAS).sort()).toEqual(
      ['art-print', 'hoodie', 'sticker', 'sweater', 't-shirt', 'tote-bag'].sort(),
    );
  });
});
