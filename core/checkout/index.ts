export * from '../countries';
export * from './coupons';
export * from './form';
export * from './messages';
export * from './pricing';
export * from './shipping';
export * from './vat';
