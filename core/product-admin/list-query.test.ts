import { describe, expect, it } from 'vitest';
import { bulkProductsFormSchema, parseProductListQuery, productListSearch } from './list-query';
import { PRODUCT_ADMIN_MESSAGES } from './messages';

describe('the product list query', () => {
  it('reads filters, search, sort and page from the URL', () => {
    const query = parseProductListQuery(
      new URLSearchParams('q= tee &collection=4&enabled=no&approval=pending&onSale=yes&sort=price&page=3'),
    );
    expect(query).toEqual({
      search: 'tee',
      collection: 4,
      enabled: 'no',
      approval: 'pending',
      onSale: 'yes',
      sort: 'price',
      page: 3,
    });
  });

  it('falls back to the defaults for anything unknown, so a stale link still lists', () => {
    expect(
      parseProductListQuery(new URLSearchParams('collection=x&enabled=maybe&sort=random&page=-2')),
    ).toEqual({
      search: '',
      collection: null,
      enabled: null,
      approval: null,
      onSale: null,
      sort: 'newest',
      page: 1,
    });
  });

  it('writes the query back as a link, defaults left out', () => {
    const query = parseProductListQuery(new URLSearchParams('q=tee&sort=name'));
    expect(productListSearch(query, { page: 2 })).toBe('?q=tee&sort=name&page=2');
    expect(productListSearch(parseProductListQuery(new URLSearchParams()))).toBe('');
  });
});

describe('the bulk form', () => {
  it('reads the action and the ticked products', () => {
    const result = bulkProductsFormSchema.safeParse({
      bulkAction: 'disable',
      'product.3': 'on',
      'product.9': 'on',
      'product.x': 'on',
    });
    expect(result.data).toEqual({ action: 'disable', productIds: [3, 9] });
  });

  it('deletes only once confirmed', () => {
    const unconfirmed = bulkProductsFormSchema.safeParse({ bulkAction: 'delete', 'product.3': 'on' });
    expect(unconfirmed.error?.issues.map((issue) => issue.message)).toEqual([
      PRODUCT_ADMIN_MESSAGES.confirmDelete,
    ]);
    const confirmed = bulkProductsFormSchema.safeParse({
      bulkAction: 'delete',
      'product.3': 'on',
      confirmDelete: 'yes',
    });
    expect(confirmed.data).toEqual({ action: 'delete', productIds: [3] });
  });

  it('needs an action and at least one product', () => {
    const result = bulkProductsFormSchema.safeParse({ bulkAction: 'explode' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['bulkAction', 'This field is required'],
      ['products', PRODUCT_ADMIN_MESSAGES.noneChosen],
    ]);
  });
});

describe('product admin messages', () => {
  it('count what a bulk action did', () => {
    expect(PRODUCT_ADMIN_MESSAGES.bulkDone('disable', 1)).toBe('1 product disabled');
    expect(PRODUCT_ADMIN_MESSAGES.bulkDone('enable', 3)).toBe('3 products enabled');
    expect(PRODUCT_ADMIN_MESSAGES.bulkDone('delete', 2)).toBe('2 products deleted');
  });
});
