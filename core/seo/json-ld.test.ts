import fc from 'fast-check';
import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  breadcrumbJsonLd,
  faqJsonLd,
  itemListJsonLd,
  jsonLdScript,
  organizationJsonLd,
  type ProductJsonLdInput,
  productJsonLd,
} from './json-ld';

const tee: ProductJsonLdInput = {
  name: 'Ocean Tee',
  description: '<p>Organic <b>cotton</b> &amp; printed to order.</p>',
  images: [
    'https://acme.example.com/media/ocean-white.webp',
    'https://acme.example.com/media/ocean-navy.webp',
  ],
  sku: 'OCEAN-1',
  brand: 'Acme Tees',
  url: 'https://acme.example.com/product/ocean-tee/',
  price: 2500,
  currency: 'GBP',
  availability: 'InStock',
  colours: ['White', 'Navy'],
};

describe('productJsonLd', () => {
  it('describes a product with one Offer', () => {
    expect(productJsonLd(tee)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Ocean Tee',
      sku: 'OCEAN-1',
      url: 'https://acme.example.com/product/ocean-tee/',
      brand: { '@type': 'Brand', name: 'Acme Tees' },
      description: 'Organic cotton & printed to order.',
      image: [
        'https://acme.example.com/media/ocean-white.webp',
        'https://acme.example.com/media/ocean-navy.webp',
      ],
      color: ['White', 'Navy'],
      offers: {
        '@type': 'Offer',
        url: 'https://acme.example.com/product/ocean-tee/',
        priceCurrency: 'GBP',
        price: '25.00',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
  });

  it('offers the sale price with the regular price struck through', () => {
    const data = productJsonLd({ ...tee, salePrice: 1999, colours: ['White'] });
    expect(data.color).toBe('White');
    expect(data.offers).toEqual({
      '@type': 'Offer',
      url: 'https://acme.example.com/product/ocean-tee/',
      priceCurrency: 'GBP',
      price: '19.99',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/StrikethroughPrice',
        price: '25.00',
        priceCurrency: 'GBP',
      },
    });
  });

  it('ignores a sale price that is not lower', () => {
    expect(productJsonLd({ ...tee, salePrice: 3000 }).offers).toMatchObject({ price: '25.00' });
    expect(productJsonLd({ ...tee, salePrice: 3000 }).offers).not.toHaveProperty('priceSpecification');
  });

  it('aggregates variants that are priced differently', () => {
    const data = productJsonLd({
      ...tee,
      currency: 'JPY',
      price: 3000,
      availability: 'OutOfStock',
      variants: [
        { sku: 'OCEAN-1-S', price: 3000, availability: 'OutOfStock' },
        { sku: 'OCEAN-1-M', price: 3000, salePrice: 2500, availability: 'InStock' },
        { sku: 'OCEAN-1-XXL', price: 3500, availability: 'OutOfStock' },
      ],
    });
    expect(data.offers).toEqual({
      '@type': 'AggregateOffer',
      url: 'https://acme.example.com/product/ocean-tee/',
      priceCurrency: 'JPY',
      lowPrice: '2500',
      highPrice: '3500',
      offerCount: 3,
      availability: 'https://schema.org/InStock',
    });
  });

  it('keeps one Offer when every variant costs the same', () => {
    const data = productJsonLd({
      ...tee,
      variants: [
        { sku: 'A', price: 2500 },
        { sku: 'B', price: 2500 },
      ],
    });
    expect(data.offers).toMatchObject({ '@type': 'Offer', price: '25.00' });
  });

  it('leaves out empty descriptions, images and colours', () => {
    const data = productJsonLd({ ...tee, description: '<p></p>', images: [], colours: [] });
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('color');
  });

  it('refuses a price that is not whole minor units', () => {
    expect(() => productJsonLd({ ...tee, price: 25.5 })).toThrow(RangeError);
  });
});

describe('itemListJsonLd', () => {
  it('lists items in order, positions from 1 unless given', () => {
    expect(
      itemListJsonLd([
        { url: 'https://a.example/product/one/', name: 'One', image: 'https://a.example/1.webp' },
        { url: 'https://a.example/product/two/', name: 'Two', image: null },
        { url: 'https://a.example/product/ten/', name: 'Ten', position: 10 },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 3,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          url: 'https://a.example/product/one/',
          name: 'One',
          image: 'https://a.example/1.webp',
        },
        { '@type': 'ListItem', position: 2, url: 'https://a.example/product/two/', name: 'Two' },
        { '@type': 'ListItem', position: 10, url: 'https://a.example/product/ten/', name: 'Ten' },
      ],
    });
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: 'https://a.example/' },
        { name: 'Tees', url: 'https://a.example/collection/tees/' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://a.example/' },
        { '@type': 'ListItem', position: 2, name: 'Tees', item: 'https://a.example/collection/tees/' },
      ],
    });
  });
});

describe('faqJsonLd', () => {
  it('turns expandable blocks into questions with text answers', () => {
    expect(
      faqJsonLd([
        { question: 'How long does delivery take?', answer: '<p>3&ndash;5 days.<br>Tracked.</p>' },
        { question: 'Empty?', answer: '<p> </p>' },
        { question: '', answer: 'No question' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'How long does delivery take?',
          acceptedAnswer: { '@type': 'Answer', text: '3–5 days. Tracked.' },
        },
      ],
    });
  });
});

describe('organizationJsonLd', () => {
  it('names the store, with its logo when it has one', () => {
    expect(
      organizationJsonLd({ name: 'Acme', url: 'https://a.example/', logo: 'https://a.example/logo.png' }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Acme',
      url: 'https://a.example/',
      logo: 'https://a.example/logo.png',
    });
    expect(organizationJsonLd({ name: 'Acme', url: 'https://a.example/', logo: null })).not.toHaveProperty(
      'logo',
    );
  });

  it('fits a React Router script:ld+json meta descriptor', () => {
    const meta: MetaDescriptor = {
      'script:ld+json': organizationJsonLd({ name: 'A', url: 'https://a.example/' }),
    };
    expect(meta).toBeDefined();
  });
});

describe('jsonLdScript', () => {
  it('escapes characters that could end the script or change its meaning', () => {
    expect(jsonLdScript({ name: '</script><script>alert(1)</script>', note: 'a & b \u2028\u2029' })).toBe(
      '{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e","note":"a \\u0026 b \\u2028\\u2029"}',
    );
  });

  it('writes null for nothing at all', () => {
    expect(jsonLdScript(undefined)).toBe('null');
  });

  const hostile = fc.oneof(
    fc.string(),
    fc.constantFrom(
      '</script>',
      '</SCRIPT >',
      '<!--',
      '-->',
      '<script>',
      '&lt;',
      '\u2028',
      '\u2029',
      '</ScRiPt',
    ),
  );
  const value = fc.letrec((tie) => ({
    json: fc.oneof(
      { depthSize: 'small' },
      hostile,
      fc.jsonValue({ maxDepth: 2 }),
      fc.array(tie('json'), { maxLength: 4 }),
      fc.dictionary(hostile, tie('json'), { maxKeys: 4 }),
    ),
  })).json;

  it('never contains </script in any case and reads back as the same JSON', () => {
    fc.assert(
      fc.property(value, (data) => {
        const script = jsonLdScript(data);
        expect(script.toLowerCase()).not.toContain('</script');
        expect(script).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(script)).toEqual(JSON.parse(JSON.stringify(data)));
      }),
      { numRuns: 500 },
    );
  });
});
