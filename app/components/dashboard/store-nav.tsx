import { NavLink } from 'react-router';
import { hasDashboardPermission } from '../../../core/auth/roles';
import { DASHBOARD_NAV, dashboardPath } from './nav-items';

/**
 * A store's dashboard navigation: a side column on wide screens, a row that scrolls sideways on phones.
 * Team members see only the areas their permissions open.
 */
export function StoreNav({ storeId, permissions }: { storeId: number; permissions: readonly string[] }) {
  const items = DASHBOARD_NAV.filter(
    (item) => !item.permission || hasDashboardPermission(permissions, item.permission),
  );
  return (
    <nav className="store-nav" aria-label="Store dashboard">
      <ul>
        {items.map((item) => (
          <li key={item.path}>
            <NavLink to={dashboardPath(storeId, item.path)} end={item.path === ''} prefetch="intent">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
