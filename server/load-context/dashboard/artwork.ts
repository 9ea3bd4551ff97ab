import { publishRange, rangeStatus, rangeWizard } from '../../../domain/product-ranges';
import type { StoreBinding } from '../store-binding';
import type { OnStore } from './on-store';

/** The dashboard's artwork services: each call names the store it is about. */
export function artworkDashboardServices(onStore: OnStore, bound: StoreBinding) {
  return {
    /** The wizard's currency and base products (with colours, costs and mockup placements). */
    wizard: (storeId: number) => onStore(storeId, (ctx) => rangeWizard(ctx)),
    /** Publishes a range (the form's flat values or the nested input); its renders join the studio's queue. */
    publish: (storeId: number, input: unknown) =>
      onStore(storeId, (ctx) => publishRange(ctx, bound.request().server.studio.jobs, input), {
        writes: true,
      }),
    /** A published range's products and their mockups' progress. */
    status: (storeId: number, productIds: number[]) =>
      onStore(storeId, (ctx) => rangeStatus(ctx, productIds)),
  };
}
