import { describe, expect, it } from 'vitest';
import { COLLECTION_SORTS, colourSlug, isCollectionSort } from '.';

describe('colourSlug', () => {
  it.each([
    ['Heather Grey', 'heather-grey'],
    ['Navy', 'navy'],
    ['  Café Crème ', 'cafe-creme'],
    ['Black/White', 'black-white'],
  ])('%s → %s', (name, slug) => {
    expect(colourSlug(name)).toBe(slug);
  });
});

describe('collection sorts', () => {
  it('recognises only its own sorts', () => {
    expect(COLLECTION_SORTS.every(isCollectionSort)).toBe(true);
    expect(isCollectionSort('price')).toBe(false);
    expect(isCollectionSort(undefined)).toBe(false);
  });
});
