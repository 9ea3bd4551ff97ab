import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserStoreView } from '../../load-context';
import { allLoadedOnTheServer } from './loaded-on-the-server';
import { StoreFooter } from './store-footer';

const STORE = {
  companyName: 'Acme',
  mainMenu: [],
  socialLinks: {},
  paymentProcessorType: 'teemill',
  themeSettings: { footerVisible: true },
  subscriberOffer: null,
} as unknown as BrowserStoreView;

/** The store the footer under test shows; set before each render. */
let shownStore = STORE;

function FooterUnderTest() {
  return <StoreFooter store={shownStore} account={null} showSubFooter={false} />;
}

const Stub = createRoutesStub([{ path: '/about/', Component: FooterUnderTest }]);

function footer(store: BrowserStoreView): string {
  shownStore = store;
  return renderToStaticMarkup(<Stub initialEntries={['/about/']} />);
}

describe("the footer's email subscriber offer", () => {
  // The footer's parts come by dynamic import (loaded-on-the-server.tsx); a render to a string does not wait.
  beforeAll(() => allLoadedOnTheServer());

  it('shows the heading, discount and text with the subscriber form for the main list', () => {
    const html = footer({
      ...STORE,
      subscriberOffer: { heading: 'Get 10% off', description: 'Monthly news.', discount: 'Code WELCOME10' },
    });
    expect(html).toContain('<h2 id="subscriber-offer-title">Get 10% off</h2>');
    expect(html).toContain('<p class="subscriber-offer-discount">Code WELCOME10</p>');
    expect(html).toContain('<p>Monthly news.</p>');
    expect(html).toContain('action="/forms/newsletter/"');
    expect(html).toContain('First name');
    expect(html).toContain('Email address');
    expect(html).toContain('name="mailingList" value=""');
    expect(html).toContain('name="page" value="/about/"');
    // Heading first, then the footer's columns.
    expect(html.indexOf('subscriber-offer')).toBeLessThan(html.indexOf('footer-columns'));
  });

  it('leaves out the parts the store did not write, also in the minimal footer', () => {
    const html = footer({
      ...STORE,
      themeSettings: { footerVisible: false } as BrowserStoreView['themeSettings'],
      subscriberOffer: { heading: 'Join our mailing list', description: '', discount: '' },
    });
    expect(html).toContain('Join our mailing list');
    expect(html).not.toContain('subscriber-offer-discount');
  });

  it('is not there while the plugin is off', () => {
    expect(footer(STORE)).not.toContain('subscriber-offer');
  });
});
