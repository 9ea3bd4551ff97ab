export * from './access-settings';
export * from './menu';
export * from './settings';
