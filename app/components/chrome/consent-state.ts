import { useEffect, useState } from 'react';
import type { StoreView } from '../../load-context';
import { CONSENT_STORAGE_KEY } from './cookie-consent';

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
    return stored === 'all' || stored === 'essential' ? stored : null;
  } catch {
    return null;
  }
}

/** The cookie sheet's state as CookieConsent decides it, following the shopper's answer on this page. */
export function useConsentState(store: StoreView, forced: boolean): ConsentState {
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
  const asked = forced || (store.mode === 'native' && store.cookiePolicy.enabled);
  if (!stored.ready) return { ready: false, sheetShowing: asked, choice: null };
  if (answered) return { ready: true, sheetShowing: false, choice: answered };
  if (!asked) return { ready: true, sheetShowing: false, choice: 'all' };
  return { ready: true, sheetShowing: forced || stored.choice === null, choice: stored.choice };
}
