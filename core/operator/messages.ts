/** What the operator back office tells staff, verbatim in the UI and the API. */
export const OPERATOR_MESSAGES = {
  orderNotFound: 'Order not found',
  /** Two staff moved the same order at once: the second is told, nothing is written twice. */
  movedMeanwhile: 'Someone else moved this order meanwhile. Reload it to see where it is now.',
} as const;
