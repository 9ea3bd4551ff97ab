import { describe, expect, it } from 'vitest';
import { imageUrl, isSvgSource, isTransformableSource } from './url';

describe('imageUrl', () => {
  it('maps a media path to the image endpoint with defaults omitted', () => {
    expect(imageUrl('/media/products/demo/x.webp')).toBe('/images/products/demo/x.webp');
    expect(imageUrl('/media/products/demo/x.webp', { width: 480 })).toBe(
      '/images/products/demo/x.webp?w=480',
    );
    expect(
      imageUrl('/media/products/demo/x.webp', { zoom: 1, focusX: 0.5, focusY: 0.5, format: 'webp' }),
    ).toBe('/images/products/demo/x.webp');
  });

  it('writes every parameter in a fixed order', () => {
    expect(
      imageUrl('/media/collections/demo/y.webp', {
        format: 'jpeg',
        focusY: 0.25,
        focusX: 0,
        zoom: 1.5,
        height: 768,
        width: 1920,
      }),
    ).toBe('/images/collections/demo/y.webp?w=1920&h=768&z=1.5&fx=0&fy=0.25&f=jpeg');
  });

  it('normalises values as the server does', () => {
    expect(imageUrl('/media/a.png', { width: 480.6, height: 5000, zoom: 7, focusX: 2 })).toBe(
      '/images/a.png?w=231&h=2400&z=2&fx=1',
    );
  });

  it('encodes path segments once', () => {
    expect(imageUrl('/media/products/demo/a b.webp')).toBe('/images/products/demo/a%20b.webp');
    expect(imageUrl('/media/products/demo/a%20b.webp')).toBe('/images/products/demo/a%20b.webp');
  });

  it.each([
    'https://cdn.example.com/x.webp',
    '//cdn.example.com/media/x.webp',
    'data:image/png;base64,AAAA',
    '/media/logos/demo.svg',
    '/media/logos/demo.SVG',
    '/media/../secret.png',
    '/media/a//b.png',
    '/media/x.webp?v=2',
    '/public/x.webp',
    '',
  ])('leaves %j unchanged', (src) => {
    expect(imageUrl(src, { width: 480 })).toBe(src);
  });
});

describe('source kinds', () => {
  it('recognises SVG paths', () => {
    expect(isSvgSource('/media/logos/demo.svg')).toBe(true);
    expect(isSvgSource('https://x.test/a.svg?x=1')).toBe(true);
    expect(isSvgSource('/media/a.webp')).toBe(false);
  });

  it('transforms only raster media paths', () => {
    expect(isTransformableSource('/media/products/demo/x.webp')).toBe(true);
    expect(isTransformableSource('/media/logos/demo.svg')).toBe(false);
    expect(isTransformableSource('/media/a\\b.png')).toBe(false);
    expect(isTransformableSource('/media/./a.png')).toBe(false);
  });
});
