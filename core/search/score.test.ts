import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isMatch,
  isRankField,
  rankBonus,
  rankItems,
  SEARCH_THRESHOLD,
  SEARCH_WEIGHTS,
  type SearchField,
  scoreItem,
  scoreText,
} from './score';
import { tokenise } from './tokenise';

const word = fc.stringMatching(/^[a-z]{1,8}$/);
const text = fc.string({ unit: 'grapheme', maxLength: 40 });

describe('constants', () => {
  it('follow spec §9', () => {
    expect(SEARCH_WEIGHTS).toEqual({ partial: 1, fullWord: 2 });
    expect(SEARCH_THRESHOLD).toBe(0);
    expect(Object.isFrozen(SEARCH_WEIGHTS)).toBe(true);
  });

  it('isMatch means above the threshold', () => {
    expect(isMatch(0)).toBe(false);
    expect(isMatch(-1)).toBe(false);
    expect(isMatch(0.01)).toBe(true);
  });

  it.each([
    ['bestsellerOrder', true],
    ['Order', true],
    ['sortorder', false],
    ['orderNumber', false],
    ['name', false],
  ])('isRankField(%j) is %j', (name, expected) => {
    expect(isRankField(name)).toBe(expected);
  });
});

describe('scoreText', () => {
  it.each([
    ['hoodie', 'Organic Hoodie', 2],
    ['HOODIE', 'organic hoodie', 2],
    ['hood', 'Organic Hoodie', 1],
    ['odi', 'Organic Hoodie', 1],
    ['hoodie organic', 'Organic Hoodie', 4],
    ['hood org', 'Organic Hoodie', 2],
    ['hoodie cotton', 'Organic Hoodie', 2],
    ['hoodie hoodie', 'Organic Hoodie', 2],
    ['hoodies', 'Organic Hoodie', 0],
    ['jumper', 'Organic Hoodie', 0],
    ['café', 'Cafe Tee', 2],
    ['cafe', 'CAFÉ TEE', 2],
    ['tee', 't-shirt', 0],
    ['shirt', 't-shirt', 2],
    ['', 'anything', 0],
    ['&|!', 'anything', 0],
    ['anything', '', 0],
  ])('%j in %j scores %d', (query, target, expected) => {
    expect(scoreText(query, target)).toBe(expected);
  });

  it('uses the given weights', () => {
    expect(scoreText('hood hoodie', 'hoodie', { partial: 5, fullWord: 10 })).toBe(15);
    expect(scoreText('hood', 'hoodie', { partial: 5, fullWord: 10 })).toBe(5);
    expect(scoreText('hood', 'hoodie', { partial: -5, fullWord: 10 })).toBe(0);
  });

  it('is never negative', () => {
    fc.assert(fc.property(text, text, (query, target) => scoreText(query, target) >= 0));
  });

  it('scores a whole-word match at least as high as a partial one', () => {
    fc.assert(
      fc.property(
        word,
        word.filter((suffix) => suffix !== ''),
        text,
        (token, suffix, rest) => {
          const whole = scoreText(token, `${rest} ${token}`);
          const partial = scoreText(token, `${rest} ${token}${suffix}`);
          expect(whole).toBeGreaterThanOrEqual(partial);
          expect(whole).toBeGreaterThanOrEqual(SEARCH_WEIGHTS.fullWord);
          expect(partial).toBeGreaterThanOrEqual(SEARCH_WEIGHTS.partial);
        },
      ),
    );
  });

  it('scores 0 when no query token appears in the text', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-m ]{0,20}$/),
        fc.stringMatching(/^[n-z ]{0,20}$/),
        (query, target) => {
          expect(scoreText(query, target)).toBe(0);
        },
      ),
    );
  });

  it('is at most full word times the number of distinct query tokens', () => {
    fc.assert(
      fc.property(text, text, (query, target) => {
        const tokens = new Set(tokenise(query));
        expect(scoreText(query, target)).toBeLessThanOrEqual(SEARCH_WEIGHTS.fullWord * tokens.size);
      }),
    );
  });

  it('scores a text against itself at full word for every distinct token', () => {
    fc.assert(
      fc.property(text, (query) => {
        expect(scoreText(query, query)).toBe(SEARCH_WEIGHTS.fullWord * new Set(tokenise(query)).size);
      }),
    );
  });
});

