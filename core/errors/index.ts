export * from './app-error';
export * from './messages';
export { parseOrThrow, zodFieldErrors } from './zod';
