import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchSearchRedirect, normaliseSearchTerm, searchRedirectDestination } from './redirect';

const REDIRECTS = [
  { searchTerm: 'Hoodies', destinationUrl: '/collection/hoodies/' },
  { searchTerm: 'gift card', destinationUrl: ' https://gifts.example.com/cards?ref=search ' },
  { searchTerm: 'sale', destinationUrl: 'javascript:alert(1)' },
  { searchTerm: 'SALE', destinationUrl: '/sale/' },
  { searchTerm: '', destinationUrl: '/empty/' },
];

describe('normaliseSearchTerm', () => {
  it.each([
    ['  Gift   CARD ', 'gift card'],
    ['gift\tcard\n', 'gift card'],
    ['Cafe\u0301', 'café'],
    ['', ''],
  ])('%j -> %j', (term, expected) => {
    expect(normaliseSearchTerm(term)).toBe(expected);
  });
});

describe('matchSearchRedirect', () => {
  it.each([
    ['hoodies', { destination: '/collection/hoodies/', external: false }],
    ['HOODIES', { destination: '/collection/hoodies/', external: false }],
    ['  Hoodies  ', { destination: '/collection/hoodies/', external: false }],
    ['GIFT  Card', { destination: 'https://gifts.example.com/cards?ref=search', external: true }],
    ['sale', { destination: '/sale/', external: false }],
  ])('%j redirects', (term, expected) => {
    expect(matchSearchRedirect(term, REDIRECTS)).toEqual(expected);
  });

  it.each(['hoodie', 'hoodies tee', 'gift', 'giftcard', '', '   ', 'cards'])(
    '%j does not redirect',
    (term) => {
      expect(matchSearchRedirect(term, REDIRECTS)).toBeNull();
    },
  );

  it('takes the first usable match and nothing from an empty list', () => {
    expect(
      matchSearchRedirect('tee', [
        { searchTerm: 'tee', destinationUrl: '/first/' },
        { searchTerm: 'TEE', destinationUrl: '/second/' },
      ]),
    ).toEqual({ destination: '/first/', external: false });
    expect(matchSearchRedirect('tee', [])).toBeNull();
    expect(matchSearchRedirect('tee', [{ searchTerm: 'tee', destinationUrl: '//evil.example' }])).toBeNull();
  });

  it('matches whatever the case and surrounding whitespace', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{1,8}( [a-z]{1,8}){0,2}$/),
        fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
        fc.stringMatching(/^[ \t]{0,3}$/),
        (term, upper, padding) => {
          const mixed = [...term]
            .map((char, i) => (upper[i % upper.length] ? char.toUpperCase() : char))
            .join('');
          const redirects = [{ searchTerm: term, destinationUrl: '/target/' }];
          expect(matchSearchRedirect(`${padding}${mixed}${padding}`, redirects)).toEqual({
            destination: '/target/',
            external: false,
          });
          expect(
            matchSearchRedirect(term, [{ searchTerm: mixed.toUpperCase(), destinationUrl: '/t/' }]),
          ).toEqual({
            destination: '/t/',
            external: false,
          });
        },
      ),
    );
  });

  it('never returns an unsafe destination', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (destinationUrl) => {
        const match = matchSearchRedirect('x', [{ searchTerm: 'x', destinationUrl }]);
        if (match === null) return;
        if (match.external) expect(match.destination).toMatch(/^https?:\/\/[^/\\]/i);
        else expect(match.destination).toMatch(/^\/(?![/\\])/);
      }),
    );
  });
});

describe('searchRedirectDestination', () => {
  it.each([
    ['/collection/hoodies/', false],
    ['/search/?q=a:b', false],
    ['/', false],
    ['  /trimmed  ', false],
    ['https://example.com', true],
    ['HTTP://example.com/path?x=1#y', true],
  ])('accepts %j (external %j)', (url, external) => {
    expect(searchRedirectDestination(url)).toEqual({ destination: url.trim(), external });
  });

  it.each([
    '',
    '   ',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/path with space',
    '/tab\there',
    'relative/path',
    './page',
    '?q=1',
    '#top',
    '@open-chat',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    '&#106;avascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,iVBORw0KGgo=',
    'mailto:hello@example.com',
    'tel:+441234567890',
    'wss://socket.example',
    'file:///etc/passwd',
    'https://',
    'https:/evil.example',
    `/${'a'.repeat(2048)}`,
    '/zero\u200bwidth',
  ])('refuses %j', (url) => {
    expect(searchRedirectDestination(url)).toBeNull();
  });

  it('refuses non-string input', () => {
    expect(searchRedirectDestination(undefined as unknown as string)).toBeNull();
  });
});
