import { ERROR_MESSAGES } from '../../core/errors';

/**
 * Messages of the pages capability: the spec's page-model errors (§8) word for word, and our own wording
 * where the spec gives none (address taken, edit conflict, homepage deletion).
 */
export const PAGE_MESSAGES = {
  notFound: ERROR_MESSAGES.pageNotFound,
  fromAnotherStore: ERROR_MESSAGES.pageFromAnotherStore,
  insufficientPermissions: ERROR_MESSAGES.pageInsufficientPermissions,
  proRequired: ERROR_MESSAGES.pageProRequired,
  failedValidation: ERROR_MESSAGES.pageFailedValidation,
  notAttachedToStore: ERROR_MESSAGES.pageNotAttachedToStore,
  urlTaken: ERROR_MESSAGES.pageUrlTaken,
  versionConflict: ERROR_MESSAGES.pageVersionConflict,
  homepageNotDeletable: "The homepage can't be deleted",
} as const;
