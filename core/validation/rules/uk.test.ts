import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bankAccount,
  charityNumber,
  companyNumber,
  nationalInsuranceNumber,
  postcode,
  sortCode,
  ukPhone,
  vatNumber,
} from './uk';

const digit = fc.constantFrom(...'0123456789');
const digits = (n: number) => fc.string({ unit: digit, minLength: n, maxLength: n });
const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');

describe('uk_phone', () => {
  it('has its message', () => {
    expect(ukPhone.name).toBe('uk_phone');
    expect(ukPhone.message()).toBe('Please enter a valid UK phone number');
  });

  it.each([
    '07700900123',
    '07700 900123',
    '07700-900-123',
    '020 7946 0958',
    '(020) 7946 0958',
    '+447700900123',
    '+44 7700 900123',
    '+44 (0)20 7946 0958',
    '0044 20 7946 0958',
    '01632 960001',
    '016977 4321',
  ])('accepts %s', (value) => {
    expect(ukPhone.test(value)).toBe(true);
  });

  it.each([
    '7700900123',
    '077009001',
    '077009001234',
    '00770090012',
    '+4407700900123444',
    '+1 202 555 0143',
    '+33 1 23 45 67 89',
    '0770090012a',
    '07700/900123',
    'phone',
    '+44',
    '++447700900123',
  ])('rejects %s', (value) => {
    expect(ukPhone.test(value)).toBe(false);
  });

  it('accepts any 07 mobile number with 9 further digits, nationally or with +44', () => {
    fc.assert(
      fc.property(digits(9), (rest) => {
        expect(ukPhone.test(`07${rest}`)).toBe(true);
        expect(ukPhone.test(`+447${rest}`)).toBe(true);
        expect(ukPhone.test(`7${rest}`)).toBe(false);
      }),
    );
  });

  it('allows empty values', () => {
    expect(ukPhone.test('')).toBe(true);
  });
});

describe('sort_code', () => {
  it('has its message', () => {
    expect(sortCode.message()).toBe('Please enter a valid sort code');
  });

  it.each(['12-34-56', '00-00-00'])('accepts %s', (value) => {
    expect(sortCode.test(value)).toBe(true);
  });

  it.each(['123456', '12 34 56', '12-3456', '1-234-56', '12-34-567', 'ab-cd-ef', ' 12-34-56', '12-34-56 '])(
    'rejects %s',
    (value) => {
      expect(sortCode.test(value)).toBe(false);
    },
  );

  it('any NN-NN-NN passes', () => {
    fc.assert(
      fc.property(digits(2), digits(2), digits(2), (a, b, c) => {
        expect(sortCode.test(`${a}-${b}-${c}`)).toBe(true);
        expect(sortCode.test(`${a}${b}${c}`)).toBe(false);
      }),
    );
  });
});

describe('postcode', () => {
  it('has its message', () => {
    expect(postcode.message()).toBe('Please enter a valid postcode');
  });

  it.each([
    'M1 1AE',
    'B33 8TH',
    'CR2 6XH',
    'DN55 1PT',
    'W1A 0AX',
    'EC1A 1BB',
    'SW1A 1AA',
    'SW1A1AA',
    'sw1a 1aa',
    'GIR 0AA',
  ])('accepts %s', (value) => {
    expect(postcode.test(value)).toBe(true);
  });

  it.each([
    'SW1A  1AA',
    ' SW1A 1AA',
    'SW1A 1AA ',
    'QA1 1AA',
    'V1 1AA',
    'X1 1AA',
    'AI1 1AA',
    'SW1A 1CA',
    'SW1A 1AI',
    'SW1 AA',
    '12345',
    'SW1A 11A',
    'SW1A',
    'W1I 1AA',
  ])('rejects %s', (value) => {
    expect(postcode.test(value)).toBe(false);
  });
});

