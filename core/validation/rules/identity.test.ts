import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { domain, email, password, recoveryCode, required, twoFactorCode, url } from './identity';

const WHITESPACE = [' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000'];
const alphanumeric = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
const digit = fc.constantFrom(...'0123456789');
const digits = (n: number) => fc.string({ unit: digit, minLength: n, maxLength: n });

describe('required', () => {
  it('has the spec message', () => {
    expect(required.name).toBe('required');
    expect(required.message()).toBe('This field is required');
  });

  it.each([undefined, null, '', ' ', '   ', '\t\n', '\u00a0', '\u3000', [], false])('fails %j', (value) => {
    expect(required.test(value)).toBe(false);
  });

  it.each(['a', ' a ', '0', 0, true, ['x'], { a: 1 }, '😀', 'é'])('passes %j', (value) => {
    expect(required.test(value)).toBe(true);
  });

  it('any string with a non-whitespace character passes; whitespace alone fails', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...WHITESPACE) }),
        fc.string({ unit: 'grapheme-ascii' }),
        (space, text) => {
          expect(required.test(space)).toBe(false);
          expect(required.test(`${space}x${text}`)).toBe(true);
        },
      ),
    );
  });
});

describe('email', () => {
  it('has the spec message', () => {
    expect(email.message()).toBe('Please enter a valid email address');
  });

  it.each([
    'a@b.co',
    'jane.doe@example.com',
    'Jane.Doe+shop@Example.CO.UK',
    "o'brien@example.ie",
    'user_name-1@sub.domain-name.org',
    'josé@example.com',
    'x@xn--bcher-kva.de',
    `${'a'.repeat(64)}@example.com`,
  ])('accepts %s', (value) => {
    expect(email.test(value)).toBe(true);
  });

  it.each([
    'plainaddress',
    '@example.com',
    'a@',
    'a@b',
    'a@b.c',
    'a@@b.com',
    'a b@example.com',
    ' a@example.com',
    'a@example.com ',
    '.a@example.com',
    'a.@example.com',
    'a..b@example.com',
    'a@-example.com',
    'a@example-.com',
    'a@example..com',
    'a@exa mple.com',
    'a@bücher.de',
    'a@example.c0m',
    '"a"@example.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(50)}.${'c'.repeat(50)}.${'d'.repeat(50)}.${'e'.repeat(50)}.${'f'.repeat(50)}.com`,
    12,
  ])('rejects %j', (value) => {
    expect(email.test(value)).toBe(false);
  });

  it('accepts up to 254 characters in all', () => {
    const domain = `${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.com`;
    expect(email.test(`${'a'.repeat(254 - 1 - domain.length)}@${domain}`)).toBe(true);
    expect(email.test(`${'a'.repeat(255 - 1 - domain.length)}@${domain}`)).toBe(false);
  });

  it('allows empty values (optional unless required)', () => {
    expect(email.test('')).toBe(true);
    expect(email.test(undefined)).toBe(true);
    expect(email.test(null)).toBe(true);
  });

  it('accepts generated local@label.tld addresses', () => {
    const word = fc.string({ unit: alphanumeric, minLength: 1, maxLength: 20 });
    const tld = fc.string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'),
      minLength: 2,
      maxLength: 6,
    });
    fc.assert(
      fc.property(word, word, tld, (local, label, top) => {
        expect(email.test(`${local}@${label}.${top}`)).toBe(true);
        expect(email.test(`${local}${label}.${top}`)).toBe(false);
      }),
    );
  });
});

describe('url', () => {
  it('has the spec message', () => {
    expect(url.message()).toBe('Please enter a valid url');
  });

  it.each([
    'example.com',
    'www.example.com',
    'http://example.com',
    'https://shop.example.co.uk/path/to?query=1&b=2#frag',
    'HTTPS://EXAMPLE.COM',
    'https://example.com:8080',
    'https://example.com/',
    'https://xn--bcher-kva.de/é',
  ])('accepts %s', (value) => {
    expect(url.test(value)).toBe(true);
  });

  it.each([
    'example',
    'http://',
    'ftp://example.com',
    'javascript:alert(1)',
    '//example.com',
    'https://exa mple.com',
    'https://example.com/a b',
    ' https://example.com',
    'https://example.com ',
    'https://-example.com',
    'https://example.com:123456',
    'https://localhost',
    'https://127.0.0.1',
  ])('rejects %s', (value) => {
    expect(url.test(value)).toBe(false);
  });

  it('allows empty values', () => {
    expect(url.test('')).toBe(true);
  });
});

