import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { money } from '../money';
import { socialMeta } from './meta';

describe('socialMeta', () => {
  it('describes a page for search engines, Open Graph and Twitter', () => {
    const meta: MetaDescriptor[] = socialMeta({
      title: 'About us',
      documentTitle: 'About us | Acme Tees',
      description: '<p>We print <em>organic</em> tees.</p>',
      url: 'https://acme.example.com/about/',
      image: '/media/acme/og.png',
      type: 'website',
      siteName: 'Acme Tees',
      robots: 'index, follow',
    });
    expect(meta).toEqual([
      { title: 'About us | Acme Tees' },
      { name: 'description', content: 'We print organic tees.' },
      { name: 'robots', content: 'index, follow' },
      { tagName: 'link', rel: 'canonical', href: 'https://acme.example.com/about/' },
      { property: 'og:site_name', content: 'Acme Tees' },
      { property: 'og:type', content: 'website' },
      { property: 'og:title', content: 'About us' },
      { property: 'og:description', content: 'We print organic tees.' },
      { property: 'og:url', content: 'https://acme.example.com/about/' },
      { property: 'og:image', content: 'https://acme.example.com/media/acme/og.png' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: 'About us' },
      { name: 'twitter:description', content: 'We print organic tees.' },
      { name: 'twitter:image', content: 'https://acme.example.com/media/acme/og.png' },
    ]);
  });

  it('adds the price of a product in its currency', () => {
    const meta = socialMeta({
      title: 'Ocean Tee',
      description: 'A tee.',
      url: 'https://acme.example.com/product/ocean-tee/',
      image: 'https://cdn.example.com/ocean.webp',
      type: 'product',
      siteName: 'Acme Tees',
      price: money(2500, 'GBP'),
    });
    expect(meta).toContainEqual({ property: 'og:type', content: 'product' });
    expect(meta).toContainEqual({ property: 'product:price:amount', content: '25.00' });
    expect(meta).toContainEqual({ property: 'product:price:currency', content: 'GBP' });
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://cdn.example.com/ocean.webp' });
    expect(meta[0]).toEqual({ title: 'Ocean Tee' });
  });

  it('writes JPY prices without decimals', () => {
    const meta = socialMeta({
      title: 'Tee',
      description: '',
      url: 'https://acme.example.com/product/tee/',
      type: 'product',
      siteName: 'Acme',
      price: money(1500, 'JPY'),
    });
    expect(meta).toContainEqual({ property: 'product:price:amount', content: '1500' });
  });

  it('leaves out empty descriptions and missing images, with a summary card', () => {
    expect(
      socialMeta({
        title: 'Basket',
        description: '  ',
        url: 'https://acme.example.com/basket/',
        image: null,
        type: 'website',
        siteName: 'Acme',
      }),
    ).toEqual([
      { title: 'Basket' },
      { tagName: 'link', rel: 'canonical', href: 'https://acme.example.com/basket/' },
      { property: 'og:site_name', content: 'Acme' },
      { property: 'og:type', content: 'website' },
      { property: 'og:title', content: 'Basket' },
      { property: 'og:url', content: 'https://acme.example.com/basket/' },
      { name: 'twitter:card', content: 'summary' },
      { name: 'twitter:title', content: 'Basket' },
    ]);
  });

  it('truncates long descriptions to 160 characters on a word boundary', () => {
    const description = `${'word '.repeat(40)}end`;
    const meta = socialMeta({
      title: 'Long',
      description,
      url: 'https://acme.example.com/long/',
      type: 'website',
      siteName: 'Acme',
    });
    const expected = `${'word '.repeat(31)}word…`;
    expect(expected.length).toBe(160);
    expect(meta).toContainEqual({ name: 'description', content: expected });
    expect(meta).toContainEqual({ property: 'og:description', content: expected });
    expect(meta).toContainEqual({ name: 'twitter:description', content: expected });
  });

  it('ignores a price on a page that is not a product', () => {
    const meta = socialMeta({
      title: 'Home',
      description: '',
      url: 'https://acme.example.com/',
      type: 'website',
      siteName: 'Acme',
      price: money(100, 'GBP'),
    });
    expect(meta.some((tag) => 'property' in tag && tag.property.startsWith('product:'))).toBe(false);
  });
});
