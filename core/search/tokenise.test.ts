import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenise } from './tokenise';

describe('tokenise', () => {
  it.each([
    ['Organic Cotton Hoodie', ['organic', 'cotton', 'hoodie']],
    ['  HELLO   world  ', ['hello', 'world']],
    ['Café crème brûlée', ['cafe', 'creme', 'brulee']],
    ['CAFÉ', ['cafe']],
    ['Cafe\u0301', ['cafe']],
    ['t-shirt_2024/v2', ['t', 'shirt', '2024', 'v2']],
    ["rock'n'roll", ['rock', 'n', 'roll']],
    ['ﬁne ＴＥＥ', ['fine', 'tee']],
    ['Straße Ærø', ['straße', 'ærø']],
    ['Футболка ХЛОПОК', ['футболка', 'хлопок']],
    ['한국어 티셔츠', ['한국어', '티셔츠']],
    ['हिन्दी', ['हिन्दी']],
    ['日本語のTシャツ', ['日本語のtシャツ']],
    ['emoji 🔥 tee', ['emoji', 'tee']],
    ['&|!:*()', []],
    ["'; drop table products; --", ['drop', 'table', 'products']],
    ['', []],
    ['   ', []],
  ])('%j -> %j', (text, expected) => {
    expect(tokenise(text)).toEqual(expected);
  });

  it('tolerates non-string input', () => {
    expect(tokenise(undefined as unknown as string)).toEqual([]);
    expect(tokenise(42 as unknown as string)).toEqual([]);
  });

  it('never returns empty tokens, separators or upper case', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        for (const token of tokenise(text)) {
          expect(token).not.toBe('');
          expect(token).toBe(token.toLowerCase());
          expect(/[\s\p{P}\p{S}]/u.test(token)).toBe(false);
        }
      }),
    );
  });

  it('is idempotent: tokenising the joined tokens gives the same tokens', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const tokens = tokenise(text);
        expect(tokenise(tokens.join(' '))).toEqual(tokens);
      }),
    );
  });
});
