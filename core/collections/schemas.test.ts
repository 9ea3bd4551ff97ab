import { describe, expect, it } from 'vitest';
import { COLLECTION_MESSAGES } from './messages';
import { addProductsSchema, collectionFormSchema, productOrderSchema, removeProductSchema } from './schemas';
import { normaliseUrlName } from './url-name';

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('collection URLs', () => {
  it.each([
    ['Tees & Totes!', 'tees-and-totes'],
    ['  Été   2026 ', 'ete-2026'],
    ['already-fine', 'already-fine'],
    ['--Mixed__Case--', 'mixed-case'],
    ['!!!', ''],
  ])('%j becomes %j', (text, urlName) => {
    expect(normaliseUrlName(text)).toBe(urlName);
  });
});

describe('the collection form', () => {
  it('takes the URL from the name when it is left empty, and normalises a typed one', () => {
    expect(collectionFormSchema.parse({ name: 'New In', urlName: '' }).urlName).toBe('new-in');
    expect(collectionFormSchema.parse({ name: 'New In', urlName: 'Fresh Stuff' }).urlName).toBe(
      'fresh-stuff',
    );
  });

  it('keeps empty optional texts as nothing, and a focal point within 0..1 in hundredths', () => {
    expect(
      collectionFormSchema.parse({
        name: 'A',
        seoTitle: ' ',
        banner: '',
        bannerFocusX: '1.7',
        bannerFocusY: '0.333',
      }),
    ).toMatchObject({ seoTitle: null, banner: null, bannerFocusX: 1, bannerFocusY: 0.33, description: '' });
    expect(collectionFormSchema.parse({ name: 'A', bannerFocusX: 'left' }).bannerFocusX).toBe(0.5);
  });

  it('names each wrong field with its §5 message', () => {
    expect(errorsOf(collectionFormSchema.safeParse({}))).toEqual({ name: 'This field is required' });
    expect(
      errorsOf(
        collectionFormSchema.safeParse({
          name: 'n'.repeat(81),
          description: 'd'.repeat(2001),
          seoTitle: 't'.repeat(71),
          seoDescription: 's'.repeat(161),
        }),
      ),
    ).toEqual({
      name: 'Must contain no more than 80 characters',
      description: 'Must contain no more than 2000 characters',
      seoTitle: 'Must contain no more than 70 characters',
      seoDescription: 'Must contain no more than 160 characters',
    });
    expect(errorsOf(collectionFormSchema.safeParse({ name: '***' }))).toEqual({
      urlName: COLLECTION_MESSAGES.urlNameEmpty,
    });
  });
});

describe('product id lists', () => {
  it('reads ids in their order', () => {
    expect(productOrderSchema.parse({ productIds: '3,1,2' }).productIds).toEqual([3, 1, 2]);
    expect(removeProductSchema.parse({ productId: '7' }).productId).toBe(7);
  });

  it('refuses anything else, and more than 50 at once', () => {
    expect(productOrderSchema.safeParse({ productIds: '3,,1' }).success).toBe(false);
    expect(productOrderSchema.safeParse({ productIds: '1;drop' }).success).toBe(false);
    const many = Array.from({ length: 51 }, (_, index) => index + 1).join(',');
    expect(errorsOf(addProductsSchema.safeParse({ productIds: many }))).toEqual({
      productIds: COLLECTION_MESSAGES.tooManyProducts(50),
    });
  });
});
