import type {
  ExchangeInput,
  ReceiveReturnInput,
  RefundInput,
  ReprintInput,
  ReturnsFilter,
} from '../../../core/aftercare';
import {
  exchangeItem,
  listReturns,
  loadAftercare,
  receiveReturn,
  refundOrder,
  reprintItems,
} from '../../../domain/aftercare';
import { attempt } from '../outcome';
import type { StoreBinding } from '../store-binding';

/** The operator back office's aftercare services (platform host, staff with 'refunds'). */
export function atlasAftercareServices(bound: StoreBinding) {
  const ctx = () => bound.context();
  /** The payment gateway checkout uses (server/checkout.ts): refunds go back the way the money came. */
  const gateway = () => bound.request().server.checkout.payments;
  return {
    returns: (filter: Partial<ReturnsFilter>) => attempt(() => listReturns(ctx(), filter)),
    order: (orderId: number) => attempt(() => loadAftercare(ctx(), orderId)),
    receive: (orderId: number, input: ReceiveReturnInput) =>
      attempt(() => receiveReturn(ctx(), orderId, input)),
    refund: (orderId: number, input: RefundInput) =>
      attempt(() => refundOrder(ctx(), orderId, input, gateway())),
    exchange: (orderId: number, input: ExchangeInput) => attempt(() => exchangeItem(ctx(), orderId, input)),
    reprint: (orderId: number, input: ReprintInput) => attempt(() => reprintItems(ctx(), orderId, input)),
  };
}
