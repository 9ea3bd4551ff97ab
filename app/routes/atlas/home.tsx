import { redirect } from 'react-router';
import { hasDashboardPermission } from '../../../core/auth/roles';
import { ATLAS_NAV, atlasPath } from '../../components/atlas/nav-items';
import type { Route } from './+types/home';
import { requireAtlas } from './access.server';

/** /atlas/ opens the first area the staff member may use (orders for most), or the 403 page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await requireAtlas(context, request);
  const first = ATLAS_NAV.find((item) => hasDashboardPermission(staff.permissions, item.permission));
  throw redirect(first ? atlasPath(first.path) : '/403/');
}
