import { forwardRef, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { PAYMENT_MESSAGES } from '../../../core/payments/messages';
import { lazyInTheBrowser } from '../chrome/loaded-on-the-server';
import type { FieldErrors } from '../forms/form-data';
import type { CardFormHandle } from './card-form';
import { TestCardFields } from './test-card-fields';

// Stripe's card form is fetched only by the stores that pay through Stripe (the server renders it at once,
// and React keeps that HTML until the code has come; its card element comes from Stripe.js afterwards).
const StripeCardFields = lazyInTheBrowser(() =>
  import('./stripe-card-fields').then((module) => module.StripeCardFields),
);

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

/** What the card payment says in its status region while the press cannot be carried out yet. */
export const CARD_PAYMENT_MESSAGES = {
  cardFormLoading: 'The card form is still loading. Please wait a moment and press Pay again.',
  notSent: 'Your payment could not be sent, and you have not been charged. Please press Pay again.',
} as const;

/** The page's own checks of its fields, run before the card's: the problems found (empty when none). */
export type DetailsCheck = (form: FormData) => Promise<FieldErrors>;

/**
 * Paying by card through a fetcher: the card is checked and tokenised in the browser, the form is posted with
 * the token, brand and last four digits only, and when the action answers a `clientSecret` the bank's
 * authentication is shown and the same form is posted again to finish the payment.
 *
 * A press always answers: `busy` holds from the press until the action has answered (through the page's
 * own checks, the card's tokenising and the post), a second press meanwhile is ignored, and a press the card
 * form cannot serve yet says so in `status`.
 */
export function useCardPayment<Answer extends { clientSecret?: string }>(
  fetcher: FetcherWithComponents<Answer>,
) {
  const cardForm = useRef<CardFormHandle>(null);
  const lastPayment = useRef<FormData | null>(null);
  /** Set from the press until the answer, before React has drawn anything: the double-press guard. */
  const paying = useRef(false);
  const [pressed, setPressed] = useState(false);
  const [authenticating, setAuthenticating] = useState(false);
  /** What the browser found wrong before posting (the page's own fields' and the card's). */
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  const [status, setStatus] = useState<string | null>(null);
  const { data, submit } = fetcher;

  useEffect(() => {
    const secret = data?.clientSecret;
    const submission = lastPayment.current;
    if (!secret || !submission || !cardForm.current) return;
    // The bank asks the shopper to confirm; then the same form is sent again to finish the payment.
    setAuthenticating(true);
    cardForm.current
      .authenticate(secret)
      .then(() => submit(submission, { method: 'post' }))
      .finally(() => setAuthenticating(false));
  }, [data, submit]);

  const busy = pressed || authenticating || fetcher.state !== 'idle';

  /** The form with the card's token, or null when the page's problems, the card's or the card form stop it. */
  const prepare = async (form: FormData, checkDetails?: DetailsCheck): Promise<FormData | null> => {
    const problems = checkDetails ? await checkDetails(form) : {};
    const card = cardForm.current;
    if (!card) {
      setStatus(CARD_PAYMENT_MESSAGES.cardFormLoading);
      return null;
    }
    const found: FieldErrors = { ...problems, ...card.validate() };
    if (Object.keys(found).length > 0) {
      setClientErrors(found);
      return null;
    }
    const tokenised = await card.tokenise();
    if (!tokenised.ok) {
      setClientErrors(tokenised.errors);
      return null;
    }
    setClientErrors(undefined);
    form.set('paymentToken', tokenised.token);
    form.set('cardBrand', tokenised.brand);
    form.set('cardLast4', tokenised.last4);
    return form;
  };

  /** Posts `form` with the card's token, unless `checkDetails`' problems or the card's stop it. */
  const pay = async (form: FormData, checkDetails?: DetailsCheck): Promise<void> => {
    if (paying.current || busy) return;
    paying.current = true;
    setPressed(true);
    setStatus(null);
    try {
      const payment = await prepare(form, checkDetails).catch(() => {
        setStatus(CARD_PAYMENT_MESSAGES.notSent);
        return null;
      });
      if (!payment) return;
      lastPayment.current = payment;
      // Settles once the action has answered, so `busy` holds until the answer is drawn.
      await submit(payment, { method: 'post' });
    } finally {
      paying.current = false;
      setPressed(false);
    }
  };

  return { cardForm, busy, clientErrors, status, pay };
}
