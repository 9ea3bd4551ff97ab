import { describe, expect, it } from 'vitest';
import { isPrivateStorePath } from './private-paths';
import { activePopup, type PopupMoment, popupVersion, shouldShowPopup } from './sitewide-popup';

const popup = { enabled: true, heading: 'Join the club', description: '10% off your first order' };
const moment = (change: Partial<PopupMoment> = {}): PopupMoment => ({
  popup,
  mode: 'native',
  pathname: '/',
  search: '',
  seen: null,
  cookieSheetShowing: false,
  ...change,
});

describe('activePopup', () => {
  it('is the popup only when it is enabled and has a heading', () => {
    expect(activePopup(popup)).toEqual(popup);
    expect(activePopup({ ...popup, enabled: false })).toBeNull();
    expect(activePopup({ ...popup, heading: '   ' })).toBeNull();
    expect(activePopup(null)).toBeNull();
    expect(activePopup(undefined)).toBeNull();
  });
});

describe('shouldShowPopup', () => {
  it('shows an enabled popup to a visitor who has not seen it', () => {
    expect(shouldShowPopup(moment())).toBe(true);
  });

  it('shows it once: not again after this wording was seen, but again once it is reworded', () => {
    expect(shouldShowPopup(moment({ seen: popupVersion(popup) }))).toBe(false);
    expect(
      shouldShowPopup(moment({ seen: popupVersion(popup), popup: { ...popup, heading: 'Winter sale' } })),
    ).toBe(true);
  });

  it('waits while the cookie sheet shows', () => {
    expect(shouldShowPopup(moment({ cookieSheetShowing: true }))).toBe(false);
  });

  it('never shows on the basket, checkout or account pages', () => {
    for (const pathname of ['/checkout/', '/basket/', '/pay/42/', '/login/', '/order-history/', '/Checkout'])
      expect(shouldShowPopup(moment({ pathname }))).toBe(false);
    expect(shouldShowPopup(moment({ pathname: '/collection/hoodies/' }))).toBe(true);
  });

  it('stays away in preview mode, when disabled, and for a visitor arriving from an email', () => {
    expect(shouldShowPopup(moment({ mode: 'preview' }))).toBe(false);
    expect(shouldShowPopup(moment({ popup: { ...popup, enabled: false } }))).toBe(false);
    expect(shouldShowPopup(moment({ search: '?utm_source=news&utm_medium=Email' }))).toBe(false);
    expect(shouldShowPopup(moment({ search: '?utm_medium=social' }))).toBe(true);
  });
});

describe('isPrivateStorePath', () => {
  it('matches private pages and what lies below them, in any case, with or without the trailing slash', () => {
    expect(isPrivateStorePath('/checkout/')).toBe(true);
    expect(isPrivateStorePath('/checkout')).toBe(true);
    expect(isPrivateStorePath('/receipt/abc123/')).toBe(true);
    expect(isPrivateStorePath('/%63heckout/')).toBe(true);
    expect(isPrivateStorePath('/SIGN-UP/verify/')).toBe(true);
  });

  it('leaves shop pages alone, including ones whose names only begin like a private page', () => {
    expect(isPrivateStorePath('/')).toBe(false);
    expect(isPrivateStorePath('/product/tee/')).toBe(false);
    expect(isPrivateStorePath('/checkout-faq/')).toBe(false);
    expect(isPrivateStorePath('/%E0%A4%A/')).toBe(false);
  });
});