describe('national_insurance_number', () => {
  it('has its message', () => {
    expect(nationalInsuranceNumber.message()).toBe('Please enter a valid National Insurance number');
  });

  it.each(['AB123456C', 'AB 12 34 56 C', 'ab123456c', 'JG103759A', 'ZA123456D', 'OA123456A'])(
    'accepts %s',
    (value) => {
      expect(nationalInsuranceNumber.test(value)).toBe(true);
    },
  );

  it.each([
    'AB123456E',
    'AB12345C',
    'AB1234567C',
    'DA123456A',
    'FA123456A',
    'IA123456A',
    'QQ123456C',
    'UA123456A',
    'VA123456A',
    'AO123456A',
    'AD123456A',
    'BG123456A',
    'GB123456A',
    'KN123456A',
    'NK123456A',
    'NT123456A',
    'TN123456A',
    'ZZ123456A',
    'AB  123456C',
    'A1123456C',
  ])('rejects %s', (value) => {
    expect(nationalInsuranceNumber.test(value)).toBe(false);
  });

  it('any allowed prefix, six digits and suffix A-D passes, written compact or spaced', () => {
    const prefix = fc
      .tuple(fc.constantFrom(...'ABCEGHJKLMNOPRSTWXYZ'), fc.constantFrom(...'ABCEGHJKLMNPRSTWXYZ'))
      .map(([a, b]) => `${a}${b}`)
      .filter((p) => !['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(p));
    fc.assert(
      fc.property(prefix, digits(6), fc.constantFrom('A', 'B', 'C', 'D'), (p, n, s) => {
        expect(nationalInsuranceNumber.test(`${p}${n}${s}`)).toBe(true);
        expect(
          nationalInsuranceNumber.test(`${p} ${n.slice(0, 2)} ${n.slice(2, 4)} ${n.slice(4)} ${s}`),
        ).toBe(true);
        expect(nationalInsuranceNumber.test(`${p}${n}E`)).toBe(false);
      }),
    );
  });
});

describe('bank_account', () => {
  it('has its message', () => {
    expect(bankAccount.message()).toBe('Please enter a valid bank account number');
  });

  it.each(['12345678', '00000000', 12345678])('accepts %j', (value) => {
    expect(bankAccount.test(value)).toBe(true);
  });

  it.each(['1234567', '123456789', '1234 5678', '1234567a', '١٢٣٤٥٦٧٨', ' 12345678', 1234567])(
    'rejects %j',
    (value) => {
      expect(bankAccount.test(value)).toBe(false);
    },
  );

  it('any 8-digit string is a valid bank account', () => {
    fc.assert(
      fc.property(digits(8), (account) => {
        expect(bankAccount.test(account)).toBe(true);
      }),
    );
  });

  it('any digit string of another length is not', () => {
    const other = fc.string({ unit: digit, minLength: 1, maxLength: 20 }).filter((s) => s.length !== 8);
    fc.assert(
      fc.property(other, (account) => {
        expect(bankAccount.test(account)).toBe(false);
      }),
    );
  });
});

describe('charity_number', () => {
  it('has the spec message', () => {
    expect(charityNumber.message()).toBe('Invalid Charity Number');
  });

  it.each([
    '',
    undefined,
    null,
    '202918',
    '1089464',
    '1089464-1',
    'SC012345',
    'sc012345',
    'SC 012345',
    'NIC100002',
  ])('accepts %j', (value) => {
    expect(charityNumber.test(value)).toBe(true);
  });

  it.each([
    '12345',
    '12345678',
    'SC12345',
    'SC1234567',
    'NI100002',
    'NIC10000',
    'AB123456',
    '1089464-123',
    'charity',
  ])('rejects %s', (value) => {
    expect(charityNumber.test(value)).toBe(false);
  });

  it('any 6 or 7 digits, or SC/NIC + 6 digits, passes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 7 }),
        digits(7),
        fc.constantFrom('SC', 'NIC'),
        (n, seven, prefix) => {
          expect(charityNumber.test(seven.slice(0, n))).toBe(true);
          expect(charityNumber.test(`${prefix}${seven.slice(1)}`)).toBe(true);
        },
      ),
    );
  });
});

describe('vat_number', () => {
  it('has the spec message', () => {
    expect(vatNumber.message()).toBe('Invalid Vat Number');
  });

  it.each([
    '',
    'GB123456789',
    'GB123456789012',
    'gb123456789',
    'GB 123 4567 89',
    'GBGD001',
    'GBGD499',
    'GBHA500',
    'GBHA999',
    'DE123456789',
    'FR12345678901',
    'NL123456789B01',
    'EL123456789',
    'IE1234567FA',
    'XI123456789',
    'ATU12345678',
  ])('accepts %j', (value) => {
    expect(vatNumber.test(value)).toBe(true);
  });

  it.each([
    'GB12345678',
    'GB1234567890',
    'GB1234567890123',
    'GBGD500',
    'GBHA499',
    'GBGD12',
    'GBABCDEFGHI',
    '123456789',
    'US123456789',
    'GR123456789',
    'DE1',
    'DE1234567890123',
    'DE-123456789',
    'vat',
  ])('rejects %s', (value) => {
    expect(vatNumber.test(value)).toBe(false);
  });

  it('any GB + 9 or 12 digits passes', () => {
    fc.assert(
      fc.property(digits(9), digits(3), (nine, three) => {
        expect(vatNumber.test(`GB${nine}`)).toBe(true);
        expect(vatNumber.test(`GB${nine}${three}`)).toBe(true);
        expect(vatNumber.test(`GB${nine}${three.slice(1)}`)).toBe(false);
      }),
    );
  });
});

describe('company_number', () => {
  it('has the spec message', () => {
    expect(companyNumber.message()).toBe('Invalid Company Number');
  });

  it.each(['', '01234567', '12345678', 'SC123456', 'NI123456', 'OC123456', 'sc123456'])(
    'accepts %j',
    (value) => {
      expect(companyNumber.test(value)).toBe(true);
    },
  );

  it.each(['1234567', '123456789', 'S1234567', 'SCO12345', 'SC12345', 'SC1234567', 'SC 123456', 'ABC12345'])(
    'rejects %s',
    (value) => {
      expect(companyNumber.test(value)).toBe(false);
    },
  );

  it('any 8 digits or 2 letters + 6 digits passes', () => {
    fc.assert(
      fc.property(digits(8), upper, upper, digits(6), (eight, a, b, six) => {
        expect(companyNumber.test(eight)).toBe(true);
        expect(companyNumber.test(`${a}${b}${six}`)).toBe(true);
        expect(companyNumber.test(`${a}${six}`)).toBe(false);
      }),
    );
  });
});
