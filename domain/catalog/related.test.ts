import { describe, expect, it } from 'vitest';
import { designWords, type RelatedCandidate, relatedProductIds } from './related';

const base = (values: Partial<RelatedCandidate> & { id: number; name: string }): RelatedCandidate => ({
  gender: 'unisex',
  isBundle: false,
  bundleItems: [],
  baseProductId: null,
  collectionIds: [],
  bestsellerRank: null,
  ...values,
});

describe('designWords', () => {
  it('keeps the words that name the design', () => {
    expect(designWords('Summit Sunrise Tee')).toEqual(['summit', 'sunrise']);
    expect(designWords("Women's Wildflower Meadow T-Shirt")).toEqual(['wildflower', 'meadow']);
  });
});

describe('relatedProductIds', () => {
  const product = base({ id: 1, name: 'Summit Sunrise Tee', collectionIds: [10], baseProductId: 100 });
  const candidates = [
    product,
    base({ id: 2, name: 'Harbour Waves Tee', collectionIds: [10], bestsellerRank: 1 }),
    base({ id: 3, name: 'Summit Sunrise Hoodie', collectionIds: [11] }),
    base({ id: 4, name: 'Gift Bundle', isBundle: true, bundleItems: [{ productId: 1 }] }),
    base({ id: 5, name: 'Plain Tee', baseProductId: 100 }),
    base({ id: 6, name: 'Unrelated Sticker', collectionIds: [99] }),
  ];

  it('orders the groups of §3 and leaves out unrelated products', () => {
    expect(relatedProductIds(product, candidates)).toEqual([4, 3, 5, 2]);
  });

  it('never repeats a product nor includes itself', () => {
    const ids = relatedProductIds(product, [...candidates, ...candidates]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(1);
  });

  it('stops at the limit', () => {
    expect(relatedProductIds(product, candidates, 2)).toEqual([4, 3]);
  });
});
