export {
  APPROVAL_LABELS,
  APPROVAL_MESSAGES,
  type ApprovalInput,
  approvalSchema,
  readApproval,
  type StoreApproval,
  setApproval,
} from './approval';
export {
  consumeHandoff,
  createHandoff,
  HANDOFF_MESSAGES,
  HANDOFF_TTL_MS,
  type Handoff,
  type HandoffLanding,
  pruneHandoffTokens,
  safeHandoffPath,
} from './handoff';
export { type OnboardingStep, type StoreOnboarding, storeOnboarding } from './onboarding';
export { type OpenedStore, openStore, storeCurrencies, subdomainIsFree } from './open-store';
export { type StoreOverview, storeOverview } from './overview';
export { ownedStorePlans, type StorePlan, upgradeToPro } from './plans';
export {
  backfillStoreDefaults,
  giveStoreDefaults,
  type StoreDefaultsBackfill,
  type StoreDefaultsGiven,
} from './store-defaults';
export { storeApprovals, storeHandoffTokens } from './tables';
