export { type Catalogue, catalogue, getRule, isRuleName, ruleNames } from './catalogue';
export {
  type RemillForm,
  remillRules,
  remillSchema,
  type SubscriberOfferForm,
  subscriberOfferRules,
  subscriberOfferSchema,
} from './forms';
export * as messages from './messages';
export { DEFAULT_MAX_LENGTH, DEFAULT_MIN_LENGTH, GENERAL_VALIDATION_MESSAGE } from './messages';
export {
  canStore,
  maxStoredValueLength,
  STORAGE_LIMITS,
  type StorageKind,
  storageWriteError,
} from './storage';
export type {
  BareRuleName,
  ParamRuleSpec,
  RegexParam,
  RegexRuleSpec,
  Rule,
  RuleArgs,
  RuleFor,
  RuleName,
  RuleParams,
  RuleSpec,
  ValidationErrors,
} from './types';
export {
  type BoundRule,
  bindRule,
  bindRules,
  type ErrorsLike,
  type FieldRules,
  firstErrorMessage,
  hasErrors,
  validateFields,
  validateValue,
} from './validate';
export {
  type RuleRefinement,
  ruleRefinement,
  zDomain,
  zEmail,
  zFields,
  zPassword,
  zRecoveryCode,
  zRequiredString,
  zRule,
  zRules,
  zString,
  zTwoFactorCode,
  zUrl,
} from './zod';
