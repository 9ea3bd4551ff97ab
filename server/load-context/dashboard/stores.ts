import type { ApprovalInput, OpenStoreInput, ProUpgradeInput } from '../../../core/store-opening';
import { themeChoices } from '../../../core/store-opening';
import {
  consumeHandoff,
  createHandoff,
  openStore,
  ownedStorePlans,
  readApproval,
  setApproval,
  storeCurrencies,
  storeOverview,
  upgradeToPro,
} from '../../../domain/store-opening';
import { storeOrigin } from '../../../domain/stores';
import { sessionToken } from '../../plugins/session';
import { attempt } from '../outcome';
import type { StoreBinding } from '../store-binding';
import type { OnStore } from './on-store';

/** The dashboard's services for opening stores, their onboarding, plans and the handoff to a store's origin. */
export function storesDashboardServices(onStore: OnStore, bound: StoreBinding) {
  const need = bound.context;
  const client = () => {
    const request = bound.requestOrNull;
    const agent = request?.headers['user-agent'];
    return { ip: request?.ip || null, userAgent: typeof agent === 'string' ? agent : null };
  };
  return {
    /** What the new-store form offers: the named themes with their swatches and the currencies. */
    newStoreChoices: async () => ({ themes: themeChoices(), currencies: await storeCurrencies(need()) }),
    /** Opens a store for the signed-in customer (platform host). */
    openStore: (input: OpenStoreInput) => attempt(() => openStore(need(), input)),
    /** The store's overview: checklist, review, plan, and sales over `days` for those who may see orders. */
    overview: (storeId: number, days: number) => onStore(storeId, (ctx) => storeOverview(ctx, { days })),
    /** A one-time link to a path on the store's own origin, signing its manager in there. */
    handoff: (storeId: number, to: string) => onStore(storeId, (ctx) => createHandoff(ctx, { to })),
    /** On a store's origin: spends a handoff token and starts the session it was made for. */
    consumeHandoff: (token: unknown, to: unknown) =>
      attempt(() =>
        consumeHandoff(need(), {
          token,
          to,
          previousSessionToken: bound.requestOrNull ? sessionToken(bound.requestOrNull) : null,
          client: client(),
        }),
      ),
    /** The seller dashboard's address on the platform host, for links from a store's origin. */
    dashboardUrl: () =>
      `${storeOrigin({ subdomain: '', activeDomainName: null, isPlatform: true })}/dashboard/`,
    /** Staff's review of a store (internal users only; anyone else is refused by the domain). */
    review: (storeId: number, input: ApprovalInput) =>
      onStore(storeId, (ctx) => setApproval(ctx, input), { writes: true }),
    /** On a store's origin: its review, for /store-under-review/. */
    approval: () => readApproval(need()),
    /** The signed-in customer's stores and their plans. */
    plans: () => ownedStorePlans(need()),
    /** Moves one of the owner's stores to Pro through the payment gateway. */
    upgradeToPro: (storeId: number, input: ProUpgradeInput) =>
      onStore(
        storeId,
        (ctx) =>
          upgradeToPro(ctx, input, bound.request().server.checkout.payments, {
            returnUrl: `${bound.request().protocol}://${bound.request().host}/teemill-plans/`,
          }),
        { writes: true },
      ),
  };
}
