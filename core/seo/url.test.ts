import { describe, expect, it } from 'vitest';
import { canonicalUrl } from './url';

describe('canonicalUrl', () => {
  it.each([
    ['https://Shop.Example.com', '/about/', 'https://shop.example.com/about/'],
    ['https://shop.example.com/', '/about', 'https://shop.example.com/about'],
    [
      'https://shop.example.com:443',
      '/collection/tees/?page=2#grid',
      'https://shop.example.com/collection/tees/',
    ],
    ['http://demo.localhost:3000', '//product//tee///', 'http://demo.localhost:3000/product/tee/'],
    ['http://demo.localhost:3000/ignored/path?x=1', 'about/', 'http://demo.localhost:3000/about/'],
    ['https://shop.example.com', '', 'https://shop.example.com/'],
    ['https://shop.example.com', '?utm_source=x', 'https://shop.example.com/'],
    ['https://shop.example.com', '/a\\\\b/', 'https://shop.example.com/a/b/'],
    ['https://shop.example.com', '/a/./b/../c/', 'https://shop.example.com/a/c/'],
    ['https://shop.example.com', '/Mixed Case/é/', 'https://shop.example.com/Mixed%20Case/%C3%A9/'],
    ['https://shop.example.com', '//evil.example/x', 'https://shop.example.com/evil.example/x'],
  ])('%s + %s -> %s', (origin, path, expected) => {
    expect(canonicalUrl(origin, path)).toBe(expected);
  });

  it('refuses an origin that is not http(s)', () => {
    expect(() => canonicalUrl('javascript:alert(1)', '/')).toThrow();
    expect(() => canonicalUrl('not a url', '/')).toThrow();
  });
});
