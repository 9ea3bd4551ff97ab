/**
 * Currency catalogue (spec §3).
 *
 * Choices:
 * - Formatting keeps the platform defaults of spec §9 for every currency: thousands separator ',' and
 *   decimal point '.', so prices read the same way across a store whatever the currency. Only the
 *   symbol and its side follow what shoppers of that currency expect ('€5.00', '99.00 kr', '10.00 zł').
 * - Right-aligned symbols are separated from the number by a space; left-aligned symbols are written
 *   directly before it, except alphabetic symbols of more than one letter ('CHF 5.00', 'RM 5.00').
 * - `subScript` holds the ISO code for currencies whose symbol is shared with another catalogue
 *   currency ('$' for CAD, AUD, NZD, HKD, SGD, MXN; '¥' for CNY; 'kr' for NOK, SEK, DKK, ISK), so the UI
 *   can tell them apart. The most common owner of a shared symbol (USD for '$', JPY for '¥') has none.
 *   Every (symbol, subScript) pair is unique.
 * - `minorUnits` follows ISO 4217 (2 for most; 0 for JPY, KRW and ISK) with one retail deviation: HUF
 *   is 0, because fillér coins were withdrawn in 1999 and Hungarian prices are shown in whole forints.
 *   IDR keeps ISO's 2.
 * - `conversionRate` is units of the currency per 1 GBP (GBP is the base). Spec: USD 2, others 1 or
 *   none; 'none' is treated as 1.
 * - HRK is kept although Croatia adopted the euro in 2023, because the spec lists it.
 */

export const CURRENCY_CODES = [
  'GBP',
  'USD',
  'EUR',
  'CAD',
  'AUD',
  'JPY',
  'KRW',
  'NOK',
  'SEK',
  'DKK',
  'BGN',
  'BRL',
  'CNY',
  'NZD',
  'CZK',
  'HKD',
  'HRK',
  'HUF',
  'IDR',
  'INR',
  'ISK',
  'ILS',
  'CHF',
  'MXN',
  'MYR',
  'PHP',
  'PLN',
  'RON',
  'RUB',
  'SGD',
  'THB',
  'TRY',
  'ZAR',
] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];
export type SymbolAlign = 'left' | 'right';

export interface Currency {
  readonly code: CurrencyCode;
  readonly name: string;
  readonly symbol: string;
  readonly symbolAlign: SymbolAlign;
  /** Code shown as a sub-script next to an ambiguous symbol, or null. */
  readonly subScript: string | null;
  readonly decimalPoint: string;
  readonly thousandsSeparator: string;
  /** Decimal places of the currency; Money amounts are integers in units of 10^-minorUnits. */
  readonly minorUnits: number;
  /** Units of this currency per 1 GBP. */
  readonly conversionRate: number;
}

type Entry = [
  name: string,
  symbol: string,
  align: SymbolAlign,
  subScript: string | null,
  minorUnits?: number,
];

const ENTRIES: Record<CurrencyCode, Entry> = {
  GBP: ['Pound Sterling', '£', 'left', null],
  USD: ['US Dollar', '$', 'left', null],
  EUR: ['Euro', '€', 'left', null],
  CAD: ['Canadian Dollar', '$', 'left', 'CAD'],
  AUD: ['Australian Dollar', '$', 'left', 'AUD'],
  JPY: ['Japanese Yen', '¥', 'left', null, 0],
  KRW: ['South Korean Won', '₩', 'left', null, 0],
  NOK: ['Norwegian Krone', 'kr', 'right', 'NOK'],
  SEK: ['Swedish Krona', 'kr', 'right', 'SEK'],
  DKK: ['Danish Krone', 'kr', 'right', 'DKK'],
  BGN: ['Bulgarian Lev', 'лв', 'right', null],
  BRL: ['Brazilian Real', 'R$', 'left', null],
  CNY: ['Chinese Yuan', '¥', 'left', 'CNY'],
  NZD: ['New Zealand Dollar', '$', 'left', 'NZD'],
  CZK: ['Czech Koruna', 'Kč', 'right', null],
  HKD: ['Hong Kong Dollar', '$', 'left', 'HKD'],
  HRK: ['Croatian Kuna', 'kn', 'right', null],
  HUF: ['Hungarian Forint', 'Ft', 'right', null, 0],
  IDR: ['Indonesian Rupiah', 'Rp', 'left', null],
  INR: ['Indian Rupee', '₹', 'left', null],
  ISK: ['Icelandic Króna', 'kr', 'right', 'ISK', 0],
  ILS: ['Israeli New Shekel', '₪', 'left', null],
  CHF: ['Swiss Franc', 'CHF', 'left', null],
  MXN: ['Mexican Peso', '$', 'left', 'MXN'],
  MYR: ['Malaysian Ringgit', 'RM', 'left', null],
  PHP: ['Philippine Peso', '₱', 'left', null],
  PLN: ['Polish Złoty', 'zł', 'right', null],
  RON: ['Romanian Leu', 'lei', 'right', null],
  RUB: ['Russian Ruble', '₽', 'right', null],
  SGD: ['Singapore Dollar', '$', 'left', 'SGD'],
  THB: ['Thai Baht', '฿', 'left', null],
  TRY: ['Turkish Lira', '₺', 'left', null],
  ZAR: ['South African Rand', 'R', 'left', null],
};

const CONVERSION_RATES: Partial<Record<CurrencyCode, number>> = { GBP: 1, USD: 2 };

export const CURRENCIES: Readonly<Record<CurrencyCode, Currency>> = Object.freeze(
  Object.fromEntries(
    CURRENCY_CODES.map((code) => {
      const [name, symbol, symbolAlign, subScript, minorUnits = 2] = ENTRIES[code];
      const currency: Currency = Object.freeze({
        code,
        name,
        symbol,
        symbolAlign,
        subScript,
        decimalPoint: '.',
        thousandsSeparator: ',',
        minorUnits,
        conversionRate: CONVERSION_RATES[code] ?? 1,
      });
      return [code, currency];
    }),
  ) as Record<CurrencyCode, Currency>,
);

const CODE_SET: ReadonlySet<string> = new Set(CURRENCY_CODES);

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && CODE_SET.has(value);
}

export function getCurrency(code: CurrencyCode): Currency {
  const currency = CURRENCIES[code];
  if (!currency) throw new Error(`unknown currency: ${String(code)}`);
  return currency;
}
