export * from './catalogue';
export * from './loader';
