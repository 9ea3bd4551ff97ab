import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Store } from '../domain/stores';
import { storeView } from './store-view';

function store(isPro: boolean, settings: Partial<Store['settings']>): Store {
  return {
    id: 1,
    code: 'demo',
    name: 'Demo',
    subdomain: 'demo',
    companyName: 'Demo Co',
    logo: null,
    activeDomainName: null,
    disabled: false,
    isPro,
    isTurbo: false,
    isPlatform: false,
    settings: {
      theme: 'teemill',
      themeOverrides: {},
      mainMenu: [],
      plugins: {},
      currency: 'GBP',
      christmasCutoffDates: [],
      comingSoonPageData: { enabled: false },
      paymentProcessor: { type: 'teemill', accounts: [] },
      mode: 'native',
      ...settings,
    } as Store['settings'],
  };
}

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;

describe('storeView: popup, social links and custom code', () => {
  it('carries the popup only while it is enabled with a heading', () => {
    const popup = { enabled: true, heading: 'Hello', description: 'Welcome' };
    expect(storeView(store(false, { sitewidePopup: popup }), log).sitewidePopup).toEqual(popup);
    expect(
      storeView(store(false, { sitewidePopup: { ...popup, enabled: false } }), log).sitewidePopup,
    ).toBeNull();
  });

  it('carries the email subscriber offer only while its plugin is on', () => {
    const offer = {
      enabled: true,
      heading: 'Get 10% off',
      description: 'Monthly news',
      discount: 'WELCOME10',
    };
    expect(
      storeView(store(false, { plugins: { 'email-subscriber-offer': offer } }), log).subscriberOffer,
    ).toEqual({ heading: 'Get 10% off', description: 'Monthly news', discount: 'WELCOME10' });
    expect(
      storeView(store(false, { plugins: { 'email-subscriber-offer': { ...offer, enabled: false } } }), log)
        .subscriberOffer,
    ).toBeNull();
    expect(storeView(store(false, {}), log).subscriberOffer).toBeNull();
  });

  it('carries the social links', () => {
    const socialLinks = { instagram: 'https://instagram.com/demo' };
    expect(storeView(store(false, { socialLinks }), log).socialLinks).toEqual(socialLinks);
  });

  it("gives a version of the store's code only on pro, and never the code itself", () => {
    const customCode = { head: '<script>secretTracker()</script>', body: '' };
    const pro = storeView(store(true, { customCode }), log);
    expect(pro.customCodeVersion).toMatch(/^[0-9a-z]+$/);
    expect(JSON.stringify(pro)).not.toContain('secretTracker');
    expect(storeView(store(false, { customCode }), log).customCodeVersion).toBeNull();
  });
});
