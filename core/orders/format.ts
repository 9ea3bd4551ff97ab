import { formatMoney, money, parseCurrencyCode } from '../money';

/** An amount of an order, in the order's own currency (what was charged, never converted). */
export function orderMoney(amount: number, currency: string): string {
  return formatMoney(money(Math.round(amount), parseCurrencyCode(currency) ?? 'GBP'));
}

/** §9 dates: DD/MM/YY, in UTC so the server and the browser agree. */
export function orderDate(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${String(value.getUTCFullYear()).slice(-2)}`;
}

/** §9 date and time: DD/MM/YY hh:mm a. */
export function orderDateTime(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  const hours = value.getUTCHours();
  const hh = String(hours % 12 === 0 ? 12 : hours % 12).padStart(2, '0');
  const mm = String(value.getUTCMinutes()).padStart(2, '0');
  return `${orderDate(value)} ${hh}:${mm} ${hours < 12 ? 'am' : 'pm'}`;
}
