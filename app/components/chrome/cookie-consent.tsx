import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { BrowserStoreView } from '../../load-context';
import { CONSENT_STORAGE_KEY } from './consent-state';

/**
 * Keeps `height` of room below the page's content for the sheet, and stops focus scrolling above it. Set on
 * the two elements themselves: an inherited custom property on the root made the browser restyle the whole
 * document each time (over 100 ms of main thread on a slow phone, on every first visit).
 */
function keepRoom(height: string): void {
  document.documentElement.style.scrollPaddingBottom = height;
  document.body.style.paddingBottom = height;
}

/** Scrolls `element` up when the sheet covers it; the sheet never hides the page's own feedback or fields. */
function revealAboveSheet(element: Element, sheet: HTMLElement): void {
  const covered = element.getBoundingClientRect().bottom - sheet.getBoundingClientRect().top;
  if (covered > 0) window.scrollBy({ top: covered + 16 });
}

/**
 * Keeps the page usable under the sheet: the document gets room below its content for it, and a focused field
 * or a status or alert message that appears under it scrolls up above it.
 */
function useRoomForSheet(sheet: React.RefObject<HTMLElement | null>, visible: boolean): void {
  useEffect(() => {
    const element = sheet.current;
    if (!visible || !element) return undefined;
    const resize = new ResizeObserver(() => keepRoom(`${element.offsetHeight}px`));
    resize.observe(element);
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Element && !element.contains(event.target))
        revealAboveSheet(event.target, element);
    };
    const messages = new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target instanceof Element ? record.target : record.target.parentElement;
        const message = target?.closest('[role="status"], [role="alert"]');
        if (message && !element.contains(message) && message.textContent?.trim())
          revealAboveSheet(message, element);
      }
    });
    messages.observe(document.body, { childList: true, subtree: true, characterData: true });
    document.addEventListener('focusin', onFocus);
    return () => {
      resize.disconnect();
      messages.disconnect();
      document.removeEventListener('focusin', onFocus);
      keepRoom('');
    };
  }, [sheet, visible]);
}

/**
 * The cookie consent banner: in native mode unless the cookie-policy plugin is off; ?cgi=5 forces it. The choice
 * (all, or essentials only) is kept in local storage. It renders after hydration, fixed at the bottom (a full-width
 * sheet on phones), so it never shifts the page, and the page keeps room for it (useRoomForSheet).
 */
export function CookieConsent({ store, forced }: { store: BrowserStoreView; forced: boolean }) {
  const [visible, setVisible] = useState(false);
  const sheet = useRef<HTMLElement>(null);
  useRoomForSheet(sheet, visible);
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
    <section
      ref={sheet}
      className="cookie-consent"
      role="dialog"
      aria-modal="false"
      aria-label="Cookie consent"
    >
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
