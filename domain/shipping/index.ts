export { DEFAULT_SHIPPING_METHODS, listShippingRates, seedShippingMethods } from './rates';
export { shippingMethods, shippingRates } from './tables';
