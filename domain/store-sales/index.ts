export type { ProfitMonth, SalesDay, SalesInteractions, SalesSummary } from './figures';
export {
  listStoreOrders,
  loadStoreOrder,
  type StoreOrderDetail,
  type StoreOrderLine,
  type StoreOrderList,
  type StoreOrderRow,
} from './orders';
export { type SalesFigures, salesFigures } from './sales';
