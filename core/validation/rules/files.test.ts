import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileExtensions } from './files';

const images = ['png', 'jpg'] as const;

describe('file_extensions', () => {
  it('message lists the formats', () => {
    expect(fileExtensions.name).toBe('file_extensions');
    expect(fileExtensions.message(images)).toBe('Must upload the following formats: png, jpg');
  });

  it.each([
    'logo.png',
    'photo.JPG',
    'my.photo.jpg',
    'ünïcödé.png',
    { name: 'upload.png' },
    [{ name: 'a.png' }, 'b.jpg'],
  ])('accepts %j', (value) => {
    expect(fileExtensions.test(value, images)).toBe(true);
  });

  it.each([
    'logo.gif',
    'png',
    'logo',
    'logo.png.exe',
    'logo.',
    'logo.pngx',
    { name: 'a.svg' },
    { size: 3 },
    42,
    ['a.png', 'b.gif'],
  ])('rejects %j', (value) => {
    expect(fileExtensions.test(value, images)).toBe(false);
  });

  it('accepts extensions listed with a leading dot or in upper case', () => {
    expect(fileExtensions.test('a.png', ['.PNG'])).toBe(true);
    expect(fileExtensions.test('a.svg', ['.PNG'])).toBe(false);
  });

  it('treats no file as valid', () => {
    expect(fileExtensions.test(undefined, images)).toBe(true);
    expect(fileExtensions.test('', images)).toBe(true);
    expect(fileExtensions.test([], images)).toBe(true);
  });

  it('any base name with an allowed extension passes, with another extension fails', () => {
    const base = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(base, fc.constantFrom(...images), (name, extension) => {
        expect(fileExtensions.test(`${name}.${extension}`, images)).toBe(true);
        expect(fileExtensions.test(`${name}.${extension}.txt`, images)).toBe(false);
      }),
    );
  });
});
