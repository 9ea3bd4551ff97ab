import { regex } from './rules/custom';
import { fileExtensions } from './rules/files';
import { domain, email, password, recoveryCode, required, twoFactorCode, url } from './rules/identity';
import {
  conversionId,
  conversionLabel,
  embedCode,
  facebookPixel,
  measurementId,
  pinterestPixel,
  siteVerification,
  trackingId,
} from './rules/marketing';
import {
  alpha,
  alphaDash,
  alphaSpaces,
  alphaSpacesPunctuation,
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
} from './rules/text';
import {
  bankAccount,
  charityNumber,
  companyNumber,
  nationalInsuranceNumber,
  postcode,
  sortCode,
  ukPhone,
  vatNumber,
} from './rules/uk';
import type { RuleFor, RuleName, RuleParams } from './types';

export type Catalogue = { readonly [K in RuleName]: RuleFor<RuleParams[K]> };

/** Every named rule of the spec, by its snake_case name. */
export const catalogue: Catalogue = Object.freeze({
  required,
  email,
  url,
  domain,
  password,
  two_factor_code: twoFactorCode,
  recovery_code: recoveryCode,
  charity_number: charityNumber,
  vat_number: vatNumber,
  company_number: companyNumber,
  measurement_id: measurementId,
  tracking_id: trackingId,
  facebook_pixel: facebookPixel,
  pinterest_pixel: pinterestPixel,
  conversion_id: conversionId,
  conversion_label: conversionLabel,
  site_verification: siteVerification,
  embed_code: embedCode,
  alpha,
  alpha_dash: alphaDash,
  alpha_spaces: alphaSpaces,
  alpha_spaces_punctuation: alphaSpacesPunctuation,
  numeric,
  numeric_float: numericFloat,
  number_required: numberRequired,
  two_decimal_places: twoDecimalPlaces,
  positive_number: positiveNumber,
  lowercase,
  uk_phone: ukPhone,
  sort_code: sortCode,
  postcode,
  national_insurance_number: nationalInsuranceNumber,
  bank_account: bankAccount,
  min_length: minLength,
  max_length: maxLength,
  file_extensions: fileExtensions,
  min_value: minValue,
  max_value: maxValue,
  regex,
});

/** All rule names, in catalogue order. */
export const ruleNames = Object.keys(catalogue) as RuleName[];

export function isRuleName(name: unknown): name is RuleName {
  return typeof name === 'string' && Object.hasOwn(catalogue, name);
}

/** The rule called `name`; throws for an unknown name (e.g. one that came from untyped data). */
export function getRule<K extends RuleName>(name: K): Catalogue[K] {
  if (!isRuleName(name)) throw new TypeError(`Unknown validation rule "${String(name)}"`);
  return catalogue[name];
}
