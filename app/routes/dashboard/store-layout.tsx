import { useRef } from 'react';
import { Link, Outlet } from 'react-router';
import { StoreNav } from '../../components/dashboard/store-nav';
import { NavigationFocus } from '../../components/navigation/navigation-focus';
import dashboardStyles from '../../styles/dashboard.css?url';
import { refuse, requirePlatformDashboard, storeIdOf } from '../account/dashboard-store.server';
import type { Route } from './+types/store-layout';

export function links() {
  return [{ rel: 'stylesheet', href: dashboardStyles }];
}

/**
 * The frame of every dashboard page about one store (platform host only): the store's name, its address
 * and the areas the viewer may open. Another owner's store id is a 404, like one that does not exist.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requirePlatformDashboard(context, request);
  const outcome = await context.services.dashboard.store(storeIdOf(params.store));
  if (!outcome.ok) refuse(outcome);
  return { store: outcome.value };
}

/** The frame's loader data, for the pages inside it (useRouteLoaderData). */
export const STORE_LAYOUT_ID = 'routes/dashboard/store-layout';

export default function StoreLayout({ loaderData }: Route.ComponentProps) {
  const { store } = loaderData;
  const main = useRef<HTMLElement>(null);
  return (
    <div className="store-dashboard">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="store-dashboard-bar">
        <p className="store-dashboard-crumb">
          <Link to="/dashboard/">All stores</Link>
        </p>
        <p className="store-dashboard-name">
          {store.logo ? <img src={store.logo} alt="" height={32} /> : null}
          <span>{store.companyName}</span>
        </p>
        <a className="store-dashboard-visit" href={store.url} target="_blank" rel="noreferrer">
          View store<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
      <div className="store-dashboard-body">
        <StoreNav storeId={store.id} permissions={store.manager.permissions} />
        <main ref={main} id="main" className="store-dashboard-main">
          <Outlet />
        </main>
      </div>
      <NavigationFocus main={main} />
    </div>
  );
}
