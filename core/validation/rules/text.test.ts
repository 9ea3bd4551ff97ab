import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alpha,
  alphaDash,
  alphaSpaces,
  alphaSpacesPunctuation,
  lengthOf,
  lowercase,
  maxLength,
  maxValue,
  minLength,
  minValue,
  numberRequired,
  numeric,
  numericFloat,
  positiveNumber,
  twoDecimalPlaces,
} from './text';

const digit = fc.constantFrom(...'0123456789');
const digits = (min: number, max = min) => fc.string({ unit: digit, minLength: min, maxLength: max });
/** A string of exactly `n` code points (any plane, no lone surrogates). */
const codePoints = (n: number) => fc.string({ unit: 'binary', minLength: n, maxLength: n });

describe('alpha', () => {
  it('has its message', () => {
    expect(alpha.message()).toBe('May only contain letters');
  });
  it.each(['abc', 'ABC', 'José', 'Zoë', 'Ærøskøbing', 'Владимир', '東京', 'e\u0301'])(
    'accepts %s',
    (value) => {
      expect(alpha.test(value)).toBe(true);
    },
  );
  it.each(['abc1', 'a b', 'a-b', 'a_b', "o'brien", ' a', '😀', 123])('rejects %j', (value) => {
    expect(alpha.test(value)).toBe(false);
  });
});

describe('alpha_dash', () => {
  it('has its message', () => {
    expect(alphaDash.message()).toBe('May only contain letters, numbers, dashes and underscores');
  });
  it.each(['abc', 'my-shop_2024', 'Ünïcödé-1', '___', '---', '123', 123])('accepts %j', (value) => {
    expect(alphaDash.test(value)).toBe(true);
  });
  it.each(['my shop', 'my.shop', 'shop!', 'a/b', '½', '😀'])('rejects %s', (value) => {
    expect(alphaDash.test(value)).toBe(false);
  });
});

describe('alpha_spaces', () => {
  it('has its message', () => {
    expect(alphaSpaces.message()).toBe('May only contain letters and spaces');
  });
  it.each(['Jane Doe', 'José María', ' padded ', 'abc', '東京 都'])('accepts %j', (value) => {
    expect(alphaSpaces.test(value)).toBe(true);
  });
  it.each(['Jane  Doe2', 'Jane\tDoe', 'Jane-Doe', "O'Brien", 'Jane.'])('rejects %j', (value) => {
    expect(alphaSpaces.test(value)).toBe(false);
  });
});

describe('alpha_spaces_punctuation', () => {
  it('has its message', () => {
    expect(alphaSpacesPunctuation.message()).toBe('May only contain letters, spaces and punctuation');
  });
  it.each(["O'Brien-Smith", 'Hello, world!', 'Is it? (yes) & no…', '«Bonjour»', 'Dr. Who'])(
    'accepts %s',
    (value) => {
      expect(alphaSpacesPunctuation.test(value)).toBe(true);
    },
  );
  it.each(['R2-D2', 'a+b', 'price $5', '<b>', 'a|b', 'tab\there', '😀'])('rejects %s', (value) => {
    expect(alphaSpacesPunctuation.test(value)).toBe(false);
  });
});

describe('numeric', () => {
  it('has its message', () => {
    expect(numeric.message()).toBe('May only contain numbers');
  });
  it.each(['0', '123', '007', 42])('accepts %j', (value) => {
    expect(numeric.test(value)).toBe(true);
  });
  it.each(['-1', '1.5', '1 000', '1e3', 'abc', '١٢٣', ' 1', -1, 1.5])('rejects %j', (value) => {
    expect(numeric.test(value)).toBe(false);
  });
  it('any digit string passes', () => {
    fc.assert(
      fc.property(digits(1, 30), (value) => {
        expect(numeric.test(value)).toBe(true);
        expect(numeric.test(`${value}a`)).toBe(false);
      }),
    );
  });
});

