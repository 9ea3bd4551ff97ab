/** The account pages' access table lives in core/auth, where the server's action guard reads it too. */
export {
  ACCOUNT_ACCESS,
  ACCOUNT_PATHS,
  type AccountPage,
  accessForPath,
  needsStorePassword,
  type PageAccess,
  pageAccess,
} from '../../../core/auth/account-pages';
