/**
 * Every validation message, exactly as shown to users. Messages quoted by the spec (section 5) are
 * reproduced verbatim; the others follow the same voice.
 */

/** Shown when a validation failure carries no usable message. */
export const GENERAL_VALIDATION_MESSAGE = 'Oops... looks like something went wrong. Please try again.';

export const DEFAULT_MIN_LENGTH = 3;
export const DEFAULT_MAX_LENGTH = 10;

// Identity
export const required = 'This field is required';
export const email = 'Please enter a valid email address';
export const url = 'Please enter a valid url';
export const domain = 'Please enter a valid domain';
export const password = 'Password cannot start or end with spaces';
export const twoFactorCode = 'Invalid authentication code';
export const recoveryCode = 'Invalid recovery code';

// UK business and banking
export const charityNumber = 'Invalid Charity Number';
export const vatNumber = 'Invalid Vat Number';
export const companyNumber = 'Invalid Company Number';
export const ukPhone = 'Please enter a valid UK phone number';
export const sortCode = 'Please enter a valid sort code';
export const postcode = 'Please enter a valid postcode';
export const nationalInsuranceNumber = 'Please enter a valid National Insurance number';
export const bankAccount = 'Please enter a valid bank account number';

// Marketing integrations
export const measurementId = 'Invalid measurement ID';
export const trackingId = 'Invalid tracking ID';
export const facebookPixel = 'Invalid pixel ID or snippet';
export const pinterestPixel = 'Invalid tag ID or snippet';
export const conversionId = 'Invalid conversion ID';
export const conversionLabel = 'Invalid conversion label';
export const siteVerification = 'Invalid verification snippet';
export const embedCode = 'Invalid Embed Code';

// Text and numbers
export const alpha = 'May only contain letters';
export const alphaDash = 'May only contain letters, numbers, dashes and underscores';
export const alphaSpaces = 'May only contain letters and spaces';
export const alphaSpacesPunctuation = 'May only contain letters, spaces and punctuation';
export const numeric = 'May only contain numbers';
export const numericFloat = 'Must be a number';
export const numberRequired = 'Must contain at least one number';
export const twoDecimalPlaces = 'Must be a number with no more than two decimal places';
export const positiveNumber = 'Must be a positive number';
export const lowercase = 'must be lowercase';

/** Shown by schemas when a value of the wrong type (not text) is given. */
export const invalidText = 'Must be text';

export const minLength = (min: number = DEFAULT_MIN_LENGTH): string =>
  `Must contain at least ${min} characters`;
export const maxLength = (max: number = DEFAULT_MAX_LENGTH): string =>
  `Must contain no more than ${max} characters`;
export const minValue = (min: number): string => `Min ${min}`;
export const maxValue = (max: number): string => `Max ${max}`;
export const fileExtensions = (extensions: readonly string[]): string =>
  `Must upload the following formats: ${extensions.join(', ')}`;

// Storage
export const storageKeyTooLong = (max: number): string =>
  `Storage key must contain no more than ${max} characters`;
export const storageValueTooLong = (max: number): string =>
  `Stored value must contain no more than ${max} characters`;
