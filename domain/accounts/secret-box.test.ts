import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { open, resolveEncryptionKey, seal, twoFactorSecretContext } from './secret-box';

describe('secret box (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('round-trips a secret', () => {
    const sealed = seal('JBSWY3DPEHPK3PXP', 'customer:1:two-factor', key);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(open(sealed, 'customer:1:two-factor', key)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('uses a fresh IV each time', () => {
    expect(seal('same', 'ad', key)).not.toBe(seal('same', 'ad', key));
  });

  it('refuses another key, other associated data, and any alteration', () => {
    const sealed = seal('JBSWY3DPEHPK3PXP', twoFactorSecretContext(1), key);
    expect(open(sealed, twoFactorSecretContext(1), randomBytes(32))).toBeNull();
    expect(open(sealed, twoFactorSecretContext(2), key)).toBeNull();
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    for (const index of [0, 13, bytes.length - 1]) {
      const altered = Buffer.from(bytes);
      altered[index] = (altered[index] ?? 0) ^ 1;
      expect(open(`v1.${altered.toString('base64url')}`, twoFactorSecretContext(1), key)).toBeNull();
    }
    expect(open('v2.abc', twoFactorSecretContext(1), key)).toBeNull();
    expect(open('v1.', twoFactorSecretContext(1), key)).toBeNull();
    expect(open('plain-secret', twoFactorSecretContext(1), key)).toBeNull();
  });

  it('derives the key from APP_SECRET, refusing short secrets', () => {
    const secret = 'x'.repeat(40);
    const first = resolveEncryptionKey({ APP_SECRET: secret });
    expect(first.warning).toBeNull();
    expect(first.key).toHaveLength(32);
    expect(resolveEncryptionKey({ APP_SECRET: secret, DATA_DIR: '/elsewhere' }).key).toEqual(first.key);
    expect(resolveEncryptionKey({ APP_SECRET: 'y'.repeat(40) }).key).not.toEqual(first.key);
    expect(() => resolveEncryptionKey({ APP_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('falls back to a stable key from the DATA_DIR path, with a warning', () => {
    const a = resolveEncryptionKey({ DATA_DIR: './data' });
    expect(a.warning).toContain('APP_SECRET is not set');
    expect(a.warning).toContain(path.resolve('./data'));
    expect(resolveEncryptionKey({ DATA_DIR: path.resolve('./data') }).key).toEqual(a.key);
    expect(resolveEncryptionKey({}).key).toEqual(a.key);
    expect(resolveEncryptionKey({ DATA_DIR: '/srv/other' }).key).not.toEqual(a.key);
    expect(resolveEncryptionKey({ APP_SECRET: 'z'.repeat(40) }).key).not.toEqual(a.key);
  });
});

describe('the encryption key in production', () => {
  it('is never derived from DATA_DIR: production without APP_SECRET is refused', () => {
    expect(() => resolveEncryptionKey({ NODE_ENV: 'production', DATA_DIR: '/srv/data' })).toThrow(
      'APP_SECRET is required in production',
    );
    expect(resolveEncryptionKey({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40) }).warning).toBeNull();
  });
});
