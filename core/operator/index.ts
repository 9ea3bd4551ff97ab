export { OPERATOR_MESSAGES } from './messages';
