import { describe, expect, it } from 'vitest';
import { documentTitle } from './title';

describe('documentTitle', () => {
  it('is the page title then the company name', () => {
    expect(documentTitle({ pageTitle: 'About us', companyName: 'Acme Tees', isHome: false })).toBe(
      'About us | Acme Tees',
    );
  });

  it('is only the company name on the home page', () => {
    expect(documentTitle({ pageTitle: 'Home', companyName: 'Acme Tees', isHome: true })).toBe('Acme Tees');
  });

  it('prefixes the number of unread notifications', () => {
    expect(
      documentTitle({
        pageTitle: 'About us',
        companyName: 'Acme Tees',
        isHome: false,
        unreadNotifications: 3,
      }),
    ).toBe('(3) About us | Acme Tees');
    expect(
      documentTitle({ pageTitle: 'Home', companyName: 'Acme Tees', isHome: true, unreadNotifications: 12 }),
    ).toBe('(12) Acme Tees');
  });

  it.each([0, -2, Number.NaN])('shows no prefix for %s unread', (unread) => {
    expect(
      documentTitle({ pageTitle: 'Basket', companyName: 'Acme', isHome: false, unreadNotifications: unread }),
    ).toBe('Basket | Acme');
  });

  it('falls back to the company name when the page has no title, and tidies white space', () => {
    expect(documentTitle({ pageTitle: '  ', companyName: 'Acme', isHome: false })).toBe('Acme');
    expect(documentTitle({ pageTitle: null, companyName: 'Acme', isHome: false })).toBe('Acme');
    expect(documentTitle({ pageTitle: ' New \n in ', companyName: ' Acme  Co ', isHome: false })).toBe(
      'New in | Acme Co',
    );
  });
});
