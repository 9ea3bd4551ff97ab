export { THEMES } from './registry';
export * from './resolve';
export type * from './types';
