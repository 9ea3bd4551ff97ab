import { parseOrThrow } from '../../core/errors';
import { bulkMoveSchema, staffMoveSchema } from '../../core/operator';
import type { ServiceContext } from '../context';
import { type BulkMoveResult, bulkMoveAsStaff, moveOrderAsStaff } from '../operator';
import { ORDERS_PERMISSION } from './list';

/** Staff move one order ({to, expected} as the page or the API sends it). */
export async function moveStaffOrder(
  ctx: ServiceContext,
  orderId: number,
  input: unknown,
): Promise<{ status: string }> {
  const move = parseOrThrow(staffMoveSchema, input);
  return moveOrderAsStaff(
    ctx,
    orderId,
    move.expected ? { to: move.to, expected: move.expected } : { to: move.to },
    ORDERS_PERMISSION,
  );
}

/** Staff move several orders to one status ({ids, to}); each is moved or refused on its own. */
export async function bulkMoveStaffOrders(ctx: ServiceContext, input: unknown): Promise<BulkMoveResult> {
  const { ids, to } = parseOrThrow(bulkMoveSchema, input);
  return bulkMoveAsStaff(ctx, ids, to, ORDERS_PERMISSION);
}
