export { type ChildOutcome, exchangeItem, listReprintReasons, reprintItems, variantsOf } from './children';
export { type AftercareLine, type AftercarePage, loadAftercare } from './page';
export {
  REFUND_PERMISSION,
  type RefundOutcome,
  refundOrder,
  refundRefusal,
  TEST_PROCESSOR_MESSAGES,
  testProcessorRefunds,
} from './refunds';
export {
  listReturns,
  RETURNS_PAGE_SIZE,
  type ReceiveOutcome,
  type ReturnsQueueEntry,
  receiveReturn,
} from './returns';
export * from './tables';
