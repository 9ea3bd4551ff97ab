export { orderConfirmationEmail } from './confirmation-email';
export { type CheckoutLine, loadCheckoutLines } from './lines';
export {
  markPaid,
  PLACE_ORDER_MESSAGES,
  type PlaceOrderDeps,
  type PlaceOrderResult,
  placeOrder,
} from './place-order';
export {
  applyCoupon,
  type CheckoutQuote,
  orderCurrency,
  type QuoteInput,
  type QuoteLine,
  quoteCheckout,
  type ShippingOption,
} from './quote';
export { seedCheckoutDemo } from './seed';
export { applyStripeEvent, type StripeWebhookDeps } from './stripe-webhook';
