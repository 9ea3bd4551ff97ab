import type { CurrencyCode } from './currencies';
import { DEFAULT_CURRENCY } from './defaults';
import { parseCurrencyCode } from './parse';

/** The store's currency plugin settings (subdomain plugins['currency']). */
export interface CurrencyPlugin {
  enabled?: boolean;
  /** Main display currency. */
  main?: string;
  /** Further currencies, comma-separated: 'USD, EUR'. */
  list?: string;
}

/**
 * Currencies a shopper may choose: the plugin's main currency followed by its comma-separated list,
 * in that order, case-insensitive, unknown codes and duplicates dropped; the store currency is always
 * included (appended when the plugin does not name it). The plugin counts as on only when
 * `enabled === true`; otherwise (or without a plugin) only the store currency is available.
 * An unknown store currency falls back to the default (GBP).
 */
export function availableCurrencies(
  plugin: CurrencyPlugin | null | undefined,
  storeCurrency: CurrencyCode | string = DEFAULT_CURRENCY,
): CurrencyCode[] {
  const store = parseCurrencyCode(storeCurrency) ?? DEFAULT_CURRENCY;
  if (plugin?.enabled !== true) return [store];
  const candidates = [plugin.main, ...(typeof plugin.list === 'string' ? plugin.list.split(',') : [])];
  const codes: CurrencyCode[] = [];
  for (const candidate of candidates) {
    const code = parseCurrencyCode(candidate);
    if (code !== null && !codes.includes(code)) codes.push(code);
  }
  if (!codes.includes(store)) codes.push(store);
  return codes;
}
