import { useEffect, useState } from 'react';
import type { BrowserStoreView } from '../../load-context';

/** Where the shopper's answer to the cookie sheet is kept (local storage). */
export const CONSENT_STORAGE_KEY = 'cookies-accepted';

export type ConsentChoice = 'all' | 'essential';

export interface ConsentState {
  /** Known only after hydration: until then nothing that waits on consent may start. */
  ready: boolean;
  /** The cookie sheet is showing (or will at hydration): nothing may cover it. */
  sheetShowing: boolean;
  /** What the shopper chose, or null. Not asked at all (cookie policy off) counts as 'all'. */
  choice: ConsentChoice | null;
}

function storedChoice(): ConsentChoice | null {
  try {
    const stored = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    // Any stored value answers the sheet (as CookieConsent reads it); only 'all' consents to everything.
    if (stored === null) return null;
    return stored === 'all' ? 'all' : 'essential';
  } catch {
    return null;
  }
}

/**
 * The sheet shows when the store asks (cookie policy on in native mode, or ?cgi=5 forces it) and the browser
 * holds no answer (a forced sheet shows anyway) until the shopper answers on this page.
 */
export function consentStateOf(facts: {
  asked: boolean;
  forced: boolean;
  ready: boolean;
  stored: ConsentChoice | null;
  answered: ConsentChoice | null;
}): ConsentState {
  if (!facts.ready) return { ready: false, sheetShowing: facts.asked, choice: null };
  if (facts.answered) return { ready: true, sheetShowing: false, choice: facts.answered };
  if (!facts.asked) return { ready: true, sheetShowing: false, choice: 'all' };
  return { ready: true, sheetShowing: facts.forced || facts.stored === null, choice: facts.stored };
}

/** The cookie sheet's state as CookieConsent decides it, following the shopper's answer on this page. */
export function useConsentState(store: BrowserStoreView, forced: boolean): ConsentState {
  const [answered, setAnswered] = useState<ConsentChoice | null>(null);
  const [stored, setStored] = useState<{ ready: boolean; choice: ConsentChoice | null }>({
    ready: false,
    choice: null,
  });
  useEffect(() => {
    setStored({ ready: true, choice: storedChoice() });
    const onConsent = (event: Event) => {
      const choice = (event as CustomEvent<{ choice: ConsentChoice }>).detail?.choice;
      if (choice === 'all' || choice === 'essential') setAnswered(choice);
    };
    window.addEventListener('printfront:consent', onConsent);
    return () => window.removeEventListener('printfront:consent', onConsent);
  }, []);
  return consentStateOf({
    asked: forced || (store.mode === 'native' && store.cookiePolicy.enabled),
    forced,
    ready: stored.ready,
    stored: stored.choice,
    answered,
  });
}
