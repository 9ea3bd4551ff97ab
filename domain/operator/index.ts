export { type BulkMoveResult, bulkMoveAsStaff, moveOrderAsStaff, movesFrom, type StaffMove } from './moves';
export { type OrderRow, type StaffOrderScope, staffOrderScope } from './order-scope';
