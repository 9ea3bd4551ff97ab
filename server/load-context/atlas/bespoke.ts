import {
  answerMockup,
  listFlowOrders,
  loadShopperMockupPage,
  loadStaffMockupPage,
  moveOrderOn,
  uploadMockup,
} from '../../../domain/bespoke';
import { attempt } from '../outcome';
import type { StoreBinding } from '../store-binding';

/**
 * The operator back office's bespoke services (platform host, staff with 'orders'), and the shopper's side
 * of a mockup (`shopper`: the store's host, by the order's hash), which is not staff-only.
 */
export function atlasBespokeServices(bound: StoreBinding) {
  const need = bound.context;
  return {
    /** Bespoke orders after payment and paper orders in progress, across stores. */
    list: () => attempt(() => listFlowOrders(need())),
    mockupPage: (orderId: number) => attempt(() => loadStaffMockupPage(need(), orderId)),
    upload: (orderId: number, upload: { contentType: string; data: Buffer }) =>
      attempt(() => uploadMockup(need(), bound.request().server.media, orderId, upload)),
    move: (orderId: number, values: Record<string, unknown>) =>
      attempt(() => moveOrderOn(need(), orderId, values)),
    shopper: {
      page: (orderHash: string) => attempt(() => loadShopperMockupPage(need(), orderHash)),
      answer: (orderHash: string, values: Record<string, unknown>) =>
        attempt(() => answerMockup(need(), orderHash, values)),
    },
  };
}
