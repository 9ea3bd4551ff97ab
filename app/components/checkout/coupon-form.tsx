import type { FetcherWithComponents } from 'react-router';
import type { CheckoutAnswer } from '../../routes/checkout';

interface Props {
  fetcher: FetcherWithComponents<CheckoutAnswer>;
  applied: string | null;
  country: string;
  shippingMethod: string;
  notice: string | null;
}

/** Apply or remove a coupon code; the reason a code does not apply is shown under the field. */
export function CouponForm({ fetcher, applied, country, shippingMethod, notice }: Props) {
  // Only while the code is being sent: Enter in the field submits through this button, and a disabled
  // default button would swallow it while the page merely refreshes after the previous answer.
  const busy = fetcher.state === 'submitting';
  const answer = fetcher.data;
  const error = answer && !answer.ok ? (answer.errors?.couponCode?.[0] ?? answer.message) : undefined;
  return (
    <fetcher.Form method="post" className="coupon-form" noValidate>
      <input type="hidden" name="country" value={country} />
      <input type="hidden" name="shippingMethod" value={shippingMethod} />
      {applied ? (
        <div className="coupon-applied">
          <p>
            Coupon <strong data-testid="applied-coupon">{applied}</strong> applied
          </p>
          <button
            type="submit"
            name="intent"
            value="remove-coupon"
            className="button button-small"
            disabled={busy}
          >
            Remove
          </button>
        </div>
      ) : (
        <div className={`form-field${error ? ' form-field-invalid' : ''}`}>
          <label htmlFor="checkout-couponCode">Coupon code</label>
          <div className="coupon-row">
            <input
              id="checkout-couponCode"
              name="couponCode"
              autoCapitalize="characters"
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'checkout-couponCode-error' : undefined}
            />
            <button type="submit" name="intent" value="coupon" className="button" disabled={busy}>
              {busy ? 'Applying…' : 'Apply'}
            </button>
          </div>
          {error ? (
            <p id="checkout-couponCode-error" className="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      )}
      {notice && !error ? (
        <p className="form-status form-status-success" role="status">
          {notice}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
