import { CURRENCY_COOKIE, DEFAULT_CURRENCY as DEFAULT_CODE } from '../constants/commerce';
import type { CurrencyCode } from './currencies';

/** Store currency when none is set (spec §9). */
export const DEFAULT_CURRENCY: CurrencyCode = DEFAULT_CODE;

/** Cookie holding the shopper's chosen display currency. */
export { CURRENCY_COOKIE };
