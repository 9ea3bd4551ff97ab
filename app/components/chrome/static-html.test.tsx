import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserStoreView } from '../../load-context';
import { StaticMarkupContext } from '../blocks/static-markup';
import { countingMarkup, renderForHydration } from '../blocks/test-utils';
import type { SignedInAccount } from './account-menu';
import { allLoadedOnTheServer } from './loaded-on-the-server';
import { MainMenu } from './main-menu';
import { StoreFooter } from './store-footer';

const STORE = {
  companyName: 'Acme & Sons',
  mainMenu: [
    { text: 'Shop', href: '/collection/all/', submenu: [{ text: 'Tees', href: '/collection/tees/' }] },
    { text: 'About', href: '/about/' },
  ],
  socialLinks: { instagram: 'https://instagram.com/acme' },
  paymentProcessorType: 'teemill',
  themeSettings: { footerVisible: true },
  subscriberOffer: null,
} as unknown as BrowserStoreView;

const SIGNED_IN: SignedInAccount = { name: 'Sam' };

function chrome(store = STORE, account: SignedInAccount | null = null) {
  return (
    <>
      <MainMenu items={store.mainMenu} />
      <StoreFooter store={store} account={account} showSubFooter />
    </>
  );
}

function withMarkup(
  markup: Parameters<typeof StaticMarkupContext.Provider>[0]['value'],
  element: ReactElement,
) {
  return <StaticMarkupContext.Provider value={markup}>{element}</StaticMarkupContext.Provider>;
}

/** React's markers between adjacent texts, which a region the browser never hydrates does not need. */
const withoutTextMarkers = (html: string) => html.replaceAll('<!-- -->', '');

describe("the chrome's static regions rendered on their own and kept", () => {
  // Their parts come by dynamic import (loaded-on-the-server.tsx); a render to a string does not wait.
  beforeAll(() => allLoadedOnTheServer());

  it("are the page's HTML (but for the markers between texts), signed out and signed in", async () => {
    for (const account of [null, SIGNED_IN]) {
      const inPlace = await renderForHydration(chrome(STORE, account), '/about/?x=1');
      const { markup, renders } = countingMarkup();
      const kept = await renderForHydration(withMarkup(markup, chrome(STORE, account)), '/about/?x=1');
      expect(renders()).toBe(2);
      expect(withoutTextMarkers(kept)).toBe(withoutTextMarkers(inPlace));
      expect(kept).toContain('data-static-html="main-menu"');
      expect(kept).toContain('href="/collection/tees/"');
      expect(kept).toContain(account ? 'action="/logout/"' : 'redirect_uri=%2Fabout%2F%3Fx%3D1');
    }
  });

  it('renders a region once, and again only when its inputs change', async () => {
    const { markup, renders } = countingMarkup();
    await renderForHydration(withMarkup(markup, chrome()), '/about/');
    await renderForHydration(withMarkup(markup, chrome()), '/about/');
    expect(renders()).toBe(2);
    // Another page: the footer's sign-in links come back to it; the menu is the same.
    const elsewhere = await renderForHydration(withMarkup(markup, chrome()), '/blog/');
    expect(renders()).toBe(3);
    expect(elsewhere).toContain('redirect_uri=%2Fblog%2F');
    // Another menu: both regions show it.
    const renamed = { ...STORE, mainMenu: [{ text: 'Catalogue', href: '/collection/all/' }] };
    const html = await renderForHydration(withMarkup(markup, chrome(renamed as BrowserStoreView)), '/blog/');
    expect(renders()).toBe(5);
    expect(html).not.toContain('href="/collection/tees/"');
    expect(html).toContain('>Catalogue<');
  });

  it('renders a region in place when its render on its own fails', async () => {
    const failing = () => null;
    expect(await renderForHydration(withMarkup(failing, chrome()), '/about/')).toBe(
      await renderForHydration(chrome(), '/about/'),
    );
  });
});
