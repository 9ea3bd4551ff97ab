import { getCurrency, type SymbolAlign } from './currencies';
import type { Money } from './money';

export interface FormatMoneyOptions {
  /** Show the currency symbol (default true). */
  symbol?: boolean;
  /** Append the currency's sub-script code, when it has one, after the amount: '$5.00 CAD' (default false). */
  subScript?: boolean;
}

/** The pieces of a formatted amount, for UIs that render the symbol or sub-script separately. */
export interface MoneyParts {
  /** '-' for negative amounts, else ''. */
  readonly sign: string;
  readonly symbol: string;
  readonly symbolAlign: SymbolAlign;
  /** Separator between symbol and number: ' ' or ''. */
  readonly symbolSpace: string;
  /** The number with thousands separators and decimals, no sign: '1,234.56'. */
  readonly number: string;
  readonly subScript: string | null;
}

const ALPHABETIC_SYMBOL = /^\p{L}{2,}$/u;

function groupThousands(digits: string, separator: string): string {
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3);
    grouped = grouped === '' ? digits.slice(start, end) : `${digits.slice(start, end)}${separator}${grouped}`;
  }
  return grouped;
}

export function formatMoneyParts(value: Money): MoneyParts {
  const currency = getCurrency(value.currency);
  const { minorUnits } = currency;
  const digits = Math.abs(value.amount)
    .toString()
    .padStart(minorUnits + 1, '0');
  const whole = minorUnits === 0 ? digits : digits.slice(0, -minorUnits);
  const fraction = minorUnits === 0 ? '' : `${currency.decimalPoint}${digits.slice(-minorUnits)}`;
  const symbolSpace = currency.symbolAlign === 'right' || ALPHABETIC_SYMBOL.test(currency.symbol) ? ' ' : '';
  return {
    sign: value.amount < 0 ? '-' : '',
    symbol: currency.symbol,
    symbolAlign: currency.symbolAlign,
    symbolSpace,
    number: `${groupThousands(whole, currency.thousandsSeparator)}${fraction}`,
    subScript: currency.subScript,
  };
}

/**
 * Formats money for display: '£1,234.56', '$5.00', '¥1,500', '99.00 kr', '-£1.00', 'CHF 5.00'.
 * The sign always leads, before a left-aligned symbol.
 */
export function formatMoney(value: Money, options: FormatMoneyOptions = {}): string {
  const parts = formatMoneyParts(value);
  let text = parts.number;
  if (options.symbol !== false) {
    text =
      parts.symbolAlign === 'left'
        ? `${parts.symbol}${parts.symbolSpace}${text}`
        : `${text}${parts.symbolSpace}${parts.symbol}`;
  }
  if (options.subScript === true && parts.subScript !== null) text = `${text} ${parts.subScript}`;
  return `${parts.sign}${text}`;
}
