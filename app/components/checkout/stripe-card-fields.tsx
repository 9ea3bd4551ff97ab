import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { CardFormHandle } from './card-form';

/** The parts of Stripe.js this form uses. */
interface StripeCardElement {
  mount(element: HTMLElement): void;
  on(event: 'change', handler: (event: { error?: { message: string } }) => void): void;
  destroy(): void;
}
interface StripeJs {
  elements(): { create(type: 'card', options?: object): StripeCardElement };
  createPaymentMethod(options: { type: 'card'; card: StripeCardElement }): Promise<{
    paymentMethod?: { id: string; card?: { brand: string; last4: string } };
    error?: { message?: string };
  }>;
  handleNextAction(options: { clientSecret: string }): Promise<{ error?: { message?: string } }>;
}
declare global {
  interface Window {
    Stripe?: (key: string, options?: { stripeAccount?: string }) => StripeJs;
  }
}

const STRIPE_JS = 'https://js.stripe.com/v3/';
let loading: Promise<void> | null = null;

/** Stripe.js must be loaded from Stripe itself (card fields live in its frames); only when Stripe is used. */
function loadStripeJs(): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    if (window.Stripe) return resolve();
    const script = document.createElement('script');
    script.src = STRIPE_JS;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      reject(new Error('Stripe.js could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

interface Props {
  publishableKey: string;
  stripeAccount: string | null;
  errors: Record<string, string[] | undefined> | undefined;
}

/**
 * Stripe's card element: the card goes from the browser to Stripe, which gives back a PaymentMethod id.
 * Marked pure so that the browser's bundle, which loads it lazily (card-payment.tsx), can leave it out.
 */
export const StripeCardFields = /* @__PURE__ */ forwardRef<CardFormHandle, Props>(function StripeCardFields(
  { publishableKey, stripeAccount, errors },
  ref,
) {
  const mountPoint = useRef<HTMLDivElement>(null);
  const stripe = useRef<StripeJs | null>(null);
  const card = useRef<StripeCardElement | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadStripeJs()
      .then(() => {
        if (cancelled || !window.Stripe || !mountPoint.current) return;
        stripe.current = window.Stripe(publishableKey, stripeAccount ? { stripeAccount } : undefined);
        card.current = stripe.current.elements().create('card', { hidePostalCode: true });
        card.current.mount(mountPoint.current);
        card.current.on('change', (event) => setProblem(event.error?.message ?? null));
        setReady(true);
      })
      .catch(() =>
        setProblem('The card form could not be loaded. Check your connection and reload the page.'),
      );
    return () => {
      cancelled = true;
      card.current?.destroy();
    };
  }, [publishableKey, stripeAccount]);

  useImperativeHandle(ref, () => ({
    validate: () => ({}),
    async tokenise() {
      if (!stripe.current || !card.current)
        return {
          ok: false,
          errors: { cardNumber: ['The card form is still loading. Please wait a moment.'] },
        };
      const result = await stripe.current.createPaymentMethod({ type: 'card', card: card.current });
      if (result.error || !result.paymentMethod) {
        const message = result.error?.message ?? 'Your card details could not be read.';
        setProblem(message);
        return { ok: false, errors: { cardNumber: [message] } };
      }
      return {
        ok: true,
        token: result.paymentMethod.id,
        brand: result.paymentMethod.card?.brand ?? 'unknown',
        last4: result.paymentMethod.card?.last4 ?? '0000',
      };
    },
    async authenticate(clientSecret) {
      if (!stripe.current) return { ok: false, message: 'The card form is not ready.' };
      const result = await stripe.current.handleNextAction({ clientSecret });
      return result.error
        ? { ok: false, message: result.error.message ?? 'We are unable to authenticate your payment method.' }
        : { ok: true };
    },
    reset() {
      setProblem(null);
    },
  }));

  const message = problem ?? errors?.cardNumber?.[0];
  return (
    <fieldset className={`form-field stripe-card-group${message ? ' form-field-invalid' : ''}`}>
      <legend className="form-label">Card details</legend>
      <div ref={mountPoint} className="stripe-card" aria-busy={!ready || undefined} />
      {message ? (
        <p className="field-error" role="alert">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
});
