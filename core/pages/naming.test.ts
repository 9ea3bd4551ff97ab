import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisePageUrl, pageName } from './naming';

describe('normalisePageUrl', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['about', '/about/'],
    ['/About/Us', '/about/us/'],
    ['//about///us//', '/about/us/'],
    ['/about/?x=1#top', '/about/'],
    ['/a/../b/./c', '/a/b/c/'],
  ])('%s becomes %s', (input, expected) => {
    expect(normalisePageUrl(input)).toBe(expected);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(
        fc.string(),
        (input) => normalisePageUrl(normalisePageUrl(input)) === normalisePageUrl(input),
      ),
    );
  });
});

describe('pageName', () => {
  it('names the root home', () => {
    expect(pageName('/')).toBe('home');
  });
  it('turns slashes into dots', () => {
    expect(pageName('/help/returns/')).toBe('help.returns');
    expect(pageName('about')).toBe('about');
  });
});
