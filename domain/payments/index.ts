export { type PaymentForm, PaymentGateway, type PaymentsConfig } from './gateway';
export {
  type ChargeRequest,
  type ChargeResult,
  type PaymentAccount,
  type PaymentClientConfig,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentProviderName,
  type RefundRequest,
  type RefundResult,
  type RetrievedCharge,
} from './provider';
export {
  chargeResultOf,
  type StripeEvent,
  StripePaymentProvider,
  type StripeSettings,
} from './stripe-provider';
export { type TestCharge, TestPaymentProvider, type TestRefund } from './test-provider';