describe('domain', () => {
  it('has the spec message', () => {
    expect(domain.message()).toBe('Please enter a valid domain');
  });

  it.each([
    'example.com',
    'shop.example.co.uk',
    'MY-SHOP.example.com',
    'a.io',
    'xn--bcher-kva.de',
    'shop.xn--p1ai',
  ])('accepts %s', (value) => {
    expect(domain.test(value)).toBe(true);
  });

  it.each([
    'example',
    'https://example.com',
    'example.com/',
    'example.com:80',
    '-example.com',
    'example-.com',
    'exa_mple.com',
    'example..com',
    '.example.com',
    'example.com.',
    'bücher.de',
    'example.c',
    ' example.com',
    `${'a'.repeat(64)}.com`,
    `${'a.'.repeat(126)}com`,
  ])('rejects %s', (value) => {
    expect(domain.test(value)).toBe(false);
  });

  it('accepts a 63-character label but not 64', () => {
    expect(domain.test(`${'a'.repeat(63)}.com`)).toBe(true);
    expect(domain.test(`${'a'.repeat(64)}.com`)).toBe(false);
  });
});

describe('password', () => {
  it('has the spec message', () => {
    expect(password.message()).toBe('Password cannot start or end with spaces');
  });

  it.each(['secret', 'has inner spaces', 'x', 'pässwörd😀', 'a b'])('accepts %j', (value) => {
    expect(password.test(value)).toBe(true);
  });

  it.each([' secret', 'secret ', ' ', '\tsecret', 'secret\n', '\u00a0secret', 'secret\u3000'])(
    'rejects %j',
    (value) => {
      expect(password.test(value)).toBe(false);
    },
  );

  it('any string with leading or trailing whitespace fails', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.constantFrom(...WHITESPACE), (text, space) => {
        expect(password.test(`${space}${text}`)).toBe(false);
        expect(password.test(`${text}${space}`)).toBe(false);
      }),
    );
  });

  it('any string framed by non-space characters passes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(password.test(`a${text}z`)).toBe(true);
      }),
    );
  });
});

describe('two_factor_code', () => {
  it('has the spec message', () => {
    expect(twoFactorCode.message()).toBe('Invalid authentication code');
  });

  it.each(['123456', '123 456', '000000', 123456])('accepts %j', (value) => {
    expect(twoFactorCode.test(value)).toBe(true);
  });

  it.each([
    '12345',
    '1234567',
    '123  456',
    '123-456',
    ' 123456',
    '123456 ',
    '12a456',
    '١٢٣٤٥٦',
    '12 3456',
    12345,
  ])('rejects %j', (value) => {
    expect(twoFactorCode.test(value)).toBe(false);
  });

  it('any 3 digits, optional space, 3 digits passes', () => {
    fc.assert(
      fc.property(digits(3), fc.boolean(), digits(3), (a, space, b) => {
        expect(twoFactorCode.test(`${a}${space ? ' ' : ''}${b}`)).toBe(true);
      }),
    );
  });

  it('any digit count other than six fails', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }).filter((n) => n !== 6),
        (n) => {
          expect(twoFactorCode.test('7'.repeat(n))).toBe(false);
        },
      ),
    );
  });
});

describe('recovery_code', () => {
  it('has the spec message', () => {
    expect(recoveryCode.message()).toBe('Invalid recovery code');
  });

  it.each(['abcd1234-EFGH5678', '00000000-zzzzzzzz'])('accepts %s', (value) => {
    expect(recoveryCode.test(value)).toBe(true);
  });

  it.each([
    'abcd1234EFGH5678',
    'abcd123-EFGH5678',
    'abcd1234-EFGH567',
    'abcd1234-EFGH56789',
    'abcd1234_EFGH5678',
    'abcd 1234-EFGH5678',
    'abcd1234-EFGH567é',
    ' abcd1234-EFGH5678',
  ])('rejects %s', (value) => {
    expect(recoveryCode.test(value)).toBe(false);
  });

  it('any 8 alphanumerics, hyphen, 8 alphanumerics passes; without the hyphen fails', () => {
    const eight = fc.string({ unit: alphanumeric, minLength: 8, maxLength: 8 });
    fc.assert(
      fc.property(eight, eight, (a, b) => {
        expect(recoveryCode.test(`${a}-${b}`)).toBe(true);
        expect(recoveryCode.test(`${a}${b}`)).toBe(false);
      }),
    );
  });
});
