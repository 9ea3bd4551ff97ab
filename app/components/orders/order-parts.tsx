import type { ReactNode } from 'react';
import { countryName, ORDER_MESSAGES, orderDate, orderMoney } from '../../../core/orders';
import { LineThumbnail } from '../line-thumbnail';

/** What the order pages show of an order (a plain, serialisable slice of the domain's OrderRecord). */
export interface OrderHead {
  number: number;
  hash: string;
  createdAt: Date | string;
  status: { code: string; name: string; color: string };
  percentComplete: number;
  currency: string;
}

export interface OrderLine {
  id: number;
  name: string;
  colour: string | null;
  size: string | null;
  quantity: number;
  /** What the line costs, discount taken off. */
  total: number;
  image: string | null;
  productUrl: string | null;
}

export interface PostalAddressView {
  name: string;
  company?: string | null;
  line1: string;
  line2?: string | null;
  city: string;
  county?: string | null;
  postcode: string;
  country: string;
  eoriNumber?: string | null;
}

/** 'Order #1042', when it was placed, and how far along it is (§4 percent complete). */
export function OrderHeading({
  order,
  title,
  children,
}: {
  order: OrderHead;
  title?: string;
  children?: ReactNode;
}) {
  return (
    <header className="order-heading">
      <h1>{title ?? `Order #${order.number}`}</h1>
      <p className="order-meta">
        {/* A title of its own ('Quote #9') already names the number; 'Order #9' beside it says it twice. */}
        {title && !title.includes(`#${order.number}`) ? <span>Order #{order.number} · </span> : null}
        Placed {orderDate(order.createdAt)} ·{' '}
        <span className="order-status" style={{ ['--status-colour' as string]: order.status.color }}>
          {order.status.name}
        </span>
      </p>
      <div
        className="order-progress"
        role="progressbar"
        aria-label="Order progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={order.percentComplete}
      >
        <span style={{ width: `${order.percentComplete}%` }} />
      </div>
      {children}
    </header>
  );
}

export function itemOptions(line: Pick<OrderLine, 'colour' | 'size'>): string {
  return [line.colour, line.size].filter(Boolean).join(' · ');
}

/** A line's picture, name and options; the rest of the row is the page's. */
export function LineSummary({ line, children }: { line: OrderLine; children?: ReactNode }) {
  return (
    <div className="order-line">
      <LineThumbnail image={line.image} size={80} className="order-line-image" />
      <div className="order-line-details">
        <p className="order-line-name">{line.name}</p>
        {itemOptions(line) ? <p className="order-line-options">{itemOptions(line)}</p> : null}
        {children}
      </div>
    </div>
  );
}

/** The lines with their quantities and prices, and the order total. */
export function OrderLines({
  lines,
  currency,
  total,
}: {
  lines: OrderLine[];
  currency: string;
  total?: number;
}) {
  return (
    <div className="order-lines">
      <ul>
        {lines.map((line) => (
          <li key={line.id}>
            <LineSummary line={line}>
              <p className="order-line-options">
                Quantity {line.quantity}
                {line.total > 0 ? ` · ${orderMoney(line.total, currency)}` : ''}
              </p>
            </LineSummary>
          </li>
        ))}
      </ul>
      {total !== undefined ? (
        <p className="order-total">
          Total <strong>{orderMoney(total, currency)}</strong>
        </p>
      ) : null}
    </div>
  );
}

export function AddressLines({ address }: { address: PostalAddressView }) {
  const lines = [
    address.name,
    address.company,
    address.line1,
    address.line2,
    address.city,
    address.county,
    address.postcode,
    countryName(address.country),
    address.eoriNumber ? `EORI ${address.eoriNumber}` : null,
  ].filter(Boolean);
  return (
    <address className="order-address">
      {lines.map((line) => (
        <span key={String(line)}>{line}</span>
      ))}
    </address>
  );
}

/** A refusal or confirmation in a box, announced to screen readers. */
export function Notice({ tone, children }: { tone: 'info' | 'success' | 'warning'; children: ReactNode }) {
  return (
    <div className={`order-notice order-notice-${tone}`} role={tone === 'warning' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** After a change to an order is saved: `changedMessage` if it changed anything, else that nothing changed. */
export function SavedChangeNotice({
  saved,
  changedMessage,
}: {
  saved: 'changed' | 'unchanged' | null;
  changedMessage: string;
}) {
  if (saved === 'changed')
    return (
      <Notice tone="success">
        <p>{changedMessage}</p>
      </Notice>
    );
  if (saved === 'unchanged')
    return (
      <Notice tone="info">
        <p>{ORDER_MESSAGES.nothingChanged}</p>
      </Notice>
    );
  return null;
}
