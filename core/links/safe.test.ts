import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLOWED_SCHEMES, isSafeLink } from './safe';

describe('isSafeLink: allowed', () => {
  it.each([
    'https://example.com/a?b=c#d',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    'wss://socket.example/feed',
    'ws://socket.example',
    'mqtts://broker.example:8883',
    'mqtt://broker.example',
    'mailto:hello@example.com',
    'MailTo:hello@example.com',
    'tel:+441234567890',
    'dtg://open',
    '//cdn.example.com/x.png',
    '/collection/tees/',
    'product/shirt',
    './page',
    '../up',
    '?page=2',
    '#top',
    '#javascript:alert(1)',
    '@open-chat',
    '@javascript:alert(1)',
    '',
    '   ',
    '/search?q=a:b',
    '/a/b:c',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/jpeg;base64,/9j/4AAQ',
    'data:image/gif,GIF89a',
    'DATA:IMAGE/WEBP;base64,UklGR',
    '  https://example.com  ',
  ])('allows %j', (href) => {
    expect(isSafeLink(href)).toBe(true);
  });
});

describe('isSafeLink: refused', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u0001\u001fjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'jav\u200bascript:alert(1)',
    '\ufeffjavascript:alert(1)',
    'java\u00a0script:alert(1)',
    'javascript\u0000:alert(1)',
    'javascript :alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#0000106avascript:alert(1)',
    'javascript&colon;alert(1)',
    'javascript&#58;alert(1)',
    'java&Tab;script:alert(1)',
    'java&NewLine;script:alert(1)',
    '&amp;#106;avascript:alert(1)',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
    'FILE://c:/windows',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:,hello',
    'data:image/',
    'data:image/png',
    'blob:https://example.com/uuid',
    'ftp://example.com',
    'about:blank',
    'chrome://settings',
    'intent://scan/#Intent;scheme=zxing;end',
    'sms:123',
    'x:',
    ':',
    '1abc:alert(1)',
    'ｊavascript:alert(1)',
  ])('refuses %j', (href) => {
    expect(isSafeLink(href)).toBe(false);
  });

  it('refuses non-strings', () => {
    expect(isSafeLink(undefined as unknown as string)).toBe(false);
    expect(isSafeLink(null as unknown as string)).toBe(false);
    expect(isSafeLink({ toString: () => '/' } as unknown as string)).toBe(false);
  });
});

describe('isSafeLink: properties', () => {
  const noise = fc.constantFrom(
    ' ',
    '\t',
    '\n',
    '\r',
    '\u0000',
    '\u0008',
    '\u001f',
    '\u007f',
    '\u0085',
    '\u200b',
    '\ufeff',
    '\u00a0',
  );
  const schemeChars = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789+.-');
  const scheme = fc
    .tuple(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), fc.string({ unit: schemeChars, maxLength: 12 }))
    .map(([first, rest]) => first + rest)
    .filter((s) => !(ALLOWED_SCHEMES as readonly string[]).includes(s));

  /** Interleaves noise into a string and randomises case. */
  const disguise = (value: string) =>
    fc
      .tuple(
        fc.array(fc.boolean(), { minLength: value.length, maxLength: value.length }),
        fc.array(fc.array(noise, { maxLength: 2 }), {
          minLength: value.length + 1,
          maxLength: value.length + 1,
        }),
      )
      .map(([upper, gaps]) =>
        value
          .split('')
          .map((ch, i) => `${(gaps[i] ?? []).join('')}${upper[i] ? ch.toUpperCase() : ch}`)
          .join('')
          .concat((gaps[value.length] ?? []).join('')),
      );

  it('refuses any link whose scheme, once whitespace and controls are removed and case lowered, is not allowed', () => {
    fc.assert(
      fc.property(
        scheme.chain((s) => disguise(s)),
        fc.string(),
        (disguised, rest) => {
          expect(isSafeLink(`${disguised}:${rest}`)).toBe(false);
        },
      ),
    );
  });

  it('refuses javascript: however it is disguised', () => {
    fc.assert(
      fc.property(disguise('javascript'), fc.string(), (disguised, rest) => {
        expect(isSafeLink(`${disguised}:${rest}`)).toBe(false);
      }),
    );
  });

  it('allows allowed schemes (except data) in any case, with any rest', () => {
    const allowed = ALLOWED_SCHEMES.filter((s) => s !== 'data');
    fc.assert(
      fc.property(fc.constantFrom(...allowed).chain(disguise), fc.string(), (disguised, rest) => {
        expect(isSafeLink(`${disguised}:${rest}`)).toBe(true);
      }),
    );
  });

  it('allows every plain relative path', () => {
    const pathChars = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-_./');
    fc.assert(
      fc.property(fc.string({ unit: pathChars, maxLength: 40 }), (path) => {
        expect(isSafeLink(`/${path}`)).toBe(true);
      }),
    );
  });
});
