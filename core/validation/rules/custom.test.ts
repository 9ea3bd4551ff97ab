import { describe, expect, it } from 'vitest';
import { regex } from './custom';

describe('regex', () => {
  const slug = { pattern: /^[a-z0-9-]+$/, message: 'Use a-z, 0-9 and hyphens' };

  it('uses the message it is given', () => {
    expect(regex.name).toBe('regex');
    expect(regex.message(slug)).toBe('Use a-z, 0-9 and hyphens');
  });

  it('passes matches and fails non-matches', () => {
    expect(regex.test('my-shop', slug)).toBe(true);
    expect(regex.test('My Shop', slug)).toBe(false);
    expect(regex.test({}, slug)).toBe(false);
  });

  it('treats empty values as valid', () => {
    expect(regex.test('', slug)).toBe(true);
    expect(regex.test(null, slug)).toBe(true);
  });

  it('accepts a pattern given as a string', () => {
    const hex = { pattern: '^#[0-9a-f]{6}$', message: 'Hex colour' };
    expect(regex.test('#86b302', hex)).toBe(true);
    expect(regex.test('86b302', hex)).toBe(false);
  });

  it('gives the same answer every time for global and sticky patterns', () => {
    const global = { pattern: /abc/g, message: 'abc' };
    const sticky = { pattern: /abc/y, message: 'abc' };
    for (let i = 0; i < 3; i++) {
      expect(regex.test('xabc', global)).toBe(true);
      expect(regex.test('abc', sticky)).toBe(true);
    }
    expect(global.pattern.lastIndex).toBe(0);
  });
});
