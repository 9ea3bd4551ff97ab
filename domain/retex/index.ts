export { REMILL_EMAILS_PER_HOUR, remillInstructions, requestRemillInstructions } from './remill';
