export { OPERATOR_MESSAGES } from './messages';
export * from './orders';
export * from './stage-emails';
