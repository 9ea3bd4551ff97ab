import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { StoreView } from '../../load-context';

export const CONSENT_STORAGE_KEY = 'cookies-accepted';

/**
 * The cookie consent banner: in native mode unless the cookie-policy plugin is off; ?cgi=5 forces it. The choice
 * (all, or essentials only) is kept in local storage. It renders after hydration, fixed at the bottom, so it
 * never shifts the page.
 */
export function CookieConsent({ store, forced }: { store: StoreView; forced: boolean }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const eligible = forced || (store.mode === 'native' && store.cookiePolicy.enabled);
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    } catch {
      stored = null;
    }
    setVisible(eligible && (forced || !stored));
  }, [forced, store.mode, store.cookiePolicy.enabled]);

  if (!visible) return null;
  const choose = (choice: 'all' | 'essential') => {
    try {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
    } catch {
      // Storage refused (private mode): the choice holds for this page only.
    }
    window.dispatchEvent(new CustomEvent('printfront:consent', { detail: { choice } }));
    setVisible(false);
  };
  return (
    <section className="cookie-consent" role="dialog" aria-modal="false" aria-label="Cookie consent">
      <p>
        {store.cookiePolicy.message ??
          'We use cookies to run this store, and with your consent to understand how it is used.'}{' '}
        <Link to="/use-of-cookies-and-disclaimer/">Read more</Link>
      </p>
      <div className="cookie-consent-actions">
        {store.cookiePolicy.allowEssentialOnly ? (
          <button type="button" className="button" onClick={() => choose('essential')}>
            Essential only
          </button>
        ) : null}
        <button type="button" className="button button-primary" onClick={() => choose('all')}>
          Accept all
        </button>
      </div>
    </section>
  );
}
