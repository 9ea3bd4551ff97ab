export * from './access-settings';
export * from './settings';
