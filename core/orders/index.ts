export * from '../countries';
export * from './flows';
export * from './format';
export * from './messages';
export * from './quote-pricing';
export * from './rules';
export * from './schemas';
export * from './statuses';
