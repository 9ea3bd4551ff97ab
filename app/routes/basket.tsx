import { data, Link } from 'react-router';
import { Price, usePriceFormatter } from '../components/price';
import { ResponsiveImage } from '../components/responsive-image';
import type { RouteHandle } from '../route-handle';
import { pageMeta, rootDataFrom } from '../seo';
import type { Route } from './+types/basket';

export async function loader({ context }: Route.LoaderArgs) {
  if (context.tenant !== 'store') throw data('Not found', { status: 404 });
  return { lines: await context.services.basket.list() };
}

export const handle: RouteHandle = {
  layout: 'cart',
  breadcrumb: () => [{ name: 'Basket', url: '/basket/' }],
};

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/basket/',
    title: 'Basket',
    robots: 'noindex',
  });
}

export default function Basket({ loaderData }: Route.ComponentProps) {
  const { lines } = loaderData;
  const format = usePriceFormatter();
  const subtotal = lines.reduce((total, line) => total + line.priceIncTax * line.quantity, 0);
  if (lines.length === 0) {
    return (
      <div className="basket-page">
        <h1>Your basket</h1>
        <p className="empty-state">Your basket is empty.</p>
        <Link className="button button-primary" to="/">
          Continue shopping
        </Link>
      </div>
    );
  }
  return (
    <div className="basket-page">
      <h1>Your basket</h1>
      <ul className="basket-lines">
        {lines.map((line) => (
          <li key={line.key} className="basket-line">
            <div className="basket-line-image">
              {line.image ? (
                <ResponsiveImage
                  src={line.image}
                  alt=""
                  width={120}
                  height={120}
                  ratio={1}
                  widths={[256]}
                  sizes="120px"
                />
              ) : null}
            </div>
            <div className="basket-line-details">
              <Link to={`/product/${line.productUrl}/`}>{line.name}</Link>
              <p className="basket-line-options">
                {line.options.Colour} · {line.options.Size} · Quantity {line.quantity}
              </p>
            </div>
            <div className="basket-line-price">
              <Price amount={line.priceIncTax * line.quantity} />
            </div>
          </li>
        ))}
      </ul>
      <p className="basket-subtotal">
        Subtotal (VAT included): <strong data-price>{format(subtotal)}</strong>
      </p>
      <Link className="button" to="/">
        Continue shopping
      </Link>
    </div>
  );
}
