import { NavLink } from 'react-router';
import { hasDashboardPermission } from '../../../core/auth/roles';
import { ATLAS_NAV, atlasPath } from './nav-items';

/** The operator back office's areas the signed-in staff member may open: a row that scrolls sideways on phones. */
export function AtlasNav({ permissions }: { permissions: readonly string[] }) {
  const items = ATLAS_NAV.filter((item) => hasDashboardPermission(permissions, item.permission));
  return (
    <nav className="atlas-nav" aria-label="Operator">
      <ul>
        {items.map((item) => (
          <li key={item.path}>
            <NavLink to={atlasPath(item.path)} prefetch="intent">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
