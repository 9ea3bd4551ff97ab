export * from './approval';
export * from './rules';
