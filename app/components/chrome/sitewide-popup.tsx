import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { POPUP_SEEN_KEY, popupVersion, shouldShowPopup } from '../../../core/store/sitewide-popup';
import type { BrowserStoreView } from '../../load-context';
import type { ConsentState } from './consent-state';
import { Icon } from './icons';

function readSeen(): string | null {
  try {
    return window.localStorage.getItem(POPUP_SEEN_KEY);
  } catch {
    return null;
  }
}

function rememberSeen(version: string): void {
  try {
    window.localStorage.setItem(POPUP_SEEN_KEY, version);
  } catch {
    // Storage refused (private mode): the popup stays closed for this visit only.
  }
}

/**
 * The store's sitewide popup (§3 sitewidePopup, §4): a modal dialog (the browser's own <dialog>: focus stays
 * inside, Escape closes it) shown once per visitor and wording, after hydration, only when
 * core/store shouldShowPopup allows (never over the cookie sheet, the basket, checkout or account pages).
 * Opening it is remembered, so a reload does not bring it back.
 */
export function SitewidePopup({ store, consent }: { store: BrowserStoreView; consent: ConsentState }) {
  const location = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  // Closed once on this visit: never again, even where storage refuses to remember it.
  const [closed, setClosed] = useState(false);
  const popup = store.sitewidePopup;

  useEffect(() => {
    if (open || closed || !popup || !consent.ready) return;
    const show = shouldShowPopup({
      popup,
      mode: store.mode,
      pathname: location.pathname,
      search: location.search,
      seen: readSeen(),
      cookieSheetShowing: consent.sheetShowing,
    });
    if (!show) return;
    rememberSeen(popupVersion(popup));
    setOpen(true);
  }, [
    open,
    closed,
    popup,
    consent.ready,
    consent.sheetShowing,
    store.mode,
    location.pathname,
    location.search,
  ]);

  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
  }, [open]);

  if (!popup || !open) return null;
  return (
    <dialog
      ref={dialog}
      className="sitewide-popup"
      aria-labelledby="sitewide-popup-title"
      aria-describedby={popup.description ? 'sitewide-popup-text' : undefined}
      onClose={() => {
        setOpen(false);
        setClosed(true);
      }}
    >
      <form method="dialog" className="sitewide-popup-body">
        <button type="submit" className="sitewide-popup-close" aria-label="Close">
          <Icon name="close" />
        </button>
        <h2 id="sitewide-popup-title">{popup.heading}</h2>
        {popup.description ? <p id="sitewide-popup-text">{popup.description}</p> : null}
        <button type="submit" className="button button-primary">
          Continue shopping
        </button>
      </form>
    </dialog>
  );
}
