export {
  listStaffOrders,
  ORDERS_PERMISSION,
  type StaffOrderList,
  type StaffOrderSummary,
  staffOrderStores,
} from './list';
export { bulkMoveStaffOrders, moveStaffOrder } from './moves';
export { loadStaffOrder, type StaffOrderFile, type StaffOrderItem, type StaffOrderView } from './read';
