export {
  type EditPage,
  editOrderItems,
  type ItemChoices,
  loadAddressPage,
  loadEditPage,
  updateDeliveryAddress,
} from './edit';
export {
  type HistoryOrder,
  loadOrderHistory,
  orderHistoryHash,
  ownOrderHistoryHash,
  type ReorderResult,
  reorder,
} from './history';
export { emailOrderHistoryLink, orderHistoryLinkEmail } from './history-link-email';
export { type Invoice, type InvoiceLine, loadInvoice } from './invoice';
export { invoicePdf, pdfMoney, winAnsi } from './invoice-pdf';
export {
  findOrder,
  loadOrder,
  loadOrderItems,
  moveOrderTo,
  ORDER_LOOKUP_LIMIT,
  ORDER_NOT_FOUND,
  type OrderItemRecord,
  type OrderRecord,
} from './lookup';
export {
  amountCharged,
  awaitsAuthentication,
  checkAgainstOrder,
  MISMATCH_CODE,
  type PaymentAttemptDetails,
  type PaymentOutcome,
  recordPaymentAttempt,
} from './payment-attempts';
export {
  confirmQuotePayment,
  payQuote,
  type QuotePaymentDeps,
  type QuotePaymentResult,
} from './payments';
export {
  acceptQuote,
  DEFAULT_QUOTE_TERMS,
  type DeskQuote,
  listQuotes,
  loadDeskQuote,
  loadQuote,
  newOrderHash,
  priceQuote,
  QUOTE_DESK_PAGE_SIZE,
  type QuoteList,
  type QuotePage,
  type QuoteState,
  type QuoteSummary,
  quotableProducts,
  requestQuote,
} from './quotes';
export { getReceipt, type Receipt, type ReceiptItem } from './receipt';
export { loadReturnPage, type ReturnPage, requestReturn, returnReference } from './returns';
export {
  logInitialStatus,
  moveOrderStatus,
  orderStatusesByCode,
  statusHistory,
  statusIdOf,
} from './statuses';
export * from './tables';
