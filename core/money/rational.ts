/**
 * Exact decimal arithmetic helpers (internal). Amounts and rates are turned into BigInt fractions so
 * that conversion and decimal parsing round exactly, free of binary floating-point noise
 * (e.g. 1.005 -> 101 pence, not 100).
 */

export interface Fraction {
  readonly num: bigint;
  /** Always positive. */
  readonly den: bigint;
}

const PLAIN_DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;
const WITH_EXPONENT = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

export function pow10(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

/** Parses a decimal string ('-12.34', '.5', '7.') into an exact fraction; null when malformed. */
export function parseDecimal(text: string, allowExponent = false): Fraction | null {
  const match = (allowExponent ? WITH_EXPONENT : PLAIN_DECIMAL).exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = '', exponentText] = match;
  if (whole === '' && fraction === '') return null;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 400) return null;
  let num = BigInt(`${whole}${fraction}` || '0');
  let den = pow10(fraction.length);
  if (exponent > 0) num *= pow10(exponent);
  if (exponent < 0) den *= pow10(-exponent);
  return { num: sign === '-' ? -num : num, den };
}

/** The exact decimal value of a finite number's shortest round-trip representation. */
export function numberToFraction(value: number): Fraction | null {
  if (!Number.isFinite(value)) return null;
  return parseDecimal(String(value), true);
}

/** num / den rounded half away from zero. */
export function divideRounded(num: bigint, den: bigint): bigint {
  if (den === 0n) throw new RangeError('division by zero');
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  const negative = num < 0n;
  const magnitude = negative ? -num : num;
  const quotient = (magnitude * 2n + den) / (den * 2n);
  return negative ? -quotient : quotient;
}

/** Converts a BigInt to a number, refusing values outside the safe integer range. */
export function toSafeInteger(value: bigint, what = 'amount'): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`${what} is outside the safe integer range`);
  }
  return Number(value);
}
