export {
  assertMayManage,
  DASHBOARD_PERMISSIONS,
  type DashboardPermission,
  mayUse,
  STORE_ADMIN_MESSAGES,
  type StoreManager,
  storeManagerOf,
} from './access';
export { type DashboardStoreSummary, dashboardStoreSummary } from './summary';
