export { BESPOKE_MESSAGES, MOCKUP_EMAIL } from './messages';
export * from './rules';
export * from './schemas';
export * from './states';
