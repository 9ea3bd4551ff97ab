import type { CheckoutSubmissionInput } from '../../core/checkout';
import {
  applyCoupon,
  type CheckoutQuote,
  type PlaceOrderResult,
  placeOrder,
  type QuoteInput,
  quoteCheckout,
} from '../../domain/checkout';
import { getReceipt, type Receipt } from '../../domain/orders';
import type { PaymentForm } from '../../domain/payments';
import { selectedCurrency } from '../api/context';

import { attempt, type Outcome } from './outcome';
import type { StoreBinding } from './store-binding';

/** A domain answer, or what to tell the shopper (422 and the like), for the checkout pages. */
export type CheckoutOutcome<T> = Outcome<T>;

/**
 * The checkout services the /checkout/ and /receipt/ routes use, bound to the request's store, visitor and
 * currency: quotes, coupons, placing the order, the receipt and what the card form needs.
 */
export function checkoutServices(bound: StoreBinding) {
  const need = () => ({ ctx: bound.context(), request: bound.request() });
  const currency = () => {
    const { ctx: context, request: req } = need();
    return selectedCurrency(req, context.store);
  };
  const origin = () => {
    const req = need().request;
    return `${req.protocol === 'https' ? 'https' : 'http'}://${(req.headers.host ?? 'localhost').toLowerCase()}`;
  };
  return {
    quote: (input: QuoteInput): Promise<CheckoutOutcome<CheckoutQuote>> =>
      attempt(() => quoteCheckout(need().ctx, input, { currency: currency() })),
    applyCoupon: (input: QuoteInput): Promise<CheckoutOutcome<CheckoutQuote>> =>
      attempt(() => applyCoupon(need().ctx, input, { currency: currency() })),
    placeOrder: (input: CheckoutSubmissionInput): Promise<CheckoutOutcome<PlaceOrderResult>> =>
      attempt(() => {
        const { ctx: context, request: req } = need();
        return placeOrder(context, input, { payments: req.server.checkout.payments, origin: origin() });
      }),
    receipt: (hash: string): Promise<Receipt | null> => getReceipt(need().ctx, hash),
    paymentForm: (): PaymentForm => {
      const { ctx: context, request: req } = need();
      return req.server.checkout.payments.formFor(context.store.settings.paymentProcessor);
    },
  };
}

export type CheckoutServices = ReturnType<typeof checkoutServices>;
