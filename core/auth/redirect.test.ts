import { describe, expect, it } from 'vitest';
import { safeRedirectTarget, signedInLanding, verifiedLanding } from './redirect';

describe('safeRedirectTarget', () => {
  it.each(['/dashboard/', '/favourites/?page=2', '/product/tee/black#reviews', '/search?q=red%20shirt'])(
    'follows the same-site path %j',
    (target) => {
      expect(safeRedirectTarget(target)).toBe(target);
    },
  );

  it.each([
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/javascript:alert(1)',
    'https://a@evil.example',
    'https://evil.example/',
    'http:/evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/\t/evil.example',
    ' /dashboard/',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    '',
  ])('never follows %j', (target) => {
    expect(safeRedirectTarget(target)).toBeNull();
    expect(safeRedirectTarget(target, '/dashboard/')).toBe('/dashboard/');
  });

  it('refuses values that are not text, and takes the first of a repeated query value', () => {
    expect(safeRedirectTarget(undefined)).toBeNull();
    expect(safeRedirectTarget(null, '/')).toBe('/');
    expect(safeRedirectTarget(42)).toBeNull();
    expect(safeRedirectTarget({ href: '/x' })).toBeNull();
    expect(safeRedirectTarget(['/a/', '//evil'])).toBe('/a/');
    expect(safeRedirectTarget(['//evil', '/a/'])).toBeNull();
  });
});

describe('signedInLanding', () => {
  it('lands a shopper on a store origin on their orders when no redirect_uri was given', () => {
    expect(signedInLanding(null, 'store')).toBe('/order-history/');
    expect(signedInLanding('', 'store')).toBe('/order-history/');
  });

  it('lands on the seller dashboard on the platform host when no redirect_uri was given', () => {
    expect(signedInLanding(null, 'platform')).toBe('/dashboard/');
  });

  it('returns to a safe redirect_uri on either host', () => {
    expect(signedInLanding('/product/tee/', 'store')).toBe('/product/tee/');
    expect(signedInLanding('/dashboard/stores/', 'platform')).toBe('/dashboard/stores/');
  });

  it('ignores an unsafe redirect_uri', () => {
    expect(signedInLanding('//evil.example', 'store')).toBe('/order-history/');
    expect(signedInLanding('https://evil.example/', 'platform')).toBe('/dashboard/');
  });
});

describe('verifiedLanding', () => {
  const shopper = { shouldHaveStore: false };
  const merchant = { shouldHaveStore: true };

  it('lands a shopper who verifies on a store on their own orders, never the seller dashboard', () => {
    expect(verifiedLanding(null, 'store', shopper)).toBe('/order-history/');
  });

  it('lands only a merchant (should_have_store) on the dashboard', () => {
    expect(verifiedLanding(null, 'store', merchant)).toBe('/dashboard/');
    expect(verifiedLanding(null, 'platform', merchant)).toBe('/dashboard/');
  });

  it("on the platform host, /dashboard/ is a shopper's account page", () => {
    expect(verifiedLanding(null, 'platform', shopper)).toBe('/dashboard/');
  });

  it('returns anyone to where they signed up from, when that is on this site', () => {
    expect(verifiedLanding('/product/tee/', 'store', shopper)).toBe('/product/tee/');
    expect(verifiedLanding('/checkout/', 'store', merchant)).toBe('/checkout/');
    expect(verifiedLanding('//evil.example/', 'store', shopper)).toBe('/order-history/');
  });

  it('an account the link did not sign in (no account state) is treated as a shopper', () => {
    expect(verifiedLanding(null, 'store', null)).toBe('/order-history/');
  });
});
