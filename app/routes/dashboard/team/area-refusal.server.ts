import { redirect } from 'react-router';
import { FORBIDDEN_PATH } from '../../../../core/auth';
import type { DashboardPermission } from '../../../../core/auth/dashboard-permissions';
import { refuse } from '../../account/dashboard-store.server';

/**
 * A refused dashboard call of one area: a missing permission is the 403 page told which store and area,
 * so it can offer to ask the owner for them (§6); anything else as `refuse` answers it.
 */
export function refuseArea(
  outcome: { status: number; message: string },
  storeId: number,
  permission: DashboardPermission,
): never {
  if (outcome.status === 403) throw redirect(`${FORBIDDEN_PATH}?store=${storeId}&permission=${permission}`);
  refuse(outcome);
}