describe('numeric_float', () => {
  it('has its message', () => {
    expect(numericFloat.message()).toBe('Must be a number');
  });
  it.each(['0', '12', '-1.5', '3.14159', '.5', '-0.25', 1.5, -3])('accepts %j', (value) => {
    expect(numericFloat.test(value)).toBe(true);
  });
  it.each(['1.', '1.2.3', '1,5', 'abc', '+1', '1e3', ' 1', '-', '.', Number.NaN])('rejects %j', (value) => {
    expect(numericFloat.test(value)).toBe(false);
  });
  it('any finite double written by JS without exponent passes', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }), (value) => {
        fc.pre(!String(value).includes('e'));
        expect(numericFloat.test(String(value))).toBe(true);
      }),
    );
  });
});

describe('number_required', () => {
  it('has the spec message', () => {
    expect(numberRequired.message()).toBe('Must contain at least one number');
  });
  it.each(['abc1', '1', 'pass word 9', 42])('accepts %j', (value) => {
    expect(numberRequired.test(value)).toBe(true);
  });
  it.each(['abc', 'pass word', '!@#', 'one'])('rejects %j', (value) => {
    expect(numberRequired.test(value)).toBe(false);
  });
  it('digit-free text fails (unless empty); inserting a digit anywhere makes it pass', () => {
    const letters = fc.string({ unit: fc.constantFrom(...'abcXYZ !?'), maxLength: 20 });
    fc.assert(
      fc.property(letters, letters, digit, (before, after, d) => {
        expect(numberRequired.test(`${before}${after}`)).toBe(`${before}${after}` === '');
        expect(numberRequired.test(`${before}${d}${after}`)).toBe(true);
      }),
    );
  });
});

describe('two_decimal_places', () => {
  it('has its message', () => {
    expect(twoDecimalPlaces.message()).toBe('Must be a number with no more than two decimal places');
  });
  it.each(['10', '9.5', '9.99', '-0.99', '.5', 12.34, 0])('accepts %j', (value) => {
    expect(twoDecimalPlaces.test(value)).toBe(true);
  });
  it.each(['9.999', '1.', 'abc', '1,50', '£9.99', 1.005])('rejects %j', (value) => {
    expect(twoDecimalPlaces.test(value)).toBe(false);
  });
  it('whole pounds and 1-2 pence digits pass; three pence digits fail', () => {
    fc.assert(
      fc.property(digits(1, 6), digits(1, 2), digits(3), (whole, pence, tooMany) => {
        expect(twoDecimalPlaces.test(`${whole}.${pence}`)).toBe(true);
        expect(twoDecimalPlaces.test(`${whole}.${tooMany}`)).toBe(false);
      }),
    );
  });
});

describe('positive_number', () => {
  it('has its message', () => {
    expect(positiveNumber.message()).toBe('Must be a positive number');
  });
  it.each(['1', '0.01', '.5', 3, 0.0001])('accepts %j', (value) => {
    expect(positiveNumber.test(value)).toBe(true);
  });
  it.each(['0', '-1', '-0.5', 0, -3, 'abc', '1e3', Number.POSITIVE_INFINITY, true])('rejects %j', (value) => {
    expect(positiveNumber.test(value)).toBe(false);
  });
  it('agrees with the sign of any finite number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(positiveNumber.test(value)).toBe(value > 0);
      }),
    );
  });
});

describe('lowercase', () => {
  it('has the spec message', () => {
    expect(lowercase.message()).toBe('must be lowercase');
  });
  it.each(['abc', 'my-shop-1', 'émile', 'straße', '123', '東京'])('accepts %s', (value) => {
    expect(lowercase.test(value)).toBe(true);
  });
  it.each(['Abc', 'abC', 'ÉMILE', 'İ', 'my-Shop'])('rejects %s', (value) => {
    expect(lowercase.test(value)).toBe(false);
  });
  it('any lower-cased string passes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        expect(lowercase.test(value.toLowerCase())).toBe(true);
      }),
    );
  });
});

describe('lengthOf', () => {
  it('counts code points, array items and digits of numbers', () => {
    expect(lengthOf('abc')).toBe(3);
    expect(lengthOf('😀😀')).toBe(2);
    expect(lengthOf('é')).toBe(1);
    expect(lengthOf(['a', 'b'])).toBe(2);
    expect(lengthOf(12345)).toBe(5);
    expect(lengthOf({})).toBeUndefined();
  });
});

