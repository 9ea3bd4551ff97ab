import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSameSiteRedirect } from './redirect';

describe('isSameSiteRedirect', () => {
  it.each([
    '/',
    '/basket/',
    '/account/orders?page=2',
    '/product/tee/black#reviews',
    '/search?q=red%20shirt',
    '/search?q=100%25',
    '/a/./b/../c',
    '/%E2%9C%93',
    '/@user',
    '/100%',
  ])('accepts %j', (target) => {
    expect(isSameSiteRedirect(target)).toBe(true);
  });

  it.each([
    '',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    'javascript:alert(1)',
    '/javascript:alert(1)',
    'https://a@evil.example',
    'https://shop.example/',
    'http:/evil.example',
    'evil.example',
    'basket/',
    '?next=/',
    '#top',
    ' /basket/',
    '/basket/ ',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\u0000',
    '/\u200b/evil.example',
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example',
    '/%2F/evil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%09/evil.example',
    '/%00',
    '/%252F%252Fevil.example',
    '/%25252F%25252Fevil.example',
    '/%2525252525252F',
    '/%2F%2Fevil.example%',
    '/a?next=javascript:alert(1)',
    '/a%3Ab',
    '/a?x=%5C',
  ])('refuses %j', (target) => {
    expect(isSameSiteRedirect(target)).toBe(false);
  });

  it('refuses non-strings and over-long targets', () => {
    expect(isSameSiteRedirect(undefined as unknown as string)).toBe(false);
    expect(isSameSiteRedirect(['/'] as unknown as string)).toBe(false);
    expect(isSameSiteRedirect(`/${'a'.repeat(2047)}`)).toBe(true);
    expect(isSameSiteRedirect(`/${'a'.repeat(2048)}`)).toBe(false);
  });

  it('refuses anything starting with //', () => {
    fc.assert(
      fc.property(fc.string(), (rest) => {
        expect(isSameSiteRedirect(`//${rest}`)).toBe(false);
      }),
    );
  });

  it('refuses anything containing a backslash', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        expect(isSameSiteRedirect(`/${before}\\${after}`)).toBe(false);
        expect(isSameSiteRedirect(`${before}\\${after}`)).toBe(false);
      }),
    );
  });

  it('refuses anything not starting with /', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => !s.startsWith('/')),
        (target) => {
          expect(isSameSiteRedirect(target)).toBe(false);
        },
      ),
    );
  });

  it('only accepts targets that resolve to the same origin', () => {
    const base = 'https://shop.example';
    fc.assert(
      fc.property(fc.string(), (target) => {
        if (isSameSiteRedirect(target)) {
          expect(new URL(target, base).origin).toBe(base);
          let decoded = target;
          try {
            decoded = decodeURIComponent(target);
          } catch {
            // a stray '%' stays literal
          }
          expect(new URL(decoded, base).origin).toBe(base);
        }
      }),
    );
  });

  it('accepts ordinary paths', () => {
    const segment = fc.string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-_'),
      minLength: 1,
      maxLength: 10,
    });
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 6 }), fc.boolean(), (segments, slash) => {
        const path = `/${segments.join('/')}${slash && segments.length > 0 ? '/' : ''}`;
        expect(isSameSiteRedirect(path)).toBe(true);
      }),
    );
  });
});
