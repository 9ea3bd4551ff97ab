import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  cardBrand,
  cardNumberProblem,
  cvcProblem,
  expiryProblem,
  formatCardNumber,
  luhnValid,
  paymentMethodName,
} from './cards';
import { cardPaymentSchema, PAYMENT_MESSAGES } from './form';
import {
  DECLINE_MESSAGES,
  outcomeOfTestToken,
  TEST_CARDS,
  testCardOutcome,
  tokeniseTestCard,
} from './test-cards';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('card checks in the browser', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3056930009020004', 'diners'],
    ['3566002020360505', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['9999', 'unknown'],
  ] as const)('%s is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42a2')).toBe(false);
  });

  it.each([
    ['', CARD_MESSAGES.numberRequired],
    ['4242 4242', CARD_MESSAGES.numberIncomplete],
    ['4242 4242 4242 4241', CARD_MESSAGES.numberInvalid],
    ['4242-4242-abcd-4242', CARD_MESSAGES.numberInvalid],
    ['4242 4242 4242 4242', null],
    ['3782 822463 10005', null],
  ])('card number %j → %s', (number, message) => {
    expect(cardNumberProblem(number)).toBe(message);
  });

  it.each([
    ['', CARD_MESSAGES.expiryRequired],
    ['13/30', CARD_MESSAGES.expiryInvalid],
    ['ab/cd', CARD_MESSAGES.expiryInvalid],
    ['10/26', CARD_MESSAGES.expiryPast],
    ['11/26', null],
    ['12 / 2030', null],
    ['0130', null],
  ])('expiry %j → %s', (value, message) => {
    expect(expiryProblem(value, NOW)).toBe(message);
  });

  it('wants 3 security digits, 4 for American Express', () => {
    expect(cvcProblem('', 'visa')).toBe(CARD_MESSAGES.cvcRequired);
    expect(cvcProblem('12', 'visa')).toBe(CARD_MESSAGES.cvcIncomplete);
    expect(cvcProblem('123', 'visa')).toBeNull();
    expect(cvcProblem('123', 'amex')).toBe(CARD_MESSAGES.cvcIncomplete);
    expect(cvcProblem('1234', 'amex')).toBeNull();
  });

  it('groups the digits as they are typed', () => {
    expect(formatCardNumber('42424242424242424')).toBe('4242 4242 4242 4242 4');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4x2')).toBe('42');
  });

  it('names a payment method by brand and last four digits', () => {
    expect(paymentMethodName('visa', '4242')).toBe('Visa ending 4242');
    expect(paymentMethodName('amex', '0005')).toBe('American Express ending 0005');
    expect(paymentMethodName('something', '1111')).toBe('Card ending 1111');
  });
});

describe('the test processor cards', () => {
  it('are all valid card numbers of their brand', () => {
    for (const card of TEST_CARDS) {
      expect(cardNumberProblem(card.number)).toBeNull();
      expect(cardBrand(card.number)).toBe(card.brand);
    }
  });

  it.each([
    ['4242 4242 4242 4242', 'succeeded'],
    ['4000 0000 0000 0002', 'generic_decline'],
    ['4000 0000 0000 9995', 'insufficient_funds'],
    ['4000 0000 0000 0069', 'expired_card'],
    ['4000 0000 0000 0127', 'incorrect_cvc'],
    ['4111 1111 1111 1111', 'not_a_test_card'],
  ] as const)('%s → %s', (number, outcome) => {
    expect(testCardOutcome(number)).toBe(outcome);
  });

  it('tokenises a card into an opaque token with no digits of the number in it', () => {
    const card = tokeniseTestCard('4000 0000 0000 9995');
    expect(card.brand).toBe('visa');
    expect(card.last4).toBe('9995');
    expect(card.token).toMatch(/^pm_test_insufficient_funds_[0-9a-f]{24}$/);
    expect(card.token).not.toContain('4000000000009995');
    expect(tokeniseTestCard('4242424242424242').token).not.toBe(tokeniseTestCard('4242424242424242').token);
    expect(outcomeOfTestToken(card.token)).toBe('insufficient_funds');
  });

  it('does not accept a token it never made', () => {
    expect(outcomeOfTestToken('pm_test_succeeded')).toBeNull();
    expect(outcomeOfTestToken('pm_test_free_money_000000000000000000000000')).toBeNull();
    expect(outcomeOfTestToken('4242424242424242')).toBeNull();
  });

  it('has a decline message for every declining outcome', () => {
    expect(DECLINE_MESSAGES.generic_decline).toBe('Your card was declined.');
    expect(DECLINE_MESSAGES.insufficient_funds).toBe('Your card has insufficient funds.');
    for (const card of TEST_CARDS.filter((entry) => entry.outcome !== 'succeeded'))
      expect(DECLINE_MESSAGES[card.outcome as keyof typeof DECLINE_MESSAGES]).toBeTruthy();
  });
});

describe('a tokenised card as a payment form posts it', () => {
  it('takes the token, the brand (lower-cased) and the last four digits', () => {
    expect(
      cardPaymentSchema.parse({ paymentToken: ' pm_card_visa ', cardBrand: 'Visa', cardLast4: '4242' }),
    ).toEqual({ paymentToken: 'pm_card_visa', cardBrand: 'visa', cardLast4: '4242' });
  });

  it.each([
    ['paymentToken', ''],
    ['paymentToken', '4242 4242 4242 4242'],
    ['cardBrand', 'visa!'],
    ['cardLast4', '42'],
  ])('refuses %s %j with the card-details message', (field, value) => {
    const result = cardPaymentSchema.safeParse({
      paymentToken: 'pm_test_succeeded_0123',
      cardBrand: 'visa',
      cardLast4: '4242',
      [field]: value,
    });
    const problems = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect([...new Set(problems)]).toEqual([`${field}: ${PAYMENT_MESSAGES.cardDetailsRequired}`]);
    expect(PAYMENT_MESSAGES.cardDetailsRequired).toBe('Please enter your card details');
  });
});
