export * from './app-error';
export * from './messages';
