/**
 * Card checks done in the browser before a card is tokenised: the number, the expiry and the security code.
 * Messages follow the wording shoppers know from card forms. Nothing here is ever sent to our server.
 */
export type CardBrand =
  | 'visa'
  | 'mastercard'
  | 'amex'
  | 'discover'
  | 'diners'
  | 'jcb'
  | 'unionpay'
  | 'unknown';

export const CARD_MESSAGES = {
  numberRequired: 'Please enter your card number',
  numberInvalid: 'Your card number is invalid.',
  numberIncomplete: 'Your card number is incomplete.',
  expiryRequired: "Please enter your card's expiry date",
  expiryInvalid: "Your card's expiry date is invalid.",
  expiryPast: "Your card's expiry date is in the past.",
  cvcRequired: "Please enter your card's security code",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  unknown: 'Card',
};

export function brandName(brand: string): string {
  return BRAND_NAMES[brand as CardBrand] ?? 'Card';
}

/** 'Visa ending 4242': how a payment method is named in payment attempts, receipts and emails. */
export function paymentMethodName(brand: string, last4: string): string {
  return `${brandName(brand)} ending ${last4}`;
}

export function digitsOf(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function cardBrand(number: string): CardBrand {
  const digits = digitsOf(number);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  if (/^35(2[89]|[3-8])/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function expectedLength(brand: CardBrand): number[] {
  if (brand === 'amex') return [15];
  if (brand === 'diners') return [14, 16];
  return [16, 19];
}

export function cardNumberProblem(number: string): string | null {
  const digits = digitsOf(number);
  if (!digits) return CARD_MESSAGES.numberRequired;
  if (!/^\d+$/.test(digits)) return CARD_MESSAGES.numberInvalid;
  const lengths = expectedLength(cardBrand(digits));
  if (digits.length < Math.min(...lengths)) return CARD_MESSAGES.numberIncomplete;
  if (!lengths.includes(digits.length) && digits.length !== 16) return CARD_MESSAGES.numberInvalid;
  return luhnValid(digits) ? null : CARD_MESSAGES.numberInvalid;
}

/** Reads 'MM / YY', 'MM/YY', 'MMYY' or 'MM/YYYY'. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = value.replace(/\s/g, '').match(/^(\d{1,2})\/?(\d{2}|\d{4})$/);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

export function expiryProblem(value: string, now: Date): string | null {
  if (!value.trim()) return CARD_MESSAGES.expiryRequired;
  const expiry = parseExpiry(value);
  if (!expiry) return CARD_MESSAGES.expiryInvalid;
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (expiry.year * 12 + (expiry.month - 1) < thisMonth) return CARD_MESSAGES.expiryPast;
  if (expiry.year > now.getFullYear() + 50) return CARD_MESSAGES.expiryInvalid;
  return null;
}

export function cvcProblem(value: string, brand: CardBrand): string | null {
  const digits = value.trim();
  if (!digits) return CARD_MESSAGES.cvcRequired;
  const length = brand === 'amex' ? 4 : 3;
  return new RegExp(`^\\d{${length}}$`).test(digits) ? null : CARD_MESSAGES.cvcIncomplete;
}

/** '4242424242424242' → '4242 4242 4242 4242' (American Express: 4-6-5). */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).replace(/\D/g, '').slice(0, 19);
  if (cardBrand(digits) === 'amex')
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
