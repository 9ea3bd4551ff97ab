/** What shoppers are told about paying by card, wherever they pay (checkout, a quote's pay page). */
export const PAYMENT_MESSAGES = {
  cardDetailsRequired: 'Please enter your card details',
  providerUnavailable:
    'We could not reach the payment provider, and you have not been charged. Please try again in a moment.',
  paymentAccepted: 'Payment accepted',
  awaitingAuthentication: 'Waiting for the card issuer to authenticate the payment',
  paymentInProgress: 'Your payment is being confirmed. Please wait a moment.',
  amountMismatch:
    'The payment your bank confirmed does not match your order’s total, so your order has not been paid. Please contact us and we will refund that payment.',
  itemsAwaitingAuthentication:
    'Your bank is still confirming the payment for these items, so they cannot be changed until the payment is finished or cancelled.',
  testMode: 'Test mode: no real payments are taken. Pay with a test card such as 4242 4242 4242 4242.',
} as const;
