import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canStore, maxStoredValueLength, STORAGE_LIMITS, storageWriteError } from './storage';

describe('STORAGE_LIMITS', () => {
  it('matches the spec', () => {
    expect(STORAGE_LIMITS).toEqual({ key: 256, value: 16384, cookieValue: 3584 });
    expect(Object.isFrozen(STORAGE_LIMITS)).toBe(true);
  });

  it('gives the value limit for each kind', () => {
    expect(maxStoredValueLength('local')).toBe(16384);
    expect(maxStoredValueLength('cookie')).toBe(3584);
  });
});

describe('canStore', () => {
  it('allows keys up to 256 characters and refuses longer ones', () => {
    expect(canStore('k'.repeat(256), 'v')).toBe(true);
    expect(canStore('k'.repeat(257), 'v')).toBe(false);
    expect(canStore('k'.repeat(257), 'v', 'cookie')).toBe(false);
  });

  it('allows local values up to 16384 characters', () => {
    expect(canStore('k', 'v'.repeat(16384), 'local')).toBe(true);
    expect(canStore('k', 'v'.repeat(16385), 'local')).toBe(false);
  });

  it('defaults to local storage', () => {
    expect(canStore('k', 'v'.repeat(16384))).toBe(true);
    expect(canStore('k', 'v'.repeat(16385))).toBe(false);
  });

  it('allows cookie values up to 3584 characters', () => {
    expect(canStore('k', 'v'.repeat(3584), 'cookie')).toBe(true);
    expect(canStore('k', 'v'.repeat(3585), 'cookie')).toBe(false);
  });

  it('counts UTF-16 code units, so astral characters count twice', () => {
    expect(canStore('k', '😀'.repeat(1792), 'cookie')).toBe(true);
    expect(canStore('k', '😀'.repeat(1793), 'cookie')).toBe(false);
  });

  it('allows empty keys and values', () => {
    expect(canStore('', '')).toBe(true);
  });

  it('agrees with the limits for any lengths', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 20000 }),
        fc.constantFrom('local' as const, 'cookie' as const),
        (keyLength, valueLength, kind) => {
          const limit = kind === 'cookie' ? 3584 : 16384;
          expect(canStore('k'.repeat(keyLength), 'v'.repeat(valueLength), kind)).toBe(
            keyLength <= 256 && valueLength <= limit,
          );
        },
      ),
    );
  });
});

describe('storageWriteError', () => {
  it('is undefined for an allowed write', () => {
    expect(storageWriteError('cart', '{"items":[]}')).toBeUndefined();
  });

  it('names the key limit first', () => {
    expect(storageWriteError('k'.repeat(300), 'v'.repeat(20000))).toBe(
      'Storage key must contain no more than 256 characters',
    );
  });

  it('names the value limit for the kind', () => {
    expect(storageWriteError('k', 'v'.repeat(16385))).toBe(
      'Stored value must contain no more than 16384 characters',
    );
    expect(storageWriteError('k', 'v'.repeat(3585), 'cookie')).toBe(
      'Stored value must contain no more than 3584 characters',
    );
  });
});
