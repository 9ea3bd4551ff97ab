import { fingerprint } from './fingerprint';
import { isPrivateStorePath } from './private-paths';
import type { SitewidePopup } from './settings';

/** Local storage key holding the fingerprint of the popup this browser has closed. */
export const POPUP_SEEN_KEY = 'sitewide-popup-seen';

/** A popup worth showing: enabled with a heading; null otherwise. */
export function activePopup(popup: SitewidePopup | null | undefined): SitewidePopup | null {
  if (!popup?.enabled || popup.heading.trim() === '') return null;
  return { enabled: true, heading: popup.heading, description: popup.description };
}

/** Names one wording of the popup: a visitor who closed it sees a reworded popup once more. */
export const popupVersion = (popup: SitewidePopup) =>
  fingerprint(`${popup.heading}\u0000${popup.description}`);

export interface PopupMoment {
  popup: SitewidePopup | null;
  mode: 'native' | 'preview';
  pathname: string;
  search: string;
  /** What POPUP_SEEN_KEY holds in this browser (null when nothing or storage is refused). */
  seen: string | null;
  /** The cookie sheet is showing or about to: the popup waits until the shopper has answered it. */
  cookieSheetShowing: boolean;
}

/**
 * §4 sitewide popup: once the router is ready, if enabled, in native mode, not for a visitor arriving from an
 * email (utm_medium=email), once per visitor and wording, never over the cookie sheet nor on the pages of
 * PRIVATE_STORE_PATHS (basket, checkout, account).
 */
export function shouldShowPopup(moment: PopupMoment): boolean {
  const popup = activePopup(moment.popup);
  if (!popup || moment.mode !== 'native' || moment.cookieSheetShowing) return false;
  if (isPrivateStorePath(moment.pathname)) return false;
  if (new URLSearchParams(moment.search).get('utm_medium')?.toLowerCase() === 'email') return false;
  return moment.seen !== popupVersion(popup);
}
