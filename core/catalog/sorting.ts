export type CollectionSort = 'featured' | 'bestseller' | 'new-in' | 'price-low' | 'price-high';

export const COLLECTION_SORTS: readonly CollectionSort[] = [
  'featured',
  'bestseller',
  'new-in',
  'price-low',
  'price-high',
];

export const COLLECTION_SORT_LABELS: Record<CollectionSort, string> = {
  featured: 'Featured',
  bestseller: 'Bestselling',
  'new-in': 'Newest',
  'price-low': 'Price: low to high',
  'price-high': 'Price: high to low',
};

export const COLLECTION_PAGE_SIZE = 24;

export function isCollectionSort(value: unknown): value is CollectionSort {
  return typeof value === 'string' && (COLLECTION_SORTS as readonly string[]).includes(value);
}
