import { type CardBrand, cardBrand, digitsOf } from './cards';

/**
 * The built-in test processor's cards, after Stripe's test cards. The browser turns a card into an opaque
 * token naming only the outcome ('pm_test_declined_…'); the server sees that token, the brand and the last
 * four digits, never the number.
 */
export type TestCardOutcome =
  | 'succeeded'
  | 'generic_decline'
  | 'insufficient_funds'
  | 'lost_card'
  | 'stolen_card'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  | 'fraudulent'
  | 'not_a_test_card';

export interface TestCard {
  number: string;
  brand: CardBrand;
  outcome: TestCardOutcome;
  description: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', outcome: 'succeeded', description: 'Succeeds' },
  { number: '4000056655665556', brand: 'visa', outcome: 'succeeded', description: 'Succeeds (debit)' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'succeeded', description: 'Succeeds' },
  { number: '2223003122003222', brand: 'mastercard', outcome: 'succeeded', description: 'Succeeds' },
  { number: '378282246310005', brand: 'amex', outcome: 'succeeded', description: 'Succeeds' },
  { number: '4000000000000002', brand: 'visa', outcome: 'generic_decline', description: 'Declined' },
  {
    number: '4000000000009995',
    brand: 'visa',
    outcome: 'insufficient_funds',
    description: 'Declined: insufficient funds',
  },
  { number: '4000000000009987', brand: 'visa', outcome: 'lost_card', description: 'Declined: lost card' },
  { number: '4000000000009979', brand: 'visa', outcome: 'stolen_card', description: 'Declined: stolen card' },
  {
    number: '4000000000000069',
    brand: 'visa',
    outcome: 'expired_card',
    description: 'Declined: expired card',
  },
  {
    number: '4000000000000127',
    brand: 'visa',
    outcome: 'incorrect_cvc',
    description: 'Declined: incorrect security code',
  },
  {
    number: '4000000000000119',
    brand: 'visa',
    outcome: 'processing_error',
    description: 'Declined: processing error',
  },
  { number: '4100000000000019', brand: 'visa', outcome: 'fraudulent', description: 'Blocked as fraudulent' },
];

/** What the shopper is told for each outcome (the wording of Stripe's decline messages). */
export const DECLINE_MESSAGES: Record<Exclude<TestCardOutcome, 'succeeded'>, string> = {
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  lost_card: 'Your card was declined.',
  stolen_card: 'Your card was declined.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  fraudulent: 'Your card was declined.',
  not_a_test_card:
    'Your card was declined. This store takes test payments only: use a test card such as 4242 4242 4242 4242.',
};

const OUTCOMES = new Set<string>(['succeeded', ...Object.keys(DECLINE_MESSAGES)]);

export function testCardOutcome(number: string): TestCardOutcome {
  const digits = digitsOf(number);
  return TEST_CARDS.find((card) => card.number === digits)?.outcome ?? 'not_a_test_card';
}

/** 'pm_test_' + outcome + '_' + 24 random hex digits. */
const TOKEN = /^pm_test_([a-z_]+)_([0-9a-f]{24})$/;

function randomHex(bytes: number): string {
  const values = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(values);
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

/** The test processor's browser side: a card becomes an opaque token, its brand and its last four digits. */
export function tokeniseTestCard(number: string): { token: string; brand: CardBrand; last4: string } {
  const digits = digitsOf(number);
  return {
    token: `pm_test_${testCardOutcome(digits)}_${randomHex(12)}`,
    brand: cardBrand(digits),
    last4: digits.slice(-4),
  };
}

/** The test processor's server side: the outcome a token stands for, or null for a token it never made. */
export function outcomeOfTestToken(token: string): TestCardOutcome | null {
  const match = token.match(TOKEN);
  const outcome = match?.[1];
  return outcome && OUTCOMES.has(outcome) ? (outcome as TestCardOutcome) : null;
}
