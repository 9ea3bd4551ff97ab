export * from './model';
export * from './naming';
