export * from './colour-slug';
export * from './sorting';
