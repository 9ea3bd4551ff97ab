export * from './cards';
export * from './form';
export * from './test-cards';
