import { describe, expect, it } from 'vitest';
import { htmlToText, truncateDescription } from './text';

describe('htmlToText', () => {
  it.each([
    [
      '<p>Soft <strong>organic</strong> cotton.</p><p>Made to order.</p>',
      'Soft organic cotton. Made to order.',
    ],
    ['Line one<br>line two<br/>line three', 'Line one line two line three'],
    ['<ul><li>One</li><li>Two</li></ul>', 'One Two'],
    ['Fish &amp; chips &lt;3 &#8212; &#x2764; &nbsp;done', 'Fish & chips <3 — ❤ done'],
    ['<script>alert(1)</script>Safe<style>p{}</style><!-- note -->', 'Safe'],
    ['1 < 2 and 3 > 2', '1 < 2 and 3 > 2'],
    ['&bogus; &#0; &#xD800;', '&bogus; &#0; &#xD800;'],
  ])('%j -> %j', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });
});

describe('truncateDescription', () => {
  it('leaves a short description alone, white space tidied', () => {
    expect(truncateDescription('  A  short\n description. ')).toBe('A short description.');
  });

  it('cuts a long description on a word boundary with an ellipsis, within 160 characters', () => {
    const words = 'Organic cotton t-shirt printed to order in our wind-powered factory'.split(' ');
    const text = Array.from({ length: 6 }, () => words.join(' ')).join(' ');
    const result = truncateDescription(text);
    expect(result).toBe(
      'Organic cotton t-shirt printed to order in our wind-powered factory Organic cotton t-shirt printed to order in our wind-powered factory Organic cotton t-shirt…',
    );
    expect(result.length).toBeLessThanOrEqual(160);
  });

  it('keeps a word that ends exactly at the limit', () => {
    expect(truncateDescription('abcd efgh ijkl', 10)).toBe('abcd efgh…');
    expect(truncateDescription('abcd efghi jkl', 10)).toBe('abcd…');
  });

  it('drops punctuation left dangling before the ellipsis', () => {
    expect(truncateDescription('Hello, world and more', 10)).toBe('Hello…');
  });

  it('cuts a single overlong word', () => {
    expect(truncateDescription('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
