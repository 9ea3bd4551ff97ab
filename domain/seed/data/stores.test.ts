import { describe, expect, it } from 'vitest';
import { slugify } from './slug';
import { seedStores } from './stores';
import type { ProductKind, SeedMenuItem, SeedStore } from './types';

const KINDS: ProductKind[] = ['t-shirt', 'hoodie', 'sweater', 'tote-bag', 'art-print', 'sticker'];
const GARMENTS: ProductKind[] = ['t-shirt', 'hoodie', 'sweater'];
const PRICE_RANGES: Record<ProductKind, [number, number]> = {
  't-shirt': [2000, 3200],
  hoodie: [4500, 6000],
  sweater: [4000, 5200],
  'tote-bag': [1400, 1800],
  'art-print': [1500, 4500],
  sticker: [300, 600],
};

const store = (subdomain: SeedStore['subdomain']): SeedStore => {
  const found = seedStores.find((s) => s.subdomain === subdomain);
  if (!found) throw new Error(`missing store ${subdomain}`);
  return found;
};

function flatten(items: readonly SeedMenuItem[]): SeedMenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.submenu ?? [])]);
}

const duplicates = (values: readonly string[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe('seed stores', () => {
  it('has the three variants with their themes', () => {
    expect(seedStores.map((s) => [s.subdomain, s.variant, s.theme])).toEqual([
      ['demo', 'main', 'teemill'],
      ['pro', 'pro', 'teemillPro'],
      ['dark', 'dark', 'teemillDark'],
    ]);
    expect(new Set(seedStores.map((s) => s.companyName)).size).toBe(3);
    expect(new Set(seedStores.map((s) => s.logo.text)).size).toBe(3);
    for (const s of seedStores) expect(s.currency).toBe('GBP');
  });

  it('has enough products', () => {
    expect(store('demo').products.length).toBeGreaterThanOrEqual(40);
    expect(store('pro').products.length).toBeGreaterThanOrEqual(14);
    expect(store('dark').products.length).toBeGreaterThanOrEqual(14);
  });

  it('enables the currency plugin on the pro store only', () => {
    expect(store('pro').currencyPlugin).toEqual({ enabled: true, main: 'GBP', list: 'USD,EUR' });
    expect(store('demo').currencyPlugin.enabled).toBe(false);
  });

  it('offers every kind and every audience in the demo store', () => {
    const demo = store('demo');
    for (const kind of KINDS)
      expect(
        demo.products.some((p) => p.kind === kind),
        kind,
      ).toBe(true);
    for (const gender of ['men', 'women', 'kids'] as const) {
      expect(
        demo.products.some((p) => p.kind === 't-shirt' && p.gender === gender),
        gender,
      ).toBe(true);
    }
  });

  describe.each(seedStores.map((s) => [s.subdomain, s] as const))('%s', (_name, s) => {
    const collectionNames = new Set(s.collections.map((c) => c.urlName));

    it('has unique skus in the PF-{STORE}-{KIND}-{NNN} form', () => {
      const skus = s.products.map((p) => p.sku);
      expect(duplicates(skus)).toEqual([]);
      for (const sku of skus)
        expect(sku).toMatch(new RegExp(`^PF-${s.subdomain.toUpperCase()}-[A-Z]+-\\d{3}$`));
    });

    it('has unique lower-kebab url names', () => {
      const urls = [...s.products.map((p) => p.urlName)];
      expect(duplicates(urls)).toEqual([]);
      expect(duplicates(s.collections.map((c) => c.urlName))).toEqual([]);
      for (const url of [...urls, ...collectionNames]) expect(url).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    });

    it('only puts products in collections that exist, and every collection has products', () => {
      for (const p of s.products) {
        for (const c of p.collections) expect(collectionNames.has(c), `${p.sku} -> ${c}`).toBe(true);
      }
      for (const c of collectionNames) {
        expect(
          s.products.some((p) => p.collections.includes(c)),
          c,
        ).toBe(true);
      }
    });

    it('has a sale collection holding exactly the products with a lower sale price', () => {
      expect(collectionNames.has('sale')).toBe(true);
      const inSale = s.products.filter((p) => p.collections.includes('sale')).map((p) => p.sku);
      const discounted = s.products
        .filter((p) => p.salePrice !== null && p.salePrice < p.price)
        .map((p) => p.sku);
      expect(inSale).toEqual(discounted);
      expect(s.products.every((p) => p.salePrice === null || p.salePrice < p.price)).toBe(true);
    });

    it('prices in positive integer pence within the range of each kind', () => {
      for (const p of s.products) {
        expect(Number.isInteger(p.price) && p.price > 0, p.sku).toBe(true);
        const [min, max] = PRICE_RANGES[p.kind];
        expect(p.price, p.sku).toBeGreaterThanOrEqual(min);
        expect(p.price, p.sku).toBeLessThanOrEqual(max);
        if (p.salePrice !== null) expect(Number.isInteger(p.salePrice) && p.salePrice > 0, p.sku).toBe(true);
      }
    });

    it('has valid colours, sizes and a default colour among them', () => {
      for (const p of s.products) {
        const names = p.colours.map((c) => c.name);
        expect(names, p.sku).toContain(p.defaultColour);
        expect(duplicates(names), p.sku).toEqual([]);
        expect(duplicates(p.colours.map((c) => slugify(c.name))), p.sku).toEqual([]);
        for (const c of p.colours) expect(c.hex, p.sku).toMatch(/^#[0-9a-f]{6}$/);
        if (GARMENTS.includes(p.kind)) {
          expect(p.colours.length, p.sku).toBeGreaterThanOrEqual(3);
          expect(p.colours.length, p.sku).toBeLessThanOrEqual(6);
          expect(p.type).toBe('garment');
        } else if (p.kind === 'art-print' || p.kind === 'sticker') {
          expect(p.colours.length, p.sku).toBe(1);
          expect(['White', 'Natural']).toContain(p.colours[0]?.name);
          expect(p.type).toBe('printed-paper');
        }
        expect(p.sizes.length, p.sku).toBeGreaterThan(0);
        expect(duplicates(p.sizes), p.sku).toEqual([]);
      }
    });

    it('has readable copy and artwork for every product', () => {
      for (const p of s.products) {
        const sentences = p.description.split(/(?<=[.!?])\s+/).length;
        expect(sentences, `${p.sku}: ${p.description}`).toBeGreaterThanOrEqual(2);
        expect(sentences, `${p.sku}: ${p.description}`).toBeLessThanOrEqual(3);
        expect(p.description.length, p.sku).toBeGreaterThan(40);
        expect(p.metaDescription.length, p.sku).toBeLessThanOrEqual(160);
        expect(p.tags.length, p.sku).toBeGreaterThan(0);
        expect(p.artwork.palette.length, p.sku).toBeGreaterThanOrEqual(3);
        if (p.artwork.motif === 'text') expect(p.artwork.text, p.sku).toBeTruthy();
      }
    });

    it('ranks bestsellers 1..n without gaps', () => {
      const ranks = s.products.map((p) => p.bestsellerRank).sort((a, b) => a - b);
      expect(ranks).toEqual(s.products.map((_, i) => i + 1));
    });

    it('links its menu to existing collections', () => {
      const items = flatten(s.mainMenu);
      expect(s.mainMenu.some((item) => (item.submenu?.length ?? 0) > 0)).toBe(true);
      for (const item of items) {
        expect(item.text.length).toBeGreaterThan(0);
        const match = /^\/collection\/([^/]+)\/$/.exec(item.href);
        if (match) expect(collectionNames.has(match[1] ?? ''), item.href).toBe(true);
        else expect(item.href, item.text).toMatch(/^\/[a-z0-9-/]*$/);
      }
    });

    it('has search redirects to in-store paths or absolute urls', () => {
      expect(s.searchRedirects.length).toBeGreaterThanOrEqual(2);
      for (const r of s.searchRedirects) expect(r.destinationUrl).toMatch(/^(\/|https:\/\/)/);
    });
  });

  it('marks about a quarter of demo products as on sale', () => {
    const demo = store('demo');
    const share = demo.products.filter((p) => p.salePrice !== null).length / demo.products.length;
    expect(share).toBeGreaterThan(0.18);
    expect(share).toBeLessThan(0.35);
  });
});
