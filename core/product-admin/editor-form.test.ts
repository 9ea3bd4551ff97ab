import { describe, expect, it } from 'vitest';
import * as messages from '../validation/messages';
import { commaList, normaliseUrlName, parsePriceText, productEditorFormSchema } from './editor-form';
import { PRODUCT_ADMIN_MESSAGES } from './messages';

const valid = {
  name: 'Summit Sunrise Tee',
  description: '<p>Soft <strong>organic</strong> cotton</p>',
  urlName: 'summit-sunrise-tee',
  price: '25.00',
  vatRate: '1',
  enabled: 'on',
};

const parse = (values: Record<string, string>, currency = 'GBP') =>
  productEditorFormSchema(currency).safeParse(values);

function errorsOf(values: Record<string, string>, currency = 'GBP') {
  const result = parse(values, currency);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the product editor form', () => {
  it('reads a filled-in form as the product edit, prices in minor units', () => {
    const result = parse({
      ...valid,
      salePrice: '19.5',
      onSale: 'on',
      enableAddToCart: 'on',
      metaTitle: ' Sunrise tee ',
      tags: 'summer, Tee, summer, ,',
      crossSell: 'SKU-2, sku-3',
      'collection.4': 'on',
      'collection.7': 'on',
      imageOrder: '12,10',
      'imageAlt.10': ' Back view ',
      'imageAlt.12': 'Front view',
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      name: 'Summit Sunrise Tee',
      price: 2500,
      salePrice: 1950,
      onSale: true,
      vatRate: 1,
      enabled: true,
      enableAddToCart: true,
      metaTitle: 'Sunrise tee',
      metaDescription: null,
      tags: ['summer', 'Tee'],
      crossSellSkus: ['SKU-2', 'sku-3'],
      collectionIds: [4, 7],
      images: [
        { id: 12, altText: 'Front view' },
        { id: 10, altText: 'Back view' },
      ],
    });
  });

  it('reads unticked boxes as off', () => {
    const result = parse({ name: 'Tee', urlName: 'tee', price: '10' });
    expect(result.data).toMatchObject({ enabled: false, enableAddToCart: false, onSale: false });
  });

  it('requires a name, a url name and a price', () => {
    expect(errorsOf({})).toEqual({
      name: messages.required,
      urlName: messages.required,
      price: messages.required,
    });
  });

  it('refuses a price that is not an amount of the currency', () => {
    expect(errorsOf({ ...valid, price: '12.345' }).price).toBe(PRODUCT_ADMIN_MESSAGES.priceInvalid);
    expect(errorsOf({ ...valid, price: '-1' }).price).toBe(PRODUCT_ADMIN_MESSAGES.priceInvalid);
    expect(errorsOf({ ...valid, price: '1,000' }).price).toBe(PRODUCT_ADMIN_MESSAGES.priceInvalid);
    expect(errorsOf({ ...valid, price: '12.5' }, 'JPY').price).toBe(PRODUCT_ADMIN_MESSAGES.priceInvalid);
  });

  it('needs a sale price below the price when the product is on sale', () => {
    expect(errorsOf({ ...valid, onSale: 'on' }).salePrice).toBe(messages.required);
    expect(errorsOf({ ...valid, onSale: 'on', salePrice: '25' }).salePrice).toBe(
      PRODUCT_ADMIN_MESSAGES.salePriceNotLower,
    );
    expect(errorsOf({ ...valid, salePrice: 'cheap' }).salePrice).toBe(PRODUCT_ADMIN_MESSAGES.priceInvalid);
    // Off sale, a sale price may wait for the next sale.
    expect(parse({ ...valid, salePrice: '30' }).success).toBe(true);
  });

  it('accepts only the VAT rates checkout knows', () => {
    expect(errorsOf({ ...valid, vatRate: '17' }).vatRate).toBe(PRODUCT_ADMIN_MESSAGES.vatRateInvalid);
    expect(parse({ ...valid, vatRate: '0' }).data?.vatRate).toBe(0);
  });

  it('normalises the url name and refuses one with no letter or number', () => {
    expect(parse({ ...valid, urlName: '  Summit Sunrise Tée! ' }).data?.urlName).toBe('summit-sunrise-tee');
    expect(errorsOf({ ...valid, urlName: '!!!' }).urlName).toBe(PRODUCT_ADMIN_MESSAGES.urlNameEmpty);
  });

  it('limits the lengths shoppers and search engines see', () => {
    expect(errorsOf({ ...valid, name: 'x'.repeat(201) }).name).toBe(messages.maxLength(200));
    expect(errorsOf({ ...valid, metaTitle: 'x'.repeat(71) }).metaTitle).toBe(messages.maxLength(70));
    expect(errorsOf({ ...valid, metaDescription: 'x'.repeat(321) }).metaDescription).toBe(
      messages.maxLength(320),
    );
    expect(errorsOf({ ...valid, 'imageAlt.3': 'x'.repeat(251) })['imageAlt.3']).toBe(messages.maxLength(250));
    expect(errorsOf({ ...valid, tags: 'x'.repeat(61) }).tags).toBe(messages.maxLength(60));
  });

  it('needs the SEO image to be a web address or a path', () => {
    expect(errorsOf({ ...valid, metaImage: 'javascript:alert(1)' }).metaImage).toBe(messages.url);
    expect(parse({ ...valid, metaImage: '/media/tee.webp' }).success).toBe(true);
  });

  it('keeps images named only in the order and leaves their alt text alone', () => {
    expect(parse({ ...valid, imageOrder: '5,x,6' }).data?.images).toEqual([
      { id: 5, altText: null },
      { id: 6, altText: null },
    ]);
  });
});

describe('product editor helpers', () => {
  it('normalises url names like every product address', () => {
    expect(normaliseUrlName('Heather Grey Hoodie')).toBe('heather-grey-hoodie');
    expect(normaliseUrlName('Tee & Tote!')).toBe('tee-and-tote');
    expect(normaliseUrlName('x'.repeat(300))).toHaveLength(200);
  });

  it('reads prices in the currency of the store', () => {
    expect(parsePriceText('12', 'GBP')).toBe(1200);
    expect(parsePriceText('0.5', 'GBP')).toBe(50);
    expect(parsePriceText('1500', 'JPY')).toBe(1500);
    expect(parsePriceText('abc', 'GBP')).toBeNull();
    expect(parsePriceText('9999999', 'GBP')).toBeNull();
  });

  it('splits comma lists without repeats', () => {
    expect(commaList(' a, B ,b,, c ')).toEqual(['a', 'B', 'c']);
  });
});
