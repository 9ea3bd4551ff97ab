import type {
  CustomerListQuery,
  StoreFlagInput,
  StoreListQuery,
  UserStatusInput,
} from '../../../core/operator-people';
import type { ApprovalInput } from '../../../core/store-opening';
import { type OutboxFilter, readOutbox } from '../../../domain/accounts';
import {
  customerDetail,
  decideStore,
  flagStore,
  listCustomers,
  listOperatorUsers,
  listStores,
  resendEmail,
  setOperatorUserStatus,
  storeDetail,
} from '../../../domain/operator-people';
import { attempt } from '../outcome';
import type { StoreBinding } from '../store-binding';

/**
 * The operator back office's stores and people services (platform host, staff only): every call answers an
 * Outcome, and the domain checks the staff member's permission first.
 */
export function atlasPeopleServices(bound: StoreBinding) {
  const need = bound.context;
  return {
    stores: (query: StoreListQuery) => attempt(() => listStores(need(), query)),
    store: (storeId: number) => attempt(() => storeDetail(need(), storeId)),
    decide: (storeId: number, input: ApprovalInput) => attempt(() => decideStore(need(), storeId, input)),
    flag: (storeId: number, input: StoreFlagInput) => attempt(() => flagStore(need(), storeId, input)),
    customers: (query: CustomerListQuery) => attempt(() => listCustomers(need(), query)),
    customer: (customerId: number) => attempt(() => customerDetail(need(), customerId)),
    users: () => attempt(() => listOperatorUsers(need())),
    setUserStatus: (userId: number, input: UserStatusInput) =>
      attempt(() => setOperatorUserStatus(need(), userId, input)),
    outbox: (filter: OutboxFilter) => attempt(() => readOutbox(need(), filter)),
    resend: (emailId: number) => attempt(() => resendEmail(need(), emailId)),
  };
}
