import { type CurrencyCode, convert, formatMoney, money, parseCurrencyCode } from '../../core/money';

/** Formats a price stored in the store's currency in the shopper's chosen currency. */
export function formatPrice(amount: number, storeCurrency: string, shopperCurrency: string): string {
  const from: CurrencyCode = parseCurrencyCode(storeCurrency) ?? 'GBP';
  const to: CurrencyCode = parseCurrencyCode(shopperCurrency) ?? from;
  return formatMoney(convert(money(amount, from), to));
}

export function Price(props: {
  amount: number;
  salePrice?: number | null;
  storeCurrency: string;
  currency: string;
}) {
  const { amount, salePrice, storeCurrency, currency } = props;
  if (salePrice != null && salePrice < amount) {
    return (
      <span className="price">
        <span className="price-sale">{formatPrice(salePrice, storeCurrency, currency)}</span>{' '}
        <s className="price-was">{formatPrice(amount, storeCurrency, currency)}</s>
      </span>
    );
  }
  return <span className="price">{formatPrice(amount, storeCurrency, currency)}</span>;
}
