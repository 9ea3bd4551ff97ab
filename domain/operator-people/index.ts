export {
  CUSTOMERS_PERMISSION,
  type CustomerDetail,
  type CustomerRow,
  customerDetail,
  listCustomers,
} from './customers';
export { RESEND_PERMISSION, resendEmail } from './outbox';
export {
  decideStore,
  flagStore,
  listStores,
  STORES_PERMISSION,
  type StoreDetail,
  type StoreList,
  type StoreRow,
  storeDetail,
} from './stores';
export { staffActions } from './tables';
export { listOperatorUsers, type OperatorUserRow, setOperatorUserStatus, USERS_PERMISSION } from './users';
