import { describe, expect, it } from 'vitest';
import { randomToken } from './cookies';

describe('randomToken', () => {
  it('gives URL-safe tokens of the asked length, never the same twice across many pool refills', () => {
    const seen = new Set<string>();
    for (let index = 0; index < 2_000; index++) {
      const token = randomToken(index % 2 === 0 ? 32 : 16);
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(index % 2 === 0 ? 32 : 16);
      expect(seen.has(token)).toBe(false);
      seen.add(token);
    }
  });

  it('gives a token larger than the pool', () => {
    expect(Buffer.from(randomToken(5_000), 'base64url')).toHaveLength(5_000);
  });
});
