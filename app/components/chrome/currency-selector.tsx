import { useFetcher, useLocation } from 'react-router';
import { getCurrency, parseCurrencyCode } from '../../../core/money';

/**
 * The currency selector: in the header on wide screens, in the menu (with its label shown) on phones. A plain
 * form post before hydration, a background submit after.
 */
export function CurrencySelector({
  currencies,
  current,
  visibleLabel = false,
}: {
  currencies: string[];
  current: string;
  visibleLabel?: boolean;
}) {
  const fetcher = useFetcher();
  const location = useLocation();
  if (currencies.length < 2) return null;
  const pending = fetcher.formData?.get('currency');
  return (
    <fetcher.Form
      method="post"
      action="/currency/"
      className={visibleLabel ? 'currency-selector-menu' : 'currency-selector'}
    >
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <label>
        <span className={visibleLabel ? 'sidebar-heading' : 'visually-hidden'}>Currency</span>
        <select
          name="currency"
          value={typeof pending === 'string' ? pending : current}
          onChange={(event) => fetcher.submit(event.currentTarget.form)}
        >
          {currencies.map((code) => {
            const currency = parseCurrencyCode(code);
            return (
              <option key={code} value={code}>
                {currency ? `${getCurrency(currency).symbol} ${code}` : code}
              </option>
            );
          })}
        </select>
      </label>
      <noscript>
        <button type="submit" className="button button-small">
          Change
        </button>
      </noscript>
    </fetcher.Form>
  );
}