describe('rankBonus', () => {
  it.each([
    [1, 4, 1],
    [2, 4, 0.75],
    [4, 4, 0.25],
    [1, undefined, 1],
    [4, undefined, 0.25],
    [10, 4, 0.1],
    [0, 4, 0],
    [-1, 4, 0],
    [0.5, 4, 0],
    [null, 4, 0],
    [undefined, 4, 0],
    ['1', 4, 0],
    [Number.NaN, 4, 0],
    [Number.POSITIVE_INFINITY, 4, 0],
  ])('rank %j of %j -> %d', (rank, count, expected) => {
    expect(rankBonus(rank, count)).toBe(expected);
  });

  it('is in (0, 1] for every valid rank and decreases with the rank', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 1000 }), (rank, count) => {
        const bonus = rankBonus(rank, count);
        expect(bonus).toBeGreaterThan(0);
        expect(bonus).toBeLessThanOrEqual(1);
        expect(rankBonus(rank + 1, Math.max(count, rank + 1))).toBeLessThan(
          rankBonus(rank, Math.max(count, rank + 1)),
        );
      }),
    );
  });
});

interface Product {
  name: string;
  description: string;
  tags: string[];
  bestsellerOrder: number | null;
}

const FIELDS: SearchField[] = [
  { name: 'name', weight: 3 },
  { name: 'tags' },
  { name: 'description' },
  { name: 'bestsellerOrder' },
];

const product = (
  name: string,
  description = '',
  tags: string[] = [],
  bestsellerOrder: number | null = null,
): Product => ({
  name,
  description,
  tags,
  bestsellerOrder,
});

