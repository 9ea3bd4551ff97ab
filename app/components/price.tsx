import { type CurrencyCode, convert, formatMoney, money, parseCurrencyCode } from '../../core/money';
import { useRootData } from '../hooks/use-root-data';

/** Formats a price stored in the store's currency in the shopper's chosen currency. */
export function formatPrice(amount: number, storeCurrency: string, shopperCurrency: string): string {
  const from: CurrencyCode = parseCurrencyCode(storeCurrency) ?? 'GBP';
  const to: CurrencyCode = parseCurrencyCode(shopperCurrency) ?? from;
  return formatMoney(convert(money(amount, from), to));
}

export function usePriceFormatter(): (amount: number) => string {
  const { store, currency } = useRootData();
  const storeCurrency = store?.storeCurrency ?? 'GBP';
  return (amount) => formatPrice(amount, storeCurrency, currency);
}

export function Price({ amount, salePrice }: { amount: number; salePrice?: number | null }) {
  const format = usePriceFormatter();
  if (salePrice != null && salePrice < amount) {
    return (
      <span className="price" data-price>
        <span className="price-sale">{format(salePrice)}</span>{' '}
        <s className="price-was">
          <span className="visually-hidden">was </span>
          {format(amount)}
        </s>
      </span>
    );
  }
  return (
    <span className="price" data-price>
      {format(amount)}
    </span>
  );
}
