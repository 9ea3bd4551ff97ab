import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { countryName, orderDate, orderMoney } from '../../../core/orders';
import { ColumnHeads, numberColumn } from '../../components/tables/column-heads';
import type { RouteHandle } from '../../route-handle';
import { pageMeta, rootDataFrom } from '../../seo';
import type { Route } from './+types/invoice';
import { requireStore } from './actions.server';

export async function loader({ context, params }: Route.LoaderArgs) {
  requireStore(context);
  return { invoice: await context.services.orders.invoice(params.orderHash) };
}

export const handle: RouteHandle = {
  breadcrumb: (data) => {
    const invoice = (data as { invoice?: { number: string; orderHash: string } }).invoice;
    return invoice ? [{ name: `Invoice ${invoice.number}`, url: `/invoice/${invoice.orderHash}` }] : [];
  },
};

export function meta({ matches, data }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/invoice/',
    title: data ? `Invoice ${data.invoice.number}` : 'Invoice',
    robots: 'noindex',
  });
}

type Address = {
  name: string;
  company?: string | null;
  line1: string;
  line2?: string | null;
  city: string;
  county?: string | null;
  postcode: string;
  country: string;
};

function AddressBlock({ title, address, extra }: { title: string; address: Address | null; extra?: string }) {
  if (!address && !extra) return null;
  const lines = address
    ? [
        address.name,
        address.company,
        address.line1,
        address.line2,
        address.city,
        address.county,
        address.postcode,
        countryName(address.country),
      ]
    : [];
  return (
    <div className="invoice-party">
      <h2>{title}</h2>
      <address>
        {[...lines, extra].filter(Boolean).map((line) => (
          <span key={String(line)}>{line}</span>
        ))}
      </address>
    </div>
  );
}

/** Print is a browser feature: its button appears once the page can run it. */
function PrintButton() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <button type="button" className="button" onClick={() => window.print()}>
      Print
    </button>
  );
}

export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  const { invoice } = loaderData;
  const money = (amount: number) => orderMoney(amount, invoice.currency);
  const kind = invoice.paid ? 'Invoice' : 'Pro forma invoice';
  const discounted = invoice.lines.some((line) => line.discount > 0);
  return (
    <article className="invoice" aria-labelledby="invoice-title">
      <div className="invoice-actions no-print">
        <a className="button button-primary" href={`/invoice/${invoice.orderHash}/pdf`} download>
          Download PDF
        </a>
        <PrintButton />
      </div>
      <header className="invoice-header">
        <div className="invoice-seller">
          <p className="invoice-company">{invoice.seller.companyName}</p>
          <address>
            {(invoice.seller.address ?? '')
              .split('\n')
              .filter(Boolean)
              .map((line) => (
                <span key={line}>{line}</span>
              ))}
            {invoice.seller.email ? <span>{invoice.seller.email}</span> : null}
          </address>
          {invoice.seller.vatNumber ? <p>VAT number: {invoice.seller.vatNumber}</p> : null}
          {invoice.seller.companyNumber ? <p>Company number: {invoice.seller.companyNumber}</p> : null}
        </div>
        <div className="invoice-facts">
          <h1 id="invoice-title">{kind}</h1>
          <dl>
            <dt>Invoice</dt>
            <dd>{invoice.number}</dd>
            <dt>Order</dt>
            <dd>#{invoice.orderNumber}</dd>
            <dt>Date</dt>
            <dd>{orderDate(invoice.issuedAt)}</dd>
          </dl>
        </div>
      </header>
      <div className="invoice-parties">
        <AddressBlock title="Bill to" address={invoice.buyer} extra={invoice.email} />
        <AddressBlock title="Deliver to" address={invoice.deliverTo} />
      </div>
      <div className="invoice-table-wrap">
        <table className="invoice-table">
          <caption className="visually-hidden">Items</caption>
          <ColumnHeads
            columns={[
              'Item',
              numberColumn('Qty'),
              numberColumn('Unit price'),
              ...(discounted ? [numberColumn('Discount')] : []),
              numberColumn('VAT rate'),
              numberColumn('VAT'),
              numberColumn('Total'),
            ]}
          />
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={`${line.sku}-${index}`}>
                <td>
                  {line.name}
                  {line.description ? <span className="invoice-line-detail">{line.description}</span> : null}
                </td>
                <td className="number">{line.quantity}</td>
                <td className="number">{money(line.unitPrice)}</td>
                {discounted ? <td className="number">−{money(line.discount)}</td> : null}
                <td className="number">{line.vatRate}%</td>
                <td className="number">{money(line.vat)}</td>
                <td className="number">{money(line.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="invoice-totals">
        {[
          { label: 'Goods', amount: invoice.totals.goods },
          ...(invoice.totals.discount > 0 ? [{ label: 'Discount', amount: -invoice.totals.discount }] : []),
          { label: 'Delivery', amount: invoice.totals.shipping },
          { label: 'Total excluding VAT', amount: invoice.totals.net },
          ...invoice.totals.vat,
          { label: 'Total VAT', amount: invoice.totals.vatTotal },
        ].map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>{money(line.amount)}</dd>
          </div>
        ))}
        <div className="invoice-grand-total">
          <dt>Total</dt>
          <dd>{money(invoice.totals.total)}</dd>
        </div>
      </dl>
      <p className="invoice-footnote">
        {invoice.paid
          ? 'Paid in full. Thank you for your order.'
          : 'This is not a VAT invoice until the order is paid.'}
      </p>
      <p className="order-links no-print">
        <Link to={`/returns/${invoice.orderHash}`}>Return items</Link>
        <Link to={`/edit-order/${invoice.orderHash}`}>Change the order</Link>
      </p>
    </article>
  );
}
