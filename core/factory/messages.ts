/** What the factory screens and API tell staff, verbatim (the spec leaves these words to us). */
export const FACTORY_MESSAGES = {
  reprintReason: 'Please give a reason for the reprint',
  cancelReason: 'Please give a reason for cancelling the label',
  reasonTooLong: 'Please keep the reason under 500 characters',
  scanRequired: 'Scan or type a label code',
  unknownCode: 'No label has this code. Check the code and scan it again.',
  labelNotFound: 'Label not found',
  unknownOrder: 'No order has this number or label code',
  labelCancelled: 'This label was cancelled: do not pick it.',
  alreadyCancelled: 'This label is already cancelled.',
  notPickable: 'This order is not waiting to be picked.',
  singleItem: 'Single item: take it to packing',
  noPigeonhole: 'Every pigeonhole is in use: empty one before picking this order.',
  chooseOrders: 'Choose at least one order to print',
  tooManyOrders: 'Print at most 100 orders at a time',
  notPrintable: 'This order is not ready for labels',
  noLabels: 'This order has nothing left to print',
  orderRequired: 'Scan a label or type the order number',
  trackingRequired: 'Enter or scan the tracking code',
  trackingInvalid: 'Please enter a valid tracking code (6 to 40 letters, digits or dashes)',
  notShippable: 'This order is not ready to ship',
  notAllPicked: 'Pick every label of this order before shipping it',
  shipped: 'Shipped: the shopper has been emailed the tracking code.',
  pretreated: 'Pretreatment logged',
  cancelled: 'Label cancelled: it no longer counts in the order.',
  printed: 'Labels printed',
} as const;

/** "Put it in pigeonhole 14": where a picked unit of a multi-item order goes. */
export function pigeonholeMessage(pigeonhole: number): string {
  return `Put it in pigeonhole ${pigeonhole}`;
}

/** "Already picked on 26/11/26 07:10 am": the date is the §9 format, given already formatted. */
export function alreadyPickedMessage(when: string): string {
  return `This label was already picked on ${when}.`;
}

/** 'Pick every label of this order before shipping it: 1 of 3 picked.' */
export function notAllPickedMessage(picked: number, active: number): string {
  return `${FACTORY_MESSAGES.notAllPicked}: ${picked} of ${active} picked.`;
}

/** "Label 2 of 3 picked: 1 to go." */
export function pickedProgress(picked: number, active: number): string {
  return picked >= active
    ? `All ${active} picked: the order is ready for packing.`
    : `${picked} of ${active} picked: ${active - picked} to go.`;
}
