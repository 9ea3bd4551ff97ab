export * from './app-error';
export * from './messages';
export * from './page-messages';
export { parseOrThrow, zodFieldErrors } from './zod';
