export * from './cards';
export * from './form';
export * from './messages';
export * from './test-cards';
