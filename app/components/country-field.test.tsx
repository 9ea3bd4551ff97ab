import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../core/countries';
import UpdateAddress from '../routes/orders/update-address';
import { AddressFields } from './checkout/address-fields';

/** The codes of a rendered select's options, in order. */
const optionsOf = (html: string, selectId: string): string[] => {
  const select = html.match(new RegExp(`<select[^>]*id="${selectId}"[^>]*>([\\s\\S]*?)</select>`))?.[1] ?? '';
  return [...select.matchAll(/<option value="([A-Z]{2})"/g)].map((match) => match[1] ?? '');
};

const ORDER = {
  id: 1042,
  number: 1042,
  hash: 'order-hash-1042',
  email: 'sam@example.com',
  status: { code: 'paid', name: 'Paid', color: '#000' },
  createdAt: new Date('2026-11-01T10:00:00Z'),
  history: [],
  percentComplete: 17,
};

function updateAddressPage(): string {
  const Stub = createRoutesStub([
    {
      id: 'update-address',
      path: '/update-address/:orderHash',
      // The route's own component, given what its loader answers for an order whose address may change.
      // The route component's props are React Router's generated types; the stub passes them at run time.
      Component: UpdateAddress as never,
    },
  ]);
  return renderToStaticMarkup(
    <Stub
      initialEntries={['/update-address/order-hash-1042']}
      hydrationData={{
        loaderData: {
          'update-address': {
            lookup: false,
            updated: null,
            order: ORDER,
            verdict: { allowed: true },
            address: { name: 'Sam', line1: '1 Rua Augusta', city: 'Lisbon', postcode: '', country: 'BR' },
          },
        },
      }}
    />,
  );
}

describe('the country select', () => {
  it("offers the same countries at checkout and when an order's delivery address changes", () => {
    const checkout = renderToStaticMarkup(
      <AddressFields prefix="" errors={undefined} defaults={{}} country="GB" />,
    );
    const checkoutCountries = optionsOf(checkout, 'checkout-country');
    expect(checkoutCountries).toEqual(COUNTRIES.map((country) => country.code));

    const page = updateAddressPage();
    const updateCountries = optionsOf(page, '[^"]*-country');
    expect(updateCountries).toEqual(checkoutCountries);
    // The order's country, which checkout accepted, is the one chosen, and named.
    expect(page).toMatch(/<option value="BR" selected="">Brazil<\/option>/);
    expect(page).toContain('<span>Brazil</span>');
  });
});
