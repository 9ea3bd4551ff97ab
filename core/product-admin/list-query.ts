import { z } from 'zod';
import { PRODUCT_ADMIN_MESSAGES } from './messages';

/** The dashboard's product list: 50 to a page, filters and sorting read from the URL (a GET form). */
export const PRODUCTS_PER_PAGE = 50;
export const PRODUCT_SORTS = ['newest', 'name', 'price', 'bestseller'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const APPROVAL_STATUSES = ['approved', 'pending', 'denied'] as const;
export const SEARCH_MAX_LENGTH = 100;

export const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest first',
  name: 'Name (A to Z)',
  price: 'Price (lowest first)',
  bestseller: 'Bestsellers first',
};

export interface ProductListQuery {
  search: string;
  collection: number | null;
  enabled: 'yes' | 'no' | null;
  approval: (typeof APPROVAL_STATUSES)[number] | null;
  onSale: 'yes' | 'no' | null;
  sort: ProductSort;
  page: number;
}

const oneOf = <const T extends readonly string[]>(choices: T, value: string | null): T[number] | null =>
  value !== null && (choices as readonly string[]).includes(value) ? (value as T[number]) : null;

/**
 * The list's query from URL search params. Anything unknown or malformed falls back to its default (a
 * hand-edited or stale link still shows a list), so this never refuses.
 */
export function parseProductListQuery(params: URLSearchParams): ProductListQuery {
  const collection = params.get('collection') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    search: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    collection: /^\d{1,10}$/.test(collection) ? Number(collection) : null,
    enabled: oneOf(['yes', 'no'] as const, params.get('enabled')),
    approval: oneOf(APPROVAL_STATUSES, params.get('approval')),
    onSale: oneOf(['yes', 'no'] as const, params.get('onSale')),
    sort: oneOf(PRODUCT_SORTS, params.get('sort')) ?? 'newest',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The URL search of a query (defaults left out), for links to other pages of the same list. */
export function productListSearch(query: ProductListQuery, changes: Partial<ProductListQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  if (next.search) params.set('q', next.search);
  if (next.collection !== null) params.set('collection', String(next.collection));
  if (next.enabled) params.set('enabled', next.enabled);
  if (next.approval) params.set('approval', next.approval);
  if (next.onSale) params.set('onSale', next.onSale);
  if (next.sort !== 'newest') params.set('sort', next.sort);
  if (next.page > 1) params.set('page', String(next.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const BULK_ACTIONS = ['enable', 'disable', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/**
 * The list's bulk form: the action and the ticked products (`product.{id}` checkboxes). Deleting also
 * needs `confirmDelete=yes`, which the page's confirm dialog adds.
 */
export const bulkProductsFormSchema = z.record(z.string(), z.unknown()).transform((values, ctx) => {
  const action = oneOf(BULK_ACTIONS, typeof values.bulkAction === 'string' ? values.bulkAction : null);
  if (!action) ctx.addIssue({ code: 'custom', path: ['bulkAction'], message: 'This field is required' });
  const productIds = Object.entries(values)
    .filter(([key, value]) => /^product\.\d{1,10}$/.test(key) && (value === 'on' || value === 'true'))
    .map(([key]) => Number(key.slice('product.'.length)));
  if (productIds.length === 0)
    ctx.addIssue({ code: 'custom', path: ['products'], message: PRODUCT_ADMIN_MESSAGES.noneChosen });
  else if (action === 'delete' && values.confirmDelete !== 'yes')
    ctx.addIssue({ code: 'custom', path: ['confirmDelete'], message: PRODUCT_ADMIN_MESSAGES.confirmDelete });
  return { action: action ?? 'enable', productIds };
});
export type BulkProductsInput = z.output<typeof bulkProductsFormSchema>;
