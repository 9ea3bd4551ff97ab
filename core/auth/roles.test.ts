import { describe, expect, it } from 'vitest';
import { EU_COUNTRY_CODES } from '../constants';
import {
  canAccessTurbo,
  canUseCustomDomain,
  canUseDirectPaymentPages,
  hasDashboardAccess,
  hasDashboardPermission,
  isInternalUser,
  judgePro,
  needsShopifyDeliveryProfile,
  regionFromCookies,
  regionFromCountryCookie,
  rolesOf,
} from './roles';

describe('roles', () => {
  const nobody = {
    loggedIn: false,
    verified: false,
    signedEula: false,
    hasActiveStore: false,
    pro: false,
    internal: false,
  };

  it('makes everyone a visitor, and nothing more when logged out', () => {
    expect(rolesOf(nobody)).toEqual(['visitor']);
    expect(rolesOf({ ...nobody, verified: true, signedEula: true, internal: true })).toEqual(['visitor']);
  });

  it('gives dashboard access only to verified accounts that signed the EULA', () => {
    expect(rolesOf({ ...nobody, loggedIn: true })).toEqual(['visitor', 'logged-in']);
    expect(rolesOf({ ...nobody, loggedIn: true, verified: true })).toEqual(['visitor', 'logged-in']);
    expect(rolesOf({ ...nobody, loggedIn: true, signedEula: true })).toEqual(['visitor', 'logged-in']);
    expect(rolesOf({ ...nobody, loggedIn: true, verified: true, signedEula: true })).toEqual([
      'visitor',
      'logged-in',
      'dashboard',
    ]);
    expect(hasDashboardAccess(null)).toBe(false);
    expect(hasDashboardAccess({ verified: true, signedEula: true })).toBe(true);
  });

  it('makes a store owner of an account with an active store on a pro plan', () => {
    const owner = { ...nobody, loggedIn: true, verified: true, signedEula: true, hasActiveStore: true };
    expect(rolesOf(owner)).not.toContain('store-owner');
    expect(rolesOf({ ...owner, pro: true })).toContain('store-owner');
    expect(rolesOf({ ...owner, hasActiveStore: false, pro: true })).not.toContain('store-owner');
  });

  it('adds internal for internal accounts', () => {
    expect(rolesOf({ ...nobody, loggedIn: true, internal: true })).toEqual([
      'visitor',
      'logged-in',
      'internal',
    ]);
  });
});

describe('isInternalUser', () => {
  const none = { operatorContext: false, flaggedInternal: false, storeInternal: false, divisionId: 7 };

  it('is internal in the operator context, or when flagged', () => {
    expect(isInternalUser(none)).toBe(false);
    expect(isInternalUser({ ...none, operatorContext: true })).toBe(true);
    expect(isInternalUser({ ...none, flaggedInternal: true })).toBe(true);
    expect(isInternalUser({ ...none, flaggedInternal: true, divisionId: 12 })).toBe(true);
  });

  it("counts a store's internal user everywhere except division 12", () => {
    expect(isInternalUser({ ...none, storeInternal: true })).toBe(true);
    expect(isInternalUser({ ...none, storeInternal: true, divisionId: 12 })).toBe(false);
  });
});

describe('judgePro', () => {
  const facts = { divisionId: 7, operatorContext: false, activeProjectIsPro: true, subdomainIsPro: false };

  it("uses the sub-domain's pro flag on an ordinary store", () => {
    expect(judgePro(facts)).toBe(false);
    expect(judgePro({ ...facts, subdomainIsPro: true, activeProjectIsPro: false })).toBe(true);
  });

  it("uses the active project's isPro in division 12 or the operator context", () => {
    expect(judgePro({ ...facts, divisionId: 12 })).toBe(true);
    expect(judgePro({ ...facts, operatorContext: true })).toBe(true);
    expect(judgePro({ ...facts, divisionId: 12, activeProjectIsPro: false, subdomainIsPro: true })).toBe(
      false,
    );
  });
});

describe('turbo, custom domains, payment processor and Shopify', () => {
  it('opens turbo pages and custom domains to turbo stores and internal users', () => {
    expect(canAccessTurbo({ turbo: false, internal: false })).toBe(false);
    expect(canAccessTurbo({ turbo: true, internal: false })).toBe(true);
    expect(canAccessTurbo({ turbo: false, internal: true })).toBe(true);
    expect(canUseCustomDomain({ turbo: false, internal: true })).toBe(true);
  });

  it('opens direct payment pages to internal users or direct stores', () => {
    expect(canUseDirectPaymentPages({ internal: false, paymentProcessor: 'teemill' })).toBe(false);
    expect(canUseDirectPaymentPages({ internal: false, paymentProcessor: 'direct' })).toBe(true);
    expect(canUseDirectPaymentPages({ internal: true, paymentProcessor: 'teemill' })).toBe(true);
  });

  it('asks a Shopify store without a delivery profile for one', () => {
    expect(needsShopifyDeliveryProfile({ integrationType: 'shopify', shopifyDeliveryProfileId: null })).toBe(
      true,
    );
    expect(
      needsShopifyDeliveryProfile({ integrationType: 'shopify', shopifyDeliveryProfileId: 'gid://1' }),
    ).toBe(false);
    expect(needsShopifyDeliveryProfile({ integrationType: null })).toBe(false);
  });
});

describe('hasDashboardPermission', () => {
  it('needs every required permission', () => {
    expect(hasDashboardPermission([], undefined)).toBe(true);
    expect(hasDashboardPermission([], [])).toBe(true);
    expect(hasDashboardPermission([], 'orders')).toBe(false);
    expect(hasDashboardPermission(['orders'], 'orders')).toBe(true);
    expect(hasDashboardPermission(['orders'], ['orders', 'products'])).toBe(false);
    expect(hasDashboardPermission(['orders', 'products'], ['orders', 'products'])).toBe(true);
  });

  it("grants children of a permission, and everything to '*'", () => {
    expect(hasDashboardPermission(['orders'], 'orders.refund')).toBe(true);
    expect(hasDashboardPermission(['orders.refund'], 'orders')).toBe(false);
    expect(hasDashboardPermission(['order'], 'orders')).toBe(false);
    expect(hasDashboardPermission(['*'], ['anything', 'users.mute'])).toBe(true);
  });
});

describe('regions from the GEO_COUNTRY cookie', () => {
  it('maps GB to UK, the 27 EU states to EU, and the rest of the world to ROW', () => {
    expect(regionFromCountryCookie('GB')).toBe('UK');
    expect(regionFromCountryCookie('gb')).toBe('UK');
    expect(EU_COUNTRY_CODES).toHaveLength(27);
    for (const code of EU_COUNTRY_CODES) expect(regionFromCountryCookie(code)).toBe('EU');
    for (const code of ['US', 'CH', 'NO', 'AU', 'UK', 'EL', '', 'not-a-country'])
      expect(regionFromCountryCookie(code)).toBe('ROW');
    expect(regionFromCountryCookie(undefined)).toBe('ROW');
  });

  it('reads the cookie by its name', () => {
    expect(regionFromCookies({ GEO_COUNTRY: 'FR' })).toBe('EU');
    expect(regionFromCookies({ GEO_COUNTRY: 'GB', currency: 'EUR' })).toBe('UK');
    expect(regionFromCookies({ country: 'GB' })).toBe('ROW');
    expect(regionFromCookies({})).toBe('ROW');
  });
});
