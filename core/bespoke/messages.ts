/** What staff and shoppers are told about a bespoke order's mockup, verbatim in the UI and the API. */
export const BESPOKE_MESSAGES = {
  notBespoke: 'Only a bespoke order has a mockup to approve',
  notAwaitingMockup: 'A mockup can be sent once the quote is paid, until it goes into production',
  fileRequired: 'Choose the mockup image to upload',
  fileFormats: 'The mockup must be a PNG, JPEG or WebP image',
  fileTooLarge: 'The mockup must be 5 MB or smaller',
  fileUnreadable: 'This image could not be read: try saving it again as PNG or JPEG',
  uploaded: 'Mockup sent to the shopper for approval',
  noMockupToAnswer: 'There is no mockup waiting for your answer',
  answerRequired: 'Choose Approve or Ask for changes',
  commentRequired: 'Tell us what you would like changed',
  commentTooLong: 'Keep your comment to 2000 characters or fewer',
  approved: 'Thank you: your mockup is approved and your order goes into production.',
  changesRequested: 'Thank you: we will send you a new mockup with your changes.',
  mockupNotFound: 'Mockup not found',
  trackingRequired: 'Enter the tracking code to ship the order',
  trackingTooLong: 'A tracking code has at most 60 characters',
  statusRequired: 'Choose where the order moves to',
  moved: 'Order moved',
} as const;

/** What the mockup approval email says: its subject and call to action. */
export const MOCKUP_EMAIL = {
  subject: (orderNumber: number) => `Your mockup for order #${orderNumber} is ready to approve`,
  action: 'See and approve your mockup',
} as const;
