import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  hotp,
  otpauthUri,
  totp,
  totpForKey,
  verifyTotp,
} from './totp';

const SHA1_KEY = Buffer.from('12345678901234567890', 'ascii');
const SHA256_KEY = Buffer.from('12345678901234567890123456789012', 'ascii');
const SHA512_KEY = Buffer.from(`${'1234567890'.repeat(6)}1234`, 'ascii');

describe('base32 (RFC 4648 test vectors)', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('%j <-> %s', (plain, encoded) => {
    expect(base32Encode(Buffer.from(plain))).toBe(encoded);
    expect(base32Decode(encoded).toString()).toBe(plain);
    expect(base32Decode(`${encoded.toLowerCase()}===`).toString()).toBe(plain);
  });

  it('round-trips random bytes and refuses foreign characters', () => {
    for (let i = 0; i < 50; i += 1) {
      const bytes = Buffer.from(Array.from({ length: i }, (_, j) => (j * 37 + i) % 256));
      expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    }
    expect(() => base32Decode('MZ1W')).toThrow();
  });
});

describe('HOTP (RFC 4226 appendix D)', () => {
  it.each([
    [0, '755224'],
    [1, '287082'],
    [2, '359152'],
    [3, '969429'],
    [4, '338314'],
    [5, '254676'],
    [6, '287922'],
    [7, '162583'],
    [8, '399871'],
    [9, '520489'],
  ])('counter %i gives %s', (counter, code) => {
    expect(hotp(SHA1_KEY, counter)).toBe(code);
  });
});

describe('TOTP (RFC 6238 appendix B)', () => {
  it.each([
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ])('at %i s', (seconds, sha1, sha256, sha512) => {
    const at = seconds * 1000;
    expect(totpForKey(SHA1_KEY, at, { digits: 8 })).toBe(sha1);
    expect(totpForKey(SHA256_KEY, at, { digits: 8, algorithm: 'sha256' })).toBe(sha256);
    expect(totpForKey(SHA512_KEY, at, { digits: 8, algorithm: 'sha512' })).toBe(sha512);
    expect(totp(base32Encode(SHA1_KEY), at, { digits: 8 })).toBe(sha1);
  });
});

describe('verifyTotp', () => {
  const secret = base32Encode(SHA1_KEY);
  const now = 1_700_000_015_000;
  const step = Math.floor(now / 30_000);
  const codeAt = (offsetSteps: number) => totp(secret, now + offsetSteps * 30_000);

  it('accepts the current step and one either side, in the 123 456 format too', () => {
    expect(verifyTotp(secret, codeAt(0), now)).toBe(step);
    expect(verifyTotp(secret, codeAt(-1), now)).toBe(step - 1);
    expect(verifyTotp(secret, codeAt(1), now)).toBe(step + 1);
    const code = codeAt(0);
    expect(verifyTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(step);
  });

  it('refuses codes two steps away, malformed codes and replays', () => {
    const near = new Set([codeAt(-1), codeAt(0), codeAt(1)]);
    if (!near.has(codeAt(-2))) expect(verifyTotp(secret, codeAt(-2), now)).toBeNull();
    if (!near.has(codeAt(2))) expect(verifyTotp(secret, codeAt(2), now)).toBeNull();
    expect(verifyTotp(secret, '12345', now)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', now)).toBeNull();
    expect(verifyTotp(secret, codeAt(0), now, step)).toBeNull();
    expect(verifyTotp(secret, codeAt(1), now, step)).toBe(step + 1);
  });

  it('makes 160-bit secrets and otpauth URIs', () => {
    const fresh = generateTotpSecret();
    expect(fresh).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(fresh)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(fresh);
    expect(otpauthUri('JBSWY3DPEHPK3PXP', 'a@b.co', 'North Shop')).toBe(
      'otpauth://totp/North%20Shop:a%40b.co?secret=JBSWY3DPEHPK3PXP&issuer=North+Shop&algorithm=SHA1&digits=6&period=30',
    );
  });
});