describe('scoreItem', () => {
  it('sums weighted field scores', () => {
    const item = product('Organic Hoodie', 'A warm hoodie', ['cotton', 'winter']);
    expect(scoreItem('hoodie', item, FIELDS)).toBe(3 * 2 + 2);
    expect(scoreItem('hood', item, FIELDS)).toBe(3 * 1 + 1);
    expect(scoreItem('cotton', item, FIELDS)).toBe(2);
    expect(scoreItem('warm cotton', item, FIELDS)).toBe(4);
    expect(scoreItem('jumper', item, FIELDS)).toBe(0);
  });

  it('adds the rescaled rank only to matches', () => {
    const item = product('Organic Hoodie', '', [], 2);
    expect(scoreItem('hoodie', item, FIELDS, { rankCounts: { bestsellerOrder: 4 } })).toBe(6.75);
    expect(scoreItem('hoodie', item, FIELDS)).toBe(6.5);
    expect(scoreItem('jumper', item, FIELDS, { rankCounts: { bestsellerOrder: 4 } })).toBe(0);
  });

  it('weights rank fields and ignores zero or negative weights', () => {
    const item = product('Hoodie', 'hoodie', [], 1);
    expect(scoreItem('hoodie', item, [{ name: 'name' }, { name: 'bestsellerOrder', weight: 0.5 }])).toBe(2.5);
    expect(scoreItem('hoodie', item, [{ name: 'name', weight: 0 }, { name: 'bestsellerOrder' }])).toBe(0);
    expect(scoreItem('hoodie', item, [{ name: 'name', weight: -3 }, { name: 'description' }])).toBe(2);
  });

  it('reads strings, numbers and lists, and ignores missing fields and other values', () => {
    const item = { sku: 2024, tags: ['a', ['nested tee']], meta: { name: 'tee' }, flag: true };
    expect(scoreItem('2024', item, [{ name: 'sku' }])).toBe(2);
    expect(scoreItem('tee', item, [{ name: 'tags' }])).toBe(2);
    expect(scoreItem('tee', item, [{ name: 'meta' }, { name: 'flag' }, { name: 'missing' }])).toBe(0);
    expect(scoreItem('constructor', item, [{ name: 'constructor' }])).toBe(0);
  });

  it('never lets a rank bonus make a non-match match', () => {
    fc.assert(
      fc.property(
        text,
        text,
        fc.option(fc.integer({ min: -5, max: 50 })),
        fc.integer({ min: 1, max: 50 }),
        (query, name, rank, count) => {
          const item = { name, bestsellerOrder: rank };
          const withRank = scoreItem(query, item, FIELDS, { rankCounts: { bestsellerOrder: count } });
          const withoutRank = scoreItem(query, { name }, FIELDS);
          expect(withRank).toBeGreaterThanOrEqual(0);
          expect(isMatch(withRank)).toBe(isMatch(withoutRank));
          expect(withRank - withoutRank).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('rankItems', () => {
  it('keeps matches only, best score first', () => {
    const items = [
      product('Plain Tee', 'goes with a hoodie'),
      product('Organic Hoodie'),
      product('Mug'),
      product('Hooded Jacket'),
    ];
    const ranked = rankItems('hoodie', items, FIELDS);
    expect(ranked.map((entry) => entry.item.name)).toEqual(['Organic Hoodie', 'Plain Tee']);
    expect(ranked.map((entry) => entry.score)).toEqual([6, 2]);
    expect(rankItems('hood', items, FIELDS).map((entry) => entry.item.name)).toEqual([
      'Organic Hoodie',
      'Hooded Jacket',
      'Plain Tee',
    ]);
  });

  it('orders equal text matches by rank, ranked before unranked, then input order', () => {
    const items = [
      product('Hoodie A', '', [], null),
      product('Hoodie B', '', [], 3),
      product('Hoodie C', '', [], 1),
      product('Hoodie D', '', [], null),
      product('Hoodie E', '', [], 2),
    ];
    const ranked = rankItems('hoodie', items, FIELDS);
    expect(ranked.map((entry) => entry.item.name)).toEqual([
      'Hoodie C',
      'Hoodie E',
      'Hoodie B',
      'Hoodie A',
      'Hoodie D',
    ]);
    // count = max(5 items, largest rank 3) = 5: rank 1 -> 1, rank 2 -> 0.8, rank 3 -> 0.6
    expect(ranked.map((entry) => entry.score)).toEqual([7, 6.8, 6.6, 6, 6]);
  });

  it('rescales by the largest rank when it exceeds the number of items', () => {
    const ranked = rankItems(
      'tee',
      [product('Tee', '', [], 100), product('Tee', '', [], 51)],
      [{ name: 'name' }, { name: 'bestsellerOrder' }],
    );
    expect(ranked.map((entry) => entry.score)).toEqual([2.5, 2.01]);
  });

  it('lets the text score decide before the rank', () => {
    const items = [product('Hoodie', '', [], 1), product('Organic Hoodie', '', [], 2)];
    expect(rankItems('organic hoodie', items, FIELDS).map((entry) => entry.item.name)).toEqual([
      'Organic Hoodie',
      'Hoodie',
    ]);
  });

  it('returns nothing for an empty query or no items', () => {
    expect(rankItems('', [product('Hoodie')], FIELDS)).toEqual([]);
    expect(rankItems('  &&  ', [product('Hoodie')], FIELDS)).toEqual([]);
    expect(rankItems('hoodie', [], FIELDS)).toEqual([]);
  });

  it('returns exactly the matching items, sorted by score, stable for equal unranked scores', () => {
    const items = fc.array(
      fc.record({
        name: fc.stringMatching(/^[a-e ]{0,12}$/),
        description: fc.stringMatching(/^[a-e ]{0,12}$/),
        tags: fc.array(fc.stringMatching(/^[a-e]{0,4}$/), { maxLength: 3 }),
        bestsellerOrder: fc.option(fc.integer({ min: 1, max: 30 })),
      }),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[a-e ]{0,6}$/), items, (query, list) => {
        const ranked = rankItems(query, list, FIELDS);
        const expected = list.filter((item) => isMatch(scoreItem(query, item, FIELDS)));
        expect(ranked.length).toBe(expected.length);
        expect(new Set(ranked.map((entry) => entry.item))).toEqual(new Set(expected));
        for (let i = 1; i < ranked.length; i += 1) {
          const previous = ranked[i - 1];
          const current = ranked[i];
          if (!previous || !current) continue;
          expect(previous.score).toBeGreaterThanOrEqual(current.score - 1e-9);
          if (
            Math.abs(previous.score - current.score) < 1e-9 &&
            previous.item.bestsellerOrder === null &&
            current.item.bestsellerOrder === null
          ) {
            expect(list.indexOf(previous.item)).toBeLessThan(list.indexOf(current.item));
          }
        }
      }),
    );
  });
});
