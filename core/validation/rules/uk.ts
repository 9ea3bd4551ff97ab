import * as messages from '../messages';
import { patternRule, textRule } from './define';

/**
 * UK phone number: national (`07700 900123`, `(020) 7946 0958`) or international
 * (`+44 7700 900123`, `+44 (0)20 7946 0958`, `0044 ...`). Digits, spaces, hyphens, dots and
 * parentheses only; after removing separators, 9 or 10 digits follow the 0 or +44 prefix.
 */
export const ukPhone = textRule(
  'uk_phone',
  (text) =>
    /^\+?[0-9\s().-]+$/.test(text) &&
    /^(?:(?:\+|00)44(?:0)?|0)[1-9][0-9]{8,9}$/.test(text.replace(/[\s().-]/g, '')),
  messages.ukPhone,
);

/** Sort code written NN-NN-NN. */
export const sortCode = patternRule('sort_code', /^[0-9]{2}-[0-9]{2}-[0-9]{2}$/, messages.sortCode);

/**
 * UK postcode in any of the six outward formats (A9, A99, AA9, AA99, A9A, AA9A) with an optional
 * single space before the inward code; letters restricted to those Royal Mail uses; case-insensitive.
 * Also the special `GIR 0AA`.
 */
export const postcode = patternRule(
  'postcode',
  /^(?:GIR ?0AA|[A-PR-UWYZ](?:[0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPSTUW]|[A-HK-Y][0-9][ABEHMNPRVWXY]) ?[0-9][ABD-HJLNP-UW-Z]{2})$/i,
  messages.postcode,
);

/**
 * National Insurance number: two prefix letters, six digits, suffix A-D (`AB123456C`, spaces between
 * pairs allowed, case-insensitive). First letter not D, F, I, Q, U or V; second not D, F, I, O, Q, U
 * or V; the prefixes BG, GB, KN, NK, NT, TN and ZZ are never issued.
 */
export const nationalInsuranceNumber = textRule(
  'national_insurance_number',
  (text) =>
    /^[A-Z]{2} ?[0-9]{2} ?[0-9]{2} ?[0-9]{2} ?[A-D]$/i.test(text) &&
    /^(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z][0-9]{6}[A-D]$/.test(
      text.replace(/ /g, '').toUpperCase(),
    ),
  messages.nationalInsuranceNumber,
);

/** UK bank account number: exactly eight digits. */
export const bankAccount = patternRule('bank_account', /^[0-9]{8}$/, messages.bankAccount);

/**
 * Registered charity number: England and Wales 6 or 7 digits (linked charities may add `-N`),
 * Scotland `SC` + 6 digits, Northern Ireland `NIC` + 6 digits. A space after the prefix is allowed;
 * case-insensitive.
 */
export const charityNumber = patternRule(
  'charity_number',
  /^(?:[0-9]{6,7}(?:-[0-9]{1,2})?|(?:SC|NIC) ?[0-9]{6})$/i,
  messages.charityNumber,
);

/** Countries whose VAT numbers take the common EU form (Greece uses EL; XI is Northern Ireland). */
const EU_VAT_PREFIXES =
  'AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI'.split('|');

/**
 * VAT registration number, spaces ignored, case-insensitive: UK `GB` + 9 or 12 digits, government
 * departments `GBGD` + 000-499, health authorities `GBHA` + 500-999; or an EU (or XI) country code
 * followed by 2-12 letters or digits.
 */
export const vatNumber = textRule(
  'vat_number',
  (text) => {
    const compact = text.replace(/\s/g, '').toUpperCase();
    if (compact.startsWith('GB'))
      return /^GB(?:[0-9]{9}|[0-9]{12}|GD[0-4][0-9]{2}|HA[5-9][0-9]{2})$/.test(compact);
    return EU_VAT_PREFIXES.includes(compact.slice(0, 2)) && /^[A-Z]{2}[A-Z0-9]{2,12}$/.test(compact);
  },
  messages.vatNumber,
);

/** Companies House number: eight characters, either 8 digits or 2 letters + 6 digits (`SC123456`). */
export const companyNumber = patternRule(
  'company_number',
  /^(?:[0-9]{8}|[A-Z]{2}[0-9]{6})$/i,
  messages.companyNumber,
);
