import { forwardRef, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { PAYMENT_MESSAGES } from '../../../core/payments/messages';
import type { FieldErrors } from '../forms/form-data';
import type { CardFormHandle } from './card-form';
import { StripeCardFields as StripeCardFieldsNow } from './stripe-card-fields';
import { TestCardFields } from './test-card-fields';

// Stripe's card form is fetched only by the stores that pay through Stripe (the server renders it at once,
// and React keeps that HTML until the code has come; its card element comes from Stripe.js afterwards).
const StripeCardFields = import.meta.env.SSR
  ? StripeCardFieldsNow
  : lazy(() => import('./stripe-card-fields').then((module) => ({ default: module.StripeCardFields })));

/** What a payment page's loader hands the card form (the gateway's `formFor`, as serialised data). */
export interface CardPaymentForm {
  client: { provider: 'test' } | { provider: 'stripe'; publishableKey: string; stripeAccount: string | null };
  testMode: boolean;
}

/** Says that no real money is taken, with a test card to use; only while the built-in test processor is. */
export function TestModeNote({ testMode }: { testMode: boolean }) {
  if (!testMode) return null;
  return (
    <p className="checkout-test-mode" role="note">
      {PAYMENT_MESSAGES.testMode}
    </p>
  );
}

interface CardFieldsProps {
  payment: CardPaymentForm;
  errors: FieldErrors | undefined;
  disabled: boolean;
  /** The id of the page's form: the card inputs' ids start with it, for the error summary's links. */
  formId?: string;
}

/** The card form of the store's processor: Stripe's card element, or the test processor's fields. */
export const CardFields = forwardRef<CardFormHandle, CardFieldsProps>(function CardFields(
  { payment, errors, disabled, formId },
  ref,
) {
  return (
    <>
      <noscript>
        <p className="checkout-alert">Please turn on JavaScript to pay by card.</p>
      </noscript>
      {payment.client.provider === 'stripe' ? (
        <Suspense fallback={null}>
          <StripeCardFields
            ref={ref}
            publishableKey={payment.client.publishableKey}
            stripeAccount={payment.client.stripeAccount}
            errors={errors}
          />
        </Suspense>
      ) : (
        <TestCardFields ref={ref} errors={errors} disabled={disabled} formId={formId} />
      )}
    </>
  );
});

/** Why the card was not charged, announced; `children` says what became of the shopper's order or basket. */
export function PaymentDeclined({ message, children }: { message: string; children: ReactNode }) {
  return (
    <div className="checkout-alert checkout-declined" role="alert" data-testid="payment-declined">
      <strong>Your payment was not taken.</strong> {message} {children}
    </div>
  );
}

/**
 * Paying by card through a fetcher: the card is checked and tokenised in the browser, the form is posted with
 * the token, brand and last four digits only, and when the action answers a `clientSecret` the bank's
 * authentication is shown and the same form is posted again to finish the payment.
 */
export function useCardPayment<Answer extends { clientSecret?: string }>(
  fetcher: FetcherWithComponents<Answer>,
) {
  const cardForm = useRef<CardFormHandle>(null);
  const lastPayment = useRef<FormData | null>(null);
  const [working, setWorking] = useState(false);
  /** What the browser found wrong before posting (the page's own fields' and the card's). */
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  const { data, submit } = fetcher;

  useEffect(() => {
    const secret = data?.clientSecret;
    const submission = lastPayment.current;
    if (!secret || !submission || !cardForm.current) return;
    // The bank asks the shopper to confirm; then the same form is sent again to finish the payment.
    setWorking(true);
    cardForm.current
      .authenticate(secret)
      .then(() => submit(submission, { method: 'post' }))
      .finally(() => setWorking(false));
  }, [data, submit]);

  const busy = working || fetcher.state !== 'idle';

  /** Posts `form` with the card's token, unless the page's own `problems` or the card's stop it. */
  const pay = async (form: FormData, problems: FieldErrors = {}): Promise<void> => {
    if (busy || !cardForm.current) return;
    const found: FieldErrors = { ...problems, ...cardForm.current.validate() };
    if (Object.keys(found).length > 0) {
      setClientErrors(found);
      return;
    }
    setWorking(true);
    try {
      const card = await cardForm.current.tokenise();
      if (!card.ok) {
        setClientErrors(card.errors);
        return;
      }
      setClientErrors(undefined);
      form.set('paymentToken', card.token);
      form.set('cardBrand', card.brand);
      form.set('cardLast4', card.last4);
      lastPayment.current = form;
      submit(form, { method: 'post' });
    } finally {
      setWorking(false);
    }
  };

  return { cardForm, busy, clientErrors, pay };
}
