export { availableCurrencies, type CurrencyPlugin } from './availability';
export { type ConversionRates, convert } from './convert';
export {
  CURRENCIES,
  CURRENCY_CODES,
  type Currency,
  type CurrencyCode,
  getCurrency,
  isCurrencyCode,
  type SymbolAlign,
} from './currencies';
export { fromDecimal, toDecimal } from './decimal';
export { CURRENCY_COOKIE, DEFAULT_CURRENCY } from './defaults';
export { type FormatMoneyOptions, formatMoney, formatMoneyParts, type MoneyParts } from './format';
export { add, compare, equals, type Money, money, multiply, subtract, sum } from './money';
export { parseCurrencyCode } from './parse';
