import { describe, expect, it } from 'vitest';
import * as messages from './messages';

describe('fixed messages', () => {
  it.each([
    ['required', messages.required, 'This field is required'],
    ['email', messages.email, 'Please enter a valid email address'],
    ['url', messages.url, 'Please enter a valid url'],
    ['domain', messages.domain, 'Please enter a valid domain'],
    ['password', messages.password, 'Password cannot start or end with spaces'],
    ['twoFactorCode', messages.twoFactorCode, 'Invalid authentication code'],
    ['recoveryCode', messages.recoveryCode, 'Invalid recovery code'],
    ['charityNumber', messages.charityNumber, 'Invalid Charity Number'],
    ['vatNumber', messages.vatNumber, 'Invalid Vat Number'],
    ['companyNumber', messages.companyNumber, 'Invalid Company Number'],
    ['measurementId', messages.measurementId, 'Invalid measurement ID'],
    ['trackingId', messages.trackingId, 'Invalid tracking ID'],
    ['facebookPixel', messages.facebookPixel, 'Invalid pixel ID or snippet'],
    ['pinterestPixel', messages.pinterestPixel, 'Invalid tag ID or snippet'],
    ['conversionId', messages.conversionId, 'Invalid conversion ID'],
    ['conversionLabel', messages.conversionLabel, 'Invalid conversion label'],
    ['siteVerification', messages.siteVerification, 'Invalid verification snippet'],
    ['embedCode', messages.embedCode, 'Invalid Embed Code'],
    ['alpha', messages.alpha, 'May only contain letters'],
    ['alphaDash', messages.alphaDash, 'May only contain letters, numbers, dashes and underscores'],
    ['alphaSpaces', messages.alphaSpaces, 'May only contain letters and spaces'],
    [
      'alphaSpacesPunctuation',
      messages.alphaSpacesPunctuation,
      'May only contain letters, spaces and punctuation',
    ],
    ['numeric', messages.numeric, 'May only contain numbers'],
    ['numericFloat', messages.numericFloat, 'Must be a number'],
    ['numberRequired', messages.numberRequired, 'Must contain at least one number'],
    ['twoDecimalPlaces', messages.twoDecimalPlaces, 'Must be a number with no more than two decimal places'],
    ['positiveNumber', messages.positiveNumber, 'Must be a positive number'],
    ['lowercase', messages.lowercase, 'must be lowercase'],
    ['ukPhone', messages.ukPhone, 'Please enter a valid UK phone number'],
    ['sortCode', messages.sortCode, 'Please enter a valid sort code'],
    ['postcode', messages.postcode, 'Please enter a valid postcode'],
    [
      'nationalInsuranceNumber',
      messages.nationalInsuranceNumber,
      'Please enter a valid National Insurance number',
    ],
    ['bankAccount', messages.bankAccount, 'Please enter a valid bank account number'],
    ['invalidText', messages.invalidText, 'Must be text'],
  ])('%s is %j', (_name, actual, text) => {
    expect(actual).toBe(text);
  });

  it('general message is the snackbar default', () => {
    expect(messages.GENERAL_VALIDATION_MESSAGE).toBe(
      'Oops... looks like something went wrong. Please try again.',
    );
  });

  it('length defaults are 3 and 10', () => {
    expect(messages.DEFAULT_MIN_LENGTH).toBe(3);
    expect(messages.DEFAULT_MAX_LENGTH).toBe(10);
  });
});

describe('parameterised messages', () => {
  it('minLength names the minimum, defaulting to 3', () => {
    expect(messages.minLength(8)).toBe('Must contain at least 8 characters');
    expect(messages.minLength()).toBe('Must contain at least 3 characters');
  });

  it('maxLength names the maximum, defaulting to 10', () => {
    expect(messages.maxLength(255)).toBe('Must contain no more than 255 characters');
    expect(messages.maxLength()).toBe('Must contain no more than 10 characters');
  });

  it('minValue and maxValue', () => {
    expect(messages.minValue(5)).toBe('Min 5');
    expect(messages.minValue(0.5)).toBe('Min 0.5');
    expect(messages.minValue(-2)).toBe('Min -2');
    expect(messages.maxValue(100)).toBe('Max 100');
  });

  it('fileExtensions lists the formats in order', () => {
    expect(messages.fileExtensions(['png', 'jpg'])).toBe('Must upload the following formats: png, jpg');
    expect(messages.fileExtensions(['svg'])).toBe('Must upload the following formats: svg');
  });

  it('storage messages name the limit', () => {
    expect(messages.storageKeyTooLong(256)).toBe('Storage key must contain no more than 256 characters');
    expect(messages.storageValueTooLong(3584)).toBe('Stored value must contain no more than 3584 characters');
  });
});
