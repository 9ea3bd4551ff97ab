import type { ServiceContext } from '../context';
import { storeOrigin } from '../stores';
import type { ApprovalStatus } from '../stores/tables';
import { assertMayManage, type StoreManager } from './access';

/** What every dashboard page about one store shows in its frame: the store, its address and your standing. */
export interface DashboardStoreSummary {
  id: number;
  companyName: string;
  subdomain: string;
  /** The storefront's address (custom domain or sub-domain). */
  url: string;
  logo: string | null;
  isPro: boolean;
  approvalStatus: ApprovalStatus;
  currency: string;
  manager: StoreManager;
}

/** The dashboard frame of the context's store, for anyone who runs it (404 for anyone else). */
export async function dashboardStoreSummary(ctx: ServiceContext): Promise<DashboardStoreSummary> {
  const manager = await assertMayManage(ctx);
  const { store } = ctx;
  return {
    id: store.id,
    companyName: store.companyName,
    subdomain: store.subdomain,
    url: `${storeOrigin(store)}/`,
    logo: store.logo,
    isPro: store.isPro,
    approvalStatus: store.settings.approvalStatus,
    currency: store.settings.currency,
    manager,
  };
}
