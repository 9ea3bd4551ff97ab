export {
  type AccountState,
  type AccountUser,
  type CustomerActor,
  currentUser,
  requireCustomer,
} from './account-state';
export {
  type AttemptFacts,
  AUTOMATION_LIMITS,
  attemptChecks,
  configureAutomationLimits,
  type GuardedAction,
  guardAttempt,
  tooManyRequestsMessage,
} from './automation-limits';
export {
  allowAllCaptcha,
  type CaptchaAction,
  type CaptchaTokens,
  type CaptchaVerifier,
  captchaTokenOf,
  configureCaptcha,
  configuredCaptcha,
  denyAllCaptcha,
  HCAPTCHA_SITEVERIFY,
  requireCaptcha,
  siteverifyCaptcha,
  TEST_CAPTCHA_BAD_TOKEN,
  TURNSTILE_SITEVERIFY,
  testCaptcha,
} from './captcha';
export { type CleanUpReport, cleanUpExpired } from './clean-up';
export { type MailParagraphs, mailMessage } from './emails';
export {
  type ChallengeOptions,
  LOGIN_CHALLENGE_TTL_MS,
  type LoginOptions,
  type LoginResult,
  login,
  loginPasswordStep,
  loginTwoFactorStep,
  logout,
  type PasswordStepResult,
  pruneLoginChallenges,
  recoveryLogin,
} from './login';
export { ACCOUNT_MESSAGES, tooManyAttempts } from './messages';
export {
  type EmailContent,
  linkFromEmail,
  listOutbox,
  type OutboxEmail,
  queueEmail,
  queueMail,
  storeMailBrand,
} from './outbox';
export { RESET_TTL_MS, requestPasswordReset, resetPassword, resetUrl } from './password-reset';
export { hashPassword, verifyPassword } from './passwords';
export {
  assertUnderLimits,
  consumeAttempt,
  isTooManyAttempts,
  type Limit,
  type LimitCheck,
  LOGIN_LIMITS,
  recordFailure as recordAttempt,
  recordFailure,
  tooManyAttemptsError,
} from './rate-limit';
export * from './schemas';
export { encryptionKey, resolveEncryptionKey, setEncryptionKey } from './secret-box';
export {
  type ClientInfo,
  createSession,
  destroySession,
  type NewSession,
  pruneSessions,
  type ResolvedSession,
  resolveSession,
  SESSION_TTL_MS,
} from './sessions';
export {
  type LinkOptions,
  resendVerification,
  type SessionResult,
  signEula,
  signUp,
  VERIFICATION_TTL_MS,
  verifyEmail,
  verifyUrl,
} from './sign-up';
export {
  MUTE_PERMISSION,
  muteUser,
  OUTBOX_PERMISSION,
  type OutboxEntry,
  type OutboxFilter,
  outboxFilterSchema,
  readOutbox,
  requestPermissions,
  requireStaffPermission,
  unmuteUser,
} from './staff';
export { grantStoreAccess, hasStoreAccess, unlockStore } from './store-access';
export { storeRoleOf } from './store-role';
export {
  assertStoreOwner,
  clearStorePassword,
  readStoreAccessSettings,
  STORE_SETTINGS_MESSAGES,
  type StoreAccessSettings,
  setComingSoon,
  setStorePassword,
} from './store-settings';
export * from './tables';
export { randomToken, sha256Hex } from './tokens';
export {
  beginTwoFactorSetup,
  confirmTwoFactor,
  disableTwoFactor,
  enableTwoFactorForCustomer,
  regenerateRecoveryCodes,
} from './two-factor';
export { comingSoonActive, loadVisitorState } from './visitor-state';
