import { describe, expect, it } from 'vitest';
import { CENTRE, imageParts, imageValue, previewOf } from './image-value';

describe('image values', () => {
  it('keeps a centred image as its /media/ path', () => {
    expect(imageValue('/media/library/7/abc.png', CENTRE)).toBe('/media/library/7/abc.png');
    expect(imageParts('/media/library/7/abc.png')).toEqual({
      source: '/media/library/7/abc.png',
      focus: CENTRE,
    });
  });

  it('keeps a focal point in the image endpoint address and reads it back', () => {
    const value = imageValue('/media/library/7/abc.png', { x: 0.25, y: 0.8 });
    expect(value).toBe('/images/library/7/abc.png?fx=0.25&fy=0.8');
    expect(imageParts(value)).toEqual({ source: '/media/library/7/abc.png', focus: { x: 0.25, y: 0.8 } });
  });

  it('leaves other addresses alone', () => {
    expect(imageValue('https://cdn.example.com/a.jpg', { x: 0.1, y: 0.1 })).toBe(
      'https://cdn.example.com/a.jpg',
    );
    expect(imageParts('https://cdn.example.com/a.jpg').source).toBe('https://cdn.example.com/a.jpg');
    expect(previewOf('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(previewOf('/media/library/7/abc.png')).toBe('/images/library/7/abc.png?w=320');
  });
});
