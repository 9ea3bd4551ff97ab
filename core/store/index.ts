export * from './access-settings';
export * from './dashboard-settings';
export * from './media-library';
export * from './menu';
export * from './settings';
