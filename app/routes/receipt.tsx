import { data, Link } from 'react-router';
import { countryName } from '../../core/checkout';
import type { Receipt as OrderReceipt } from '../../domain/orders';
import { useMoney } from '../components/checkout/order-summary';
import { LineThumbnail } from '../components/line-thumbnail';
import type { RouteHandle } from '../route-handle';
import { pageMeta, rootDataFrom } from '../seo';
import checkoutStyles from '../styles/checkout.css?url';
import type { Route } from './+types/receipt';

export function links() {
  return [{ rel: 'stylesheet', href: checkoutStyles }];
}

export const handle: RouteHandle = {
  breadcrumb: (loaderData) => {
    const receipt = (loaderData as { receipt?: OrderReceipt }).receipt;
    return receipt ? [{ name: `Order #${receipt.number}`, url: receipt.links.receipt }] : [];
  },
};

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export async function loader({ context, params }: Route.LoaderArgs) {
  if (context.tenant !== 'store') throw data('Not found', { status: 404 });
  const receipt = await context.services.checkout.receipt(params.orderHash);
  if (!receipt) throw data('We were unable to find this order', { status: 404 });
  return { receipt };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: loaderData ? loaderData.receipt.links.receipt : '/receipt/',
    title: loaderData ? `Order #${loaderData.receipt.number}` : 'Receipt',
    robots: 'noindex',
  });
}

function Address({ title, address }: { title: string; address: OrderReceipt['shippingAddress'] }) {
  if (!address) return null;
  const lines = [
    address.name,
    address.company,
    address.line1,
    address.line2,
    address.city,
    address.county,
    address.postcode,
    countryName(address.country),
  ].filter(Boolean);
  return (
    <section className="receipt-address">
      <h2>{title}</h2>
      <address>
        {lines.map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
      </address>
    </section>
  );
}

const DATE = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

export default function Receipt({ loaderData }: Route.ComponentProps) {
  const { receipt } = loaderData;
  const format = useMoney(receipt.currency);
  const percent = Math.round(receipt.status.percentComplete * 100);
  const paid = receipt.paidAt !== null;
  const sameAddress = JSON.stringify(receipt.billingAddress) === JSON.stringify(receipt.shippingAddress);
  return (
    <div className="receipt-page">
      <header className="receipt-header">
        <p className="receipt-kicker">
          {paid ? 'Thank you for your order' : 'Your order is waiting for payment'}
        </p>
        <h1>Order #{receipt.number}</h1>
        <p>
          Placed on {DATE.format(new Date(receipt.createdAt))}.{' '}
          {paid ? `A confirmation has been sent to ${receipt.email}.` : null}
        </p>
      </header>

      <section className="receipt-status" aria-labelledby="receipt-status-title">
        <h2 id="receipt-status-title">
          Status: <span data-testid="order-status">{receipt.status.name}</span>
        </h2>
        <div
          className="receipt-progress"
          role="progressbar"
          aria-label="Order progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span style={{ width: `${percent}%`, background: receipt.status.color }} />
        </div>
        <p className="receipt-progress-text">{percent}% complete</p>
        {receipt.shipped ? (
          <p className="receipt-shipped" data-testid="receipt-shipped">
            Your order has shipped.
            {receipt.trackingCodes.length > 0 ? (
              <>
                {' '}
                {receipt.trackingCodes.length === 1 ? 'Tracking code' : 'Tracking codes'}:{' '}
                <strong data-testid="tracking-code">{receipt.trackingCodes.join(', ')}</strong>
              </>
            ) : null}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="receipt-items-title">
        <h2 id="receipt-items-title">Items</h2>
        <ul className="checkout-lines receipt-lines">
          {receipt.items.map((item, index) => (
            <li key={`${item.sku}-${index}`} className="checkout-line">
              <LineThumbnail image={item.image} size={64} className="checkout-line-image" />
              <div className="checkout-line-details">
                {item.productUrl ? (
                  <Link className="checkout-line-name" to={`/product/${item.productUrl}/`}>
                    {item.name}
                  </Link>
                ) : (
                  <span className="checkout-line-name">{item.name}</span>
                )}
                <span className="checkout-line-options">
                  {[item.options.Colour, item.options.Size].filter(Boolean).join(' · ')} · Quantity{' '}
                  {item.quantity}
                </span>
              </div>
              <span className="checkout-line-total">{format(item.total)}</span>
            </li>
          ))}
        </ul>
        <dl className="checkout-totals">
          <div>
            <dt>Subtotal</dt>
            <dd>{format(receipt.subtotal)}</dd>
          </div>
          {receipt.discount > 0 ? (
            <div className="checkout-discount">
              <dt>Discount{receipt.coupon ? ` (${receipt.coupon})` : ''}</dt>
              <dd>−{format(receipt.discount)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Shipping{receipt.shippingMethod ? ` (${receipt.shippingMethod})` : ''}</dt>
            <dd>{receipt.shippingTotal === 0 ? 'Free' : format(receipt.shippingTotal)}</dd>
          </div>
          <div className="checkout-total">
            <dt>Total</dt>
            <dd data-testid="receipt-total">{format(receipt.total)}</dd>
          </div>
          <div className="checkout-vat">
            <dt>Including VAT</dt>
            <dd>{format(receipt.goodsTax + receipt.shippingTax)}</dd>
          </div>
        </dl>
        {receipt.paymentMethod ? <p className="receipt-payment">Paid with {receipt.paymentMethod}</p> : null}
      </section>

      <div className="receipt-addresses">
        <Address title="Delivery address" address={receipt.shippingAddress} />
        {sameAddress ? null : <Address title="Billing address" address={receipt.billingAddress} />}
      </div>

      <nav className="receipt-links" aria-label="Your order">
        <Link className="button" to={receipt.links.invoice}>
          View invoice
        </Link>
        {receipt.links.orderHistory ? (
          <Link className="button" to={receipt.links.orderHistory}>
            All your orders
          </Link>
        ) : null}
        <Link className="button button-primary" to="/">
          Continue shopping
        </Link>
      </nav>
    </div>
  );
}
