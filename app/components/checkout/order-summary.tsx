import { formatMoney, money } from '../../../core/money';
import type { CheckoutQuote } from '../../../domain/checkout';
import { LineThumbnail } from '../line-thumbnail';

export function useMoney(currency: string) {
  return (amount: number) => formatMoney(money(amount, currency as Parameters<typeof money>[1]));
}

/** The lines and totals of the quote, in the shopper's currency. */
export function OrderSummary({ quote, storeCurrency }: { quote: CheckoutQuote; storeCurrency: string }) {
  const format = useMoney(quote.currency);
  const { summary } = quote;
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">Order summary</h2>
      <ul className="checkout-lines">
        {quote.lines.map((line) => (
          <li key={line.key} className={`checkout-line${line.available ? '' : ' checkout-line-unavailable'}`}>
            <LineThumbnail image={line.image} size={64} className="checkout-line-image">
              <span className="checkout-line-quantity">
                <span className="visually-hidden">Quantity </span>
                {line.quantity}
              </span>
            </LineThumbnail>
            <div className="checkout-line-details">
              <span className="checkout-line-name">{line.name}</span>
              <span className="checkout-line-options">
                {line.options.Colour} · {line.options.Size}
              </span>
              {line.available ? null : <span className="field-error">No longer available</span>}
            </div>
            <span className="checkout-line-total" data-price>
              {format(line.lineTotal)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="checkout-totals">
        <div>
          <dt>Subtotal</dt>
          <dd data-testid="summary-subtotal">{format(summary.subtotal)}</dd>
        </div>
        {summary.discount > 0 ? (
          <div className="checkout-discount">
            <dt>Discount{summary.coupon ? ` (${summary.coupon.code})` : ''}</dt>
            <dd data-testid="summary-discount">−{format(summary.discount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Shipping</dt>
          <dd data-testid="summary-shipping">
            {summary.shipping === null
              ? 'Choose a method'
              : summary.shipping === 0
                ? 'Free'
                : format(summary.shipping)}
          </dd>
        </div>
        <div className="checkout-total">
          <dt>Total</dt>
          <dd data-testid="summary-total">{format(summary.total)}</dd>
        </div>
        <div className="checkout-vat">
          <dt>Including VAT</dt>
          <dd>{format(summary.goodsTax + summary.shippingTax)}</dd>
        </div>
      </dl>
      {quote.currency !== storeCurrency ? (
        <p className="checkout-currency-note">You will be charged in {quote.currency}.</p>
      ) : null}
    </section>
  );
}