describe('min_length', () => {
  it('message names the minimum, default 3', () => {
    expect(minLength.message(8)).toBe('Must contain at least 8 characters');
    expect(minLength.message(undefined)).toBe('Must contain at least 3 characters');
  });

  it('defaults to 3 characters', () => {
    expect(minLength.test('ab', undefined)).toBe(false);
    expect(minLength.test('abc', undefined)).toBe(true);
  });

  it('is inclusive at the boundary', () => {
    expect(minLength.test('a'.repeat(7), 8)).toBe(false);
    expect(minLength.test('a'.repeat(8), 8)).toBe(true);
    expect(minLength.test('a'.repeat(9), 8)).toBe(true);
  });

  it('counts whitespace and astral characters as one each', () => {
    expect(minLength.test('   ', 3)).toBe(true);
    expect(minLength.test('😀😀', 3)).toBe(false);
    expect(minLength.test('😀😀😀', 3)).toBe(true);
  });

  it('treats empty values as valid and non-text as invalid', () => {
    expect(minLength.test('', 5)).toBe(true);
    expect(minLength.test(undefined, 5)).toBe(true);
    expect(minLength.test({}, 1)).toBe(false);
  });

  it('a string of n code points passes exactly when n >= min', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 25 }).chain((n) => fc.tuple(fc.constant(n), codePoints(n))),
        fc.integer({ min: 0, max: 25 }),
        ([n, text], min) => {
          expect(minLength.test(text, min)).toBe(n >= min);
        },
      ),
    );
  });
});

describe('max_length', () => {
  it('message names the maximum, default 10', () => {
    expect(maxLength.message(255)).toBe('Must contain no more than 255 characters');
    expect(maxLength.message(undefined)).toBe('Must contain no more than 10 characters');
  });

  it('defaults to 10 characters', () => {
    expect(maxLength.test('a'.repeat(10), undefined)).toBe(true);
    expect(maxLength.test('a'.repeat(11), undefined)).toBe(false);
  });

  it('is inclusive at the boundary', () => {
    expect(maxLength.test('a'.repeat(4), 5)).toBe(true);
    expect(maxLength.test('a'.repeat(5), 5)).toBe(true);
    expect(maxLength.test('a'.repeat(6), 5)).toBe(false);
  });

  it('counts astral characters as one each', () => {
    expect(maxLength.test('😀😀😀', 3)).toBe(true);
    expect(maxLength.test('😀😀😀😀', 3)).toBe(false);
  });

  it('a string of n code points passes exactly when n <= max', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 25 }).chain((n) => fc.tuple(fc.constant(n), codePoints(n))),
        fc.integer({ min: 0, max: 25 }),
        ([n, text], max) => {
          expect(maxLength.test(text, max)).toBe(n <= max);
        },
      ),
    );
  });
});

describe('min_value', () => {
  it('message is "Min N"', () => {
    expect(minValue.message(5)).toBe('Min 5');
  });
  it('is inclusive and reads numeric strings', () => {
    expect(minValue.test(5, 5)).toBe(true);
    expect(minValue.test('5', 5)).toBe(true);
    expect(minValue.test('4.99', 5)).toBe(false);
    expect(minValue.test(-1, 0)).toBe(false);
    expect(minValue.test('abc', 0)).toBe(false);
    expect(minValue.test('', 5)).toBe(true);
  });
  it('agrees with >= for any integers', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (value, min) => {
        expect(minValue.test(value, min)).toBe(value >= min);
        expect(minValue.test(String(value), min)).toBe(value >= min);
      }),
    );
  });
});

describe('max_value', () => {
  it('message is "Max N"', () => {
    expect(maxValue.message(100)).toBe('Max 100');
  });
  it('is inclusive and reads numeric strings', () => {
    expect(maxValue.test(100, 100)).toBe(true);
    expect(maxValue.test('100.01', 100)).toBe(false);
    expect(maxValue.test('-5', 0)).toBe(true);
    expect(maxValue.test('lots', 100)).toBe(false);
    expect(maxValue.test(null, 100)).toBe(true);
  });
  it('agrees with <= for any integers', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (value, max) => {
        expect(maxValue.test(value, max)).toBe(value <= max);
      }),
    );
  });
});
